import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  startBff,
  startServer,
  startTestIdp,
  tempDir,
  type RunningBff,
  type TestIdp,
  type TestServer,
} from '../test-support.ts';
import { areaDocumentLocation } from './build-check.ts';
import { isValidEntry, REMOTE_NAMES } from './registry.ts';
import { deployTokenMatches } from './routes.ts';

const TOKEN = 'test-deploy-token-0123456789';

let idp: TestIdp;
let data: { dir: string; remove(): Promise<void> };
let bff: RunningBff;
/** Another origin hosting builds, as a team's CDN: path → the JSON it serves. */
let cdn: TestServer;
const hosted = new Map<string, unknown>();
/** The running shell's build: it provides host contract 1.4.0. */
let shellDist: string;

beforeAll(async () => {
  idp = await startTestIdp();
  cdn = await startServer((req, res) => {
    const document = hosted.get(req.url ?? '');
    if (document === undefined) res.writeHead(404).end();
    else res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(document));
  });
});

afterAll(async () => {
  await idp.close();
  await cdn.close();
});

/** Puts a build's mf-area.json beside `entry` on the CDN. */
function host(entry: string, document: unknown): void {
  hosted.set(new URL(areaDocumentLocation(entry)).pathname, document);
}

beforeEach(async () => {
  data = await tempDir('bff-registry-');
  shellDist = path.join(data.dir, 'shell-dist');
  await mkdir(shellDist);
  await writeFile(path.join(shellDist, 'mf-host.json'), JSON.stringify({ hostContract: '1.4.0' }));
  hosted.clear();
  NEW_APPROVER.entry = `${cdn.url}/mf-approver/1.4.0/mf-manifest.json`;
  host(NEW_APPROVER.entry, { name: 'mf-approver', version: '1.4.0', hostContract: '^1.2.0' });
  bff = await startBff({
    DATA_DIR: data.dir,
    OIDC_ISSUER: idp.issuer,
    DEPLOY_TOKEN: TOKEN,
    SHELL_DIST: shellDist,
  });
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

/** A release of mf-approver on the CDN (its origin is known once the CDN listens). */
const NEW_APPROVER = { entry: '', version: '1.4.0' };

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

    const restarted = await startBff({
      DATA_DIR: data.dir,
      OIDC_ISSUER: idp.issuer,
      DEPLOY_TOKEN: TOKEN,
      SHELL_DIST: shellDist,
    });
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

  it('accepts a /-relative remoteEntry.js of a build this bff serves', async () => {
    const remotesRoot = path.join(data.dir, 'remotes');
    await mkdir(path.join(remotesRoot, 'mf-payroll-next', 'dist'), { recursive: true });
    await writeFile(
      path.join(remotesRoot, 'mf-payroll-next', 'dist', 'mf-area.json'),
      JSON.stringify({ name: 'mf-payroll', version: '2.0.0-rc.1', hostContract: '^1.0.0' }),
    );
    const local = await startBff({
      DATA_DIR: data.dir,
      OIDC_ISSUER: idp.issuer,
      DEPLOY_TOKEN: TOKEN,
      SHELL_DIST: shellDist,
      REMOTES_ROOT: remotesRoot,
    });
    try {
      const response = await fetch(`${local.url}/config/remotes/mf-payroll`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
        body: JSON.stringify({ entry: '/remotes/mf-payroll-next/remoteEntry.js', version: '2.0.0-rc.1' }),
      });
      expect(response.status).toBe(200);
    } finally {
      await local.close();
    }
  });

  it('allows a newly registered origin in the Content-Security-Policy of the next page load', async () => {
    const before = (await fetch(`${bff.url}/config/remotes`)).headers.get('content-security-policy') ?? '';
    expect(before).not.toContain(cdn.url);

    await put('mf-approver', NEW_APPROVER, TOKEN);
    const csp =
      (await fetch(`${bff.url}/`, { headers: { accept: 'text/html' } })).headers.get(
        'content-security-policy',
      ) ?? '';
    const directive = (name: string) => csp.split(';').find((part) => part.startsWith(`${name} `)) ?? '';
    expect(directive('script-src')).toBe(`script-src 'self' ${cdn.url}`);
    expect(directive('connect-src')).toBe(`connect-src 'self' ${cdn.url}`);
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

describe('PUT /config/remotes/:name reads the build it is given (mf-area.json)', () => {
  async function refused(name: string, entry: string): Promise<string> {
    const response = await put(name, { entry, version: '9.9.9' }, TOKEN);
    expect(response.status).toBe(422);
    const listed = (await (await fetch(`${bff.url}/config/remotes`)).json()) as Array<{
      name: string;
      entry: string;
    }>;
    expect(listed.find((remote) => remote.name === name)?.entry).toBe(`/remotes/${name}/mf-manifest.json`);
    return ((await response.json()) as { message: string }).message;
  }

  it('refuses a build that asks for a host contract major the running shell does not have, naming both versions', async () => {
    const entry = `${cdn.url}/mf-payroll/9.9.9/mf-manifest.json`;
    host(entry, { name: 'mf-payroll', version: '9.9.9', hostContract: '^2.0.0' });
    expect(await refused('mf-payroll', entry)).toBe(
      "mf-payroll 9.9.9 needs host contract ^2.0.0; the running shell provides 1.4.0. Ship a shell that provides it first, or build mf-payroll against shared-kit's host contract 1.4.0.",
    );
  });

  it('refuses a build that needs a newer minor than the shell has (it may use what that minor added)', async () => {
    const entry = `${cdn.url}/mf-payroll/9.9.9/mf-manifest.json`;
    host(entry, { name: 'mf-payroll', version: '9.9.9', hostContract: '^1.5.0' });
    expect(await refused('mf-payroll', entry)).toContain('needs host contract ^1.5.0');
  });

  it('refuses a build without mf-area.json, and says so', async () => {
    const entry = `${cdn.url}/mf-payroll/old/mf-manifest.json`;
    expect(await refused('mf-payroll', entry)).toBe(
      `The build at ${entry} does not declare itself (mf-area.json): ${cdn.url}/mf-payroll/old/mf-area.json answered 404. Build it with shared-kit/federation.`,
    );
  });

  it('refuses a build of another remote', async () => {
    const entry = `${cdn.url}/approver-by-mistake/mf-manifest.json`;
    host(entry, { name: 'mf-approver', version: '1.0.0', hostContract: '^1.0.0' });
    expect(await refused('mf-payroll', entry)).toBe(`The build at ${entry} is mf-approver, not mf-payroll.`);
  });

  it('refuses a malformed mf-area.json', async () => {
    const entry = `${cdn.url}/mf-payroll/bad/mf-manifest.json`;
    host(entry, { name: 'mf-payroll', version: '1.0.0', hostContract: 'whenever' });
    expect(await refused('mf-payroll', entry)).toContain('hostContract: hostContract is not a version range');
  });

  it('refuses every repoint while the shell declares no host contract', async () => {
    await bff.close();
    bff = await startBff({
      DATA_DIR: data.dir,
      OIDC_ISSUER: idp.issuer,
      DEPLOY_TOKEN: TOKEN,
      SHELL_DIST: path.join(data.dir, 'no-shell'),
    });
    expect(await refused('mf-approver', NEW_APPROVER.entry)).toBe(
      "The running shell's build declares no host contract (mf-host.json): rebuild and restart the shell first.",
    );
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
