import { createServer } from 'node:http';
import { shutdownTracing } from 'shared-kit/telemetry/tracing';
import { createHttpDrain } from 'shared-kit/http-drain';
import { pino } from 'pino';
import { createIdp } from './app.ts';
import { loadOrCreateKeys } from './keys.ts';
import { loadSettings, SettingsError, type IdpSettings } from './settings.ts';

function settingsOrExit(): IdpSettings {
  try {
    return loadSettings();
  } catch (error) {
    if (error instanceof SettingsError) {
      console.error(`idp: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

const settings = settingsOrExit();
const logger = pino({ name: 'idp', level: settings.logLevel });

async function start(): Promise<void> {
  const keys = await loadOrCreateKeys(settings.dataDir);
  const server = createServer();
  // The api's drain (Node's server.close with a bound): readiness 503 at once, requests in flight finish.
  const drain = createHttpDrain(server);
  const { app } = createIdp(settings, keys, logger, drain);
  server.on('request', app);
  server.listen(settings.port);

  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EADDRINUSE') {
      logger.fatal(
        `Port ${settings.port} is already in use: another process is listening there. Stop it or set PORT for the idp.`,
      );
    } else {
      logger.fatal({ err: error }, 'idp could not start');
    }
    process.exit(1);
  });

  server.on('listening', () => {
    logger.info(
      { issuer: settings.issuer, clientId: settings.clientId, redirectUris: settings.redirectUris },
      `idp listening on http://localhost:${settings.port}`,
    );
  });

  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} received, stopping`);
    void drain
      .close({ delayMs: settings.shutdownDelayMs, timeoutMs: settings.shutdownTimeoutMs })
      // The spans still batched go out before the process ends (nothing to do without tracing).
      .then(shutdownTracing)
      .then(() => {
        logger.info('idp stopped');
        process.exit(0);
      });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

start().catch((error: unknown) => {
  logger.fatal({ err: error }, 'idp could not start');
  process.exit(1);
});
