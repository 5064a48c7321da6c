import { mkdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { tempDir } from '../test-support.ts';
import { exposedScriptsReader } from './exposed-scripts.ts';

const manifest = (sync: string[], exposedPath = './app') =>
  JSON.stringify({
    id: 'mf_foreman',
    exposes: [
      { id: 'mf_foreman:app', path: exposedPath, assets: { js: { sync, async: ['911.433a2fa7.js'] } } },
    ],
  });

describe("the scripts of a remote's exposed module, from its build's manifest", () => {
  let root: { dir: string; remove(): Promise<void> };
  let dist: string;
  let read: (entry: string) => Promise<string[]>;
  beforeEach(async () => {
    root = await tempDir('bff-exposed-');
    dist = path.join(root.dir, 'mf-foreman', 'dist');
    await mkdir(dist, { recursive: true });
    read = exposedScriptsReader([{ name: 'mf-foreman', dist }]);
  });
  afterEach(() => root.remove());

  it("names the exposed module's own scripts under the remote's path, not the screens it loads later", async () => {
    await writeFile(path.join(dist, 'mf-manifest.json'), manifest(['__federation_expose_app.22d8b1ab.js']));
    expect(await read('/remotes/mf-foreman/mf-manifest.json')).toEqual([
      '/remotes/mf-foreman/__federation_expose_app.22d8b1ab.js',
    ]);
  });

  it('reads the manifest again after a redeploy, and only then', async () => {
    const file = path.join(dist, 'mf-manifest.json');
    const then = new Date('2026-11-28T10:00:00Z');
    await writeFile(file, manifest(['__federation_expose_app.11111111.js']));
    await utimes(file, then, then);
    const before = ['/remotes/mf-foreman/__federation_expose_app.11111111.js'];
    expect(await read('/remotes/mf-foreman/mf-manifest.json')).toEqual(before);
    // The same file (same modification time) is not read again on every page...
    await writeFile(file, manifest(['__federation_expose_app.22222222.js']));
    await utimes(file, then, then);
    expect(await read('/remotes/mf-foreman/mf-manifest.json')).toEqual(before);
    // ...a new build (a later modification time) is.
    const later = new Date('2026-11-28T11:00:00Z');
    await utimes(file, later, later);
    expect(await read('/remotes/mf-foreman/mf-manifest.json')).toEqual([
      '/remotes/mf-foreman/__federation_expose_app.22222222.js',
    ]);
  });

  it('has none for a remote deployed elsewhere, a remoteEntry.js entry, or a build without a usable manifest', async () => {
    expect(await read('/remotes/mf-foreman/mf-manifest.json')).toEqual([]); // not built
    await writeFile(path.join(dist, 'mf-manifest.json'), '{ not json');
    expect(await read('/remotes/mf-foreman/mf-manifest.json')).toEqual([]);
    await writeFile(path.join(dist, 'mf-manifest.json'), manifest(['__federation_expose_app.22d8b1ab.js']));
    expect(await read('https://cdn.example.com/mf-foreman/2.0.0/mf-manifest.json')).toEqual([]);
    expect(await read('/remotes/mf-foreman/remoteEntry.js')).toEqual([]);
    expect(await read('/remotes/mf-approver/mf-manifest.json')).toEqual([]);
  });

  it('never names a file outside the remote, nor the scripts of another exposed module', async () => {
    await writeFile(
      path.join(dist, 'mf-manifest.json'),
      manifest(['../../shell/dist/main.js', 'x"><script>alert(1)</script>.js', 'ok.0a1b2c3d.js']),
    );
    expect(await read('/remotes/mf-foreman/mf-manifest.json')).toEqual([
      '/remotes/mf-foreman/ok.0a1b2c3d.js',
    ]);
    await writeFile(path.join(dist, 'mf-manifest.json'), manifest(['other.0a1b2c3d.js'], './other'));
    await utimes(path.join(dist, 'mf-manifest.json'), new Date(), new Date(Date.now() + 10_000));
    expect(await read('/remotes/mf-foreman/mf-manifest.json')).toEqual([]);
  });
});
