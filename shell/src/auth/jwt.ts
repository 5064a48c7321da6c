/** UTF-8 bytes of a string (TextEncoder is not everywhere this runs, e.g. jsdom). */
export function utf8Bytes(text: string): Uint8Array {
  const bytes: number[] = [];
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    if (code < 0x80) bytes.push(code);
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 63));
    else if (code < 0x10000) bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
    else
      bytes.push(
        0xf0 | (code >> 18),
        0x80 | ((code >> 12) & 63),
        0x80 | ((code >> 6) & 63),
        0x80 | (code & 63),
      );
  }
  return new Uint8Array(bytes);
}

export function base64UrlEncode(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function base64UrlDecodeToText(segment: string): string {
  const base64 = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const binary = atob(base64);
  const percentEncoded = Array.from(
    binary,
    (character) => `%${character.charCodeAt(0).toString(16).padStart(2, '0')}`,
  );
  return decodeURIComponent(percentEncoded.join(''));
}

export interface IdTokenClaims {
  iss?: string;
  aud?: string | string[];
  exp?: number;
  nonce?: string;
  at_hash?: string;
  [claim: string]: unknown;
}

/**
 * The payload of a JWT, without verifying its signature: the bff and the api verify every token against the IdP's
 * keys; the browser only checks that the token answers its own request (nonce, at_hash, audience, issuer).
 */
export function decodeJwtPayload(token: string): IdTokenClaims {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) throw new Error('The identity token is not a JWT');
  const payload: unknown = JSON.parse(base64UrlDecodeToText(parts[1]));
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    throw new Error('The identity token has no claims');
  }
  return payload as IdTokenClaims;
}

/** OIDC Core 3.2.2.9: base64url of the left half of SHA-256 of the access token (RS256/ES256/PS256). */
export async function accessTokenHash(accessToken: string): Promise<string> {
  // Audited SHA-256 (WebCrypto exists only in secure contexts), loaded only by /auth-callback, the one place that
  // checks at_hash: imported with the rest of the shell it would add 2 KiB gzip to every page's first load.
  const { sha256 } = await import('@noble/hashes/sha2.js');
  const digest = sha256(utf8Bytes(accessToken));
  return base64UrlEncode(digest.slice(0, digest.length / 2));
}

/** Random URL-safe value for state and nonce (getRandomValues works on plain http too). */
export function randomToken(byteLength = 32): string {
  return base64UrlEncode(crypto.getRandomValues(new Uint8Array(byteLength)));
}
