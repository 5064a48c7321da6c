import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Repository root (api/src/config.ts → ../../), so DATA_DIR defaults to `<repo>/.data` wherever the process starts. */
const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const emptyAsUndefined = (value: unknown): unknown => (value === '' ? undefined : value);
const optionalText = z.preprocess(emptyAsUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyAsUndefined, z.url().optional());

/** The api's settings (contract "Topology, ports, settings"): env vars with the dev defaults. */
const environmentSchema = z.object({
  PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(4000)),
  DATABASE_URL: optionalUrl,
  DATA_DIR: optionalText,
  OIDC_ISSUER: z.preprocess(emptyAsUndefined, z.url().default('http://localhost:4100/oidc')),
  OIDC_CLIENT_ID: z.preprocess(emptyAsUndefined, z.string().default('crewtime-portal')),
  OIDC_JWKS_URI: optionalUrl,
  COMPANY_NAME: z.preprocess(emptyAsUndefined, z.string().default('Crewtime')),
  LOG_LEVEL: z.preprocess(emptyAsUndefined, z.enum(LOG_LEVELS).default('info')),
  SMTP_URL: optionalUrl,
  SMTP_FROM: optionalText,
  // Where people open the portal: the reminders link to its timesheet list.
  PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url().default('http://localhost:8080')),
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
  /** PostgreSQL server when set; otherwise embedded PGlite under `pgliteDir`. */
  databaseUrl: string | undefined;
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

export const loadConfig = (environment: NodeJS.ProcessEnv = process.env): ApiConfig => {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new ConfigError(`invalid settings (${problems})`);
  }
  const settings = parsed.data;
  const dataDir = settings.DATA_DIR ?? join(REPO_ROOT, '.data');
  return {
    port: settings.PORT,
    databaseUrl: settings.DATABASE_URL,
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
