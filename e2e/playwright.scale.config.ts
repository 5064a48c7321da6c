import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

/**
 * `npm run bench:scale -w e2e`: the approver board at tier L. Before the stack starts, its fresh data directory gets
 * the scale data (`seed:scale`: 2500 employees, 300 projects; 4 weeks are enough, a week holds the same ~1,500
 * timesheets whatever the history). Runs bench/*.scale.ts only, never in the test suite.
 */
if (process.env.CREWTIME_SCALE_SEEDED !== '1') {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const seeded = spawnSync(
    'npm',
    ['run', 'seed:scale', '-w', 'api', '--', '--employees', '2500', '--projects', '300', '--weeks', '4'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: '' },
    },
  );
  if (seeded.status !== 0) throw new Error('seed:scale failed; see above');
  process.env.CREWTIME_SCALE_SEEDED = '1';
}

export default defineConfig({
  ...base,
  testDir: './bench',
  testMatch: '**/*.scale.ts',
  retries: 0,
  reporter: [['list']],
});
