import { createHash } from 'node:crypto';
import { DEMO_ACCOUNTS } from 'api/seed-accounts';
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import {
  Browser,
  CLIENT_ID,
  REDIRECT_URI,
  authorizeUrl,
  fragmentOf,
  location,
  signIn,
  startIdp,
  type RunningIdp,
} from './test-support.ts';

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  jwks_uri: string;
  end_session_endpoint: string;
  response_types_supported: string[];
  scopes_supported: string[];
  id_token_signing_alg_values_supported: string[];
}

let idp: RunningIdp;

beforeAll(async () => {
  idp = await startIdp();
});

afterAll(async () => {
  await idp.close();
});

async function discovery(): Promise<Discovery> {
  const response = await fetch(`${idp.base}/oidc/.well-known/openid-configuration`);
  expect(response.status).toBe(200);
  return (await response.json()) as Discovery;
}

describe('idp', () => {
  it('answers /healthz with status ok', async () => {
    const response = await fetch(`${idp.base}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('publishes a discovery document for the implicit id_token token flow under /oidc', async () => {
    const document = await discovery();
    expect(document.issuer).toBe(`${idp.base}/oidc`);
    expect(document.authorization_endpoint).toBe(`${idp.base}/oidc/auth`);
    expect(document.jwks_uri).toBe(`${idp.base}/oidc/jwks`);
    expect(document.end_session_endpoint).toBe(`${idp.base}/oidc/session/end`);
    expect(document.response_types_supported).toEqual(['id_token token']);
    expect(document.scopes_supported).toEqual(expect.arrayContaining(['openid', 'email', 'profile']));
    expect(document.id_token_signing_alg_values_supported).toContain('RS256');
  });

  it('publishes only public RS256 signing keys with a kid', async () => {
    const response = await fetch((await discovery()).jwks_uri);
    const jwks = (await response.json()) as { keys: Array<Record<string, unknown>> };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: expect.any(String) });
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });

  it('lists every demo account of the api seed as a button named with its e-mail and name', async () => {
    const browser = new Browser();
    const started = await browser.fetch(authorizeUrl(idp.base));
    expect(started.status).toBe(303);
    const page = await browser.fetch(location(started, idp.base));
    const html = await page.text();
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const buttons = [...html.matchAll(/<button class="account"[^>]*>([^<]+)<\/button>/g)].map(
      (match) => match[1],
    );
    expect(buttons).toEqual(
      DEMO_ACCOUNTS.map(
        (account) => `Sign in as ${account.email} — ${account.firstName} ${account.lastName}`,
      ),
    );
    expect(buttons).toContain('Sign in as foreman@example.com — Frank Morales');
  });

  it('redirects back with id_token, access_token and state in the fragment after picking an account', async () => {
    const { callback } = await signIn(idp, new Browser(), 'foreman@example.com');
    expect(`${callback.origin}${callback.pathname}`).toBe(REDIRECT_URI);
    expect(callback.search).toBe('');
    const fragment = fragmentOf(callback);
    expect(fragment.get('id_token')).toEqual(expect.any(String));
    expect(fragment.get('access_token')).toEqual(expect.any(String));
    expect(fragment.get('state')).toBe('state-123');
    expect(fragment.get('token_type')).toBe('Bearer');
    expect(fragment.get('expires_in')).toBe('3600');
    expect(fragment.get('scope')?.split(' ').sort()).toEqual(['email', 'openid', 'profile']);
  });

  it('signs an id_token that verifies against the JWKS with the right iss, aud, nonce, e-mail, names and at_hash', async () => {
    const { callback } = await signIn(idp, new Browser(), 'approver@example.com', {
      nonce: 'nonce-for-at-hash',
    });
    const fragment = fragmentOf(callback);
    const idToken = fragment.get('id_token') ?? '';
    const accessToken = fragment.get('access_token') ?? '';
    const { jwks_uri: jwksUri } = await discovery();

    const { payload, protectedHeader } = await jwtVerify(idToken, createRemoteJWKSet(new URL(jwksUri)), {
      issuer: `${idp.base}/oidc`,
      audience: CLIENT_ID,
      algorithms: ['RS256'],
      requiredClaims: ['exp', 'iat'],
    });
    expect(protectedHeader.kid).toEqual(expect.any(String));
    expect(payload).toMatchObject({
      sub: 'approver@example.com',
      email: 'approver@example.com',
      given_name: 'Alice',
      family_name: 'Brennan',
      name: 'Alice Brennan',
      nonce: 'nonce-for-at-hash',
      aud: CLIENT_ID,
    });
    const expectedAtHash = createHash('sha256')
      .update(accessToken)
      .digest()
      .subarray(0, 16)
      .toString('base64url');
    expect(payload.at_hash).toBe(expectedAtHash);
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(3600);
  });

  it('refuses an authorization request without a nonce', async () => {
    const browser = new Browser();
    const response = await browser.fetch(authorizeUrl(idp.base, { nonce: undefined }));
    const target = new URL(location(response, idp.base));
    const fragment = fragmentOf(target);
    expect(`${target.origin}${target.pathname}`).toBe(REDIRECT_URI);
    expect(fragment.get('error')).toBe('invalid_request');
    expect(fragment.get('error_description')).toContain('nonce');
    expect(fragment.get('id_token')).toBeNull();
    expect(fragment.get('access_token')).toBeNull();
  });

  it('refuses an unknown redirect_uri without redirecting to it', async () => {
    const browser = new Browser();
    const response = await browser.fetch(
      authorizeUrl(idp.base, { redirect_uri: 'https://evil.example/auth-callback' }),
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toContain('redirect_uri');
  });

  it('refuses a client id it does not know', async () => {
    const response = await new Browser().fetch(authorizeUrl(idp.base, { client_id: 'someone-else' }));
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
  });

  it('shows the account list again with prompt=login so Sign Out → Sign In can switch account', async () => {
    const browser = new Browser();
    const first = await signIn(idp, browser, 'foreman@example.com');
    expect(fragmentOf(first.callback).get('id_token')).toEqual(expect.any(String));

    const second = await signIn(idp, browser, 'payroll@example.com', {
      state: 'second',
      nonce: 'second-nonce',
    });
    expect(second.loginPage).toContain('Sign in as payroll@example.com — Priya Patel');
    const { payload } = await jwtVerify(
      fragmentOf(second.callback).get('id_token') ?? '',
      createRemoteJWKSet(new URL((await discovery()).jwks_uri)),
      {
        issuer: `${idp.base}/oidc`,
        audience: CLIENT_ID,
      },
    );
    expect(payload.email).toBe('payroll@example.com');
    expect(payload.nonce).toBe('second-nonce');
  });

  it('reuses the session without prompt=login but asks again with prompt=login', async () => {
    const browser = new Browser();
    await signIn(idp, browser, 'foreman@example.com');

    const silent = await browser.fetch(authorizeUrl(idp.base, { prompt: undefined, state: 'silent' }));
    const back = new URL(location(silent, idp.base));
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
    expect(fragmentOf(back).get('state')).toBe('silent');

    const forced = await browser.fetch(authorizeUrl(idp.base, { prompt: 'login' }));
    const loginPage = new URL(location(forced, idp.base));
    expect(loginPage.origin).toBe(idp.base);
    expect(loginPage.pathname).toMatch(/^\/interaction\//);
  });

  it('returns access_denied to the portal when the user cancels', async () => {
    const browser = new Browser();
    const started = await browser.fetch(authorizeUrl(idp.base));
    const interaction = location(started, idp.base);
    await browser.fetch(interaction);
    const cancelled = await browser.fetch(`${interaction}/abort`, { method: 'POST' });
    const back = new URL(location(await browser.fetch(location(cancelled, idp.base)), idp.base));
    expect(fragmentOf(back).get('error')).toBe('access_denied');
    expect(fragmentOf(back).get('state')).toBe('state-123');
  });

  it('rejects an e-mail that is not a demo account', async () => {
    const browser = new Browser();
    const started = await browser.fetch(authorizeUrl(idp.base));
    const interaction = location(started, idp.base);
    await browser.fetch(interaction);
    const response = await browser.fetch(`${interaction}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=intruder%40example.com',
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Choose one of the listed demo accounts.');
  });

  it('answers a login post without the interaction cookie with "Sign-in expired"', async () => {
    const started = await new Browser().fetch(authorizeUrl(idp.base));
    const response = await fetch(`${location(started, idp.base)}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=foreman%40example.com',
      redirect: 'manual',
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Sign-in expired');
  });

  it('offers RP-initiated logout at /oidc/session/end', async () => {
    const browser = new Browser();
    const { callback } = await signIn(idp, browser, 'foreman@example.com');
    const idToken = fragmentOf(callback).get('id_token') ?? '';
    const query = new URLSearchParams({
      id_token_hint: idToken,
      post_logout_redirect_uri: 'http://localhost:8080/login',
    });
    const response = await browser.fetch(`${idp.base}/oidc/session/end?${query.toString()}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('logout');
  });

  it('uses the RS256 key kid from the published JWKS', async () => {
    const { callback } = await signIn(idp, new Browser(), 'admin@example.com');
    const header = decodeProtectedHeader(fragmentOf(callback).get('id_token') ?? '');
    const jwks = (await (await fetch(`${idp.base}/oidc/jwks`)).json()) as { keys: Array<{ kid: string }> };
    expect(header.alg).toBe('RS256');
    expect(header.kid).toBe(jwks.keys[0]?.kid);
  });
});

describe('idp token lifetime', () => {
  it('issues tokens that live OIDC_TOKEN_TTL_SECONDS', async () => {
    const shortLived = await startIdp({ OIDC_TOKEN_TTL_SECONDS: '300' });
    try {
      const { callback } = await signIn(shortLived, new Browser(), 'foreman@example.com');
      const fragment = fragmentOf(callback);
      expect(fragment.get('expires_in')).toBe('300');
      const { payload } = await jwtVerify(
        fragment.get('id_token') ?? '',
        createRemoteJWKSet(new URL(`${shortLived.base}/oidc/jwks`)),
      );
      expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(300);
    } finally {
      await shortLived.close();
    }
  });
});
