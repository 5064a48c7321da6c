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
      trustProxy: false,
      redisUrl: null,
      rateLimits: {
        apiWrites: { limit: 120, windowMs: 60_000 },
        reminderSends: { limit: 10, windowMs: 60_000 },
        deploys: { limit: 30, windowMs: 60_000 },
        redisPrefix: 'crewtime:rl:',
      },
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

  it('reads TRUST_PROXY as a hop count or the proxies’ addresses, and refuses true', () => {
    expect(loadSettings({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadSettings({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadSettings({ TRUST_PROXY: 'loopback, 10.0.0.0/8, fd00::/8' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
      'fd00::/8',
    ]);
    const refused =
      'TRUST_PROXY must be false, a number of proxies, or a comma list of proxy addresses/subnets (true would let any client choose its address)';
    expect(() => loadSettings({ TRUST_PROXY: 'true' })).toThrow(refused);
    expect(() => loadSettings({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(refused);
    expect(() => loadSettings({ TRUST_PROXY: 'lb.internal' })).toThrow(refused);
  });

  it('reads REDIS_URL and every limit, and names a bad one', () => {
    const settings = loadSettings({
      REDIS_URL: 'redis://127.0.0.1:6379/0',
      API_WRITE_LIMIT: '600',
      API_WRITE_WINDOW_MS: '300000',
      REMINDER_SEND_LIMIT: '3',
      REMINDER_SEND_WINDOW_MS: '120000',
      DEPLOY_LIMIT: '5',
      DEPLOY_WINDOW_MS: '10000',
      RATE_LIMIT_REDIS_PREFIX: 'staging:rl:',
    });
    expect(settings.redisUrl).toBe('redis://127.0.0.1:6379/0');
    expect(settings.rateLimits).toEqual({
      apiWrites: { limit: 600, windowMs: 300_000 },
      reminderSends: { limit: 3, windowMs: 120_000 },
      deploys: { limit: 5, windowMs: 10_000 },
      redisPrefix: 'staging:rl:',
    });
    expect(() =>
      loadSettings({
        REDIS_URL: 'http://127.0.0.1:6379',
        DEPLOY_LIMIT: '0',
        DEPLOY_WINDOW_MS: '172800000',
      }),
    ).toThrow(
      'REDIS_URL must be a redis:// or rediss:// URL; DEPLOY_LIMIT must be a positive whole number; DEPLOY_WINDOW_MS must be at most 86400000 (a day)',
    );
  });
});
