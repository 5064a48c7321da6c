import { sql } from 'kysely';
import pg from 'pg';
import { connectDatabase } from './database.ts';

const serverUrl = process.env.BFF_TEST_DATABASE_URL || process.env.DATABASE_URL;

(serverUrl ? describe : describe.skip)('the registry database pool (needs DATABASE_URL)', () => {
  // Seen on CI: a registry replica whose database went away while its lock transaction held a connection ended with
  // an unhandled 'error' event.
  it('survives the server closing a connection the lock transaction holds between its statements', async () => {
    const db = connectDatabase(serverUrl!, () => undefined);
    try {
      const outcome = db.transaction().execute(async (transaction) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(transaction);
        const admin = new pg.Client({ connectionString: serverUrl });
        await admin.connect();
        try {
          await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
        } finally {
          await admin.end();
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
        await sql`select 1`.execute(transaction);
      });
      await expect(outcome).rejects.toThrow();
      const again = await sql<{ one: number }>`select 1 as one`.execute(db);
      expect(again.rows[0]?.one).toBe(1);
    } finally {
      await db.destroy();
    }
  });
});
