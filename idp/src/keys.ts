import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';

export interface IdpKeys {
  /** Private signing keys (RS256), newest first; the provider publishes their public halves. */
  jwks: { keys: JWK[] };
  /** Keys that sign the provider's cookies (rotate by prepending a new one). */
  cookieKeys: string[];
}

async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as unknown;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new Error(`Cannot read ${file}: ${(error as Error).message}. Delete it to generate a new one.`, {
      cause: error,
    });
  }
}

/** Written to a temporary file first so a crash never leaves a half-written key file. */
async function writeSecret(file: string, value: unknown): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(value, null, 2)}\n`, { mode: 0o600 });
  await rename(temporary, file);
}

function isSigningJwks(value: unknown): value is { keys: JWK[] } {
  if (
    typeof value !== 'object' ||
    value === null ||
    !('keys' in value) ||
    !Array.isArray(value.keys) ||
    value.keys.length === 0
  )
    return false;
  return (value.keys as unknown[]).every(
    (key) =>
      typeof key === 'object' &&
      key !== null &&
      (key as JWK).kty === 'RSA' &&
      typeof (key as JWK).d === 'string' &&
      typeof (key as JWK).kid === 'string',
  );
}

function isCookieKeys(value: unknown): value is string[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((key) => typeof key === 'string' && key.length >= 32)
  );
}

async function generateSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'RS256', use: 'sig' };
}

/**
 * Loads the signing key and cookie keys from `dataDir` (`jwks.json`, `cookie-keys.json`), generating them on first
 * start. Tokens stay valid across restarts because the key is kept; the library's built-in dev keys are never used.
 */
export async function loadOrCreateKeys(dataDir: string): Promise<IdpKeys> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const jwksFile = path.join(dataDir, 'jwks.json');
  const cookieFile = path.join(dataDir, 'cookie-keys.json');

  let jwks = await readJson(jwksFile);
  if (jwks === undefined) {
    jwks = { keys: [await generateSigningKey()] };
    await writeSecret(jwksFile, jwks);
  }
  if (!isSigningJwks(jwks))
    throw new Error(
      `${jwksFile} does not hold RSA private keys with a kid. Delete it to generate a new one.`,
    );

  let cookieKeys = await readJson(cookieFile);
  if (cookieKeys === undefined) {
    cookieKeys = [randomBytes(32).toString('base64url')];
    await writeSecret(cookieFile, cookieKeys);
  }
  if (!isCookieKeys(cookieKeys))
    throw new Error(
      `${cookieFile} must be a JSON array of long random strings. Delete it to generate a new one.`,
    );

  return { jwks, cookieKeys };
}
