import { loadConfig } from '../../config.ts';
import { lockDataDir } from '../data-dir-lock.ts';
import { openDatabase } from '../database.ts';
import { migrateToLatest } from '../migrate.ts';
import { dropAllTables } from '../reset.ts';
import { seedDemoData } from './index.ts';

/**
 * `npm run seed:reset -w api`: drops the configured database's tables, migrates and seeds fresh demo data dated
 * from today. Refuses while the api holds the PGlite data directory.
 */
const config = loadConfig();
if (config.production) {
  process.stderr.write('seed:reset: refused with NODE_ENV=production (it drops every table)\n');
  process.exit(1);
}
const lock = config.databaseUrl ? null : await lockDataDir(config.pgliteDir);
const handle = await openDatabase(config);
try {
  await dropAllTables(handle.db);
  await migrateToLatest(handle.db);
  const summary = await seedDemoData(handle.db);
  process.stdout.write(`seed:reset: ${handle.location} re-seeded (${JSON.stringify(summary)})\n`);
} finally {
  await handle.db.destroy();
  await lock?.release();
}
