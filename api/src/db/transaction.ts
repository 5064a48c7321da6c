import { sql } from 'kysely';
import type { Db } from './database.ts';

let savepoints = 0;

/**
 * Runs `work` in a transaction: a new one, or, when `db` already is one, a savepoint inside it. A service's write
 * thereby commits with whatever its caller adds in the same transaction (an Idempotency-Key's answer), and a
 * failure inside still undoes only the service's own part (Kysely cannot nest transactions).
 */
export const inTransaction = async <T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> => {
  if (!db.isTransaction) return db.transaction().execute(work);
  savepoints += 1;
  const name = sql.id(`crewtime_${savepoints}`);
  await sql`savepoint ${name}`.execute(db);
  try {
    const result = await work(db);
    await sql`release savepoint ${name}`.execute(db);
    return result;
  } catch (error) {
    await sql`rollback to savepoint ${name}`.execute(db);
    throw error;
  }
};
