import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib';
import {
  rawRequest,
  startBff,
  startTestIdp,
  tempDir,
  type RunningBff,
  type TestIdp,
} from '../test-support.ts';
import {
  cacheControlFor,
  DOCUMENT_ONLY_HEADERS,
  IMMUTABLE,
  isNeverADocument,
  NO_CACHE,
  SERVICE_WORKER_FILE,
} from './static.ts';

let idp: TestIdp;
let root: { dir: string; remove(): Promise<void> };
let bff: RunningBff;

const INDEX = '<!doctype html><title>Crewtime</title><div id="root"></div>';
const HASH = '5e6f7a8b';
const CHUNK = `export const rows = ${JSON.stringify(Array.from({ length: 300 }, (_, index) => `row ${index}`))};`;

beforeAll(async () => {
  idp = await startTestIdp();
  root = await tempDir('bff-static-');
  const shell = path.join(root.dir, 'shell', 'dist');
  const foreman = path.join(root.dir, 'mf-foreman', 'dist');
  await mkdir(shell, { recursive: true });
  await mkdir(foreman, { recursive: true });
  await writeFile(path.join(shell, 'index.html'), INDEX);
  await writeFile(path.join(shell, 'main.js'), 'console.log("shell")');
  await writeFile(path.join(shell, '812.0a1b2c3d.js'), 'console.log("chunk")');
  await writeFile(path.join(shell, SERVICE_WORKER_FILE), 'self.addEventListener("fetch", () => {});');
  await writeFile(path.join(foreman, 'remoteEntry.js'), 'var mf_foreman;');
  await writeFile(
    path.join(foreman, 'mf-manifest.json'),
    JSON.stringify({
      id: 'mf_foreman',
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
      exposes: [],
    }),
  );
  // What shared-kit/federation writes next to each build: the shell provides react and shared-kit's root, so the
  // page of a foreman screen needs the remote's own copy of 'shared-kit/list' only.
  await writeFile(
    path.join(shell, 'mf-startup.json'),
    JSON.stringify({ provides: ['react', 'shared-kit'], exposes: {}, shared: {} }),
  );
  await writeFile(
    path.join(foreman, 'mf-startup.json'),
    JSON.stringify({
      provides: ['react', 'shared-kit', 'shared-kit/list'],
      exposes: {
        './app': { js: ['__federation_expose_app.3f9a0c1e.js'], shared: ['shared-kit', 'shared-kit/list'] },
      },
      shared: {
        react: { js: ['3696.92814a45.js'], shared: [] },
        'shared-kit': { js: ['6940.6372409d.js'], shared: ['react'] },
        'shared-kit/list': { js: ['8884.80f09e02.js'], shared: ['react', 'shared-kit'] },
      },
    }),
  );
  await writeFile(path.join(foreman, '__federation_expose_app.3f9a0c1e.js'), 'export {}');
  // The routes the foreman build declares (its src/area.ts): the page's owner is found in their composed table.
  await writeFile(
    path.join(foreman, 'mf-area.json'),
    JSON.stringify({
      name: 'mf-foreman',
      version: '3.2.1',
      hostContract: '^1.0.0',
      routes: [
        { path: '/foreman', permission: 'ForemanDashboard_View', title: 'Foreman Dashboard' },
        { path: '/foreman/timesheets', permission: 'Timesheets_View', title: 'Timesheets' },
      ],
    }),
  );
  await writeFile(path.join(root.dir, 'mf-foreman', 'package.json'), '{"version":"3.2.1"}');
  // What compression-webpack-plugin leaves next to a chunk: brotli and gzip siblings of the same bytes.
  await writeFile(path.join(foreman, `app.${HASH}.js`), CHUNK);
  await writeFile(path.join(foreman, `app.${HASH}.js.br`), brotliCompressSync(CHUNK));
  await writeFile(path.join(foreman, `app.${HASH}.js.gz`), gzipSync(CHUNK));
  bff = await startBff({
    DATA_DIR: path.join(root.dir, '.data'),
    OIDC_ISSUER: idp.issuer,
    REMOTES_ROOT: root.dir,
    SHELL_DIST: shell,
  });
});

afterAll(async () => {
  await Promise.all([bff.close(), idp.close()]);
  await root.remove();
});

const page = (urlPath: string, accept = 'text/html,application/xhtml+xml') =>
  fetch(`${bff.url}${urlPath}`, { headers: { accept } });

