import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root (idp/src/ → ../..): the default home of `.data/`. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface IdpSettings {
  port: number;
  /** NODE_ENV=production, allowed by IDP_ALLOW_PRODUCTION=true. */
  production: boolean;
  /** On SIGTERM: how long /readyz answers 503 while connections are still accepted (SHUTDOWN_DELAY_MS). */
  shutdownDelayMs: number;
  /** Then how long requests in flight may take before their connections are closed (SHUTDOWN_TIMEOUT_MS). */
  shutdownTimeoutMs: number;
  issuer: string;
  clientId: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  tokenTtlSeconds: number;
  /** This service's folder inside DATA_DIR: `<DATA_DIR>/idp`. */
  dataDir: string;
  logLevel: string;
}

export class SettingsError extends Error {}

function list(value: string | undefined, fallback: string[]): string[] {
  if (!value?.trim()) return fallback;
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

function absoluteUrl(name: string, value: string): string {
  const parsed = URL.parse(value);
  if (!parsed || !['http:', 'https:'].includes(parsed.protocol)) {
    throw new SettingsError(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
  return value;
}

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0)
    throw new SettingsError(`${name} must be a positive integer, got "${value}"`);
  return parsed;
}

function milliseconds(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new SettingsError(`${name} must be a whole number of milliseconds, got "${value}"`);
  return parsed;
}

const isSet = (env: NodeJS.ProcessEnv, name: string): boolean => Boolean(env[name]?.trim());

/**
 * This IdP signs anyone in as any demo account with one click and no password: in production it is an open door.
 * NODE_ENV=production is refused unless IDP_ALLOW_PRODUCTION=true says the deployment is a demo or staging site on
 * purpose; even then it must be told its public addresses rather than fall back to localhost.
 */
function checkProduction(env: NodeJS.ProcessEnv): void {
  if (env.IDP_ALLOW_PRODUCTION?.trim() !== 'true')
    throw new SettingsError(
      'NODE_ENV=production: this development IdP signs anyone in as a demo account without a password; point ' +
        'OIDC_ISSUER at your identity provider instead, or set IDP_ALLOW_PRODUCTION=true for a demo site',
    );
  const missing = ['OIDC_ISSUER', 'PUBLIC_URL'].filter((name) => !isSet(env, name));
  if (missing.length > 0)
    throw new SettingsError(
      `NODE_ENV=production refuses development defaults: ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set (the defaults are on localhost)`,
    );
}

export function loadSettings(env: NodeJS.ProcessEnv = process.env): IdpSettings {
  const production = env.NODE_ENV === 'production';
  if (production) checkProduction(env);
  const publicUrl = absoluteUrl(
    'PUBLIC_URL',
    (env.PUBLIC_URL ?? 'http://localhost:8080').replace(/\/+$/, ''),
  );
  const issuer = absoluteUrl(
    'OIDC_ISSUER',
    (env.OIDC_ISSUER ?? 'http://localhost:4100/oidc').replace(/\/+$/, ''),
  );
  const redirectUris = list(env.OIDC_REDIRECT_URIS, [`${publicUrl}/auth-callback`]).map((uri) =>
    absoluteUrl('OIDC_REDIRECT_URIS', uri),
  );
  const postLogoutRedirectUris = list(env.OIDC_POST_LOGOUT_REDIRECT_URIS, [
    `${publicUrl}/login`,
    `${publicUrl}/`,
  ]).map((uri) => absoluteUrl('OIDC_POST_LOGOUT_REDIRECT_URIS', uri));
  const port = positiveInt('PORT', env.PORT, 4100);
  if (port > 65535) throw new SettingsError(`PORT must be at most 65535, got "${port}"`);
  return {
    port,
    production,
    shutdownDelayMs: milliseconds('SHUTDOWN_DELAY_MS', env.SHUTDOWN_DELAY_MS, 0),
    shutdownTimeoutMs: milliseconds('SHUTDOWN_TIMEOUT_MS', env.SHUTDOWN_TIMEOUT_MS, 10_000),
    issuer,
    clientId: env.OIDC_CLIENT_ID?.trim() || 'crewtime-portal',
    redirectUris,
    postLogoutRedirectUris,
    tokenTtlSeconds: positiveInt('OIDC_TOKEN_TTL_SECONDS', env.OIDC_TOKEN_TTL_SECONDS, 3600),
    dataDir: path.join(path.resolve(env.DATA_DIR?.trim() || path.join(REPO_ROOT, '.data')), 'idp'),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
  };
}
