import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Repository root (bff/src/ → ../..): default home of `.data/`, `shell/dist` and `<remote>/dist`. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export const DEV_DEPLOY_TOKEN = 'dev-deploy-token';

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
  apiUrl: string;
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
  logLevel: string;
  /** PostgreSQL holding the remote registry every replica shares; null = `<dataDir>/registry.json`. */
  databaseUrl: string | null;
  /** How often the PostgreSQL registry is read again, beside its notifications. */
  registryRefreshMs: number;
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

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );

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
  API_URL: optional(httpUrl).transform((value) => value ?? 'http://localhost:4000'),
  PUBLIC_URL: optional(httpUrl).transform((value) => value ?? 'http://localhost:8080'),
  OIDC_ISSUER: optional(httpUrl).transform((value) => value ?? 'http://localhost:4100/oidc'),
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
  LOG_LEVEL: optional(z.string().trim()).transform((value) => value ?? 'info'),
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

export function loadSettings(env: NodeJS.ProcessEnv = process.env): BffSettings {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new SettingsError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; '),
    );
  }
  const values = parsed.data;
  const production = values.NODE_ENV === 'production';
  if (
    production &&
    (!values.DEPLOY_TOKEN || values.DEPLOY_TOKEN === DEV_DEPLOY_TOKEN || values.DEPLOY_TOKEN.length < 16)
  ) {
    throw new SettingsError(
      'DEPLOY_TOKEN is required when NODE_ENV=production (at least 16 characters, not the development default)',
    );
  }
  return {
    port: values.PORT,
    apiUrl: values.API_URL,
    publicUrl: values.PUBLIC_URL,
    oidc: {
      issuer: values.OIDC_ISSUER,
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
    logLevel: values.LOG_LEVEL,
    databaseUrl: values.DATABASE_URL ?? null,
    registryRefreshMs: values.REGISTRY_REFRESH_MS,
  };
}
