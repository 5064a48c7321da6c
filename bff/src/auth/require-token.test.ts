import { base64url, generateKeyPair, exportJWK, SignJWT } from 'jose';
import {
  CLIENT_ID,
  KID,
  closedPort,
  startBff,
  startServer,
  startTestIdp,
  tempDir,
  type RunningBff,
  type TestIdp,
  type TestServer,
} from '../test-support.ts';
import { INVALID_TOKEN_MESSAGE, KEYS_UNAVAILABLE_MESSAGE, SIGN_IN_MESSAGE } from './require-token.ts';

let idp: TestIdp;
let api: TestServer;
let attacker: TestServer;
let bff: RunningBff;
let data: { dir: string; remove(): Promise<void> };
let otherKey: Awaited<ReturnType<typeof generateKeyPair>>;

const now = () => Math.floor(Date.now() / 1000);

function encodeSegment(value: unknown): string {
  return base64url.encode(JSON.stringify(value));
}

beforeAll(async () => {
  idp = await startTestIdp();
  api = await startServer((_req, res) => res.end('{"ok":true}'));
  otherKey = await generateKeyPair('RS256', { extractable: true });
  const attackerJwk = { ...(await exportJWK(otherKey.publicKey)), kid: KID, alg: 'RS256' };
  attacker = await startServer((_req, res) => res.end(JSON.stringify({ keys: [attackerJwk] })));
  data = await tempDir('bff-auth-');
  bff = await startBff({
    DATA_DIR: data.dir,
    OIDC_ISSUER: idp.issuer,
    API_URL: api.url,
    OIDC_CLIENT_ID: CLIENT_ID,
  });
});

afterAll(async () => {
  await Promise.all([bff.close(), idp.close(), api.close(), attacker.close()]);
  await data.remove();
});

beforeEach(() => {
  api.requests.length = 0;
  attacker.requests.length = 0;
});

async function callApi(authorization?: string): Promise<Response> {
  return fetch(`${bff.url}/api/user`, { headers: authorization === undefined ? {} : { authorization } });
}

