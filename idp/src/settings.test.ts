import path from 'node:path';
import { REPO_ROOT, SettingsError, loadSettings } from './settings.ts';

describe('idp settings', () => {
  it('defaults to port 4100, the /oidc issuer, the portal client and the portal callback', () => {
    const settings = loadSettings({});
    expect(settings).toMatchObject({
      port: 4100,
      issuer: 'http://localhost:4100/oidc',
      clientId: 'crewtime-portal',
      redirectUris: ['http://localhost:8080/auth-callback'],
      tokenTtlSeconds: 3600,
      dataDir: path.join(REPO_ROOT, '.data', 'idp'),
    });
  });

  it('derives the redirect URI from PUBLIC_URL and reads OIDC_REDIRECT_URIS as a comma list', () => {
    expect(loadSettings({ PUBLIC_URL: 'https://portal.example/' }).redirectUris).toEqual([
      'https://portal.example/auth-callback',
    ]);
    expect(loadSettings({ OIDC_REDIRECT_URIS: 'http://a.test/cb, http://b.test/cb' }).redirectUris).toEqual([
      'http://a.test/cb',
      'http://b.test/cb',
    ]);
  });

  it('keeps its files in the idp folder of DATA_DIR', () => {
    expect(loadSettings({ DATA_DIR: '/tmp/crewtime-data' }).dataDir).toBe('/tmp/crewtime-data/idp');
  });

  it('rejects a token lifetime that is not a positive integer', () => {
    expect(() => loadSettings({ OIDC_TOKEN_TTL_SECONDS: '0' })).toThrow(
      'OIDC_TOKEN_TTL_SECONDS must be a positive integer',
    );
    expect(() => loadSettings({ OIDC_TOKEN_TTL_SECONDS: 'soon' })).toThrow(
      'OIDC_TOKEN_TTL_SECONDS must be a positive integer',
    );
  });

  it('rejects an issuer that is not an absolute http(s) URL', () => {
    expect(() => loadSettings({ OIDC_ISSUER: 'localhost:4100' })).toThrow(
      'OIDC_ISSUER must be an absolute http(s) URL',
    );
  });

  it('reads the shutdown bounds, 10 s to finish and no delay by default', () => {
    expect(loadSettings({})).toMatchObject({
      production: false,
      shutdownDelayMs: 0,
      shutdownTimeoutMs: 10_000,
    });
    expect(loadSettings({ SHUTDOWN_DELAY_MS: '2000', SHUTDOWN_TIMEOUT_MS: '0' })).toMatchObject({
      shutdownDelayMs: 2000,
      shutdownTimeoutMs: 0,
    });
    expect(() => loadSettings({ SHUTDOWN_TIMEOUT_MS: 'soon' })).toThrow(
      'SHUTDOWN_TIMEOUT_MS must be a whole number of milliseconds, got "soon"',
    );
  });
});

describe('idp settings in production (NODE_ENV=production)', () => {
  const demoSite = {
    NODE_ENV: 'production',
    IDP_ALLOW_PRODUCTION: 'true',
    OIDC_ISSUER: 'https://login.demo.acme.test/oidc',
    PUBLIC_URL: 'https://demo.acme.test',
  };

  it('refuses to start without IDP_ALLOW_PRODUCTION=true, saying why', () => {
    expect(() => loadSettings({ ...demoSite, IDP_ALLOW_PRODUCTION: undefined })).toThrow(
      new SettingsError(
        'NODE_ENV=production: this development IdP signs anyone in as a demo account without a password; point ' +
          'OIDC_ISSUER at your identity provider instead, or set IDP_ALLOW_PRODUCTION=true for a demo site',
      ),
    );
    expect(() => loadSettings({ ...demoSite, IDP_ALLOW_PRODUCTION: 'yes' })).toThrow(
      /IDP_ALLOW_PRODUCTION=true/,
    );
  });

  it('refuses the localhost issuer and portal defaults, naming each', () => {
    expect(() => loadSettings({ ...demoSite, OIDC_ISSUER: '' })).toThrow(
      new SettingsError(
        'NODE_ENV=production refuses development defaults: OIDC_ISSUER is not set (the defaults are on localhost)',
      ),
    );
    expect(() => loadSettings({ ...demoSite, PUBLIC_URL: undefined })).toThrow(
      new SettingsError(
        'NODE_ENV=production refuses development defaults: PUBLIC_URL is not set (the defaults are on localhost)',
      ),
    );
    expect(() => loadSettings({ NODE_ENV: 'production', IDP_ALLOW_PRODUCTION: 'true' })).toThrow(
      'NODE_ENV=production refuses development defaults: OIDC_ISSUER and PUBLIC_URL are not set',
    );
  });

  it('starts as a demo site when allowed and told its addresses', () => {
    expect(loadSettings(demoSite)).toMatchObject({
      production: true,
      issuer: 'https://login.demo.acme.test/oidc',
      redirectUris: ['https://demo.acme.test/auth-callback'],
    });
  });
});
