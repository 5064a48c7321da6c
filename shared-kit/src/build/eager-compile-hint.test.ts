/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map';
import type webpack from 'webpack';
import { compile } from './compile.ts';

// The webpack config is CommonJS run by webpack-cli; the test reads it as the build does.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const federation = require('../../federation/index.cjs') as {
  EAGER_COMPILE_HINT: string;
  EagerCompileHint: new () => webpack.WebpackPluginInstance;
  createWebpackConfig(options: {
    dir: string;
    kind: 'host' | 'remote';
    devPort: number;
  }): (env: unknown, argv: { mode: string }) => { plugins: object[] };
};

const SOURCE = [
  'export function greet(name) {',
  "  return 'Hello, ' + name;",
  '}',
  'export function shout(name) {',
  "  throw new Error('Loud: ' + name);",
  '}',
  '',
].join('\n');

/** A production build of one small module with the plugin: the minifier and the source maps run as in the portal. */
function build(dir: string): Promise<void> {
  fs.writeFileSync(path.join(dir, 'entry.js'), SOURCE);
  return compile({
    mode: 'production',
    context: dir,
    entry: './entry.js',
    devtool: 'source-map',
    output: { path: path.join(dir, 'dist'), filename: 'main.js', library: { type: 'commonjs2' } },
    plugins: [new federation.EagerCompileHint()],
  });
}

describe("V8's eager compile hint on every production script", () => {
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crewtime-hint-'));
    await build(dir);
  }, 60_000);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('stands first in the minified file: the minifier drops comments, the hint is added after it', () => {
    const code = fs.readFileSync(path.join(dir, 'dist', 'main.js'), 'utf8');
    expect(code.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
    expect(code.split('allFunctionsCalledOnLoad')).toHaveLength(2);
  });

  it('leaves the source map true: a position in the shifted code still maps to its source line', async () => {
    const code = fs.readFileSync(path.join(dir, 'dist', 'main.js'), 'utf8');
    const lines = code.split('\n');
    const line = lines.findIndex((text) => text.includes('Loud: '));
    expect(line).toBeGreaterThan(0);
    const map = JSON.parse(fs.readFileSync(path.join(dir, 'dist', 'main.js.map'), 'utf8'));
    const consumer = await new SourceMapConsumer(map);
    const original = consumer.originalPositionFor({
      line: line + 1,
      column: (lines[line] as string).indexOf('Loud: '),
    });
    expect(original.source).toContain('entry.js');
    expect(original.line).toBe(5);
  });

  it('is part of production builds only, before the pre-compressed copies are made', () => {
    const config = federation.createWebpackConfig({
      dir: path.join(__dirname, '../../../shell'),
      kind: 'host',
      devPort: 8080,
    });
    const names = (mode: string) => config({}, { mode }).plugins.map((plugin) => plugin.constructor.name);
    const production = names('production');
    expect(production.indexOf('EagerCompileHint')).toBeGreaterThan(-1);
    expect(production.indexOf('EagerCompileHint')).toBeLessThan(production.indexOf('CompressionPlugin'));
    expect(names('development')).not.toContain('EagerCompileHint');
  });
});
