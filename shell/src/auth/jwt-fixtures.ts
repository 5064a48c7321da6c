// Builds unsigned test JWTs and at_hash values with Node's crypto (an independent implementation).
import { createHash } from 'node:crypto';

const base64Url = (buffer: Buffer): string => buffer.toString('base64url');

export function fakeJwt(claims: Record<string, unknown>): string {
  const header = base64Url(Buffer.from(JSON.stringify({ alg: 'RS256', kid: 'test' })));
  const payload = base64Url(Buffer.from(JSON.stringify(claims)));
  return `${header}.${payload}.c2lnbmF0dXJl`;
}

export function atHashOf(accessToken: string): string {
  return base64Url(createHash('sha256').update(accessToken, 'utf8').digest().subarray(0, 16));
}
