import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import { watchDatabasePool } from '../telemetry.ts';
import type { Database } from './schema.ts';
import { RESULT_PARSERS, pgTypes } from './type-parsers.ts';

export type Db = Kysely<Database>;
export type DatabaseKind = 'postgres' | 'pglite';

export interface DatabaseHandle {
  db: Db;
  kind: DatabaseKind;
  /** Where the data lives, for logs (a URL without its password, or a directory). */
  location: string;
}

/** TS sees camelCase, the tables are snake_case. */
const plugins = [new CamelCasePlugin()];

/**
 * pg re-emits a backend error on an idle pooled connection (a server restart, a forced disconnect) as the pool's
 * 'error' event, and an unhandled 'error' event ends the process. The pool drops that connection and opens a new one
 * on the next query, so the right response is to note it, not to crash.
 */
const noteIdleConnectionError = (error: Error): void => {
  process.emitWarning(`PostgreSQL closed an idle pooled connection: ${error.message}`, {
    code: 'CREWTIME_PG_IDLE',
  });
};

/**
 * The planner's price of a random page read. PostgreSQL's default (4) dates from spinning disks and makes it scan
 * whole tables rather than follow an index: the payroll dashboard's crew count read all 450k timesheet records at
 * tier L instead of the period's 44k through the (timesheet_id, employee_id) index — 65 → 33 ms p95 on PGlite. The
 * api's data is in memory (PGlite) or on SSD, where 1.1 is the usual value.
 */
export const RANDOM_PAGE_COST = 1.1;

/** The pg pool's size and bounds (DATABASE_POOL_SIZE, DATABASE_STATEMENT_TIMEOUT_MS, DATABASE_CONNECTION_TIMEOUT_MS). */
export interface DatabasePoolSettings {
  /** Connections per api process; the server's max_connections must cover every replica's pool. */
  size: number;
  /** The server cancels a statement running longer (PostgreSQL's statement_timeout); 0 = no bound. */
  statementTimeoutMs: number;
  /** How long a query waits to open a connection or for a free one in a full pool; 0 = no bound. */
  connectionTimeoutMs: number;
}

/**
 * 10 connections as before. 30 s: far beyond any screen's query (p95 under 100 ms at scale tier L), so only a runaway
 * one is cut. 10 s: a replica restart must not fail requests that wait their turn while the other replica takes the load.
 */
export const DATABASE_POOL_DEFAULTS: DatabasePoolSettings = {
  size: 10,
  statementTimeoutMs: 30_000,
  connectionTimeoutMs: 10_000,
};

/**
 * pg re-emits a connection's end as the client's 'error' event, and the pool listens only while the client is idle: a
 * connection that dies while a transaction holds it between statements (a database restart, a failover) would end the
 * process unhandled. The holder learns of it anyway (its next statement fails, so the transaction rolls back), and the
 * pool drops the client when it is released.
 */
const ignoreErrorsWhileCheckedOut = (client: pg.PoolClient): void => {
  client.on('error', () => undefined);
};

export const connectPostgres = (
  databaseUrl: string,
  {
    pool: poolSettings = DATABASE_POOL_DEFAULTS,
    onIdleConnectionError = noteIdleConnectionError,
  }: { pool?: DatabasePoolSettings; onIdleConnectionError?: (error: Error) => void } = {},
): DatabaseHandle => {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    types: pgTypes,
    max: poolSettings.size,
    // pg's names; 0 is "no bound" for both, as in PostgreSQL.
    statement_timeout: poolSettings.statementTimeoutMs,
    connectionTimeoutMillis: poolSettings.connectionTimeoutMs,
    options: `-c random_page_cost=${RANDOM_PAGE_COST}`,
  });
  pool.on('error', onIdleConnectionError);
  pool.on('connect', ignoreErrorsWhileCheckedOut);
  watchDatabasePool(pool);
  const url = new URL(databaseUrl);
  url.password = '';
  return {
    db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins }),
    kind: 'postgres',
    location: url.toString(),
  };
};

/** Embedded PostgreSQL in WASM; `dataDir` 'memory://' for tests. One connection: Kysely serialises transactions. */
export const openPglite = async (dataDir: string): Promise<DatabaseHandle> => {
  if (!dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir, { parsers: RESULT_PARSERS });
  // One connection: a session setting holds for every query.
  await pglite.exec(`set random_page_cost = ${RANDOM_PAGE_COST}`);
  return {
    db: new Kysely<Database>({ dialect: new PGliteDialect({ pglite }), plugins }),
    kind: 'pglite',
    location: dataDir,
  };
};

export const openDatabase = async (settings: {
  databaseUrl: string | undefined;
  pgliteDir: string;
  databasePool: DatabasePoolSettings;
}): Promise<DatabaseHandle> =>
  settings.databaseUrl
    ? connectPostgres(settings.databaseUrl, { pool: settings.databasePool })
    : openPglite(settings.pgliteDir);
