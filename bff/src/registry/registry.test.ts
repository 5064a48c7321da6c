import { mkdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_NAMES, routesOf, type AppRoute, type AreaRoute, type RemoteName } from 'shared-kit/domain';
// The seeds' route table is test data (DESIGN §2), a pure entry of plain objects: no browser code comes with it.
import { seedArea } from 'shared-kit/testing/seed-routes';
import {
  capturingLogger,
  startBff,
  startServer,
  startTestIdp,
  tempDir,
  type RunningBff,
  type TestIdp,
  type TestServer,
} from '../test-support.ts';
import {
  createTestDatabase,
  PG_TESTS_SKIPPED,
  TEST_SERVER_URL,
  type TestDatabase,
} from '../db/test-database.ts';
import { areaDocumentLocation } from './build-check.ts';
import { isValidEntry } from './registry.ts';
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
/** The remotes' builds embedded in the bff: each declares the seeds' routes of its area. */
let remotesRoot: string;
/** The PostgreSQL suite's throwaway database; null while the file suite runs. */
let database: TestDatabase | null = null;
/** Where the registry under test lives. */
type StoreKind = 'file' | 'postgres';

/** The composed table of the five embedded builds, as GET /config/routes serves it before any repoint. */
const EMBEDDED_ROUTES: AppRoute[] = REMOTE_NAMES.flatMap((name) => routesOf(seedArea(name)));

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

