import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { connectPostgres, openPglite, type DatabaseHandle } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDemoData } from '../db/seed/index.ts';

export interface TestDatabase extends DatabaseHandle {
  destroy(): Promise<void>;
}

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
    handle = connectPostgres(url.toString());
    dropDatabase = async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
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
    destroy: async () => {
      await handle.db.destroy();
      await dropDatabase();
    },
  };
};
