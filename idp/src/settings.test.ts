import path from 'node:path';
import { REPO_ROOT, loadSettings } from './settings.ts';

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
});
