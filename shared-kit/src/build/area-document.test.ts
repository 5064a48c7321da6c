/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type webpack from 'webpack';
import { compile } from './compile.ts';

// The webpack config is CommonJS run by webpack-cli; the test reads it as the build does.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const documents = require('../../federation/area-document.cjs') as {
  AREA_FILE: string;
  HOST_FILE: string;
  HOST_CONTRACT: string;
  AreaDocument: new (options: {
    name: string;
    version: string;
    contract?: string;
  }) => webpack.WebpackPluginInstance;
  HostDocument: new (options?: { contract?: string }) => webpack.WebpackPluginInstance;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const sharedKitPackage = require('../../package.json') as { hostContract: string };

/** Builds an empty entry with `plugin` and returns the JSON file it wrote. */
async function emitted(plugin: webpack.WebpackPluginInstance, file: string): Promise<unknown> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'area-document-'));
  try {
    fs.writeFileSync(path.join(dir, 'index.js'), 'export {};\n');
    await compile({
      mode: 'production',
      context: dir,
      entry: './index.js',
      output: { path: dir },
      plugins: [plugin],
    });
    return JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('the documents a build declares itself with', () => {
  it("takes the host contract's version from shared-kit's package.json", () => {
    expect(documents.HOST_CONTRACT).toBe(sharedKitPackage.hostContract);
    expect(documents.HOST_CONTRACT).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('writes mf-area.json: a remote built against contract 1.2.0 needs ^1.2.0 (what 1.2 added, nothing of 2)', async () => {
    const plugin = new documents.AreaDocument({ name: 'mf-payroll', version: '3.1.0', contract: '1.2.0' });
    expect(await emitted(plugin, documents.AREA_FILE)).toEqual({
      name: 'mf-payroll',
      version: '3.1.0',
      hostContract: '^1.2.0',
    });
  });

  it('writes mf-host.json: the contract the shell provides', async () => {
    expect(await emitted(new documents.HostDocument({ contract: '1.4.0' }), documents.HOST_FILE)).toEqual({
      hostContract: '1.4.0',
    });
  });
});
