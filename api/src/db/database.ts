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

export const connectPostgres = (
  databaseUrl: string,
  onIdleConnectionError: (error: Error) => void = noteIdleConnectionError,
): DatabaseHandle => {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    types: pgTypes,
    max: 10,
    options: `-c random_page_cost=${RANDOM_PAGE_COST}`,
  });
  pool.on('error', onIdleConnectionError);
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
}): Promise<DatabaseHandle> =>
  settings.databaseUrl ? connectPostgres(settings.databaseUrl) : openPglite(settings.pgliteDir);
