import { generateKeyPair, exportJWK } from 'jose';
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
import { ID_TOKEN_ATTACKS, idTokenAttacks, type IdTokenAttack } from 'shared-kit/id-token/attacks';
import { INVALID_TOKEN_MESSAGE, KEYS_UNAVAILABLE_MESSAGE, SIGN_IN_MESSAGE } from './require-token.ts';

let idp: TestIdp;
let api: TestServer;
let attacker: TestServer;
let bff: RunningBff;
let data: { dir: string; remove(): Promise<void> };
let otherKey: Awaited<ReturnType<typeof generateKeyPair>>;
let attacks: Record<IdTokenAttack, string>;

beforeAll(async () => {
  idp = await startTestIdp();
  attacks = await idTokenAttacks({
    issuer: idp.issuer,
    audience: CLIENT_ID,
    kid: KID,
    privateKey: idp.privateKey,
    publicPem: idp.publicPem,
  });
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

  // The attack list the api's token check runs too (shared-kit/id-token/attacks): one list, two hops.
  it.each(ID_TOKEN_ATTACKS)('rejects a token: %s', async (attack) => {
    await expectRejected(`Bearer ${attacks[attack]}`);
  });

  it('never reads a token from the query string', async () => {
    const response = await fetch(`${bff.url}/api/user?access_token=${await idp.sign()}`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: SIGN_IN_MESSAGE });
    expect(api.requests).toHaveLength(0);
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
