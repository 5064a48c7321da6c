/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The webpack config is CommonJS run by webpack-cli; the test reads it as the build does.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { libraryVersion } = require('../../federation/library-version.cjs') as {
  libraryVersion: (options?: { sourceDir?: string; packageFile?: string }) => string;
};

/** A shared-kit in a temp folder: its package.json and a few sources. */
function kit(): { sourceDir: string; packageFile: string; write(file: string, text: string): void } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'library-version-'));
  const sourceDir = path.join(root, 'src');
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(sourceDir, file)), { recursive: true });
    fs.writeFileSync(path.join(sourceDir, file), text);
  };
  fs.writeFileSync(path.join(root, 'package.json'), '{ "name": "shared-kit", "version": "0.1.0" }\n');
  write('ui/widgets/pager.tsx', 'export const Pager = () => null;\n');
  write('ui/widgets/pager.test.tsx', "it('pages', () => undefined);\n");
  return { sourceDir, packageFile: path.join(root, 'package.json'), write };
}

describe("the version shared-kit's libraries are shared under", () => {
  it('is the package version with a digest of the sources, the same for the same files', () => {
    const a = kit();
    const b = kit();
    expect(libraryVersion(a)).toMatch(/^0\.1\.0-src\.[0-9a-f]{12}$/);
    expect(libraryVersion(a)).toBe(libraryVersion(b));
  });

  it('changes with a new widget or a changed rule, so a remote built on it never runs an older copy', () => {
    const a = kit();
    const before = libraryVersion(a);
    a.write('ui/widgets/badge.tsx', 'export const Badge = () => null;\n');
    const withWidget = libraryVersion(a);
    expect(withWidget).not.toBe(before);
    a.write('ui/widgets/pager.tsx', 'export const Pager = () => "page";\n');
    expect(libraryVersion(a)).not.toBe(withWidget);
  });

  it('stays the same when only a test changes: the build is the same', () => {
    const a = kit();
    const before = libraryVersion(a);
    a.write('ui/widgets/pager.test.tsx', "it('pages twice', () => undefined);\n");
    expect(libraryVersion(a)).toBe(before);
  });
});
