import { createServer, type RequestListener, type Server } from 'node:http';
import { sql } from 'kysely';
import { createTokenVerifier } from './auth/token-verifier.ts';
import { appSettingsOf, type ApiConfig } from './config.ts';
import { DataDirLockedError, lockDataDir, type DataDirLock } from './db/data-dir-lock.ts';
import { openDatabase, type DatabaseHandle } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { pingDatabase } from './db/repositories/health.ts';
import { isDatabaseEmpty, seedDemoData } from './db/seed/index.ts';
import { createApp } from './http/app.ts';
import { createHttpDrain } from 'shared-kit/http-drain';
import type { Logger } from './logger.ts';

/**
 * The running api. stop() drains the server (readiness 503 at once, no new connections, requests in flight finish
 * within SHUTDOWN_TIMEOUT_MS), then closes the database, then the data-dir lock; calling it again waits for the same.
 */
export interface RunningApi {
  server: Server;
  port: number;
  stop(): Promise<void>;
}

/** A start failure with the one line the operator needs. */
export class StartError extends Error {}

/** PGlite does not appear to autovacuum (STACK): vacuum once a day while the api runs. */
const VACUUM_INTERVAL_MS = 24 * 60 * 60 * 1000;

const STARTING_MESSAGE = 'The api is starting. Please try again shortly.';

/** Answers while the database is being opened, migrated and seeded: alive, not ready. */
const starting: RequestListener = (request, response) => {
  const path = request.url?.split('?')[0];
  if (path === '/livez') {
    response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
    response.end(JSON.stringify({ status: 'ok' }));
    return;
  }
  response.writeHead(503, { 'Content-Type': 'application/json', 'Retry-After': '2' });
  response.end(
    JSON.stringify(
      path === '/readyz' ? { status: 'starting', message: STARTING_MESSAGE } : { message: STARTING_MESSAGE },
    ),
  );
};

/** How long the api keeps an idle keep-alive connection open: longer than any client's idle timeout (bff: 5 s). */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

const listen = (server: Server, port: number): Promise<number> =>
  new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        new StartError(
          error.code === 'EADDRINUSE'
            ? `port ${port} is already in use (stop the other process or set PORT)`
            : `cannot listen on port ${port}: ${error.message}`,
        ),
      );
    });
    server.listen(port, () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });

/** Runs one start-up step, turning its failure into a one-line StartError. */
const step = async <T>(describe: string, run: () => Promise<T>): Promise<T> => {
  try {
    return await run();
  } catch (error) {
    if (error instanceof StartError) throw error;
    if (error instanceof DataDirLockedError) throw new StartError(error.message);
    throw new StartError(`${describe}: ${(error as Error).message}`);
  }
};

export const EMPTY_DATABASE_LEFT_EMPTY =
  'the database is empty and stays empty (set DEMO_DATA=true to fill it with the demo accounts and data)';

const prepareDatabase = async (config: ApiConfig, logger: Logger): Promise<DatabaseHandle> => {
  const handle = await step('cannot open the database', () => openDatabase(config));
  try {
    await step(`cannot connect to the database at ${handle.location}`, () => pingDatabase(handle.db));
    const applied = await step(`cannot migrate the database at ${handle.location}`, () =>
      migrateToLatest(handle.db),
    );
    logger.info({ database: handle.kind, location: handle.location, applied }, 'database ready');
    await step(`cannot seed the demo data into ${handle.location}`, async () => {
      if (!(await isDatabaseEmpty(handle.db))) return;
      if (config.demoData) logger.info(await seedDemoData(handle.db), 'seeded demo data');
      else logger.info(EMPTY_DATABASE_LEFT_EMPTY);
    });
    return handle;
  } catch (error) {
    await handle.db.destroy().catch(() => undefined);
    throw error;
  }
};

/**
 * Binds the port first, so a port in use fails at once (not after a slow first PGlite initialisation), then opens,
 * migrates and seeds the database, then serves the app on the same server.
 */
export const startApi = async (config: ApiConfig, logger: Logger): Promise<RunningApi> => {
  let handler: RequestListener = starting;
  const server = createServer((request, response) => handler(request, response));
  // The bff reuses idle connections for up to 5 s (Node's default agent); with the server's default 5 s too, a
  // request sent as the server closes an idle socket dies with ECONNRESET and the user reads 'The timesheet service
  // is unavailable'. The api keeps idle connections well past that, so the bff always closes them first.
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  const drain = createHttpDrain(server);
  const port = await listen(server, config.port);

  let lock: DataDirLock | null = null;
  let handle: DatabaseHandle;
  try {
    // An in-memory database (tests) has no directory to share.
    const onDisk = !config.databaseUrl && !config.pgliteDir.startsWith('memory://');
    if (onDisk) lock = await step('cannot lock the data directory', () => lockDataDir(config.pgliteDir));
    handle = await prepareDatabase(config, logger);
  } catch (error) {
    await lock?.release();
    // Nothing was ever ready: no delay for a load balancer to notice.
    await drain.close({ timeoutMs: config.shutdownTimeoutMs });
    throw error;
  }

  const { db, kind } = handle;
  const verifier = createTokenVerifier({
    issuer: config.oidc.issuer,
    audience: config.oidc.clientId,
    jwksUri: config.oidc.jwksUri,
  });
  handler = createApp({ db, verifier, logger, settings: appSettingsOf(config), lifecycle: drain });

  const vacuum =
    kind === 'pglite'
      ? setInterval(() => {
          sql`vacuum`.execute(db).catch((error: unknown) => logger.warn({ err: error }, 'vacuum failed'));
        }, VACUUM_INTERVAL_MS).unref()
      : null;

  let stopped: Promise<void> | null = null;
  return {
    server,
    port,
    stop() {
      stopped ??= (async () => {
        if (vacuum) clearInterval(vacuum);
        await drain.close({ delayMs: config.shutdownDelayMs, timeoutMs: config.shutdownTimeoutMs });
        // Only now: a request still in flight until the bound may still be using it.
        await db.destroy();
        await lock?.release();
      })();
      return stopped;
    },
  };
};
