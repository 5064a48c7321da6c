import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { createTestDatabase } from '../testing/test-database.ts';
import { loadConfig } from '../config.ts';
import { connectPostgres, openDatabase, RANDOM_PAGE_COST } from './database.ts';
import type { Database } from './schema.ts';

const serverUrl = process.env.DATABASE_URL;

/** Ends one connection from the server's side, as a restart or a failover does. */
async function terminateBackend(pid: number): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('select pg_terminate_backend($1)', [pid]);
  } finally {
    await admin.end();
  }
}

(serverUrl ? describe : describe.skip)('PostgreSQL pool (needs DATABASE_URL)', () => {
  it('survives the server closing an idle pooled connection instead of crashing the process', async () => {
    const seen: Error[] = [];
    const handle = connectPostgres(serverUrl!, { onIdleConnectionError: (error) => seen.push(error) });
    try {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db);
      await terminateBackend(rows[0]!.pid);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(seen.map((error) => (error as { code?: string }).code)).toEqual(['57P01']);
      // The pool opens a fresh connection for the next query.
      const again = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
      expect(again.rows[0]?.one).toBe(1);
    } finally {
      await handle.db.destroy();
    }
  });

  it('survives the server closing a connection a transaction holds between its statements', async () => {
    const handle = connectPostgres(serverUrl!, { onIdleConnectionError: () => undefined });
    try {
      const outcome = handle.db.transaction().execute(async (transaction) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(transaction);
        await terminateBackend(rows[0]!.pid);
        // The connection ends while no statement runs on it; the next one fails and the transaction with it.
        await new Promise((resolve) => setTimeout(resolve, 200));
        await sql`select 1`.execute(transaction);
      });
      await expect(outcome).rejects.toThrow();
      const again = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
      expect(again.rows[0]?.one).toBe(1);
    } finally {
      await handle.db.destroy();
    }
  });
});

(serverUrl ? describe : describe.skip)('PostgreSQL pool settings (needs DATABASE_URL)', () => {
  const configFor = (settings: Record<string, string>) =>
    loadConfig({ DATABASE_URL: serverUrl, ...settings });

  it('cancels a statement running past DATABASE_STATEMENT_TIMEOUT_MS', async () => {
    const handle = await openDatabase(configFor({ DATABASE_STATEMENT_TIMEOUT_MS: '200' }));
    try {
      const { rows } = await sql<{
        timeout: string;
      }>`select current_setting('statement_timeout') as timeout`.execute(handle.db);
      expect(rows[0]?.timeout).toBe('200ms');
      await expect(sql`select pg_sleep(2)`.execute(handle.db)).rejects.toThrow(
        'canceling statement due to statement timeout',
      );
    } finally {
      await handle.db.destroy();
    }
  });

  it('opens at most DATABASE_POOL_SIZE connections; a query waiting past DATABASE_CONNECTION_TIMEOUT_MS fails', async () => {
    const handle = await openDatabase(
      configFor({ DATABASE_POOL_SIZE: '2', DATABASE_CONNECTION_TIMEOUT_MS: '300' }),
    );
    try {
      const busy = [sql`select pg_sleep(1)`.execute(handle.db), sql`select pg_sleep(1)`.execute(handle.db)];
      const started = Date.now();
      await expect(sql`select 1`.execute(handle.db)).rejects.toThrow(
        'timeout exceeded when trying to connect',
      );
      expect(Date.now() - started).toBeLessThan(900);
      await Promise.all(busy);
    } finally {
      await handle.db.destroy();
    }
  });
});

describe('planner settings', () => {
  // The payroll dashboard's crew count scanned every timesheet record with PostgreSQL's default random page cost (4);
  // at 1.1 it follows the (timesheet_id, employee_id) index of the period's timesheets instead.
  const plan = async (db: Kysely<Database>): Promise<string> => {
    const { rows } = await sql<{ 'QUERY PLAN': string }>`explain select count(distinct r.employee_id)
      from timesheet_records r join timesheets t on t.timesheet_id = r.timesheet_id
      where t.payroll_period_id = 1`.execute(db);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  };

  it('prices a random page read at 1.1 on this connection', async () => {
    const database = await createTestDatabase({ seed: false });
    try {
      const { rows } = await sql<{
        cost: string;
      }>`select current_setting('random_page_cost') as cost`.execute(database.db);
      expect(Number(rows[0]?.cost)).toBe(RANDOM_PAGE_COST);
      expect(await plan(database.db)).not.toMatch(/Seq Scan on timesheet_records/);
    } finally {
      await database.destroy();
    }
  });
});
