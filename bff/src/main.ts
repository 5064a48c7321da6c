import { pino } from 'pino';
import { shutdownTracing } from 'shared-kit/telemetry/tracing';
import { startBff, type StartedBff } from './lifecycle/start-bff.ts';
import { loadSettings, SettingsError, type BffSettings } from './settings.ts';

function settingsOrExit(): BffSettings {
  try {
    return loadSettings();
  } catch (error) {
    if (error instanceof SettingsError) {
      console.error(`bff: invalid settings: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

const settings = settingsOrExit();
const logger = pino({ name: 'bff', level: settings.logLevel });

let started: StartedBff;
try {
  started = await startBff(settings, { logger });
} catch (error) {
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    logger.fatal(
      `Port ${settings.port} is already in use: another process is listening there. Stop it or set PORT for the bff.`,
    );
  } else {
    logger.fatal({ err: error }, 'bff could not start');
  }
  process.exit(1);
}

logger.info(
  {
    api: settings.apiUrls,
    issuer: settings.oidc.issuer,
    shellDist: settings.shellDist,
    dataDir: settings.dataDir,
  },
  `bff listening: open ${settings.publicUrl}`,
);

let signalled = false;
function stop(signal: string): void {
  if (signalled) return;
  signalled = true;
  logger.info(`${signal} received: finishing open requests (at most ${settings.shutdownTimeoutMs} ms)`);
  // The spans still batched go out before the process ends (nothing to do without tracing).
  started
    .stop()
    .then(shutdownTracing)
    .then(
      () => {
        logger.info('bff stopped');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'bff did not stop cleanly');
        process.exit(1);
      },
    );
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
