import { sql } from 'kysely';
import pg from 'pg';
import { connectPostgres } from './database.ts';

const serverUrl = process.env.DATABASE_URL;

(serverUrl ? describe : describe.skip)('PostgreSQL pool (needs DATABASE_URL)', () => {
  it('survives the server closing an idle pooled connection instead of crashing the process', async () => {
    const seen: Error[] = [];
    const handle = connectPostgres(serverUrl!, (error) => seen.push(error));
    try {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db);
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      try {
        await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
      } finally {
        await admin.end();
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(seen.map((error) => (error as { code?: string }).code)).toEqual(['57P01']);
      // The pool opens a fresh connection for the next query.
      const again = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
      expect(again.rows[0]?.one).toBe(1);
    } finally {
      await handle.db.destroy();
    }
  });
});
