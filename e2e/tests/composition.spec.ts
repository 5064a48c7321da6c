import { expect, test, type Response } from '@playwright/test';
import { DEMO, signIn } from '../support/auth.ts';
import { layoutShiftOf, trackLayoutShift } from '../support/layout-shift.ts';
import { E2E } from '../support/env.ts';
import {
  buildRelease,
  listRemotes,
  repointRemote,
  serveFolder,
  type RemoteEntry,
} from '../support/registry.ts';

let original: RemoteEntry;

test.beforeAll(async () => {
  const remotes = await listRemotes();
  original = remotes.find((remote) => remote.name === 'mf-approver')!;
  expect(original).toBeTruthy();
});

test.afterEach(async () => {
  // Leave the registry as found, so tests do not depend on order.
  expect((await repointRemote('mf-approver', original.entry, original.version)).status).toBe(200);
});

/** A team's release of mf-approver (built once per build of the area, then reused). */
const RELEASE = '9.9.9-e2e';

test('a remote whose host goes down shows the unavailable panel while navigation and other areas work', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // The registry accepts only a build it can read, so the release is up when repointed and goes down after.
  const cdn = await serveFolder(buildRelease('mf-approver', RELEASE), E2E.ports.canary);
  expect((await repointRemote('mf-approver', `${cdn.origin}/mf-manifest.json`, RELEASE)).status).toBe(200);
  await cdn.close();
  await signIn(page, DEMO.admin, '/approver');
  await expect(page.getByText(/unavailable/i).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Approver Dashboard');

  // Another area still mounts from the side navigation.
  await page.getByRole('navigation').getByRole('link', { name: 'Foreman Dashboard' }).click();
  await expect(page).toHaveURL(/\/foreman$/);
  await expect(page.getByRole('link', { name: 'Review Previous Week' })).toBeVisible();
  await expect(page.getByText(/unavailable/i)).toHaveCount(0);

  // Once the team fixes the entry, Retry brings the area back without a reload.
  await page.getByRole('navigation').getByRole('link', { name: 'Approver Dashboard' }).click();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  expect((await repointRemote('mf-approver', original.entry, original.version)).status).toBe(200);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Approver Dashboard', level: 1 })).toBeVisible({
    timeout: 15_000,
  });
});

test('a new release registered with PUT /config/remotes is picked up by the next page load', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const release = buildRelease('mf-approver', RELEASE);
  const cdn = await serveFolder(release, E2E.ports.canary);
  try {
    await signIn(page, DEMO.approver, '/approver');
    const board = page.getByRole('heading', { level: 1, name: 'Approver Dashboard' });
    await expect(board).toBeVisible();

    const unauthorised = await fetch(`${E2E.baseUrl}/config/remotes/mf-approver`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ entry: `${cdn.origin}/mf-manifest.json`, version: '9.9.9-e2e' }),
    });
    expect(unauthorised.status).toBe(401);

    expect((await repointRemote('mf-approver', `${cdn.origin}/mf-manifest.json`, '9.9.9-e2e')).status).toBe(
      200,
    );
    // The next page load takes the area from the new release's origin, and it runs: by the remoteEntry.js the bff
    // read from the release's manifest; the browser fetches no manifest.
    const manifests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/mf-manifest.json')) manifests.push(request.url());
    });
    const fromRelease = page.waitForResponse(
      (response) => response.url().startsWith(cdn.origin) && response.url().endsWith('/remoteEntry.js'),
    );
    await page.reload();
    expect((await fromRelease).status()).toBe(200);
    await expect(board).toBeVisible();
    expect(manifests).toEqual([]);
  } finally {
    await cdn.close();
  }
});

