import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

describe('settings from the environment', () => {
  it('uses the contract defaults on an empty environment', () => {
    expect(loadConfig({})).toEqual({
      port: 4000,
      databaseUrl: undefined,
      dataDir: join(repoRoot, '.data'),
      pgliteDir: join(repoRoot, '.data', 'api', 'pglite'),
      oidc: { issuer: 'http://localhost:4100/oidc', clientId: 'crewtime-portal', jwksUri: undefined },
      companyName: 'Crewtime',
      logLevel: 'info',
      smtpUrl: undefined,
      smtpFrom: 'Crewtime <no-reply@localhost>',
      companyEmailDomain: 'example.com',
      portalUrl: 'http://localhost:8080',
    });
  });

  it('sends reminders from SMTP_FROM, else from the company name at no-reply@localhost', () => {
    expect(loadConfig({ COMPANY_NAME: 'Acme Field Services' }).smtpFrom).toBe(
      'Acme Field Services <no-reply@localhost>',
    );
    expect(loadConfig({ SMTP_FROM: 'Payroll <payroll@acme.test>', COMPANY_NAME: 'Acme' }).smtpFrom).toBe(
      'Payroll <payroll@acme.test>',
    );
    expect(loadConfig({ SMTP_FROM: '' }).smtpFrom).toBe('Crewtime <no-reply@localhost>');
  });

  it('reads COMPANY_EMAIL_DOMAIN (U-36), lower-cased', () => {
    expect(loadConfig({ COMPANY_EMAIL_DOMAIN: 'Crew.Example' }).companyEmailDomain).toBe('crew.example');
    expect(() => loadConfig({ COMPANY_EMAIL_DOMAIN: 'not a domain' })).toThrow(/COMPANY_EMAIL_DOMAIN/);
  });

  it('reads every setting, and keeps PGlite under DATA_DIR/api/pglite', () => {
    const config = loadConfig({
      PORT: '4010',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/crewtime',
      DATA_DIR: '/srv/crewtime',
      OIDC_ISSUER: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_abc',
      OIDC_CLIENT_ID: 'abc123',
      OIDC_JWKS_URI: 'https://example.test/jwks.json',
      COMPANY_NAME: 'Acme Field Services',
      LOG_LEVEL: 'debug',
    });
    expect(config).toMatchObject({
      port: 4010,
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/crewtime',
      pgliteDir: '/srv/crewtime/api/pglite',
      oidc: {
        issuer: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_abc',
        clientId: 'abc123',
        jwksUri: 'https://example.test/jwks.json',
      },
      companyName: 'Acme Field Services',
      logLevel: 'debug',
    });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '', OIDC_JWKS_URI: '' })).toMatchObject({
      port: 4000,
      databaseUrl: undefined,
    });
  });

  it('refuses a port that is not a number, naming the setting', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});