describe('static files and cache headers', () => {
  it('serves remoteEntry.js and mf-manifest.json with no-cache so a deploy is seen on the next load', async () => {
    const entry = await fetch(`${bff.url}/remotes/mf-foreman/remoteEntry.js`);
    expect(entry.status).toBe(200);
    expect(await entry.text()).toBe('var mf_foreman;');
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${bff.url}/remotes/mf-foreman/mf-manifest.json`)).headers.get('cache-control')).toBe(
      'no-cache',
    );
  });

  it('serves content-hashed chunks as immutable for a year', async () => {
    const chunk = await fetch(`${bff.url}/remotes/mf-foreman/__federation_expose_app.3f9a0c1e.js`);
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${bff.url}/812.0a1b2c3d.js`)).headers.get('cache-control')).toBe(IMMUTABLE);
    expect((await fetch(`${bff.url}/main.js`)).headers.get('cache-control')).toBe(NO_CACHE);
  });

  it('decides cache headers by file name', () => {
    expect(cacheControlFor('/x/remoteEntry.js')).toBe(NO_CACHE);
    expect(cacheControlFor('/x/mf-manifest.json')).toBe(NO_CACHE);
    expect(cacheControlFor('/x/index.html')).toBe(NO_CACHE);
    expect(cacheControlFor('/x/vendors.deadbeef.js')).toBe(IMMUTABLE);
    expect(cacheControlFor('/x/vendors.deadbeef.js.map')).toBe(NO_CACHE);
    expect(cacheControlFor('/x/vendors.deadbeef.js.br')).toBe(IMMUTABLE);
    expect(cacheControlFor('/x/remoteEntry.js.gz')).toBe(NO_CACHE);
  });

  it('serves the service worker at /sw.js (scope /) as JavaScript, revalidated on every update check', async () => {
    const worker = await fetch(`${bff.url}/sw.js`, { headers: { 'service-worker': 'script' } });
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    expect(worker.headers.get('cache-control')).toBe(NO_CACHE);
    // Without the page's CSP: the worker would keep it until its bytes change, and miss a repoint's new origin.
    expect(worker.headers.has('content-security-policy')).toBe(false);
    expect(await worker.text()).toContain('addEventListener("fetch"');
  });

  it('never caches the service worker for long, even under a name that looks hashed or compressed', () => {
    expect(cacheControlFor('/dist/sw.js')).toBe(NO_CACHE);
    expect(cacheControlFor('/dist/sw.js.br')).toBe(NO_CACHE);
    expect(cacheControlFor('/dist/sw.0a1b2c3d.js')).toBe(IMMUTABLE);
  });

  it('answers 404 for a missing remote file instead of the SPA page', async () => {
    expect((await page('/remotes/mf-foreman/missing.1234abcd.js')).status).toBe(404);
    expect((await page('/remotes/mf-approver/remoteEntry.js')).status).toBe(404);
  });

  it('uses the version from the remote package.json in the registry', async () => {
    const remotes = (await (await fetch(`${bff.url}/config/remotes`)).json()) as Array<{
      name: string;
      version: string;
    }>;
    expect(remotes.find((remote) => remote.name === 'mf-foreman')?.version).toBe('3.2.1');
  });
});

describe('headers of the files a page loads', () => {
  const documentOnly = DOCUMENT_ONLY_HEADERS.map((name) => name.toLowerCase());
  const present = (headers: Headers) => documentOnly.filter((name) => headers.has(name));

  it('sends scripts and manifests without the headers only a page heeds, keeping nosniff and CORP', async () => {
    for (const file of [
      '/main.js',
      '/812.0a1b2c3d.js',
      '/remotes/mf-foreman/remoteEntry.js',
      `/remotes/mf-foreman/app.${HASH}.js`,
      '/remotes/mf-foreman/mf-manifest.json',
    ]) {
      const response = await fetch(`${bff.url}${file}`, { headers: { 'accept-encoding': 'br' } });
      expect({ file, status: response.status, present: present(response.headers) }).toEqual({
        file,
        status: 200,
        present: [],
      });
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(response.headers.has('last-modified')).toBe(false);
      expect(response.headers.has('accept-ranges')).toBe(false);
    }
  });

  it('still answers a revalidation of an entry script with 304 (by its ETag)', async () => {
    // Over node:http: fetch marks a request with If-None-Match as no-cache, which always gets the full file.
    const entry = (headers: Record<string, string> = {}) =>
      rawRequest(`${bff.url}/remotes/mf-foreman/remoteEntry.js`, { headers });
    const etag = (await entry()).headers.etag;
    expect(etag).toEqual(expect.any(String));
    const again = await entry({ 'if-none-match': String(etag) });
    expect(again.status).toBe(304);
    expect(documentOnly.filter((name) => name in again.headers)).toEqual([]);
  });

  it('keeps every header on the page itself, also when index.html is asked for by name', async () => {
    for (const response of [await page('/'), await page('/foreman/timesheets'), await page('/index.html')]) {
      expect(response.status).toBe(200);
      expect(present(response.headers)).toEqual(documentOnly);
    }
  });

  it('tells a file that can never be a page by its name, compressed or not', () => {
    expect(isNeverADocument('/x/vendor.deadbeef.js')).toBe(true);
    expect(isNeverADocument('/x/vendor.deadbeef.js.br')).toBe(true);
    expect(isNeverADocument('/x/mf-manifest.json.gz')).toBe(true);
    expect(isNeverADocument('/x/vendor.deadbeef.js.map')).toBe(true);
    expect(isNeverADocument('/x/index.html')).toBe(false);
    expect(isNeverADocument('/x/index.html.br')).toBe(false);
    expect(isNeverADocument('/x/logo.svg')).toBe(false);
  });
});

