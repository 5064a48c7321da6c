import { sql } from 'kysely';
import pg from 'pg';
import { createTestDatabase } from './test-database.ts';

const serverUrl = process.env.DATABASE_URL;

(serverUrl ? describe : describe.skip)('a throwaway test database on PostgreSQL (needs DATABASE_URL)', () => {
  it('waits for a connection that is still closing before the drop, instead of cutting it off', async () => {
    const database = await createTestDatabase({ seed: false });
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(database.db);
    const name = rows[0]!.name;
    // Stands for a pooled connection whose goodbye is still on its way when the test file ends (pg's Pool#end()
    // resolves before its connections have closed): forced off, it reports 'terminating connection due to
    // administrator command', the CREWTIME_PG_IDLE warning that PostgreSQL runs printed.
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    expect(database.url).toBe(url.toString());
    const late = new pg.Client({ connectionString: url.toString() });
    const errors: string[] = [];
    late.on('error', (error: Error & { code?: string }) => errors.push(error.code ?? error.message));
    await late.connect();
    const leaving = new Promise((resolve) => setTimeout(resolve, 300)).then(() => late.end());

    await database.destroy();
    await leaving;

    expect(errors).toEqual([]);
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      const left = await admin.query('select 1 from pg_database where datname = $1', [name]);
      expect(left.rowCount).toBe(0);
    } finally {
      await admin.end();
    }
  });
});
