/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';

// The webpack config is CommonJS run by webpack-cli; the test reads it as the build does.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const federation = require('../../federation/index.cjs') as {
  productionAliases(): Record<string, string>;
  createWebpackConfig(options: {
    dir: string;
    kind: 'host' | 'remote';
    devPort: number;
  }): (env: unknown, argv: { mode: string }) => { resolve: { alias: Record<string, string> } };
};

describe('react-router in a production build', () => {
  it('is its production build: the package resolves the development one for every condition', () => {
    const aliases = federation.productionAliases();
    // (and the message formatter without its parser: catalogue-loader.test.ts)
    expect(Object.keys(aliases)).toEqual([
      'react-router$',
      'react-router/dom$',
      '@formatjs/icu-messageformat-parser$',
    ]);
    for (const file of [aliases['react-router$'], aliases['react-router/dom$']] as string[]) {
      expect(file).toContain(`${path.sep}production${path.sep}`);
      expect(fs.existsSync(file)).toBe(true);
    }
    // What the alias avoids: the default entry is the development build, dev warnings on.
    const byDefault = require.resolve('react-router');
    expect(byDefault).toContain(`${path.sep}development${path.sep}`);
  });

  it('applies to production builds only (a dev server keeps the warnings)', () => {
    const config = federation.createWebpackConfig({
      dir: path.join(__dirname, '../../../shell'),
      kind: 'host',
      devPort: 8080,
    });
    expect(config({}, { mode: 'production' }).resolve.alias).toEqual(federation.productionAliases());
    expect(config({}, { mode: 'development' }).resolve.alias).toEqual({});
  });
});
