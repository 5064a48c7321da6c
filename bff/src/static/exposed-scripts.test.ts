import { mkdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { tempDir } from '../test-support.ts';
import { exposedScriptsReader, startupScriptsOf } from './exposed-scripts.ts';

type Startup = Parameters<typeof startupScriptsOf>[0];

/** A remote's mf-startup.json as shared-kit/federation writes it (shortened from mf-masterdata's). */
const REMOTE: Startup = {
  provides: ['react', 'shared-kit', 'shared-kit/list', 'shared-kit/resources/keys', 'shared-kit/ui'],
  exposes: {
    './app': {
      js: ['__federation_expose_app.2033d936.js'],
      shared: ['react', 'shared-kit', 'shared-kit/list'],
    },
  },
  shared: {
    react: { js: ['3696.92814a45.js'], shared: [] },
    'shared-kit': { js: ['6940.6372409d.js', '9004.f8bda82a.js'], shared: ['react'] },
    'shared-kit/list': { js: ['8884.80f09e02.js'], shared: ['react', 'shared-kit', 'shared-kit/ui'] },
    'shared-kit/ui': { js: ['3871.b9f92f3d.js'], shared: ['react', 'shared-kit', 'shared-kit/list'] },
    'shared-kit/resources/keys': { js: ['5741.55da016c.js'], shared: [] },
  },
};

const SHELL: Startup = { provides: ['react', 'shared-kit'], exposes: {}, shared: {} };
const NONE = { exposed: [], shared: [] };
const EXPOSED_ONLY = { exposed: ['__federation_expose_app.2033d936.js'], shared: [] };

describe('the scripts an exposed module needs before it runs', () => {
  it("are its own, then the remote's copies of the shared modules the shell does not provide, and what those need", () => {
    expect(startupScriptsOf(REMOTE, new Set(SHELL.provides))).toEqual({
      exposed: ['__federation_expose_app.2033d936.js'],
      // shared-kit/list, then shared-kit/ui, which it needs (and which needs it back: named once)
      shared: ['8884.80f09e02.js', '3871.b9f92f3d.js'],
    });
  });

  it('leave out a shared module the shell provides, with everything only its copy would need', () => {
    expect(startupScriptsOf(REMOTE, new Set([...SHELL.provides, 'shared-kit/list']))).toEqual(EXPOSED_ONLY);
  });

  it("name no shared copy without the shell's list: hinting the remote's react would only cost bandwidth", () => {
    expect(startupScriptsOf(REMOTE, null)).toEqual(EXPOSED_ONLY);
  });

  it('never name a file outside the remote, and nothing for another exposed module', () => {
    const hostile: Startup = {
      ...REMOTE,
      exposes: {
        './app': { js: ['../../shell/dist/main.js', 'x"><script>.js', 'ok.0a1b2c3d.js'], shared: [] },
      },
    };
    expect(startupScriptsOf(hostile, new Set())).toEqual({ exposed: ['ok.0a1b2c3d.js'], shared: [] });
    expect(
      startupScriptsOf({ ...REMOTE, exposes: { './other': { js: ['a.js'], shared: [] } } }, new Set()),
    ).toEqual(NONE);
  });
});

describe("the bff's reader of the builds' mf-startup.json", () => {
  let root: { dir: string; remove(): Promise<void> };
  let dist: string;
  let shellDist: string;
  let read: ReturnType<typeof exposedScriptsReader>;
  const write = (dir: string, startup: unknown) =>
    writeFile(path.join(dir, 'mf-startup.json'), JSON.stringify(startup));
  beforeEach(async () => {
    root = await tempDir('bff-exposed-');
    dist = path.join(root.dir, 'mf-masterdata', 'dist');
    shellDist = path.join(root.dir, 'shell', 'dist');
    await mkdir(dist, { recursive: true });
    await mkdir(shellDist, { recursive: true });
    read = exposedScriptsReader([{ name: 'mf-masterdata', dist }], shellDist);
  });
  afterEach(() => root.remove());

  it("names the scripts under the remote's path", async () => {
    await write(dist, REMOTE);
    await write(shellDist, SHELL);
    expect(await read('/remotes/mf-masterdata/mf-manifest.json')).toEqual({
      exposed: ['/remotes/mf-masterdata/__federation_expose_app.2033d936.js'],
      shared: ['/remotes/mf-masterdata/8884.80f09e02.js', '/remotes/mf-masterdata/3871.b9f92f3d.js'],
    });
  });

  it("names the remote's first-requests script when its build has one, and never a file outside the remote", async () => {
    await write(dist, REMOTE);
    await write(shellDist, SHELL);
    await writeFile(
      path.join(dist, 'mf-first-requests.json'),
      JSON.stringify({ js: ['first-requests.68841399.js', '../../shell/dist/main.js'] }),
    );
    expect(await read('/remotes/mf-masterdata/mf-manifest.json')).toMatchObject({
      firstRequests: ['/remotes/mf-masterdata/first-requests.68841399.js'],
    });
    await writeFile(path.join(dist, 'mf-first-requests.json'), '{ "js": "first-requests.js" }');
    await utimes(path.join(dist, 'mf-first-requests.json'), new Date(), new Date(Date.now() + 1000));
    expect(await read('/remotes/mf-masterdata/mf-manifest.json')).not.toHaveProperty('firstRequests');
  });

  it('reads a build again after a redeploy, and only then', async () => {
    const file = path.join(dist, 'mf-startup.json');
    await write(shellDist, SHELL);
    const then = new Date('2026-11-28T10:00:00Z');
    const startup = (hash: string): Startup => ({
      ...REMOTE,
      exposes: { './app': { js: [`__federation_expose_app.${hash}.js`], shared: [] } },
    });
    await write(dist, startup('11111111'));
    await utimes(file, then, then);
    const before = { exposed: ['/remotes/mf-masterdata/__federation_expose_app.11111111.js'], shared: [] };
    expect(await read('/remotes/mf-masterdata/mf-manifest.json')).toEqual(before);
    // The same file (same modification time) is not read again on every page...
    await write(dist, startup('22222222'));
    await utimes(file, then, then);
    expect(await read('/remotes/mf-masterdata/mf-manifest.json')).toEqual(before);
    // ...a new build (a later modification time) is.
    const later = new Date('2026-11-28T11:00:00Z');
    await utimes(file, later, later);
    expect(await read('/remotes/mf-masterdata/mf-manifest.json')).toEqual({
      exposed: ['/remotes/mf-masterdata/__federation_expose_app.22222222.js'],
      shared: [],
    });
  });

  it('has none for a remote deployed elsewhere, a remoteEntry.js entry, or a build without a usable file', async () => {
    expect(await read('/remotes/mf-masterdata/mf-manifest.json')).toEqual(NONE); // not built
    await writeFile(path.join(dist, 'mf-startup.json'), '{ not json');
    expect(await read('/remotes/mf-masterdata/mf-manifest.json')).toEqual(NONE);
    await write(dist, REMOTE);
    expect(await read('https://cdn.example.com/mf-masterdata/2.0.0/mf-manifest.json')).toEqual(NONE);
    expect(await read('/remotes/mf-masterdata/remoteEntry.js')).toEqual(NONE);
    expect(await read('/remotes/mf-foreman/mf-manifest.json')).toEqual(NONE);
  });

  it("hints the exposed module alone while the shell's build has no file", async () => {
    await write(dist, REMOTE);
    expect(await read('/remotes/mf-masterdata/mf-manifest.json')).toEqual({
      exposed: ['/remotes/mf-masterdata/__federation_expose_app.2033d936.js'],
      shared: [],
    });
  });
});
