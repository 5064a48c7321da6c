/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import type webpack from 'webpack';

// The webpack config is CommonJS run by webpack-cli; the test reads it as the build does.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const serviceWorker = require('../../federation/service-worker.cjs') as {
  precachedFiles(assetNames: string[], manifest: unknown): string[];
  SERVICE_WORKER_FILE: string;
  PRECACHE_FILE: string;
  SHELL_PRECACHE_EXCLUDE: RegExp[];
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const federation = require('../../federation/index.cjs') as {
  createWebpackConfig(options: {
    dir: string;
    kind: 'host' | 'remote';
    devPort: number;
  }): (env: unknown, argv: { mode: string }) => webpack.Configuration | webpack.Configuration[];
};

const ROOT = path.join(__dirname, '../../..');

const pluginNames = (dir: string, kind: 'host' | 'remote', mode: string) =>
  [federation.createWebpackConfig({ dir: path.join(ROOT, dir), kind, devPort: 0 })({}, { mode })]
    .flat()[0]!
    .plugins!.map((plugin) => plugin?.constructor.name);

/** An mf-manifest.json as the federation plugin writes it, cut down to what the list reads. */
const manifest = {
  shared: [
    { name: 'react', singleton: true, assets: { js: { sync: ['696.9b2ca75f.js'], async: [] } } },
    {
      name: 'react-dom',
      singleton: true,
      assets: { js: { sync: ['325.d23395ad.js', '706.0b43242d.js'], async: [] } },
    },
    {
      name: 'shared-kit/list',
      singleton: false,
      assets: { js: { sync: ['503.fdae3f4d.js', '706.0b43242d.js'], async: [] } },
    },
  ],
  exposes: [
    {
      name: 'app',
      assets: {
        js: { sync: ['__federation_expose_app.753afe5d.js'], async: ['576.6ed3954b.js'] },
        css: { sync: [], async: [] },
      },
    },
  ],
};

describe("the service worker's part of the builds", () => {
  it("lists a remote's hashed files but its own copies of the singletons the shell always provides", () => {
    const assets = [
      'remoteEntry.js',
      'mf-manifest.json',
      'main.js',
      '696.9b2ca75f.js',
      '325.d23395ad.js',
      '706.0b43242d.js',
      '503.fdae3f4d.js',
      '576.6ed3954b.js',
      '576.6ed3954b.js.map',
      '576.6ed3954b.js.br',
      '__federation_expose_app.753afe5d.js',
      '99.0c0ffee0.js',
    ];
    expect(serviceWorker.precachedFiles(assets, manifest)).toEqual([
      // 706 is react-dom's and shared-kit/list's: it stays, as does a chunk no manifest entry names.
      '503.fdae3f4d.js',
      '576.6ed3954b.js',
      '706.0b43242d.js',
      '99.0c0ffee0.js',
      '__federation_expose_app.753afe5d.js',
    ]);
  });

  it("precaches the shell's scripts, not the page, maps, compressed copies, licences or the bff's documents", () => {
    const excluded = (file: string) =>
      serviceWorker.SHELL_PRECACHE_EXCLUDE.some((pattern) => pattern.test(file));
    expect(['main.7b91b102.js', 'react.7e3cdf07.js', '601.e50098c4.js'].filter(excluded)).toEqual([]);
    expect(
      [
        'index.html',
        'main.7b91b102.js.map',
        'main.7b91b102.js.br',
        'react.7e3cdf07.js.LICENSE.txt',
        'mf-host.json',
        'mf-startup.json',
      ].every(excluded),
    ).toBe(true);
  });

  it('builds the worker with the shell and the lists with the remotes, in production builds only', () => {
    expect(pluginNames('shell', 'host', 'production')).toContain('InjectManifest');
    expect(pluginNames('shell', 'host', 'development')).not.toContain('InjectManifest');
    expect(pluginNames('mf-foreman', 'remote', 'production')).toContain('AreaPrecacheList');
    expect(pluginNames('mf-foreman', 'remote', 'production')).not.toContain('InjectManifest');
    expect(pluginNames('mf-foreman', 'remote', 'development')).not.toContain('AreaPrecacheList');
  });

  it("has the shell's worker source where the build looks for it", () => {
    expect(fs.existsSync(path.join(ROOT, 'shell', 'src', 'service-worker', 'sw.ts'))).toBe(true);
    expect(serviceWorker.SERVICE_WORKER_FILE).toBe('sw.js');
  });
});
