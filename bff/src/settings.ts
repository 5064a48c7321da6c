import net from 'node:net';
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
  /** After SIGTERM, /readyz answers 503 this long while everything else is served, before connections are refused. */
  shutdownDelayMs: number;
  logLevel: string;
  /** Express `trust proxy`: how many proxies, or which addresses, stand between the clients and the bff. */
  trustProxy: TrustProxy;
  /** Shared store of the rate limits (every replica counts together); null = each process counts alone in memory. */
  redisUrl: string | null;
  rateLimits: RateLimitSettings;
  /** PostgreSQL holding the remote registry every replica shares; null = `<dataDir>/registry.json`. */
  databaseUrl: string | null;
  /** How often the PostgreSQL registry is read again, beside its notifications. */
  registryRefreshMs: number;
}

/** false = the socket's address is the client's; a hop count; or the proxies' addresses and subnets. */
export type TrustProxy = false | number | string[];

/** At most `limit` requests per `windowMs` (a fixed window). */
export interface RateLimit {
  limit: number;
  windowMs: number;
}

export interface RateLimitSettings {
  /** Per signed-in user: every /api request but GET, HEAD and OPTIONS. */
  apiWrites: RateLimit;
  /** Per signed-in user: the admin's timesheet reminder sends (counted in apiWrites too). */
  reminderSends: RateLimit;
  /** Per client address: PUT and DELETE /config/remotes/:name. */
  deploys: RateLimit;
  /** Prefix of the counters' keys in Redis. */
  redisPrefix: string;
}

export class SettingsError extends Error {}

/** The names Express (proxy-addr) accepts for address ranges in `trust proxy`. */
const TRUST_PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (TRUST_PROXY_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset or `false` → trust no proxy; a whole number → that many proxies in front; else a comma list of
 * the proxies' addresses or subnets (or loopback, linklocal, uniquelocal). `true` is refused: it trusts any
 * X-Forwarded-For, so a client could pick the address its limit is counted under.
 */
const trustProxySchema = z
  .string()
  .trim()
  .transform((value, context): TrustProxy => {
    if (value === 'false') return false;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    if (value === 'true' || !entries.every(isProxyAddress)) {
      context.addIssue({
        code: 'custom',
        message:
          'must be false, a number of proxies, or a comma list of proxy addresses/subnets (true would let any client choose its address)',
      });
      return z.NEVER;
    }
    return entries;
  });

const redisUrl = z
  .string()
  .trim()
  .refine((value) => {
    const parsed = URL.parse(value);
    return parsed !== null && (parsed.protocol === 'redis:' || parsed.protocol === 'rediss:');
  }, 'must be a redis:// or rediss:// URL');

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

/** A rate limit's window: at most a day (longer ones outlive any sensible limit, and the memory store's timer). */
const windowMs = (fallback: number) =>
  positiveInt(fallback).pipe(z.number().max(86_400_000, 'must be at most 86400000 (a day)'));

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
  SHUTDOWN_DELAY_MS: optional(
    z.coerce
      .number({ error: 'must be a whole number of milliseconds' })
      .int('must be a whole number of milliseconds')
      .min(0, 'must be a whole number of milliseconds'),
  ).transform((value) => value ?? 0),
  LOG_LEVEL: optional(z.string().trim()).transform((value) => value ?? 'info'),
  TRUST_PROXY: optional(trustProxySchema).transform((value) => value ?? false),
  REDIS_URL: optional(redisUrl),
  API_WRITE_LIMIT: positiveInt(120),
  API_WRITE_WINDOW_MS: windowMs(60_000),
  REMINDER_SEND_LIMIT: positiveInt(10),
  REMINDER_SEND_WINDOW_MS: windowMs(60_000),
  DEPLOY_LIMIT: positiveInt(30),
  DEPLOY_WINDOW_MS: windowMs(60_000),
  RATE_LIMIT_REDIS_PREFIX: optional(z.string().trim()).transform((value) => value ?? 'crewtime:rl:'),
  DATABASE_URL: optional(
    z
      .string()
      .trim()
      .refine(
        (value) => /^postgres(ql)?:$/.test(URL.parse(value)?.protocol ?? ''),
        'must be a postgres:// URL',
      ),
  ),
  REGISTRY_REFRESH_MS: positiveInt(2_000),
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
    shutdownDelayMs: values.SHUTDOWN_DELAY_MS,
    logLevel: values.LOG_LEVEL,
    trustProxy: values.TRUST_PROXY,
    redisUrl: values.REDIS_URL ?? null,
    rateLimits: {
      apiWrites: { limit: values.API_WRITE_LIMIT, windowMs: values.API_WRITE_WINDOW_MS },
      reminderSends: {
        limit: values.REMINDER_SEND_LIMIT,
        windowMs: values.REMINDER_SEND_WINDOW_MS,
      },
      deploys: { limit: values.DEPLOY_LIMIT, windowMs: values.DEPLOY_WINDOW_MS },
      redisPrefix: values.RATE_LIMIT_REDIS_PREFIX,
    },
    databaseUrl: values.DATABASE_URL ?? null,
    registryRefreshMs: values.REGISTRY_REFRESH_MS,
  };
}
