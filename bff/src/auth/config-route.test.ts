import { SIGN_IN_UNAVAILABLE_MESSAGE } from './config-route.ts';
import { closedPort, startBff, startTestIdp, tempDir, type TestIdp } from '../test-support.ts';

let idp: TestIdp;
let data: { dir: string; remove(): Promise<void> };

beforeAll(async () => {
  idp = await startTestIdp();
  data = await tempDir('bff-config-');
});

afterAll(async () => {
  await idp.close();
  await data.remove();
});

beforeEach(() => {
  idp.requests.length = 0;
});

describe('GET /config/auth', () => {
  it('answers the shell settings with the authorize endpoint from the discovery document, fetched once', async () => {
    const bff = await startBff({
      DATA_DIR: data.dir,
      OIDC_ISSUER: idp.issuer,
      PUBLIC_URL: 'https://portal.example',
      LIVE_SITE_URL: 'https://crewtime.example',
    });
    try {
      for (let call = 0; call < 3; call += 1) {
        const response = await fetch(`${bff.url}/config/auth`);
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({
          issuer: idp.issuer,
          clientId: 'crewtime-portal',
          responseType: 'id_token token',
          scope: 'openid email profile',
          prompt: 'login',
          authorizationEndpoint: `${idp.issuer}/auth`,
          redirectUri: 'https://portal.example/auth-callback',
          liveSiteUrl: 'https://crewtime.example',
        });
      }
      expect(idp.requests.map((request) => request.url)).toEqual(['/.well-known/openid-configuration']);
    } finally {
      await bff.close();
    }
  });

  it('uses OIDC_AUTHORIZATION_ENDPOINT and the response type setting without asking the IdP (e.g. Cognito)', async () => {
    const bff = await startBff({
      DATA_DIR: data.dir,
      OIDC_ISSUER: idp.issuer,
      OIDC_AUTHORIZATION_ENDPOINT: 'https://crewtime.auth.us-east-1.amazoncognito.com/oauth2/authorize',
      OIDC_RESPONSE_TYPE: 'token',
      OIDC_PROMPT: 'none',
    });
    try {
      const config = (await (await fetch(`${bff.url}/config/auth`)).json()) as Record<string, unknown>;
      expect(config).toMatchObject({
        authorizationEndpoint: 'https://crewtime.auth.us-east-1.amazoncognito.com/oauth2/authorize',
        responseType: 'token',
        prompt: 'none',
        liveSiteUrl: null,
      });
      expect(idp.requests).toHaveLength(0);
    } finally {
      await bff.close();
    }
  });

  it('answers 503 JSON while the IdP cannot be reached, and recovers without a restart', async () => {
    const port = await closedPort();
    const bff = await startBff({ DATA_DIR: data.dir, OIDC_ISSUER: `http://127.0.0.1:${port}` });
    try {
      const response = await fetch(`${bff.url}/config/auth`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        message: 'The sign-in service is unavailable. Try again in a moment.',
      });
    } finally {
      await bff.close();
    }
  });
});

describe('GET /config/auth/ready', () => {
  it('answers 204 while the IdP answers, asking it afresh every time (never from the cached document)', async () => {
    const bff = await startBff({ DATA_DIR: data.dir, OIDC_ISSUER: idp.issuer });
    try {
      for (let call = 0; call < 2; call += 1) {
        const response = await fetch(`${bff.url}/config/auth/ready`);
        expect(response.status).toBe(204);
        expect(response.headers.get('cache-control')).toBe('no-store');
      }
      const discoveryCalls = idp.requests.filter((request) => request.url.endsWith('openid-configuration'));
      expect(discoveryCalls.length).toBeGreaterThanOrEqual(2);
    } finally {
      await bff.close();
    }
  });

  it('answers 503 with the message the sign-in page shows when the IdP is down', async () => {
    const port = await closedPort();
    const bff = await startBff({
      DATA_DIR: data.dir,
      OIDC_ISSUER: `http://127.0.0.1:${port}`,
      OIDC_AUTHORIZATION_ENDPOINT: `http://127.0.0.1:${port}/auth`,
    });
    try {
      // The settings still answer (the authorize endpoint is configured), so only this check can tell.
      expect((await fetch(`${bff.url}/config/auth`)).status).toBe(200);
      const response = await fetch(`${bff.url}/config/auth/ready`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ message: SIGN_IN_UNAVAILABLE_MESSAGE });
    } finally {
      await bff.close();
    }
  });
});
