import { sql } from 'kysely';
import type { Db } from '../database.ts';

/** A round trip to the database, for /healthz. */
export const pingDatabase = async (db: Db): Promise<void> => {
  await sql`select 1`.execute(db);
};