test('the page runs one React and one styled-components instance', async ({ page }) => {
  const downloaded: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) downloaded.push(response.url());
  });
  await signIn(page, DEMO.admin, '/foreman');
  await expect(page.getByRole('link', { name: 'Review Previous Week' })).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Approver Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Approver Dashboard', level: 1 })).toBeVisible();

  // styled-components injects exactly one style tag when it is a single instance.
  await expect(page.locator('style[data-styled]')).toHaveCount(1);
  // The framework singletons (react, react-dom, styled-components, react-query, shared-kit's root) come from the shell:
  // the chunks each manifest lists for them must never be fetched. shared-kit's lazily shared entry points
  // ('shared-kit/ui', 'shared-kit/resources/timesheets', …) are provided by the first remote that loads one
  // (the shell does not import them), and then reused: never two copies of one entry.
  const remotes = await listRemotes();
  const sharedNameOfChunk = new Map<string, { name: string; remote: string }>();
  for (const remote of remotes) {
    const manifestUrl = new URL(remote.entry, E2E.baseUrl);
    const manifest = (await (await fetch(manifestUrl)).json()) as {
      shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
    };
    expect(manifest.shared.map((shared) => shared.name)).toEqual(
      expect.arrayContaining(['react', 'react-dom', 'styled-components', 'shared-kit']),
    );
    for (const shared of manifest.shared) {
      for (const file of [...shared.assets.js.sync, ...shared.assets.js.async])
        sharedNameOfChunk.set(new URL(file, manifestUrl).pathname, {
          name: shared.name,
          remote: remote.name,
        });
    }
  }
  expect(sharedNameOfChunk.size).toBeGreaterThan(10);
  const fromRemotes = downloaded.flatMap((url) => sharedNameOfChunk.get(new URL(url).pathname) ?? []);
  expect(fromRemotes.filter(({ name }) => !name.startsWith('shared-kit/'))).toEqual([]);
  const remotesOfEntry = new Map<string, Set<string>>();
  for (const { name, remote } of fromRemotes)
    remotesOfEntry.set(name, (remotesOfEntry.get(name) ?? new Set()).add(remote));
  for (const [name, providers] of remotesOfEntry) expect(providers.size, `copies of ${name}`).toBe(1);
});

test("the areas run on the shell's federation runtime and bundler runtime: no remoteEntry.js carries a copy of them", async ({
  page,
}) => {
  await signIn(page, DEMO.admin, '/approver');
  await expect(page.getByRole('heading', { name: 'Approver Dashboard', level: 1 })).toBeVisible();
  // The shell provides its runtime to the page (experiments.externalRuntime: each remote takes it from there).
  expect(
    await page.evaluate(
      () =>
        (globalThis as { _FEDERATION_RUNTIME_CORE_FROM?: { name: string } })._FEDERATION_RUNTIME_CORE_FROM
          ?.name,
    ),
  ).toBe('shell');
  // The page registers each area by its remoteEntry.js: the shell's runtime carries no code to read manifests.
  const main = await page.locator('head script[src]').getAttribute('src');
  const shellRuntime = await (await fetch(new URL(main!, E2E.baseUrl))).text();
  expect(shellRuntime).toContain('Federation Runtime ]');
  expect(shellRuntime).not.toContain('snapshot-plugin');
  for (const remote of await listRemotes()) {
    // The page registers each area by the remoteEntry.js the bff read from the area's manifest.
    expect(remote.remoteEntry, remote.name).toBe(`/remotes/${remote.name}/remoteEntry.js`);
    const entry = new URL(remote.remoteEntry!, E2E.baseUrl);
    const source = await (await fetch(entry)).text();
    expect(source, remote.name).toContain('_FEDERATION_RUNTIME_CORE');
    // The runtime's own log prefix: present in the shell's main.js, absent from an entry that borrows the runtime.
    expect(source, remote.name).not.toContain('Federation Runtime ]');
    // The bundler runtime's functions are lent by the shell (federation/runtime/lend-bundler-runtime.js): the entry
    // names the loan and lacks the functions, e.g. the plugin the bundler runtime's init() registers.
    expect(source, remote.name).toContain('_FEDERATION_BUNDLER_RUNTIME');
    expect(source, remote.name).not.toContain('tree-shake-plugin');
  }
});

