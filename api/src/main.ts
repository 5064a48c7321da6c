import { ConfigError, loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { StartError, startApi } from './start.ts';

/** `node src/main.ts`: start, stop cleanly on Ctrl-C / SIGTERM; a failed start exits 1 with one clear line. */
const main = async (): Promise<void> => {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const api = await startApi(config, logger);
  logger.info({ port: api.port, url: `http://localhost:${api.port}` }, 'api listening');

  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'api stopping');
    // A stuck close must not keep the process alive forever.
    setTimeout(() => process.exit(1), 10_000).unref();
    api.stop().then(
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
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
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