describe('pre-compressed files', () => {
  const chunk = (acceptEncoding: string, file = `app.${HASH}.js`) =>
    rawRequest(`${bff.url}/remotes/mf-foreman/${file}`, { headers: { 'accept-encoding': acceptEncoding } });

  it('sends the brotli file to a browser that accepts br, as JavaScript, immutable, varying by encoding', async () => {
    const response = await chunk('gzip, deflate, br, zstd');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript; charset=utf-8$/i);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(response.bytes).toString('utf8')).toBe(CHUNK);
  });

  it('sends gzip to a client without br, and the plain file to one that accepts neither', async () => {
    const gzip = await chunk('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.bytes).toString('utf8')).toBe(CHUNK);
    const plain = await chunk('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(CHUNK);
    expect(plain.headers.vary).toBe('Accept-Encoding');
  });

  it('picks up a file compressed by a build made after the bff started', async () => {
    const foreman = path.join(root.dir, 'mf-foreman', 'dist');
    const later = `later.${'9'.repeat(8)}.js`;
    await writeFile(path.join(foreman, later), CHUNK);
    await writeFile(path.join(foreman, `${later}.br`), brotliCompressSync(CHUNK));
    try {
      expect((await chunk('br', later)).headers['content-encoding']).toBe('br');
    } finally {
      await rm(path.join(foreman, later));
      await rm(path.join(foreman, `${later}.br`));
    }
  });

  it('never serves a .br or .gz file name as if it were the file itself', async () => {
    const direct = await chunk('identity', `app.${HASH}.js.br`);
    expect(direct.headers['content-encoding']).toBeUndefined();
    expect(direct.headers['content-type']).not.toContain('javascript');
  });
});

