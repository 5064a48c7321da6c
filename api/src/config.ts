import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DATABASE_POOL_DEFAULTS, type DatabasePoolSettings } from './db/database.ts';

/** Repository root (api/src/config.ts → ../../), so DATA_DIR defaults to `<repo>/.data` wherever the process starts. */
const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const emptyAsUndefined = (value: unknown): unknown => (value === '' ? undefined : value);
const optionalText = z.preprocess(emptyAsUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyAsUndefined, z.url().optional());
const flag = z.preprocess(
  emptyAsUndefined,
  z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
);
/** Milliseconds; 0 turns the bound off. */
const milliseconds = (fallback: number) =>
  z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).default(fallback));

/** The issuer of the development IdP (idp/): a production api must name the real identity provider. */
export const DEV_OIDC_ISSUER = 'http://localhost:4100/oidc';
const DEV_PUBLIC_URL = 'http://localhost:8080';

/** The api's settings (contract "Topology, ports, settings"): env vars with the dev defaults. */
const environmentSchema = z.object({
  PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(4000)),
  DATABASE_URL: optionalUrl,
  DATA_DIR: optionalText,
  NODE_ENV: optionalText,
  // An empty database is filled with the demo accounts and data only when asked (`npm start` asks).
  DEMO_DATA: flag,
  DATABASE_POOL_SIZE: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).max(1000).default(DATABASE_POOL_DEFAULTS.size),
  ),
  DATABASE_STATEMENT_TIMEOUT_MS: milliseconds(DATABASE_POOL_DEFAULTS.statementTimeoutMs),
  DATABASE_CONNECTION_TIMEOUT_MS: milliseconds(DATABASE_POOL_DEFAULTS.connectionTimeoutMs),
  SHUTDOWN_DELAY_MS: milliseconds(0),
  SHUTDOWN_TIMEOUT_MS: milliseconds(10_000),
  OIDC_ISSUER: z.preprocess(emptyAsUndefined, z.url().default(DEV_OIDC_ISSUER)),
  OIDC_CLIENT_ID: z.preprocess(emptyAsUndefined, z.string().default('crewtime-portal')),
  OIDC_JWKS_URI: optionalUrl,
  COMPANY_NAME: z.preprocess(emptyAsUndefined, z.string().default('Crewtime')),
  LOG_LEVEL: z.preprocess(emptyAsUndefined, z.enum(LOG_LEVELS).default('info')),
  SMTP_URL: optionalUrl,
  SMTP_FROM: optionalText,
  // Where people open the portal: the reminders link to its timesheet list.
  PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url().default(DEV_PUBLIC_URL)),
  // U-36: the e-mail domain whose employees may hold roles (role checkboxes of the employee form).
  COMPANY_EMAIL_DOMAIN: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/)
      .transform((domain) => domain.toLowerCase())
      .default('example.com'),
  ),
});

export type LogLevel = (typeof LOG_LEVELS)[number];

export interface ApiConfig {
  port: number;
  /** NODE_ENV=production: development defaults are refused at start-up (productionProblems). */
  production: boolean;
  /** DEMO_DATA=true: an empty database is filled with the demo accounts and data; otherwise it stays empty. */
  demoData: boolean;
  /** PostgreSQL server when set; otherwise embedded PGlite under `pgliteDir`. */
  databaseUrl: string | undefined;
  /** The pg pool (PostgreSQL only: PGlite is one in-process connection). */
  databasePool: DatabasePoolSettings;
  /** How long stop() answers /readyz 503 while still accepting connections, before it stops listening. */
  shutdownDelayMs: number;
  /** How long stop() then lets requests in flight finish before it closes their connections. */
  shutdownTimeoutMs: number;
  dataDir: string;
  pgliteDir: string;
  oidc: { issuer: string; clientId: string; jwksUri: string | undefined };
  companyName: string;
  logLevel: LogLevel;
  smtpUrl: string | undefined;
  /** The reminders' From: SMTP_FROM, else `{companyName} <no-reply@localhost>`. */
  smtpFrom: string;
  /** U-36: only employees with an e-mail in this domain may be given roles. */
  companyEmailDomain: string;
  /** The portal's address without a trailing slash (PUBLIC_URL): the reminders link into it. */
  portalUrl: string;
}