test('the browser receives every script of /foreman above 1 KiB brotli-compressed, with its type and cache rule', async ({
  page,
}) => {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response);
  });
  await signIn(page, DEMO.foreman, '/foreman');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(3);
  let compressed = 0;
  for (const script of scripts) {
    const headers = script.headers();
    expect(headers['content-type'], script.url()).toMatch(/javascript/);
    // Files under 1 KiB are sent as they are (compressing them saves less than the header costs).
    const plain = await page.request.get(script.url(), { headers: { 'accept-encoding': 'identity' } });
    if ((await plain.body()).length <= 1024) continue;
    expect(headers['content-encoding'], script.url()).toBe('br');
    expect(headers.vary, script.url()).toMatch(/Accept-Encoding/);
    compressed += 1;
  }
  expect(compressed).toBeGreaterThan(3);
  const entry = scripts.find((script) => script.url().endsWith('/remoteEntry.js'));
  expect(entry?.headers()['cache-control']).toBe('no-cache');
  // The shell's scripts, its entry included, are named by their content: a repeat visit runs them from the cache
  // without asking the server first (index.html, never cached, names the current ones).
  const shellScripts = scripts.filter((script) => !new URL(script.url()).pathname.startsWith('/remotes/'));
  expect(shellScripts.length).toBeGreaterThan(3);
  for (const script of shellScripts) {
    expect(script.headers()['cache-control'], script.url()).toContain('immutable');
  }
});

test('the page announces every script its first area render needs, so none waits for another to run', async ({
  page,
}) => {
  await signIn(page, DEMO.approver, '/approver');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') fetched.push(new URL(request.url()).pathname);
  });
  // The priority Chromium gives each script: a deferred <script> is Low unless it says otherwise.
  const priority = new Map<string, string>();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', ({ request, type }) => {
    if (type === 'Script') priority.set(new URL(request.url).pathname, request.initialPriority);
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Approver Dashboard' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Open \(\d+\)$/ })).toBeVisible(); // the board has rendered
  const announced = await page
    .locator('head link[rel="preload"][as="script"], head script[src]')
    .evaluateAll((elements) =>
      elements.map(
        (element) =>
          new URL((element as HTMLLinkElement).href || (element as HTMLScriptElement).src).pathname,
      ),
    );
  // The shell's start-up scripts and the area's remoteEntry.js come with the page, not after main.js has run. The
  // service worker's registration and the persister of the kept reads (with the store a sign-out clears) are no
  // start-up scripts (docs/performance.md, "Back under budget"): they are asked for once the page has settled (the
  // persister earlier offline), are not announced, and no start-up script carries them.
  // The offline queue's header line, the queue itself and the Sign Out warning load 1.5 s after the header: on a busy
  // machine that is before the board's rows, and they are no start-up scripts either.
  const laterShellScripts =
    /^\/(offline-copy|kept-reads|kept-reads-store|offline-queue-line|offline-queue|sign-out-warning)\.[0-9a-f]{8}\.js$/;
  const shellScripts = [
    ...new Set(fetched.filter((path) => !path.startsWith('/remotes/') && !laterShellScripts.test(path))),
  ];
  expect(announced.filter((path) => laterShellScripts.test(path))).toEqual([]);
  // None is in a start-up script (each was, after issue 43): the service worker's registration, React Query's
  // persister (its default key) and the shell's code around it (the key of a user's reads), the api's domain slices
  // (a master-data message), which an import of 'shared-kit/domain' bundles, and the Spanish messages of the kit and
  // the shell (fetched only for a page in Spanish; this one is in English). Nor (it was until December) the api's
  // check of the timesheet exists query, which is part of 'shared-kit/timesheet-form'.
  const notAtStart = [
    '"/sw.js"',
    'REACT_QUERY_OFFLINE_CACHE',
    'crewtime-queries-',
    'An employee can be on the roster only once',
    'Give either date or both startDate and endDate',
    'Errores en los datos',
    'Navegación principal',
  ];
  expect(fetched.filter((path) => /messages-es\.[0-9a-f]{8}\.js$/.test(path))).toEqual([]);
  for (const path of shellScripts) {
    const body = await (await page.request.get(new URL(path, page.url()).href)).text();
    expect(
      notAtStart.filter((marker) => body.includes(marker)),
      path,
    ).toEqual([]);
  }
  expect(shellScripts.length).toBeGreaterThan(3);
  expect(shellScripts.filter((path) => !announced.includes(path))).toEqual([]);
  expect(announced).toContain('/remotes/mf-approver/remoteEntry.js');
  // ...and so does the module the area exposes, named by its build's manifest (it waited for remoteEntry.js to run).
  expect(
    announced.filter((path) =>
      /^\/remotes\/mf-approver\/__federation_expose_app\.[0-9a-f]{8}\.js$/.test(path),
    ),
  ).toHaveLength(1);
  // ...and the area's own copies of the shared-kit entries the shell does not start with ('shared-kit/list', …),
  // named by the builds' mf-startup.json (they waited for remoteEntry.js to run): of the area's scripts, only the
  // board screen's own chunk is asked for later, with the board's data.
  const areaScripts = [...new Set(fetched.filter((path) => path.startsWith('/remotes/mf-approver/')))];
  expect(areaScripts.length).toBeGreaterThan(4);
  expect(areaScripts.filter((path) => !announced.includes(path))).toHaveLength(1);
  // The area's copies of the shared-kit resources (keys, timesheets, projects, …) are one file, not one each: over
  // HTTP/1.1 each file is a request that may wait for one of six connections.
  expect(areaScripts.filter((path) => /\/kit-resources\.[0-9a-f]{8}\.js$/.test(path))).toHaveLength(1);
  expect(areaScripts.length).toBeLessThanOrEqual(6);
  // Nothing announced goes unused (a stale hint costs a job-site connection bytes it never needed).
  expect(announced.filter((path) => !fetched.includes(path))).toEqual([]);
  // React and react-dom come in one file, announced first: the largest download, it must not wait for a connection.
  const reactFiles = shellScripts.filter((path) => /^\/react\.[0-9a-f]+\.js$/.test(path));
  expect(reactFiles).toHaveLength(1);
  // The libraries the shell starts with come in one more file: the shell's start (entry, react, vendor, the root of
  // shared-kit, its own app) fits in HTTP/1.1's six connections with the area's remoteEntry.js, no file waits for one.
  expect(shellScripts.filter((path) => /^\/vendor\.[0-9a-f]+\.js$/.test(path))).toHaveLength(1);
  expect(shellScripts.length).toBeLessThanOrEqual(5);
  const firstPreload = await page
    .locator('head link[rel="preload"][as="script"]')
    .first()
    .getAttribute('href');
  expect(firstPreload).toBe(reactFiles[0]);
  // The entry script is fetched as early as the chunks it runs: nothing starts before it arrives, and at Low it
  // queued behind every preload on a slow connection.
  const entry = await page.locator('head script[src]').getAttribute('src');
  expect(entry).toMatch(/^\/main\.[0-9a-f]+\.js$/);
  expect(shellScripts.map((path) => `${path} ${priority.get(path)}`)).toEqual(
    shellScripts.map((path) => `${path} High`),
  );
});

