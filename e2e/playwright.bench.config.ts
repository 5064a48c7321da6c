import base from './playwright.config.ts';
import { defineConfig } from '@playwright/test';

/** `npm run bench -w e2e`: the same stack as the E2E run, but the measurements in bench/ (never in the test suite). */
export default defineConfig({
  ...base,
  testDir: './bench',
  testMatch: '**/*.bench.ts',
  retries: 0,
  reporter: [['list']],
});
