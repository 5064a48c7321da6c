import base from './playwright.config.ts';
import { defineConfig } from '@playwright/test';

/** `npm run bench -w e2e`: the same stack as the E2E run, but the measurements in bench/ (never in the test suite). */
export default defineConfig({
  ...base,
  testDir: './bench',
  testMatch: '**/*.bench.ts',
  retries: 0,
  reporter: [['list']],
  // No trace: Playwright's trace recorder runs a DOM snapshot streamer in every page of the worker's browsers (the
  // pages Lighthouse audits too), which a CPU profile of /approver showed taking ~120 ms of a 4x slowed main thread.
  use: { ...base.use, trace: 'off' },
});
