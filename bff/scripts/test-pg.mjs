// Runs the bff's PostgreSQL tests (the registry shared by a fleet) when BFF_TEST_DATABASE_URL or DATABASE_URL is
// set (CI sets DATABASE_URL); says so and passes when neither is.
import { spawnSync } from 'node:child_process';

if (!process.env.BFF_TEST_DATABASE_URL && !process.env.DATABASE_URL) {
  console.log(
    'bff: neither BFF_TEST_DATABASE_URL nor DATABASE_URL is set; the PostgreSQL run is skipped (the file registry ran in npm test).',
  );
  process.exit(0);
}
const result = spawnSync('npx', ['jest', 'src/registry', 'src/db'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_OPTIONS: '--experimental-vm-modules' },
});
process.exit(result.status ?? 1);
