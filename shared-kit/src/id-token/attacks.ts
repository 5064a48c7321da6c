import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';

/**
 * The attack list both token checks must refuse (bff: 401 before proxying; api: 401), built against a test IdP's
 * key. One list, so the two hops cannot drift apart. For the tests of bff and api only.
 */

export interface TestSigner {
  issuer: string;
  audience: string;
  kid: string;
  privateKey: CryptoKey;
  /** The IdP's public key as PEM (SPKI): what an attacker tries as an HMAC secret. */
  publicPem: string;
}

/** Every attack by name: test suites list them with `it.each(ID_TOKEN_ATTACKS)` before any key exists. */
export const ID_TOKEN_ATTACKS = [
  'alg none',
  'HS256 signed with the public key (key confusion)',
  'signature stripped',
  'payload spliced under a genuine signature',
  'another issuer',
  'another audience',
  'an audience array naming another client too',
  'expired',
  'nbf in the future',
  'iat in the future',
  'no exp',
  'no iat',
  'unknown kid',
  'jku pointing at an attacker key set',
  'x5u pointing at an attacker certificate',
  'embedded jwk of the attacker',
  'crit header the verifier does not understand',
  'garbage',
  'not a JWT at all',
] as const;
export type IdTokenAttack = (typeof ID_TOKEN_ATTACKS)[number];

const segment = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The token of each attack, made with the test IdP's own key where the attack needs a genuine signature. */
export async function idTokenAttacks(idp: TestSigner): Promise<Record<IdTokenAttack, string>> {
  const now = Math.floor(Date.now() / 1000);
  const claims: JWTPayload = {
    iss: idp.issuer,
    aud: idp.audience,
    sub: 'admin@example.com',
    email: 'admin@example.com',
    iat: now,
    exp: now + 600,
  };
  const attacker = await generateKeyPair('RS256', { extractable: true });
  const sign = (payload: JWTPayload, header: Record<string, unknown> = {}, key: CryptoKey = idp.privateKey) =>
    new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid: idp.kid, typ: 'JWT', ...header }).sign(key);
  const without = (name: keyof JWTPayload): JWTPayload => {
    const copy = { ...claims };
    delete copy[name];
    return copy;
  };
  const genuine = await sign({ ...claims, email: 'foreman@example.com', sub: 'foreman@example.com' });
  const [genuineHeader, , genuineSignature] = genuine.split('.');

  return {
    'alg none': `${segment({ alg: 'none', typ: 'JWT', kid: idp.kid })}.${segment(claims)}.`,
    'HS256 signed with the public key (key confusion)': await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', kid: idp.kid })
      .sign(new TextEncoder().encode(idp.publicPem)),
    'signature stripped': `${genuineHeader}.${genuine.split('.')[1]}.`,
    'payload spliced under a genuine signature': `${genuineHeader}.${segment(claims)}.${genuineSignature}`,
    'another issuer': await sign({ ...claims, iss: 'https://evil.example' }),
    'another audience': await sign({ ...claims, aud: 'another-client' }),
    'an audience array naming another client too': await sign({ ...claims, aud: [idp.audience, 'x'] }),
    expired: await sign({ ...claims, iat: now - 3600, exp: now - 60 }),
    'nbf in the future': await sign({ ...claims, nbf: now + 3600 }),
    'iat in the future': await sign({ ...claims, iat: now + 3600 }),
    'no exp': await sign(without('exp')),
    'no iat': await sign(without('iat')),
    'unknown kid': await sign(claims, { kid: 'unknown-kid' }, attacker.privateKey),
    'jku pointing at an attacker key set': await sign(
      claims,
      { jku: 'http://127.0.0.1:9/jwks.json' },
      attacker.privateKey,
    ),
    'x5u pointing at an attacker certificate': await sign(
      claims,
      { x5u: 'http://127.0.0.1:9/cert.pem' },
      attacker.privateKey,
    ),
    'embedded jwk of the attacker': await sign(
      claims,
      { jwk: await exportJWK(attacker.publicKey) },
      attacker.privateKey,
    ),
    'crit header the verifier does not understand': await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: idp.kid, crit: ['x-policy'], 'x-policy': 'skip-checks' })
      // jose refuses to sign an extension it does not know unless told; a verifier must still refuse it.
      .sign(idp.privateKey, { crit: { 'x-policy': true } }),
    garbage: 'eyJhbGciOi.garbage.token',
    'not a JWT at all': 'not-a-jwt',
  };
}