async function expectRejected(
  authorization: string | undefined,
  message = INVALID_TOKEN_MESSAGE,
): Promise<void> {
  const response = await callApi(authorization);
  expect(response.status).toBe(401);
  expect(response.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
  expect(await response.json()).toEqual({ message });
  expect(api.requests).toHaveLength(0);
}

describe('bearer token check before /api', () => {
  it('proxies a valid RS256 token from the configured IdP', async () => {
    const response = await callApi(`Bearer ${await idp.sign()}`);
    expect(response.status).toBe(200);
    expect(api.requests).toHaveLength(1);
  });

  it('rejects a request without Authorization with "Sign in to continue"', async () => {
    await expectRejected(undefined, SIGN_IN_MESSAGE);
  });

  it('rejects an Authorization header that is not a bearer JWT', async () => {
    await expectRejected('Basic Zm9yZW1hbjpzZWNyZXQ=');
    await expectRejected('Bearer not-a-jwt');
  });

  it('rejects an unsigned token (alg none)', async () => {
    const token = `${encodeSegment({ alg: 'none', typ: 'JWT', kid: KID })}.${encodeSegment({ iss: idp.issuer, aud: CLIENT_ID, sub: 'admin@example.com', email: 'admin@example.com', iat: now(), exp: now() + 600 })}.`;
    await expectRejected(`Bearer ${token}`);
  });

  it('rejects an HS256 token signed with the public key as the HMAC secret', async () => {
    const token = await new SignJWT({
      iss: idp.issuer,
      aud: CLIENT_ID,
      email: 'admin@example.com',
      iat: now(),
      exp: now() + 600,
    })
      .setProtectedHeader({ alg: 'HS256', kid: KID })
      .sign(new TextEncoder().encode(idp.publicPem));
    await expectRejected(`Bearer ${token}`);
  });

  it('rejects a token whose payload was changed after signing', async () => {
    const [header, , signature] = (await idp.sign({ email: 'foreman@example.com' })).split('.');
    const forged = encodeSegment({
      iss: idp.issuer,
      aud: CLIENT_ID,
      sub: 'admin@example.com',
      email: 'admin@example.com',
      iat: now(),
      exp: now() + 600,
    });
    await expectRejected(`Bearer ${header}.${forged}.${signature}`);
  });

  it('rejects a token from another issuer', async () => {
    await expectRejected(`Bearer ${await idp.sign({ iss: 'https://evil.example' })}`);
  });

  it('rejects a token for another audience', async () => {
    await expectRejected(`Bearer ${await idp.sign({ aud: 'another-client' })}`);
  });

  it('rejects an audience array that also names another client', async () => {
    await expectRejected(`Bearer ${await idp.sign({ aud: [CLIENT_ID, 'another-client'] })}`);
  });

  it('rejects an expired token (beyond the 5 s clock tolerance)', async () => {
    await expectRejected(`Bearer ${await idp.sign({ iat: now() - 3600, exp: now() - 30 })}`);
  });

  it('rejects a token without exp', async () => {
    await expectRejected(`Bearer ${await idp.sign({ exp: undefined })}`);
  });

  it('rejects a token that is not valid yet (nbf in the future)', async () => {
    await expectRejected(`Bearer ${await idp.sign({ nbf: now() + 3600 })}`);
  });

  it('rejects a token issued in the future (iat)', async () => {
    await expectRejected(`Bearer ${await idp.sign({ iat: now() + 3600 })}`);
  });

  it('rejects a token signed by a key whose kid is not in the JWKS', async () => {
    await expectRejected(`Bearer ${await idp.sign({}, { kid: 'unknown-kid' }, otherKey.privateKey)}`);
  });

  it('ignores a jku header pointing elsewhere and checks the signature against the configured JWKS only', async () => {
    const token = await idp.sign(
      { email: 'admin@example.com' },
      { kid: KID, jku: `${attacker.url}/jwks` },
      otherKey.privateKey,
    );
    await expectRejected(`Bearer ${token}`);
    expect(attacker.requests).toHaveLength(0);
  });

  it('ignores an embedded jwk header', async () => {
    const embedded = { ...(await exportJWK(otherKey.publicKey)), kid: KID };
    const token = await idp.sign({}, { kid: KID, jwk: embedded }, otherKey.privateKey);
    await expectRejected(`Bearer ${token}`);
  });
});

describe('bearer token check when the IdP keys cannot be fetched', () => {
  it('answers 503 (not 401, which would sign the user out) when the JWKS is unreachable', async () => {
    const dead = await closedPort();
    const other = await startBff({
      DATA_DIR: data.dir,
      OIDC_ISSUER: idp.issuer,
      API_URL: api.url,
      OIDC_JWKS_URI: `http://127.0.0.1:${dead}/jwks`,
    });
    try {
      const response = await fetch(`${other.url}/api/user`, {
        headers: { authorization: `Bearer ${await idp.sign()}` },
      });
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ message: KEYS_UNAVAILABLE_MESSAGE });
      expect(api.requests).toHaveLength(0);
    } finally {
      await other.close();
    }
  });

  it('uses OIDC_JWKS_URI instead of discovery when it is set', async () => {
    const other = await startBff({
      DATA_DIR: data.dir,
      OIDC_ISSUER: idp.issuer,
      API_URL: api.url,
      OIDC_JWKS_URI: `${idp.issuer}/jwks`,
    });
    idp.requests.length = 0;
    try {
      const response = await fetch(`${other.url}/api/user`, {
        headers: { authorization: `Bearer ${await idp.sign()}` },
      });
      expect(response.status).toBe(200);
      expect(idp.requests.map((request) => request.url)).toEqual(['/jwks']);
    } finally {
      await other.close();
    }
  });
});
