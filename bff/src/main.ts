import type { Server } from 'node:http';
import { pino } from 'pino';
import { createApp } from './app.ts';
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

const { app } = createApp(settings, { logger });
const server: Server = app.listen(settings.port);

server.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EADDRINUSE') {
    logger.fatal(
      `Port ${settings.port} is already in use: another process is listening there. Stop it or set PORT for the bff.`,
    );
  } else {
    logger.fatal({ err: error }, 'bff could not start');
  }
  process.exit(1);
});

server.on('listening', () => {
  logger.info(
    {
      api: settings.apiUrl,
      issuer: settings.oidc.issuer,
      shellDist: settings.shellDist,
      dataDir: settings.dataDir,
    },
    `bff listening: open ${settings.publicUrl}`,
  );
});

let stopping = false;
function stop(signal: string): void {
  if (stopping) return;
  stopping = true;
  logger.info(`${signal} received, finishing open requests`);
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => {
    logger.warn('open requests did not finish in 10 s, closing them');
    server.closeAllConnections();
    process.exit(0);
  }, 10_000).unref();
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