/** What a build's mf-manifest.json says of its remoteEntry.js (shared-kit/federation builds say this). */
const MANIFEST = { metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' } };

/** Puts a build's mf-area.json beside `entry` on the CDN, and its manifest at a manifest entry. */
function host(entry: string, document: unknown): void {
  hosted.set(new URL(areaDocumentLocation(entry)).pathname, document);
  if (entry.endsWith('/mf-manifest.json')) hosted.set(new URL(entry).pathname, MANIFEST);
}

/** Writes the embedded build of `name` as `npm run build` leaves it: its package.json and dist/mf-area.json. */
async function embed(name: RemoteName, routes: readonly AreaRoute[]): Promise<void> {
  await mkdir(path.join(remotesRoot, name, 'dist'), { recursive: true });
  await writeFile(path.join(remotesRoot, name, 'package.json'), JSON.stringify({ version: '0.1.0' }));
  await writeFile(
    path.join(remotesRoot, name, 'dist', 'mf-area.json'),
    JSON.stringify({ name, version: '0.1.0', hostContract: '^1.0.0', routes }),
  );
  await writeFile(path.join(remotesRoot, name, 'dist', 'mf-manifest.json'), JSON.stringify(MANIFEST));
}

/** The bff's settings for this suite (and a restart of it). */
const settings = (more: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => ({
  DATA_DIR: data.dir,
  OIDC_ISSUER: idp.issuer,
  DEPLOY_TOKEN: TOKEN,
  SHELL_DIST: shellDist,
  REMOTES_ROOT: remotesRoot,
  ...(database ? { DATABASE_URL: database.url } : {}),
  ...more,
});

/** The deployed entries as the store keeps them, in registry.json's shape. */
async function storedRemotes(): Promise<unknown> {
  if (!database)
    return JSON.parse(await readFile(path.join(data.dir, 'bff', 'registry.json'), 'utf8')) as unknown;
  const rows = await database.query<{ name: string; entry: string; version: string; routes: unknown }>(
    'select name, entry, version, routes from bff_remote_registry order by name',
  );
  return { remotes: Object.fromEntries(rows.map(({ name, ...deployed }) => [name, deployed])) };
}

/** Writes deployed entries straight into the store, as an older bff (or an older rule) left them. */
async function storeRemotes(remotes: Record<string, { entry: string; version: string; routes?: unknown }>) {
  if (!database) {
    await mkdir(path.join(data.dir, 'bff'), { recursive: true });
    await writeFile(path.join(data.dir, 'bff', 'registry.json'), JSON.stringify({ remotes }));
    return;
  }
  for (const [name, { entry, version, routes }] of Object.entries(remotes)) {
    await database.query(
      'insert into bff_remote_registry (name, entry, version, routes) values ($1, $2, $3, $4)',
      [name, entry, version, JSON.stringify(routes ?? null)],
    );
  }
}

/** The registry's behaviour through HTTP, the same whichever store keeps it. */
function registryBehaviour(kind: StoreKind): void {
  beforeEach(async () => {
    // The table exists once a bff has migrated the database (the first test of the suite).
    await database?.query(
      'do $$ begin if to_regclass($q$bff_remote_registry$q$) is not null then delete from bff_remote_registry; end if; end $$',
    );
    data = await tempDir('bff-registry-');
    shellDist = path.join(data.dir, 'shell-dist');
    await mkdir(shellDist);
    await writeFile(path.join(shellDist, 'mf-host.json'), JSON.stringify({ hostContract: '1.4.0' }));
    remotesRoot = path.join(data.dir, 'remotes');
    for (const name of REMOTE_NAMES) await embed(name, seedArea(name).routes);
    hosted.clear();
    NEW_APPROVER.entry = `${cdn.url}/mf-approver/1.4.0/mf-manifest.json`;
    host(NEW_APPROVER.entry, {
      name: 'mf-approver',
      version: '1.4.0',
      hostContract: '^1.2.0',
      routes: seedArea('mf-approver').routes,
    });
    bff = await startBff(settings());
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
    it('lists the five remotes at their embedded builds with their package versions and remoteEntry.js, never cached', async () => {
      const response = await fetch(`${bff.url}/config/remotes`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const remotes = (await response.json()) as Array<{ name: string; entry: string; version: string }>;
      expect(remotes.map((remote) => remote.name)).toEqual([...REMOTE_NAMES]);
      expect(remotes[0]).toEqual({
        name: 'mf-foreman',
        entry: '/remotes/mf-foreman/mf-manifest.json',
        version: '0.1.0',
        remoteEntry: '/remotes/mf-foreman/remoteEntry.js',
      });
    });

    it('names no remoteEntry.js for an embedded build without a readable manifest, and names it once there is one', async () => {
      await bff.close();
      const manifest = path.join(remotesRoot, 'mf-payroll', 'dist', 'mf-manifest.json');
      await rm(manifest);
      const { logger, lines } = capturingLogger();
      bff = await startBff(settings(), logger);
      const payroll = async () =>
        ((await (await fetch(`${bff.url}/config/remotes`)).json()) as Array<{ name: string }>).find(
          (remote) => remote.name === 'mf-payroll',
        );
      expect(await payroll()).toEqual({
        name: 'mf-payroll',
        entry: '/remotes/mf-payroll/mf-manifest.json',
        version: '0.1.0',
      });
      expect(
        lines.some((line) => line.includes('The remoteEntry.js of /remotes/mf-payroll/mf-manifest.json')),
      ).toBe(true);
      // The build is there now: a later page names it (each page asks for the entries still missing one).
      await writeFile(manifest, JSON.stringify(MANIFEST));
      await payroll();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await payroll()).toMatchObject({ remoteEntry: '/remotes/mf-payroll/remoteEntry.js' });
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

    it('stores a valid entry, returns it, persists it in the store and keeps it across a restart', async () => {
      const response = await put('mf-approver', NEW_APPROVER, TOKEN);
      expect(response.status).toBe(200);
      const remoteEntry = `${cdn.url}/mf-approver/1.4.0/remoteEntry.js`;
      expect(await response.json()).toEqual({ name: 'mf-approver', ...NEW_APPROVER, remoteEntry });

      const listed = (await (await fetch(`${bff.url}/config/remotes`)).json()) as Array<{ name: string }>;
      expect(listed.find((remote) => remote.name === 'mf-approver')).toEqual({
        name: 'mf-approver',
        ...NEW_APPROVER,
        remoteEntry,
      });

      expect(await storedRemotes()).toEqual({
        remotes: { 'mf-approver': { ...NEW_APPROVER, routes: seedArea('mf-approver').routes } },
      });

      const restarted = await startBff(settings());
      try {
        const after = (await (await fetch(`${restarted.url}/config/remotes`)).json()) as Array<{
          name: string;
        }>;
        // Read again from the manifest by the restarted bff (the store keeps what the deployer sent).
        expect(after.find((remote) => remote.name === 'mf-approver')).toEqual({
          name: 'mf-approver',
          ...NEW_APPROVER,
          remoteEntry,
        });
      } finally {
        await restarted.close();
      }
    });

    it('accepts a /-relative remoteEntry.js of a build this bff serves', async () => {
      await mkdir(path.join(remotesRoot, 'mf-payroll-next', 'dist'), { recursive: true });
      await writeFile(
        path.join(remotesRoot, 'mf-payroll-next', 'dist', 'mf-area.json'),
        JSON.stringify({
          name: 'mf-payroll',
          version: '2.0.0-rc.1',
          hostContract: '^1.0.0',
          routes: seedArea('mf-payroll').routes,
        }),
      );
      const response = await put(
        'mf-payroll',
        { entry: '/remotes/mf-payroll-next/remoteEntry.js', version: '2.0.0-rc.1' },
        TOKEN,
      );
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ remoteEntry: '/remotes/mf-payroll-next/remoteEntry.js' });
    });

    it("registers the remoteEntry.js where the build's manifest puts it, another origin allowed in the CSP", async () => {
      const assets = 'http://assets.example.com:8443/approver/1.4.0/';
      hosted.set(new URL(NEW_APPROVER.entry).pathname, {
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'entry' }, publicPath: assets },
      });
      const response = await put('mf-approver', NEW_APPROVER, TOKEN);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ remoteEntry: `${assets}entry/remoteEntry.js` });
      const page = await fetch(`${bff.url}/approver`, { headers: { accept: 'text/html' } });
      expect(page.headers.get('content-security-policy')).toContain('http://assets.example.com:8443');
    });

    it.each([
      ['no manifest', undefined, 'answered 404'],
      [
        'a manifest whose publicPath is code to run in the browser',
        { metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, getPublicPath: 'return "/"' } },
        'names no remoteEntry.js the portal can load',
      ],
      [
        'a manifest naming a remoteEntry.js on a protocol-relative URL',
        { metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: '//cdn.example.com/' } },
        'names no remoteEntry.js the portal can load',
      ],
    ])('refuses (422) a build with %s, keeping the entry it had', async (_label, manifest, why) => {
      const location = new URL(NEW_APPROVER.entry).pathname;
      if (manifest === undefined) hosted.delete(location);
      else hosted.set(location, manifest);
      const response = await put('mf-approver', NEW_APPROVER, TOKEN);
      expect(response.status).toBe(422);
      const { message } = (await response.json()) as { message: string };
      expect(message).toContain(`The build at ${NEW_APPROVER.entry} cannot be loaded: `);
      expect(message).toContain(why);
      const listed = (await (await fetch(`${bff.url}/config/remotes`)).json()) as Array<{ name: string }>;
      expect(listed.find((remote) => remote.name === 'mf-approver')).toEqual({
        name: 'mf-approver',
        entry: '/remotes/mf-approver/mf-manifest.json',
        version: '0.1.0',
        remoteEntry: '/remotes/mf-approver/remoteEntry.js',
      });
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
        remoteEntry: '/remotes/mf-approver/remoteEntry.js',
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
      expect(await refused('mf-payroll', entry)).toBe(
        `The build at ${entry} is mf-approver, not mf-payroll.`,
      );
    });

    it('refuses a malformed mf-area.json', async () => {
      const entry = `${cdn.url}/mf-payroll/bad/mf-manifest.json`;
      host(entry, { name: 'mf-payroll', version: '1.0.0', hostContract: 'whenever' });
      expect(await refused('mf-payroll', entry)).toContain(
        'hostContract: hostContract is not a version range',
      );
    });

    it('refuses every repoint while the shell declares no host contract', async () => {
      await bff.close();
      bff = await startBff(settings({ SHELL_DIST: path.join(data.dir, 'no-shell') }));
      expect(await refused('mf-approver', NEW_APPROVER.entry)).toBe(
        "The running shell's build declares no host contract (mf-host.json): rebuild and restart the shell first.",
      );
    });
  });

  /** The composed route table the bff serves now. */
  async function composed(url = bff.url): Promise<AppRoute[]> {
    const response = await fetch(`${url}/config/routes`);
    expect(response.status).toBe(200);
    return (await response.json()) as AppRoute[];
  }

  /** The start-up data inlined in the page at `pathname`, and its preload hints. */
  async function pageBoot(pathname: string): Promise<{ routes: AppRoute[]; html: string }> {
    await writeFile(
      path.join(shellDist, 'index.html'),
      '<!doctype html><head><title>Crewtime</title></head><body>',
    );
    const html = await (await fetch(`${bff.url}${pathname}`, { headers: { accept: 'text/html' } })).text();
    const json = /id="crewtime-boot">(.*?)<\/script>/.exec(html)?.[1] ?? 'null';
    return { routes: (JSON.parse(json) as { routes: AppRoute[] }).routes, html };
  }

  /** A page mf-payroll 1.4.0 adds, with its own navigation entry. */
  const OVERTIME: AreaRoute = {
    path: '/payroll/overtime',
    permission: 'PayrollDashboard_Export',
    title: 'Overtime',
    nav: { label: 'Overtime', order: 25 },
  };

  /** mf-payroll 1.4.0 on the CDN, declaring `routes`; its entry. */
  function hostPayroll(routes: unknown, version = '1.4.0'): string {
    const entry = `${cdn.url}/mf-payroll/${version}/mf-manifest.json`;
    host(entry, {
      name: 'mf-payroll',
      version,
      hostContract: '^1.0.0',
      ...(routes === undefined ? {} : { routes }),
    });
    return entry;
  }

  describe('GET /config/routes', () => {
    it('serves the composed table of the embedded builds to anyone, never cached', async () => {
      const response = await fetch(`${bff.url}/config/routes`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual(EMBEDDED_ROUTES);
    });

    it('reads an embedded build again when it is rebuilt while the bff runs', async () => {
      expect(await composed()).toEqual(EMBEDDED_ROUTES);
      await embed('mf-payroll', [...seedArea('mf-payroll').routes, OVERTIME]);
      // A rebuild within the same millisecond as the first write still shows as a change.
      const later = new Date(Date.now() + 5_000);
      await utimes(path.join(remotesRoot, 'mf-payroll', 'dist', 'mf-area.json'), later, later);
      expect(await composed()).toContainEqual({ ...OVERTIME, owner: 'mf-payroll' });
    });

    it('takes no routes from an embedded build without a readable mf-area.json, and says so in the log', async () => {
      await rm(path.join(remotesRoot, 'mf-admin-reports', 'dist', 'mf-area.json'));
      await writeFile(path.join(remotesRoot, 'mf-approver', 'dist', 'mf-area.json'), '{"name":"mf-approver"');
      const { logger, lines } = capturingLogger();
      const local = await startBff(settings(), logger);
      try {
        const routes = await composed(local.url);
        expect(routes.map((route) => route.owner)).not.toContain('mf-admin-reports');
        expect(routes.map((route) => route.owner)).not.toContain('mf-approver');
        expect(routes).toContainEqual(EMBEDDED_ROUTES[0]);
        expect(lines.join('')).toContain(
          "mf-approver's embedded build declares no usable routes: it serves none",
        );
      } finally {
        await local.close();
      }
    });
  });

  describe('PUT /config/remotes/:name keeps the routes of the build it accepts', () => {
    it('serves a new page of the repointed build in GET /config/routes and in the page, with its area preloaded', async () => {
      const entry = hostPayroll([...seedArea('mf-payroll').routes, OVERTIME]);
      const response = await put('mf-payroll', { entry, version: '1.4.0' }, TOKEN);
      expect(response.status).toBe(200);
      const remoteEntry = entry.replace('mf-manifest.json', 'remoteEntry.js');
      expect(await response.json()).toEqual({ name: 'mf-payroll', entry, version: '1.4.0', remoteEntry });

      const expected = [
        ...EMBEDDED_ROUTES.filter((route) => route.owner !== 'mf-payroll'),
        ...routesOf({ name: 'mf-payroll', routes: [...seedArea('mf-payroll').routes, OVERTIME] }),
      ].sort(
        (left, right) =>
          REMOTE_NAMES.indexOf(left.owner as RemoteName) - REMOTE_NAMES.indexOf(right.owner as RemoteName),
      );
      expect(await composed()).toEqual(expected);

      const { routes, html } = await pageBoot('/payroll/overtime');
      expect(routes).toEqual(expected);
      expect(html).toContain(`<link rel="preload" as="script" href="${remoteEntry}">`);
      expect(html).not.toContain(`href="${entry}"`);
    });

    it('goes back to the embedded build’s routes on DELETE', async () => {
      await put(
        'mf-payroll',
        { entry: hostPayroll([...seedArea('mf-payroll').routes, OVERTIME]), version: '1.4.0' },
        TOKEN,
      );
      const response = await fetch(`${bff.url}/config/remotes/mf-payroll`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.status).toBe(200);
      expect(await composed()).toEqual(EMBEDDED_ROUTES);
      expect((await pageBoot('/payroll')).routes).toEqual(EMBEDDED_ROUTES);
    });

    it('keeps them across a restart', async () => {
      const entry = hostPayroll([...seedArea('mf-payroll').routes, OVERTIME]);
      expect((await put('mf-payroll', { entry, version: '1.4.0' }, TOKEN)).status).toBe(200);
      const before = await composed();
      const restarted = await startBff(settings());
      try {
        expect(await composed(restarted.url)).toEqual(before);
      } finally {
        await restarted.close();
      }
    });

    it('ignores a deployed entry saved without routes (before the registry kept them), with a warning: the embedded build serves', async () => {
      await bff.close();
      await storeRemotes({
        'mf-approver': NEW_APPROVER,
        'mf-payroll': {
          entry: hostPayroll(seedArea('mf-payroll').routes),
          version: '1.4.0',
          routes: seedArea('mf-payroll').routes,
        },
      });
      const { logger, lines } = capturingLogger();
      bff = await startBff(settings(), logger);
      const listed = (await (await fetch(`${bff.url}/config/remotes`)).json()) as Array<{
        name: string;
        entry: string;
      }>;
      expect(listed.find((remote) => remote.name === 'mf-approver')?.entry).toBe(
        '/remotes/mf-approver/mf-manifest.json',
      );
      expect(listed.find((remote) => remote.name === 'mf-payroll')?.entry).toBe(
        `${cdn.url}/mf-payroll/1.4.0/mf-manifest.json`,
      );
      expect(await composed()).toEqual(EMBEDDED_ROUTES);
      const warning = lines
        .map((line) => JSON.parse(line) as { level: number; msg: string; remote?: string })
        .find((line) => line.remote === 'mf-approver');
      expect(warning).toMatchObject({
        level: 40,
        msg: `mf-approver's deployed entry in ${kind === 'file' ? 'the registry file' : 'the registry table'} has no usable routes: serving the embedded build until it is repointed`,
      });
    });
  });

  describe('PUT /config/remotes/:name refuses routes the registry cannot take, the old entry and table kept', () => {
    const dashboard = seedArea('mf-payroll').routes;
    const page = (path: string, more: Record<string, unknown> = {}) => ({
      path,
      permission: 'PayrollDashboard_View',
      title: 'Overtime',
      ...more,
    });

    it.each([
      [
        'no routes',
        undefined,
        'mf-payroll 1.4.0 does not declare its routes (no routes in its mf-area.json): declare them in its src/area.ts and build it with shared-kit/federation.',
      ],
      [
        'a malformed route',
        [...dashboard, page('/payroll/Overtime/')],
        'mf-payroll 1.4.0 declares a malformed route /payroll/Overtime/: path must be /segment/segment, each segment lower-case letters, digits and - or a :parameter, with no trailing slash',
      ],
      [
        'a navigation entry without a permission',
        [
          ...dashboard,
          page('/payroll/overtime', { permission: null, nav: { label: 'Overtime', order: 25 } }),
        ],
        'mf-payroll 1.4.0 declares a malformed route /payroll/overtime: a navigation entry needs a permission (the entry shows to the users who have it)',
      ],
      [
        'an unknown permission',
        [...dashboard, page('/payroll/overtime', { permission: 'Payroll_Overtime' })],
        "mf-payroll 1.4.0 declares /payroll/overtime with the unknown permission Payroll_Overtime (not in shared-kit's permission table)",
      ],
      [
        'the same route twice',
        [...dashboard, page('/payroll/:periodId/overtime'), page('/payroll/:id/overtime')],
        'mf-payroll 1.4.0 declares /payroll/:periodId/overtime and /payroll/:id/overtime, the same route twice',
      ],
      [
        "one of the shell's routes",
        [...dashboard, page('/login')],
        "mf-payroll 1.4.0 declares /login, one of the shell's own routes",
      ],
      [
        "another remote's route",
        [...dashboard, page('/payroll/roles/:id')],
        'mf-payroll 1.4.0 declares /payroll/roles/:id, a route mf-admin-reports already serves as /payroll/roles/:roleId',
      ],
      [
        'a route outside its prefixes',
        [...dashboard, page('/admin/audit')],
        'mf-payroll 1.4.0 declares /admin/audit, outside its prefixes (/payroll)',
      ],
      [
        'a navigation section no entry answers',
        [...dashboard, page('/payroll/overtime', { navSection: '/payroll/summary' })],
        'mf-payroll 1.4.0 declares /payroll/overtime in the navigation section /payroll/summary, which is no navigation entry (a navSection names the path of a route with a nav entry)',
      ],
    ])('refuses a build with %s, naming it', async (_label, routes, message) => {
      const entry = hostPayroll(routes);
      const response = await put('mf-payroll', { entry, version: '1.4.0' }, TOKEN);
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ message });
      const listed = (await (await fetch(`${bff.url}/config/remotes`)).json()) as Array<{
        name: string;
        entry: string;
      }>;
      expect(listed.find((remote) => remote.name === 'mf-payroll')?.entry).toBe(
        '/remotes/mf-payroll/mf-manifest.json',
      );
      expect(await composed()).toEqual(EMBEDDED_ROUTES);
    });

    it("checks a repoint against the table as the repoints before it left it: an entry another area's page sits under stays", async () => {
      // mf-payroll 1.4.0 adds the Overtime entry; mf-admin-reports 2.0.0 then puts a report under it.
      const withEntry = hostPayroll([...dashboard, OVERTIME]);
      expect((await put('mf-payroll', { entry: withEntry, version: '1.4.0' }, TOKEN)).status).toBe(200);
      const reports = `${cdn.url}/mf-admin-reports/2.0.0/mf-manifest.json`;
      const overtimeReport = {
        path: '/reports/overtime',
        permission: 'Report_View',
        title: 'Overtime Report',
      };
      host(reports, {
        name: 'mf-admin-reports',
        version: '2.0.0',
        hostContract: '^1.0.0',
        routes: [
          ...seedArea('mf-admin-reports').routes,
          { ...overtimeReport, navSection: '/payroll/overtime' },
        ],
      });
      expect((await put('mf-admin-reports', { entry: reports, version: '2.0.0' }, TOKEN)).status).toBe(200);

      // A later mf-payroll that drops the entry would leave that report without its section.
      const response = await put(
        'mf-payroll',
        { entry: hostPayroll(dashboard, '1.5.0'), version: '1.5.0' },
        TOKEN,
      );
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({
        message:
          "mf-payroll 1.5.0 drops the navigation entry /payroll/overtime, the navigation section of mf-admin-reports's /reports/overtime",
      });
      const listed = (await (await fetch(`${bff.url}/config/remotes`)).json()) as Array<{
        name: string;
        entry: string;
      }>;
      expect(listed.find((remote) => remote.name === 'mf-payroll')?.entry).toBe(withEntry);
      expect(await composed()).toContainEqual({ ...OVERTIME, owner: 'mf-payroll' });
    });
  });
}

describe('the registry in DATA_DIR/bff/registry.json', () => registryBehaviour('file'));

(TEST_SERVER_URL ? describe : describe.skip)(
  `the registry in PostgreSQL${TEST_SERVER_URL ? '' : ` (${PG_TESTS_SKIPPED})`}`,
  () => {
    beforeAll(async () => {
      database = await createTestDatabase(TEST_SERVER_URL as string);
    });
    afterAll(async () => {
      await database?.destroy();
      database = null;
    });
    registryBehaviour('postgres');
  },
);

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
