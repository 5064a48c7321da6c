import path from 'node:path';
import { DEV_DEPLOY_TOKEN, REPO_ROOT, SettingsError, loadSettings } from './settings.ts';

describe('bff settings', () => {
  it('uses the contract defaults', () => {
    expect(loadSettings({})).toEqual({
      port: 8080,
      apiUrls: ['http://localhost:4000'],
      apiHealthPath: '/readyz',
      apiHealthIntervalMs: 5_000,
      apiHealthTimeoutMs: 2_000,
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
      shutdownTimeoutMs: 10_000,
      shutdownDelayMs: 0,
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

  describe('in production (NODE_ENV=production)', () => {
    const production = {
      NODE_ENV: 'production',
      DEPLOY_TOKEN: 'a-long-random-deploy-token',
      OIDC_ISSUER: 'https://idp.example/realms/crewtime',
      PUBLIC_URL: 'https://crewtime.example',
      API_URL: 'http://api-1:4000,http://api-2:4000',
    };

    it('starts with every production setting given', () => {
      const settings = loadSettings(production);
      expect(settings.deployToken).toBe('a-long-random-deploy-token');
      expect(settings.apiUrls).toEqual(['http://api-1:4000', 'http://api-2:4000']);
    });

    it('refuses to start without a real DEPLOY_TOKEN', () => {
      const message =
        'DEPLOY_TOKEN is required when NODE_ENV=production (at least 16 characters, not the development default)';
      for (const token of [undefined, '', DEV_DEPLOY_TOKEN, 'short-token']) {
        expect(() => loadSettings({ ...production, DEPLOY_TOKEN: token })).toThrow(
          new SettingsError(message),
        );
      }
    });

    it("refuses to start on the development IdP's issuer", () => {
      expect(() => loadSettings({ ...production, OIDC_ISSUER: undefined })).toThrow(
        new SettingsError(
          'OIDC_ISSUER is required when NODE_ENV=production (the default is the development IdP, http://localhost:4100/oidc)',
        ),
      );
    });

    it('refuses to start without PUBLIC_URL', () => {
      expect(() => loadSettings({ ...production, PUBLIC_URL: '' })).toThrow(
        new SettingsError(
          "PUBLIC_URL is required when NODE_ENV=production (the portal's public origin; the default is http://localhost:8080)",
        ),
      );
    });

    it('refuses to start without API_URL', () => {
      expect(() => loadSettings({ ...production, API_URL: undefined })).toThrow(
        new SettingsError(
          "API_URL is required when NODE_ENV=production (the api replicas' URLs, comma-separated; the default is http://localhost:4000)",
        ),
      );
    });

    it('names every missing setting in one line', () => {
      expect(() => loadSettings({ NODE_ENV: 'production' })).toThrow(
        /^DEPLOY_TOKEN is required .*; OIDC_ISSUER is required .*; PUBLIC_URL is required .*; API_URL is required .*$/,
      );
    });
  });

  it('takes one api URL or a comma-separated list of them, as origins', () => {
    expect(loadSettings({ API_URL: 'http://api:4000/' }).apiUrls).toEqual(['http://api:4000']);
    expect(
      loadSettings({ API_URL: ' http://api-1:4000, https://API-2.example ,http://api-1:4000' }).apiUrls,
    ).toEqual(['http://api-1:4000', 'https://api-2.example']);
    for (const wrong of ['http://api:4000/v1', 'http://api-1:4000,,http://api-2:4000', 'api:4000']) {
      expect(() => loadSettings({ API_URL: wrong })).toThrow(
        new SettingsError('API_URL must be one or more comma-separated http(s) URLs without a path'),
      );
    }
  });

  it('reads the health check and shutdown settings', () => {
    const settings = loadSettings({
      API_HEALTH_PATH: '/healthz',
      API_HEALTH_INTERVAL_MS: '0',
      API_HEALTH_TIMEOUT_MS: '500',
      SHUTDOWN_TIMEOUT_MS: '30000',
    });
    expect(settings).toMatchObject({
      apiHealthPath: '/healthz',
      apiHealthIntervalMs: 0,
      apiHealthTimeoutMs: 500,
      shutdownTimeoutMs: 30_000,
    });
    expect(() => loadSettings({ API_HEALTH_PATH: 'readyz', API_HEALTH_INTERVAL_MS: '-1' })).toThrow(
      new SettingsError(
        'API_HEALTH_PATH must be a path starting with /, without a query; API_HEALTH_INTERVAL_MS must be a whole number, 0 or more',
      ),
    );
  });

  it('names every invalid setting', () => {
    expect(() => loadSettings({ PORT: 'eighty', API_URL: 'localhost:4000' })).toThrow(
      'PORT must be a positive whole number; API_URL must be one or more comma-separated http(s) URLs without a path',
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
