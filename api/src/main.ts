import { ConfigError, loadConfig } from './config.ts';
import { shutdownTracing } from 'shared-kit/telemetry/tracing';
import { createLogger } from './logger.ts';
import { StartError, startApi } from './start.ts';

/**
 * `node src/main.ts`: start; on Ctrl-C / SIGTERM drain (requests in flight finish within SHUTDOWN_TIMEOUT_MS), close
 * the pool and exit 0; a failed start exits 1 with one clear line.
 */
/** Beyond the drain's bound: time for the pool and the data-dir lock to close. */
const STUCK_CLOSE_GRACE_MS = 5_000;

const main = async (): Promise<void> => {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const api = await startApi(config, logger);
  logger.info({ port: api.port, url: `http://localhost:${api.port}` }, 'api listening');

  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    logger.info(
      { signal, shutdownDelayMs: config.shutdownDelayMs, shutdownTimeoutMs: config.shutdownTimeoutMs },
      'api stopping',
    );
    // A stuck close (the pool waiting on a query past the drain) must not keep the process alive forever.
    const stuckAfter = config.shutdownDelayMs + config.shutdownTimeoutMs + STUCK_CLOSE_GRACE_MS;
    setTimeout(() => process.exit(1), stuckAfter).unref();
    // The spans still batched go out before the process ends (nothing to do without tracing).
    api
      .stop()
      .then(shutdownTracing)
      .then(
        () => {
          logger.info('api stopped');
          process.exit(0);
        },
        (error: unknown) => {
          logger.error({ err: error }, 'api did not stop cleanly');
          process.exit(1);
        },
      );
  };
  // on, not once: a second signal during the drain (a process group signalled twice) must not end it by the signal.
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
};

main().catch((error: unknown) => {
  const known = error instanceof StartError || error instanceof ConfigError;
  const message = known
    ? error.message
    : error instanceof Error
      ? (error.stack ?? error.message)
      : String(error);
  process.stderr.write(`api: failed to start: ${message}\n`);
  process.exit(1);
});
