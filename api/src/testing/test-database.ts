import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { connectPostgres, openPglite, type DatabaseHandle } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDemoData } from '../db/seed/index.ts';

export interface TestDatabase extends DatabaseHandle {
  /** The throwaway database's URL on the DATABASE_URL server (for child processes); undefined on PGlite. */
  url: string | undefined;
  destroy(): Promise<void>;
}

/** How long a dropped test database's own connections get to close before the drop forces them. */
const LEAVE_MS = 2_000;

const sessionsOn = async (client: pg.Client, database: string): Promise<number> => {
  const { rows } = await client.query<{ count: number }>(
    'select count(*)::int as count from pg_stat_activity where datname = $1',
    [database],
  );
  return rows[0]?.count ?? 0;
};

/**
 * A fresh, migrated (and by default seeded) database for one test file. PGlite `memory://` by default; with
 * DATABASE_URL a throwaway `crewtime_test_<random>` database on that server, dropped afterwards (STACK: the shared
 * server keeps whatever runs leave behind).
 */
export const createTestDatabase = async (
  options: { seed?: boolean; today?: Date } = {},
): Promise<TestDatabase> => {
  const serverUrl = process.env.DATABASE_URL;
  let handle: DatabaseHandle;
  let databaseUrl: string | undefined;
  let dropDatabase = async (): Promise<void> => undefined;
  if (serverUrl) {
    const name = `crewtime_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(`create database ${name}`);
    } finally {
      await admin.end();
    }
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    handle = connectPostgres(databaseUrl);
    dropDatabase = async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        // pg's Pool#end() resolves before its connections have said goodbye; a forced drop then cuts them off, and
        // the pool reports that as an error on an idle connection (a CREWTIME_PG_IDLE warning in every PostgreSQL
        // run). Give them a moment to leave; force only what is still there after it.
        for (let waited = 0; waited < LEAVE_MS && (await sessionsOn(dropper, name)) > 0; waited += 25)
          await sleep(25);
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    };
  } else {
    handle = await openPglite('memory://');
  }
  await migrateToLatest(handle.db);
  if (options.seed ?? true) await seedDemoData(handle.db, { today: options.today });
  return {
    ...handle,
    url: databaseUrl,
    destroy: async () => {
      await handle.db.destroy();
      await dropDatabase();
    },
  };
};
