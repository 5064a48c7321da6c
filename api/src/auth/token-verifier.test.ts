import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { createTestTokens, TEST_AUDIENCE, TEST_ISSUER } from '../testing/test-tokens.ts';
import { ID_TOKEN_ATTACKS, idTokenAttacks } from 'shared-kit/id-token/attacks';
import { createTokenVerifier, KeySetUnavailableError, TokenRejectedError } from './token-verifier.ts';

describe('the attack list the bff refuses too (shared-kit/id-token/attacks)', () => {
  const ready = (async () => {
    const tokens = await createTestTokens();
    const verifier = createTokenVerifier({
      issuer: TEST_ISSUER,
      audience: TEST_AUDIENCE,
      keySet: tokens.keySet,
    });
    return { verifier, attacks: await idTokenAttacks(tokens.signer) };
  })();

  it.each(ID_TOKEN_ATTACKS)('rejects a token: %s', async (attack) => {
    const { verifier, attacks } = await ready;
    await expect(verifier.verify(attacks[attack])).rejects.toBeInstanceOf(TokenRejectedError);
  });
});

describe('token verifier with an injected key set', () => {
  it('returns the e-mail of a valid RS256 id token', async () => {
    const tokens = await createTestTokens();
    const verifier = createTokenVerifier({
      issuer: TEST_ISSUER,
      audience: TEST_AUDIENCE,
      keySet: tokens.keySet,
    });
    await expect(verifier.verify(await tokens.sign('foreman@example.com'))).resolves.toEqual({
      subject: 'foreman@example.com',
      email: 'foreman@example.com',
    });
  });

  it('accepts a token expired by less than the 5 s clock tolerance', async () => {
    const tokens = await createTestTokens();
    const verifier = createTokenVerifier({
      issuer: TEST_ISSUER,
      audience: TEST_AUDIENCE,
      keySet: tokens.keySet,
    });
    const token = await tokens.sign('foreman@example.com', { expiresAt: Math.floor(Date.now() / 1000) - 2 });
    await expect(verifier.verify(token)).resolves.toMatchObject({ email: 'foreman@example.com' });
  });

  it('rejects an HS256 token signed with the public key as a shared secret', async () => {
    const tokens = await createTestTokens();
    const verifier = createTokenVerifier({
      issuer: TEST_ISSUER,
      audience: TEST_AUDIENCE,
      keySet: tokens.keySet,
    });
    const token = await new SignJWT({ email: 'admin@example.com' })
      .setProtectedHeader({ alg: 'HS256', kid: 'test-key-1' })
      .setIssuer(TEST_ISSUER)
      .setAudience(TEST_AUDIENCE)
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('public-key-as-secret'));
    await expect(verifier.verify(token)).rejects.toBeInstanceOf(TokenRejectedError);
  });

  it('rejects an unsigned token (alg none)', async () => {
    const tokens = await createTestTokens();
    const verifier = createTokenVerifier({
      issuer: TEST_ISSUER,
      audience: TEST_AUDIENCE,
      keySet: tokens.keySet,
    });
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const payload = {
      email: 'admin@example.com',
      iss: TEST_ISSUER,
      aud: TEST_AUDIENCE,
      exp: Math.floor(Date.now() / 1000) + 300,
    };
    await expect(verifier.verify(`${encode({ alg: 'none' })}.${encode(payload)}.`)).rejects.toBeInstanceOf(
      TokenRejectedError,
    );
  });
});

/** A stand-in identity provider: discovery document plus JWKS, as the dev IdP and Cognito serve them. */
const startIdentityProvider = async (jwks: {
  keys: JWK[];
}): Promise<{ server: Server; issuer: string; jwksHits: () => number }> => {
  let hits = 0;
  const server = createServer((request, response) => {
    const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/oidc`;
    response.setHeader('Content-Type', 'application/json');
    if (request.url === '/oidc/.well-known/openid-configuration') {
      response.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/jwks` }));
    } else if (request.url === '/oidc/jwks') {
      hits += 1;
      response.end(JSON.stringify(jwks));
    } else {
      response.statusCode = 404;
      response.end('{}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    server,
    issuer: `http://127.0.0.1:${(server.address() as AddressInfo).port}/oidc`,
    jwksHits: () => hits,
  };
};

const signWith = (privateKey: CryptoKey, issuer: string): Promise<string> =>
  new SignJWT({ email: 'approver@example.com' })
    .setProtectedHeader({ alg: 'RS256', kid: 'idp-key' })
    .setIssuer(issuer)
    .setAudience(TEST_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(privateKey);

describe('token verifier with keys from the identity provider', () => {
  let privateKey: CryptoKey;
  let jwk: JWK;
  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    privateKey = pair.privateKey;
    jwk = { ...(await exportJWK(pair.publicKey)), kid: 'idp-key', alg: 'RS256', use: 'sig' };
  });

  it('finds the JWKS through the discovery document (jwks_uri)', async () => {
    const idp = await startIdentityProvider({ keys: [jwk] });
    try {
      const verifier = createTokenVerifier({ issuer: idp.issuer, audience: TEST_AUDIENCE });
      await expect(verifier.verify(await signWith(privateKey, idp.issuer))).resolves.toMatchObject({
        email: 'approver@example.com',
      });
      expect(idp.jwksHits()).toBe(1);
    } finally {
      idp.server.close();
    }
  });

  it('uses OIDC_JWKS_URI when it is set', async () => {
    const idp = await startIdentityProvider({ keys: [jwk] });
    try {
      const verifier = createTokenVerifier({
        issuer: 'https://issuer.example',
        audience: TEST_AUDIENCE,
        jwksUri: `${idp.issuer}/jwks`,
      });
      await expect(
        verifier.verify(await signWith(privateKey, 'https://issuer.example')),
      ).resolves.toMatchObject({
        email: 'approver@example.com',
      });
    } finally {
      idp.server.close();
    }
  });

  it('rejects a token whose kid is not in the JWKS', async () => {
    const idp = await startIdentityProvider({ keys: [{ ...jwk, kid: 'another-key' }] });
    try {
      const verifier = createTokenVerifier({ issuer: idp.issuer, audience: TEST_AUDIENCE });
      await expect(verifier.verify(await signWith(privateKey, idp.issuer))).rejects.toBeInstanceOf(
        TokenRejectedError,
      );
    } finally {
      idp.server.close();
    }
  });

  it('reports an unreachable identity provider as unavailable, not as a bad token', async () => {
    const idp = await startIdentityProvider({ keys: [jwk] });
    const { issuer } = idp;
    await new Promise((resolve) => idp.server.close(resolve));
    const verifier = createTokenVerifier({ issuer, audience: TEST_AUDIENCE, fetchTimeoutMs: 1000 });
    await expect(verifier.verify(await signWith(privateKey, issuer))).rejects.toBeInstanceOf(
      KeySetUnavailableError,
    );
    // A malformed token is still the caller's fault, keys or no keys.
    await expect(verifier.verify('not-a-jwt')).rejects.toBeInstanceOf(TokenRejectedError);
  });
});
