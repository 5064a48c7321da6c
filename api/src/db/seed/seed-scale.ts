import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { lockDataDir } from '../data-dir-lock.ts';
import { openDatabase } from '../database.ts';
import { migrateToLatest } from '../migrate.ts';
import { seedScaleData } from './scale.ts';

/**
 * `npm run seed:scale -w api -- --employees 2500 --projects 300 --weeks 52`: adds benchmark data to the configured
 * database (DATABASE_URL, else the PGlite data directory; stop the api first). Demo data is seeded first if missing.
 */
const { values } = parseArgs({
  options: {
    employees: { type: 'string', default: '2500' },
    projects: { type: 'string', default: '300' },
    weeks: { type: 'string', default: '52' },
  },
});
const options = {
  employees: Number(values.employees),
  projects: Number(values.projects),
  weeks: Number(values.weeks),
};
if (!Object.values(options).every((value) => Number.isInteger(value) && value > 0)) {
  process.stderr.write('seed:scale: --employees, --projects and --weeks must be positive whole numbers\n');
  process.exit(1);
}
const config = loadConfig();
const lock = config.databaseUrl ? null : await lockDataDir(config.pgliteDir);
const handle = await openDatabase(config);
try {
  await migrateToLatest(handle.db);
  const started = performance.now();
  const summary = await seedScaleData(handle.db, options);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(
    `seed:scale: ${handle.location} now holds ${JSON.stringify(summary)} (${seconds} s)\n`,
  );
} finally {
  await handle.db.destroy();
  await lock?.release();
}