// Issue 13 (LCP, CLS): while an area's code is on its way, the shell shows the page's heading (the route's title)
// above the loading line, and the area keeps it until its screen renders, at the same place; the area's container
// is shown only once it has mounted, so nothing stands below the pending page and jumps up.
test("while an area's code is on its way the page shows its heading, where the screen keeps it", async ({
  page,
}) => {
  await trackLayoutShift(page);
  await signIn(page, DEMO.approver, '/approver');
  const heading = page.getByRole('heading', { level: 1, name: 'Approver Dashboard' });
  await expect(heading).toBeVisible();

  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/remotes/mf-approver/remoteEntry.js', async (route) => {
    await held;
    await route.continue();
  });
  // Not until 'load': the shell asks for remoteEntry.js while it starts (it no longer waits for a manifest first), so
  // the held script holds the page's load event too.
  await page.reload({ waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('status').filter({ hasText: 'Loading Approver...' })).toBeVisible();
  await expect(heading).toBeVisible();
  const pending = await heading.boundingBox();

  release();
  await expect(page.getByText(/^WE \d{2}\/\d{2}\/\d{4}$/).first()).toBeVisible();
  await expect(page.getByText('Loading Approver...')).toHaveCount(0);
  await expect(heading).toHaveCount(1);
  const shown = await heading.boundingBox();
  expect({ x: shown?.x, y: shown?.y }).toEqual({ x: pending?.x, y: pending?.y });
  const shift = await layoutShiftOf(page);
  expect(shift).toBeLessThan(0.05);
});
