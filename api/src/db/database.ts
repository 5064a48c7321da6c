import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
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

export const connectPostgres = (databaseUrl: string): DatabaseHandle => {
  const pool = new pg.Pool({ connectionString: databaseUrl, types: pgTypes, max: 10 });
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
