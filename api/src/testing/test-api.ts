import type { Express } from 'express';
import { pino } from 'pino';
import { createTokenVerifier } from '../auth/token-verifier.ts';
import { appSettingsOf, loadConfig, type AppSettings } from '../config.ts';
import { createApp } from '../http/app.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';
import { createTestTokens, TEST_AUDIENCE, TEST_ISSUER, type TestTokens } from './test-tokens.ts';

export interface TestApi {
  app: Express;
  /** The settings `app` runs with: the documented defaults, whatever the environment says, plus the test's own. */
  settings: AppSettings;
  /** Another app over the same database and keys with some settings changed (COMPANY_NAME, SMTP_URL, …). */
  appWith(settings: Partial<AppSettings>): Express;
  database: TestDatabase;
  tokens: TestTokens;
  /** `Authorization` header value for a demo account. */
  bearer(email: string): Promise<string>;
  close(): Promise<void>;
}

/** The documented defaults (an empty environment), so a developer's COMPANY_NAME or SMTP_URL cannot leak into tests. */
export const DEFAULT_TEST_SETTINGS: AppSettings = appSettingsOf(loadConfig({}));

/** The real app over a fresh seeded database, trusting a test signing key. */
export const createTestApi = async (
  options: { today?: Date; settings?: Partial<AppSettings> } = {},
): Promise<TestApi> => {
  const database = await createTestDatabase({ today: options.today });
  const tokens = await createTestTokens();
  const verifier = createTokenVerifier({
    issuer: TEST_ISSUER,
    audience: TEST_AUDIENCE,
    keySet: tokens.keySet,
  });
  const logger = pino({ level: 'silent' });
  const settings = { ...DEFAULT_TEST_SETTINGS, ...options.settings };
  const appWith = (changes: Partial<AppSettings>): Express =>
    createApp({ db: database.db, verifier, logger, settings: { ...settings, ...changes } });
  return {
    app: appWith({}),
    settings,
    appWith,
    database,
    tokens,
    bearer: async (email) => `Bearer ${await tokens.sign(email)}`,
    close: () => database.destroy(),
  };
};

export const DEMO = {
  foreman: 'foreman@example.com',
  approver: 'approver@example.com',
  payroll: 'payroll@example.com',
  admin: 'admin@example.com',
  noaccess: 'noaccess@example.com',
} as const;
