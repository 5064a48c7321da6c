import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

/** The server the PostgreSQL tests use: BFF_TEST_DATABASE_URL, else DATABASE_URL (CI sets it); null skips them. */
export const TEST_SERVER_URL = process.env.BFF_TEST_DATABASE_URL || process.env.DATABASE_URL || null;

export const PG_TESTS_SKIPPED =
  'skipped: set BFF_TEST_DATABASE_URL or DATABASE_URL (npm run test:pg -w bff) to run on PostgreSQL';

export interface TestDatabase {
  url: string;
  /** Runs one statement on the test database (arrange what a test needs, read what the bff stored). */
  query<Row extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<Row[]>;
  destroy(): Promise<void>;
}

/** How long the bff's own connections get to close before the drop forces them. */
const LEAVE_MS = 2_000;

/**
 * A throwaway `crewtime_bff_test_<random>` database on the test server, dropped afterwards: the shared server keeps
 * whatever runs leave behind (STACK.md).
 */
export async function createTestDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = `crewtime_bff_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return {
    url: url.toString(),
    query: async <Row extends pg.QueryResultRow>(text: string, values?: unknown[]) =>
      (await client.query<Row>(text, values)).rows,
    destroy: async () => {
      await client.end();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        for (let waited = 0; waited < LEAVE_MS; waited += 25) {
          const { rows } = await dropper.query<{ count: number }>(
            'select count(*)::int as count from pg_stat_activity where datname = $1',
            [name],
          );
          if ((rows[0]?.count ?? 0) === 0) break;
          await sleep(25);
        }
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