describe('SPA fallback', () => {
  it('serves index.html at / and for deep links that accept HTML', async () => {
    for (const urlPath of ['/', '/foreman/timesheets/42', '/auth-callback']) {
      const response = await page(urlPath);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toMatch(new RegExp(`^${INDEX.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    }
  });

  it('sends the auth settings, the remote registry and the route table inline, and preloads the area of the page', async () => {
    const html = await (await page('/foreman/timesheets')).text();
    const block = /<script type="application\/json" id="crewtime-boot">(.*?)<\/script>/.exec(html)?.[1];
    const boot = JSON.parse(block ?? 'null') as {
      auth: { issuer: string };
      remotes: Array<{ name: string }>;
      routes: Array<{ path: string; owner: string }>;
    };
    expect(boot.auth.issuer).toBe(idp.issuer);
    expect(boot.remotes).toEqual(await (await fetch(`${bff.url}/config/remotes`)).json());
    expect(boot.routes).toEqual(await (await fetch(`${bff.url}/config/routes`)).json());
    expect(boot.routes.map((route) => [route.owner, route.path])).toEqual([
      ['mf-foreman', '/foreman'],
      ['mf-foreman', '/foreman/timesheets'],
    ]);
    // The remoteEntry.js the bff read from the manifest, which the shell registers the area by: the browser fetches
    // no manifest, so none is announced.
    expect(boot.remotes[0]).toMatchObject({ remoteEntry: '/remotes/mf-foreman/remoteEntry.js' });
    expect(html).not.toMatch(/href="[^"]*mf-manifest\.json"/);
    expect(html).toContain('<link rel="preload" as="script" href="/remotes/mf-foreman/remoteEntry.js">');
    // The module the remote exposes and the remote's copy of the shared module it needs that the shell does not
    // provide, as their builds name them: two round trips less before the area renders.
    expect(html).toContain(
      '<link rel="preload" as="script" href="/remotes/mf-foreman/__federation_expose_app.3f9a0c1e.js">' +
        '<link rel="preload" as="script" fetchpriority="low" href="/remotes/mf-foreman/8884.80f09e02.js">',
    );
    expect(html).not.toContain('6940.6372409d.js'); // the shell's shared-kit is used
    expect(html).not.toContain('3696.92814a45.js'); // and its react
    // The shell's own pages preload no area, nor does a path no build declares.
    expect(await (await page('/login')).text()).not.toContain('rel="preload"');
    expect(await (await page('/foreman/no-such-page')).text()).not.toContain('rel="preload"');
  });

  it('serves the portal for a page path that does not decode (a link cut short), and 404 for such a file', async () => {
    // express-static-gzip answered these with a bare 400 'URI malformed' page.
    const response = await page('/foreman/projects/4/timesheets/%E0%A4%A');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('id="crewtime-boot"');
    expect((await page('/remotes/mf-foreman/%E0%A4%A.js', '*/*')).status).toBe(404);
    expect((await page('/%E0%A4%A.js', '*/*')).status).toBe(404);
  });

  it('answers 404 for a missing file, a non-HTML request and bff paths', async () => {
    expect((await page('/missing.js')).status).toBe(404);
    expect((await page('/foreman', 'application/json')).status).toBe(404);
    expect((await page('/config/unknown')).status).toBe(404);
    expect((await page('/remotes/unknown/page')).status).toBe(404);
  });

  it('answers 503 with "Run npm run build" when the shell is not built', async () => {
    const empty = await tempDir('bff-nobuild-');
    const unbuilt = await startBff({
      DATA_DIR: empty.dir,
      OIDC_ISSUER: idp.issuer,
      SHELL_DIST: path.join(empty.dir, 'missing'),
      REMOTES_ROOT: empty.dir,
    });
    try {
      const home = await fetch(`${unbuilt.url}/`);
      expect(home.status).toBe(503);
      expect(await home.text()).toBe(
        'The portal is not built yet. Run npm run build, then reload this page.',
      );
      const missing = await fetch(`${unbuilt.url}/foreman`, { headers: { accept: 'text/html' } });
      expect(missing.status).toBe(503);
      expect(await missing.text()).toContain('Run npm run build');
    } finally {
      await unbuilt.close();
      await empty.remove();
    }
  });
});

describe('a checkout under a folder whose name starts with a dot', () => {
  let hidden: { dir: string; remove(): Promise<void> };
  let underDot: RunningBff;

  beforeAll(async () => {
    hidden = await tempDir('bff-dot-');
    const checkout = path.join(hidden.dir, '.hidden', 'crewtime');
    const shell = path.join(checkout, 'shell', 'dist');
    const foremanGit = path.join(checkout, 'mf-foreman', 'dist', '.git');
    await mkdir(shell, { recursive: true });
    await mkdir(foremanGit, { recursive: true });
    await writeFile(path.join(shell, 'index.html'), INDEX);
    await writeFile(path.join(shell, 'main.js'), 'console.log("shell")');
    await writeFile(path.join(shell, '.env'), 'SECRET=1');
    await writeFile(path.join(checkout, 'mf-foreman', 'dist', 'remoteEntry.js'), 'var mf_foreman;');
    await writeFile(path.join(foremanGit, 'config'), '[core]');
    underDot = await startBff({
      DATA_DIR: path.join(checkout, '.data'),
      OIDC_ISSUER: idp.issuer,
      REMOTES_ROOT: checkout,
      SHELL_DIST: shell,
    });
  });

  afterAll(async () => {
    await underDot.close();
    await hidden.remove();
  });

  const get = (urlPath: string) =>
    fetch(`${underDot.url}${urlPath}`, { headers: { accept: 'text/html,application/xhtml+xml' } });

  it('serves the shell at / and on deep links, and the files of the shell and the remotes', async () => {
    for (const urlPath of ['/', '/foreman/timesheets']) {
      const response = await get(urlPath);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(INDEX);
    }
    expect((await get('/main.js')).status).toBe(200);
    const entry = await get('/remotes/mf-foreman/remoteEntry.js');
    expect(entry.status).toBe(200);
    expect(await entry.text()).toBe('var mf_foreman;');
  });

  it('still refuses dotfiles inside the served folders', async () => {
    expect((await get('/.env')).status).toBe(404);
    expect((await get('/remotes/mf-foreman/.git/config')).status).toBe(404);
  });
});
