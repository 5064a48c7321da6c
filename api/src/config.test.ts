import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

describe('settings from the environment', () => {
  it('uses the contract defaults on an empty environment', () => {
    expect(loadConfig({})).toEqual({
      port: 4000,
      production: false,
      demoData: false,
      databaseUrl: undefined,
      databasePool: { size: 10, statementTimeoutMs: 30_000, connectionTimeoutMs: 10_000 },
      shutdownDelayMs: 0,
      shutdownTimeoutMs: 10_000,
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

  it('reads DEMO_DATA as true or false, false when unset, and refuses anything else', () => {
    expect(loadConfig({ DEMO_DATA: 'true' }).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: 'false' }).demoData).toBe(false);
    expect(loadConfig({ DEMO_DATA: '' }).demoData).toBe(false);
    expect(() => loadConfig({ DEMO_DATA: 'yes' })).toThrow(/^invalid settings \(DEMO_DATA: /);
  });

  it('reads the pool size, its timeouts and the shutdown bound, 0 turning a timeout off', () => {
    const config = loadConfig({
      DATABASE_POOL_SIZE: '25',
      DATABASE_STATEMENT_TIMEOUT_MS: '0',
      DATABASE_CONNECTION_TIMEOUT_MS: '2500',
      SHUTDOWN_DELAY_MS: '3000',
      SHUTDOWN_TIMEOUT_MS: '30000',
    });
    expect(config.shutdownDelayMs).toBe(3000);
    expect(config.databasePool).toEqual({ size: 25, statementTimeoutMs: 0, connectionTimeoutMs: 2500 });
    expect(config.shutdownTimeoutMs).toBe(30_000);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '-1' })).toThrow(
      /DATABASE_STATEMENT_TIMEOUT_MS/,
    );
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: 'soon' })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
  });

  it('refuses a port that is not a number, naming the setting', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});

describe('production mode (NODE_ENV=production)', () => {
  const production = {
    NODE_ENV: 'production',
    OIDC_ISSUER: 'https://login.acme.test/realms/crewtime',
    DATABASE_URL: 'postgres://crewtime@db.acme.test:5432/crewtime',
    PUBLIC_URL: 'https://crewtime.acme.test',
  };
  const refusal = (environment: NodeJS.ProcessEnv): string => {
    try {
      loadConfig(environment);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    }
    throw new Error('expected a refusal');
  };

  it('starts with the issuer, database and portal address set and no demo data', () => {
    expect(loadConfig(production)).toMatchObject({ production: true, demoData: false });
    expect(loadConfig({ ...production, DEMO_DATA: 'false' }).production).toBe(true);
  });

  it("refuses the development IdP's issuer default, naming OIDC_ISSUER", () => {
    expect(refusal({ ...production, OIDC_ISSUER: '' })).toBe(
      'NODE_ENV=production refuses development defaults: OIDC_ISSUER is not set (the default ' +
        'http://localhost:4100/oidc is the development IdP)',
    );
  });

  it('refuses embedded PGlite, naming DATABASE_URL', () => {
    expect(refusal({ ...production, DATABASE_URL: undefined })).toBe(
      'NODE_ENV=production refuses development defaults: DATABASE_URL is not set (embedded PGlite serves one api ' +
        'process on one machine)',
    );
  });

  it('refuses the localhost portal address, naming PUBLIC_URL', () => {
    expect(refusal({ ...production, PUBLIC_URL: undefined })).toBe(
      'NODE_ENV=production refuses development defaults: PUBLIC_URL is not set (reminders would link to ' +
        'http://localhost:8080)',
    );
  });

  it('refuses DEMO_DATA=true', () => {
    expect(refusal({ ...production, DEMO_DATA: 'true' })).toBe(
      'NODE_ENV=production refuses development defaults: DEMO_DATA=true (it fills an empty database with the demo ' +
        'accounts)',
    );
  });

  it('names every missing setting in one line', () => {
    expect(refusal({ NODE_ENV: 'production' })).toMatch(
      /^NODE_ENV=production refuses development defaults: OIDC_ISSUER .*; DATABASE_URL .*; PUBLIC_URL [^\n]*$/,
    );
  });

  it('keeps the development defaults outside production', () => {
    expect(loadConfig({ NODE_ENV: 'development', DEMO_DATA: 'true' })).toMatchObject({
      production: false,
      demoData: true,
    });
  });
});
