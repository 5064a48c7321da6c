import { sql } from 'kysely';
import type { Db } from './database.ts';

/** Drops every table of the public schema (data, schema and migration history): a clean slate for seed:reset. */
export const dropAllTables = async (db: Db): Promise<void> => {
  const { rows } = await sql<{ tableName: string }>`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(db);
  for (const { tableName } of rows) {
    await sql`drop table if exists ${sql.table(`public.${tableName}`)} cascade`.execute(db.withoutPlugins());
  }
};
