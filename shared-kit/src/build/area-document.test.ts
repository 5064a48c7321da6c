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
    dir: string;
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

/** A remote's folder whose src/area.ts declares `area` (what a team writes next to its screens). */
function remoteFolder(area: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'area-source-'));
  fs.mkdirSync(path.join(dir, 'src'));
  fs.writeFileSync(path.join(dir, 'package.json'), '{ "type": "module" }\n');
  fs.writeFileSync(path.join(dir, 'src', 'area.ts'), area);
  return dir;
}

const PAYROLL_AREA = `import type { AreaDeclaration } from 'shared-kit';

export const AREA: AreaDeclaration = {
  name: 'mf-payroll',
  routes: [
    { path: '/payroll', permission: 'PayrollDashboard_View', title: 'Payroll Dashboard', nav: { label: 'Payroll Dashboard', order: 20 } },
    { path: '/payroll/audit', permission: 'PayrollDashboard_View', title: 'Payroll Audit', navSection: '/payroll' },
  ],
};
`;

describe('the documents a build declares itself with', () => {
  it("takes the host contract's version from shared-kit's package.json", () => {
    expect(documents.HOST_CONTRACT).toBe(sharedKitPackage.hostContract);
    expect(documents.HOST_CONTRACT).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('writes mf-area.json: a remote built against contract 1.2.0 needs ^1.2.0 (what 1.2 added, nothing of 2), and its routes', async () => {
    const dir = remoteFolder(PAYROLL_AREA);
    const plugin = new documents.AreaDocument({
      name: 'mf-payroll',
      version: '3.1.0',
      dir,
      contract: '1.2.0',
    });
    expect(await emitted(plugin, documents.AREA_FILE)).toEqual({
      name: 'mf-payroll',
      version: '3.1.0',
      hostContract: '^1.2.0',
      routes: [
        {
          path: '/payroll',
          permission: 'PayrollDashboard_View',
          title: 'Payroll Dashboard',
          nav: { label: 'Payroll Dashboard', order: 20 },
        },
        {
          path: '/payroll/audit',
          permission: 'PayrollDashboard_View',
          title: 'Payroll Audit',
          navSection: '/payroll',
        },
      ],
    });
  });

  it("stops the build of a remote whose src/area.ts is another remote's or declares no route", () => {
    const other = remoteFolder(PAYROLL_AREA);
    expect(() => new documents.AreaDocument({ name: 'mf-foreman', version: '1.0.0', dir: other })).toThrow(
      `must export AREA = { name: 'mf-foreman', routes: [...] } with at least one route`,
    );
    const empty = remoteFolder("export const AREA = { name: 'mf-foreman', routes: [] };\n");
    expect(() => new documents.AreaDocument({ name: 'mf-foreman', version: '1.0.0', dir: empty })).toThrow(
      'with at least one route',
    );
  });

  it('writes mf-host.json: the contract the shell provides', async () => {
    expect(await emitted(new documents.HostDocument({ contract: '1.4.0' }), documents.HOST_FILE)).toEqual({
      hostContract: '1.4.0',
    });
  });
});
