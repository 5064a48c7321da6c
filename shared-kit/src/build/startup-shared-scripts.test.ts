/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type webpack from 'webpack';
import { compile } from './compile.ts';

// The webpack config is CommonJS run by webpack-cli; the test reads it as the build does.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const federation = require('../../federation/index.cjs') as {
  STARTUP_FILE: string;
  StartupSharedScripts: new () => webpack.WebpackPluginInstance;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack') as {
  ModuleFederationPlugin: new (options: object) => webpack.WebpackPluginInstance;
};

const REPO_NODE_MODULES = path.join(__dirname, '../../../node_modules');

interface Startup {
  provides: string[];
  exposes: Record<string, { js: string[]; shared: string[] }>;
  shared: Record<string, { js: string[]; shared: string[] }>;
}

/** A package in the temporary project's node_modules. */
function writePackage(dir: string, name: string, source: string): void {
  const root = path.join(dir, 'node_modules', name);
  fs.mkdirSync(root, { recursive: true });
  fs.writeFileSync(
    path.join(root, 'package.json'),
    JSON.stringify({ name, version: '1.0.0', main: 'index.js' }),
  );
  fs.writeFileSync(path.join(root, 'index.js'), source);
}

/**
 * A production build of a small remote: it exposes './app', which imports the shared 'list'; 'list' imports the
 * shared 'ui'; 'screen', shared too, is imported only by a screen the app loads later.
 */
function build(dir: string): Promise<void> {
  writePackage(dir, 'ui', "export const button = () => 'button';\n");
  writePackage(
    dir,
    'list',
    "import { button } from 'ui';\nexport const table = () => 'table of ' + button();\n",
  );
  writePackage(dir, 'screen', "export const screen = () => 'screen';\n");
  fs.mkdirSync(path.join(dir, 'src'));
  fs.writeFileSync(
    path.join(dir, 'src', 'app.js'),
    "import { table } from 'list';\nexport const app = () => table();\nexport const later = () => import('./later.js');\n",
  );
  fs.writeFileSync(path.join(dir, 'src', 'later.js'), "export { screen } from 'screen';\n");
  fs.writeFileSync(path.join(dir, 'src', 'index.js'), 'export {};\n');
  const shared = (name: string) => ({ [name]: { singleton: true, requiredVersion: '^1.0.0' } });
  return compile({
    mode: 'production',
    context: dir,
    entry: './src/index.js',
    output: { path: path.join(dir, 'dist'), publicPath: 'auto', chunkFilename: '[name].[contenthash:8].js' },
    resolve: { modules: ['node_modules', REPO_NODE_MODULES] },
    resolveLoader: { modules: [REPO_NODE_MODULES] },
    plugins: [
      new ModuleFederationPlugin({
        name: 'remote',
        filename: 'remoteEntry.js',
        exposes: { './app': './src/app.js' },
        shared: { ...shared('list'), ...shared('ui'), ...shared('screen') },
        dts: false,
        manifest: false,
      }),
      new federation.StartupSharedScripts(),
    ],
  });
}

describe('mf-startup.json: what a build needs before its exposed module runs', () => {
  let dir: string;
  let startup: Startup;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crewtime-startup-'));
    await build(dir);
    startup = JSON.parse(fs.readFileSync(path.join(dir, 'dist', federation.STARTUP_FILE), 'utf8')) as Startup;
  }, 120_000);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('names the shared modules the build provides', () => {
    expect(startup.provides).toEqual(expect.arrayContaining(['list', 'screen', 'ui']));
  });

  it('names the shared modules the exposed module imports, not those of the screens it loads later', () => {
    expect(startup.exposes['./app']?.shared).toEqual(['list']);
  });

  it("names the exposed module's own scripts, files the build wrote", () => {
    const js = startup.exposes['./app']?.js ?? [];
    expect(js).toHaveLength(1);
    const code = fs.readFileSync(path.join(dir, 'dist', js[0] as string), 'utf8');
    expect(code).toContain('table'); // the app's call, not the list's own code
    expect(code).not.toContain('table of ');
  });

  it("gives each provided module its own copy's scripts and the shared modules those import", () => {
    const list = startup.shared.list;
    expect(list?.shared).toEqual(['ui']);
    expect(list?.js.length).toBeGreaterThan(0);
    for (const file of list?.js ?? []) {
      expect(fs.readFileSync(path.join(dir, 'dist', file), 'utf8')).toContain('table of ');
      expect(fs.readFileSync(path.join(dir, 'dist', file), 'utf8')).not.toMatch(/["']button["']/);
    }
    expect(startup.shared.ui?.shared).toEqual([]);
    const ui = (startup.shared.ui?.js ?? []).map((file) =>
      fs.readFileSync(path.join(dir, 'dist', file), 'utf8'),
    );
    expect(ui.join('')).toMatch(/["']button["']/);
  });
});
