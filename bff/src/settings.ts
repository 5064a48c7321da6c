import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Repository root (bff/src/ → ../..): default home of `.data/`, `shell/dist` and `<remote>/dist`. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export const DEV_DEPLOY_TOKEN = 'dev-deploy-token';
export const DEV_API_URL = 'http://localhost:4000';
export const DEV_PUBLIC_URL = 'http://localhost:8080';
export const DEV_OIDC_ISSUER = 'http://localhost:4100/oidc';

export interface OidcSettings {
  issuer: string;
  clientId: string;
  responseType: string;
  scope: string;
  prompt: string;
  /** Explicit JWKS URL; null = `jwks_uri` of the issuer's discovery document. */
  jwksUri: string | null;
  /** Explicit authorize URL; null = `authorization_endpoint` of the discovery document. */
  authorizationEndpoint: string | null;
}

export interface BffSettings {
  port: number;
  /** The api replicas' origins (API_URL, comma-separated); the /api proxy balances over them. */
  apiUrls: string[];
  /** Path polled on each api upstream; 404 there falls back to `/healthz` (an api from before /readyz). */
  apiHealthPath: string;
  /** Time between two health checks of every upstream; 0 = no checks (every upstream counts as healthy). */
  apiHealthIntervalMs: number;
  /** A health check that has not answered in this time failed. */
  apiHealthTimeoutMs: number;
  publicUrl: string;
  oidc: OidcSettings;
  liveSiteUrl: string | null;
  /** This service's folder inside DATA_DIR: `<DATA_DIR>/bff`. */
  dataDir: string;
  deployToken: string;
  /** The shell's production build (index.html and its assets). */
  shellDist: string;
  /** Folder holding each remote's package as `<name>/dist` and `<name>/package.json`. */
  remotesRoot: string;
  /** No byte from the api for this long → 504. */
  upstreamTimeoutMs: number;
  /** Largest request body proxied to the api. */
  bodyLimitBytes: number;
  /** On SIGTERM/SIGINT, requests still open after this long are cut. */
  shutdownTimeoutMs: number;
  logLevel: string;
}

export class SettingsError extends Error {}

const httpUrl = z
  .string()
  .trim()
  .refine((value) => {
    const parsed = URL.parse(value);
    return parsed !== null && (parsed.protocol === 'http:' || parsed.protocol === 'https:');
  }, 'must be an absolute http(s) URL')
  .transform((value) => value.replace(/\/+$/, ''));

/** `http://api-1:4000, http://api-2:4000` → origins, without duplicates. A path would be silently dropped: refused. */
const httpOriginList = z
  .string()
  .transform((value) => value.split(',').map((entry) => entry.trim().replace(/\/+$/, '')))
  .refine(
    (entries) =>
      entries.every((entry) => {
        const parsed = URL.parse(entry);
        return (
          parsed !== null &&
          (parsed.protocol === 'http:' || parsed.protocol === 'https:') &&
          parsed.pathname === '/' &&
          parsed.search === '' &&
          parsed.hash === '' &&
          parsed.username === ''
        );
      }),
    'must be one or more comma-separated http(s) URLs without a path',
  )
  .transform((entries) => [...new Set(entries.map((entry) => new URL(entry).origin))]);

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );

const wholeNumber = (fallback: number) =>
  optional(
    z.coerce
      .number({ error: 'must be a whole number, 0 or more' })
      .int('must be a whole number, 0 or more')
      .min(0, 'must be a whole number, 0 or more'),
  ).transform((value) => value ?? fallback);

const positiveInt = (fallback: number) =>
  optional(
    z.coerce
      .number({ error: 'must be a positive whole number' })
      .int('must be a positive whole number')
      .positive('must be a positive whole number'),
  ).transform((value) => value ?? fallback);

