import type { Express } from 'express';
import { pino } from 'pino';
import { createTokenVerifier } from '../auth/token-verifier.ts';
import { createApp } from '../http/app.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';
import { createTestTokens, TEST_AUDIENCE, TEST_ISSUER, type TestTokens } from './test-tokens.ts';

export interface TestApi {
  app: Express;
  database: TestDatabase;
  tokens: TestTokens;
  /** `Authorization` header value for a demo account. */
  bearer(email: string): Promise<string>;
  close(): Promise<void>;
}

/** The real app over a fresh seeded database, trusting a test signing key. */
export const createTestApi = async (options: { today?: Date } = {}): Promise<TestApi> => {
  const database = await createTestDatabase({ today: options.today });
  const tokens = await createTestTokens();
  const verifier = createTokenVerifier({
    issuer: TEST_ISSUER,
    audience: TEST_AUDIENCE,
    keySet: tokens.keySet,
  });
  const app = createApp({ db: database.db, verifier, logger: pino({ level: 'silent' }) });
  return {
    app,
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
