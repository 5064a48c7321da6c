// Runs the api tests against PostgreSQL when DATABASE_URL is set (CI sets it); says so and passes when it is not. The
// PostgreSQL-only ones (pool, concurrency, the end-to-end trace through the real idp, api and bff) skip in npm test.
import { spawnSync } from 'node:child_process';

if (!process.env.DATABASE_URL) {
  console.log('api: DATABASE_URL is not set; the PostgreSQL run is skipped (PGlite ran in npm test).');
  process.exit(0);
}
const result = spawnSync('npx', ['jest'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_OPTIONS: '--experimental-vm-modules' },
});
process.exit(result.status ?? 1);