const envSchema = z.object({
  NODE_ENV: optional(z.string()),
  PORT: positiveInt(8080).pipe(z.number().max(65535, 'must be at most 65535')),
  API_URL: optional(httpOriginList),
  API_HEALTH_PATH: optional(
    z
      .string()
      .trim()
      .regex(/^\/[^\s?#]*$/, 'must be a path starting with /, without a query'),
  ).transform((value) => value ?? '/readyz'),
  API_HEALTH_INTERVAL_MS: wholeNumber(5_000),
  API_HEALTH_TIMEOUT_MS: positiveInt(2_000),
  PUBLIC_URL: optional(httpUrl),
  OIDC_ISSUER: optional(httpUrl),
  OIDC_CLIENT_ID: optional(z.string().trim()).transform((value) => value ?? 'crewtime-portal'),
  OIDC_RESPONSE_TYPE: optional(z.string().trim()).transform((value) => value ?? 'id_token token'),
  OIDC_SCOPE: optional(z.string().trim()).transform((value) => value ?? 'openid email profile'),
  OIDC_PROMPT: optional(z.string().trim()).transform((value) => value ?? 'login'),
  OIDC_JWKS_URI: optional(httpUrl),
  OIDC_AUTHORIZATION_ENDPOINT: optional(httpUrl),
  LIVE_SITE_URL: optional(httpUrl),
  DATA_DIR: optional(z.string().trim()),
  DEPLOY_TOKEN: optional(z.string().trim()),
  SHELL_DIST: optional(z.string().trim()),
  REMOTES_ROOT: optional(z.string().trim()),
  UPSTREAM_TIMEOUT_MS: positiveInt(30_000),
  BODY_LIMIT_BYTES: positiveInt(1024 * 1024),
  SHUTDOWN_TIMEOUT_MS: positiveInt(10_000),
  LOG_LEVEL: optional(z.string().trim()).transform((value) => value ?? 'info'),
});

/**
 * NODE_ENV=production refuses every development default: a default here would point a deployment at a laptop's dev
 * IdP or api, or open the deploy endpoint to anyone who has read this README.
 */
function productionProblems(values: z.infer<typeof envSchema>): string[] {
  const problems: string[] = [];
  if (!values.DEPLOY_TOKEN || values.DEPLOY_TOKEN === DEV_DEPLOY_TOKEN || values.DEPLOY_TOKEN.length < 16) {
    problems.push(
      'DEPLOY_TOKEN is required when NODE_ENV=production (at least 16 characters, not the development default)',
    );
  }
  if (!values.OIDC_ISSUER) {
    problems.push(
      `OIDC_ISSUER is required when NODE_ENV=production (the default is the development IdP, ${DEV_OIDC_ISSUER})`,
    );
  }
  if (!values.PUBLIC_URL) {
    problems.push(
      `PUBLIC_URL is required when NODE_ENV=production (the portal's public origin; the default is ${DEV_PUBLIC_URL})`,
    );
  }
  if (!values.API_URL) {
    problems.push(
      `API_URL is required when NODE_ENV=production (the api replicas' URLs, comma-separated; the default is ${DEV_API_URL})`,
    );
  }
  return problems;
}

export function loadSettings(env: NodeJS.ProcessEnv = process.env): BffSettings {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new SettingsError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; '),
    );
  }
  const values = parsed.data;
  if (values.NODE_ENV === 'production') {
    const missing = productionProblems(values);
    if (missing.length > 0) throw new SettingsError(missing.join('; '));
  }
  return {
    port: values.PORT,
    apiUrls: values.API_URL ?? [DEV_API_URL],
    apiHealthPath: values.API_HEALTH_PATH,
    apiHealthIntervalMs: values.API_HEALTH_INTERVAL_MS,
    apiHealthTimeoutMs: values.API_HEALTH_TIMEOUT_MS,
    publicUrl: values.PUBLIC_URL ?? DEV_PUBLIC_URL,
    oidc: {
      issuer: values.OIDC_ISSUER ?? DEV_OIDC_ISSUER,
      clientId: values.OIDC_CLIENT_ID,
      responseType: values.OIDC_RESPONSE_TYPE,
      scope: values.OIDC_SCOPE,
      prompt: values.OIDC_PROMPT,
      jwksUri: values.OIDC_JWKS_URI ?? null,
      authorizationEndpoint: values.OIDC_AUTHORIZATION_ENDPOINT ?? null,
    },
    liveSiteUrl: values.LIVE_SITE_URL ?? null,
    dataDir: path.join(path.resolve(values.DATA_DIR ?? path.join(REPO_ROOT, '.data')), 'bff'),
    deployToken: values.DEPLOY_TOKEN ?? DEV_DEPLOY_TOKEN,
    shellDist: path.resolve(values.SHELL_DIST ?? path.join(REPO_ROOT, 'shell', 'dist')),
    remotesRoot: path.resolve(values.REMOTES_ROOT ?? REPO_ROOT),
    upstreamTimeoutMs: values.UPSTREAM_TIMEOUT_MS,
    bodyLimitBytes: values.BODY_LIMIT_BYTES,
    shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_MS,
    logLevel: values.LOG_LEVEL,
  };
}
