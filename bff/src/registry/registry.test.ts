import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { startBff, startTestIdp, tempDir, type RunningBff, type TestIdp } from '../test-support.ts';
import { isValidEntry, REMOTE_NAMES } from './registry.ts';
import { deployTokenMatches } from './routes.ts';

const TOKEN = 'test-deploy-token-0123456789';

let idp: TestIdp;
let data: { dir: string; remove(): Promise<void> };
let bff: RunningBff;

beforeAll(async () => {
  idp = await startTestIdp();
});

afterAll(async () => {
  await idp.close();
});

beforeEach(async () => {
  data = await tempDir('bff-registry-');
  bff = await startBff({ DATA_DIR: data.dir, OIDC_ISSUER: idp.issuer, DEPLOY_TOKEN: TOKEN });
});

afterEach(async () => {
  await bff.close();
  await data.remove();
});

function put(name: string, body: unknown, token?: string): Promise<Response> {
  return fetch(`${bff.url}/config/remotes/${name}`, {
    method: 'PUT',
    headers: {
      'content-type': 'application/json',
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(body),
  });
}

const NEW_APPROVER = {
  entry: 'https://cdn.example.com/mf-approver/1.4.0/mf-manifest.json',
  version: '1.4.0',
};

describe('GET /config/remotes', () => {
  it('lists the five remotes at their embedded builds with their package versions, never cached', async () => {
    const response = await fetch(`${bff.url}/config/remotes`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const remotes = (await response.json()) as Array<{ name: string; entry: string; version: string }>;
    expect(remotes.map((remote) => remote.name)).toEqual([...REMOTE_NAMES]);
    expect(remotes[0]).toEqual({
      name: 'mf-foreman',
      entry: '/remotes/mf-foreman/mf-manifest.json',
      version: '0.1.0',
    });
  });
});

describe('PUT /config/remotes/:name', () => {
  it('refuses a deploy without a token with 401', async () => {
    const response = await put('mf-approver', NEW_APPROVER);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'A valid deploy token is required' });
  });

  it('refuses a deploy with a wrong token with 401', async () => {
    const response = await put('mf-approver', NEW_APPROVER, `${TOKEN}x`);
    expect(response.status).toBe(401);
    const unchanged = (await (await fetch(`${bff.url}/config/remotes`)).json()) as Array<{ entry: string }>;
    expect(unchanged[1]?.entry).toBe('/remotes/mf-approver/mf-manifest.json');
  });

  it('answers 404 for a remote that does not exist', async () => {
    const response = await put('mf-unknown', NEW_APPROVER, TOKEN);
    expect(response.status).toBe(404);
  });

  it.each([
    ['a javascript: URL', 'javascript:alert(1)//mf-manifest.json'],
    ['an ftp URL', 'ftp://cdn.example.com/mf-manifest.json'],
    ['a URL that is not an entry file', 'https://cdn.example.com/app.js'],
    ['a protocol-relative URL', '//cdn.example.com/mf-manifest.json'],
    ['a URL with credentials', 'https://user:pass@cdn.example.com/mf-manifest.json'],
    [
      'a URL with characters that would break the CSP',
      "https://cdn.example.com;script-src 'unsafe-inline'/mf-manifest.json",
    ],
    ['a relative path without a leading slash', 'remotes/mf-approver/mf-manifest.json'],
    ['a query string after the file name', 'https://cdn.example.com/mf-manifest.json?v=2'],
  ])('refuses %s with 400', async (_label, entry) => {
    const response = await put('mf-approver', { entry, version: '1.0.0' }, TOKEN);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; errors: Array<{ path: string }> };
    expect(body.message).toBe('Invalid remote entry');
    expect(body.errors[0]?.path).toBe('entry');
  });

  it('refuses a missing version with 400', async () => {
    const response = await put('mf-approver', { entry: NEW_APPROVER.entry }, TOKEN);
    expect(response.status).toBe(400);
  });

  it('stores a valid entry, returns it, persists it in DATA_DIR/bff/registry.json and keeps it across a restart', async () => {
    const response = await put('mf-approver', NEW_APPROVER, TOKEN);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ name: 'mf-approver', ...NEW_APPROVER });

    const listed = (await (await fetch(`${bff.url}/config/remotes`)).json()) as Array<{ name: string }>;
    expect(listed.find((remote) => remote.name === 'mf-approver')).toEqual({
      name: 'mf-approver',
      ...NEW_APPROVER,
    });

    const saved = JSON.parse(await readFile(path.join(data.dir, 'bff', 'registry.json'), 'utf8')) as unknown;
    expect(saved).toEqual({ remotes: { 'mf-approver': NEW_APPROVER } });

    const restarted = await startBff({ DATA_DIR: data.dir, OIDC_ISSUER: idp.issuer, DEPLOY_TOKEN: TOKEN });
    try {
      const after = (await (await fetch(`${restarted.url}/config/remotes`)).json()) as Array<{
        name: string;
      }>;
      expect(after.find((remote) => remote.name === 'mf-approver')).toEqual({
        name: 'mf-approver',
        ...NEW_APPROVER,
      });
    } finally {
      await restarted.close();
    }
  });

  it('accepts a /-relative remoteEntry.js', async () => {
    const response = await put(
      'mf-payroll',
      { entry: '/remotes/mf-payroll-next/remoteEntry.js', version: '2.0.0-rc.1' },
      TOKEN,
    );
    expect(response.status).toBe(200);
  });

  it('allows a newly registered origin in the Content-Security-Policy of the next page load', async () => {
    const before = (await fetch(`${bff.url}/config/remotes`)).headers.get('content-security-policy') ?? '';
    expect(before).not.toContain('https://cdn.example.com');

    await put('mf-approver', NEW_APPROVER, TOKEN);
    const csp =
      (await fetch(`${bff.url}/`, { headers: { accept: 'text/html' } })).headers.get(
        'content-security-policy',
      ) ?? '';
    const directive = (name: string) => csp.split(';').find((part) => part.startsWith(`${name} `)) ?? '';
    expect(directive('script-src')).toBe("script-src 'self' https://cdn.example.com");
    expect(directive('connect-src')).toBe("connect-src 'self' https://cdn.example.com");
  });

  it('resets a remote to its embedded build with DELETE and the deploy token', async () => {
    await put('mf-approver', NEW_APPROVER, TOKEN);
    expect((await fetch(`${bff.url}/config/remotes/mf-approver`, { method: 'DELETE' })).status).toBe(401);
    const response = await fetch(`${bff.url}/config/remotes/mf-approver`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(await response.json()).toEqual({
      name: 'mf-approver',
      entry: '/remotes/mf-approver/mf-manifest.json',
      version: '0.1.0',
    });
  });
});

describe('registry rules', () => {
  it('accepts http(s) absolute and /-relative entries ending in mf-manifest.json or remoteEntry.js', () => {
    expect(isValidEntry('https://cdn.example.com/x/mf-manifest.json')).toBe(true);
    expect(isValidEntry('http://localhost:3001/remoteEntry.js')).toBe(true);
    expect(isValidEntry('/remotes/mf-foreman/mf-manifest.json')).toBe(true);
    expect(isValidEntry('/remotes/../../etc/mf-manifest.json')).toBe(false);
    expect(isValidEntry('https://cdn.example.com/x/not-mf-manifest.json')).toBe(false);
  });

  it('compares deploy tokens by value, whatever their length', () => {
    expect(deployTokenMatches('abc', 'abc')).toBe(true);
    expect(deployTokenMatches('abc', 'abcd')).toBe(false);
    expect(deployTokenMatches('', 'abc')).toBe(false);
  });
});