export class ConfigError extends Error {}

/** Whether a setting was given (an empty value counts as unset, as everywhere here). */
const isSet = (environment: NodeJS.ProcessEnv, name: string): boolean => Boolean(environment[name]?.trim());

/**
 * The development defaults a production api refuses, each with the reason an operator needs to fix it. SMTP_URL is
 * not among them: without it reminders wait in the outbox, which loses nothing.
 */
const productionProblems = (environment: NodeJS.ProcessEnv, demoData: boolean): string[] => [
  ...(isSet(environment, 'OIDC_ISSUER')
    ? []
    : [`OIDC_ISSUER is not set (the default ${DEV_OIDC_ISSUER} is the development IdP)`]),
  ...(isSet(environment, 'DATABASE_URL')
    ? []
    : ['DATABASE_URL is not set (embedded PGlite serves one api process on one machine)']),
  ...(isSet(environment, 'PUBLIC_URL')
    ? []
    : [`PUBLIC_URL is not set (reminders would link to ${DEV_PUBLIC_URL})`]),
  ...(demoData ? ['DEMO_DATA=true (it fills an empty database with the demo accounts)'] : []),
];

export const loadConfig = (environment: NodeJS.ProcessEnv = process.env): ApiConfig => {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new ConfigError(`invalid settings (${problems})`);
  }
  const settings = parsed.data;
  const production = settings.NODE_ENV === 'production';
  if (production) {
    const problems = productionProblems(environment, settings.DEMO_DATA);
    if (problems.length > 0)
      throw new ConfigError(`NODE_ENV=production refuses development defaults: ${problems.join('; ')}`);
  }
  const dataDir = settings.DATA_DIR ?? join(REPO_ROOT, '.data');
  return {
    port: settings.PORT,
    production,
    demoData: settings.DEMO_DATA,
    databaseUrl: settings.DATABASE_URL,
    databasePool: {
      size: settings.DATABASE_POOL_SIZE,
      statementTimeoutMs: settings.DATABASE_STATEMENT_TIMEOUT_MS,
      connectionTimeoutMs: settings.DATABASE_CONNECTION_TIMEOUT_MS,
    },
    shutdownDelayMs: settings.SHUTDOWN_DELAY_MS,
    shutdownTimeoutMs: settings.SHUTDOWN_TIMEOUT_MS,
    dataDir,
    pgliteDir: join(dataDir, 'api', 'pglite'),
    oidc: {
      // Kept exactly as configured: `iss` must match it character for character (Auth0 issuers end in '/').
      issuer: settings.OIDC_ISSUER,
      clientId: settings.OIDC_CLIENT_ID,
      jwksUri: settings.OIDC_JWKS_URI,
    },
    companyName: settings.COMPANY_NAME,
    logLevel: settings.LOG_LEVEL,
    smtpUrl: settings.SMTP_URL,
    smtpFrom: settings.SMTP_FROM ?? `${settings.COMPANY_NAME} <no-reply@localhost>`,
    companyEmailDomain: settings.COMPANY_EMAIL_DOMAIN,
    portalUrl: settings.PUBLIC_URL.replace(/\/+$/, ''),
  };
};

/**
 * The settings request handlers use. Loaded once at start-up and handed to the app (AppDependencies), so no handler
 * reads the environment and a test states the settings it runs with.
 */
export type AppSettings = Pick<
  ApiConfig,
  'companyName' | 'smtpUrl' | 'smtpFrom' | 'companyEmailDomain' | 'portalUrl'
>;

export const appSettingsOf = (config: ApiConfig): AppSettings => ({
  companyName: config.companyName,
  smtpUrl: config.smtpUrl,
  smtpFrom: config.smtpFrom,
  companyEmailDomain: config.companyEmailDomain,
  portalUrl: config.portalUrl,
});
