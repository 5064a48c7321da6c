import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E } from './support/env.ts';

// One fresh data directory per run (the config is re-read by workers; they inherit the variable).
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'crewtime-e2e-'));

export default defineConfig({
  testDir: './tests',
  // The platform is one shared stack (registry, database): run serially for deterministic state.
  workers: 1,
  fullyParallel: false,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL: E2E.baseUrl,
    // The portal's service worker answers requests page.route() never sees: blocked for every spec that routes, and
    // allowed by the offline specs (tests/offline-portal.spec.ts) with test.use({ serviceWorkers: 'allow' }).
    // E2E_SERVICE_WORKERS=allow runs a spec that routes nothing with the worker, e.g. the repoint specs.
    serviceWorkers: process.env.E2E_SERVICE_WORKERS === 'allow' ? 'allow' : 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node ../scripts/start.mjs',
    url: `${E2E.baseUrl}/healthz`,
    timeout: 180_000,
    // E2E_REUSE_STACK=1: run against a stack already started on the E2E ports (a developer's loop; never in CI).
    reuseExistingServer: process.env.E2E_REUSE_STACK === '1' && !process.env.CI,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      SKIP_BUILD: '1',
      BFF_PORT: String(E2E.ports.bff),
      API_PORT: String(E2E.ports.api),
      IDP_PORT: String(E2E.ports.idp),
      // Reminders go to the stack's own mail sink; tests read DATA_DIR/mail (support/mail.ts).
      SMTP_URL: '',
      SMTP_PORT: String(E2E.ports.smtp),
      DATA_DIR: process.env.E2E_DATA_DIR,
      // Hermetic: the stack's api runs on a fresh PGlite in that temp DATA_DIR. CI exports DATABASE_URL for the
      // api's own tests; inherited here it made the E2E stack write to the machine's shared database, where each
      // run completed another payroll period until none was open and the timesheet tests failed.
      DATABASE_URL: '',
      // The same for the bff's rate-limit counters: a CI's REDIS_URL would carry them from one run to the next.
      REDIS_URL: '',
      DEPLOY_TOKEN: E2E.deployToken,
      LOG_LEVEL: 'warn',
    },
  },
});
