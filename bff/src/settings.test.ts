import path from 'node:path';
import { DEV_DEPLOY_TOKEN, REPO_ROOT, loadSettings } from './settings.ts';

describe('bff settings', () => {
  it('uses the contract defaults', () => {
    expect(loadSettings({})).toEqual({
      port: 8080,
      apiUrl: 'http://localhost:4000',
      publicUrl: 'http://localhost:8080',
      oidc: {
        issuer: 'http://localhost:4100/oidc',
        clientId: 'crewtime-portal',
        responseType: 'id_token token',
        scope: 'openid email profile',
        prompt: 'login',
        jwksUri: null,
        authorizationEndpoint: null,
      },
      liveSiteUrl: null,
      dataDir: path.join(REPO_ROOT, '.data', 'bff'),
      deployToken: DEV_DEPLOY_TOKEN,
      shellDist: path.join(REPO_ROOT, 'shell', 'dist'),
      remotesRoot: REPO_ROOT,
      upstreamTimeoutMs: 30_000,
      bodyLimitBytes: 1024 * 1024,
      logLevel: 'info',
      databaseUrl: null,
      registryRefreshMs: 2_000,
    });
  });

  it('requires a real DEPLOY_TOKEN in production', () => {
    expect(() => loadSettings({ NODE_ENV: 'production' })).toThrow(
      'DEPLOY_TOKEN is required when NODE_ENV=production',
    );
    expect(() => loadSettings({ NODE_ENV: 'production', DEPLOY_TOKEN: DEV_DEPLOY_TOKEN })).toThrow(
      'DEPLOY_TOKEN is required',
    );
    expect(
      loadSettings({ NODE_ENV: 'production', DEPLOY_TOKEN: 'a-long-random-deploy-token' }).deployToken,
    ).toBe('a-long-random-deploy-token');
  });

  it('names every invalid setting', () => {
    expect(() => loadSettings({ PORT: 'eighty', API_URL: 'localhost:4000' })).toThrow(
      'PORT must be a positive whole number; API_URL must be an absolute http(s) URL',
    );
  });

  it('keeps the registry in PostgreSQL when DATABASE_URL is a postgres:// URL, and refuses any other', () => {
    const settings = loadSettings({
      DATABASE_URL: 'postgres://crewtime@db.internal:5432/crewtime',
      REGISTRY_REFRESH_MS: '500',
    });
    expect(settings.databaseUrl).toBe('postgres://crewtime@db.internal:5432/crewtime');
    expect(settings.registryRefreshMs).toBe(500);
    expect(() => loadSettings({ DATABASE_URL: 'mysql://db.internal/crewtime' })).toThrow(
      'DATABASE_URL must be a postgres:// URL',
    );
    expect(() => loadSettings({ REGISTRY_REFRESH_MS: '0' })).toThrow(
      'REGISTRY_REFRESH_MS must be a positive whole number',
    );
  });

  it('drops trailing slashes from URLs so paths join cleanly', () => {
    const settings = loadSettings({
      PUBLIC_URL: 'https://portal.example/',
      OIDC_ISSUER: 'https://idp.example/realms/crewtime/',
    });
    expect(settings.publicUrl).toBe('https://portal.example');
    expect(settings.oidc.issuer).toBe('https://idp.example/realms/crewtime');
  });
});
