/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import type webpack from 'webpack';
import { compile, webpackConfigsOf } from './compile.ts';

type Messages = Record<string, unknown>;

// The loader is CommonJS run by webpack; the test reads it as the build does.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require('../../federation/catalogue-loader.cjs') as {
  compileCatalogue(messages: unknown, file?: string): Messages;
  CATALOGUE: RegExp;
};

const ROOT = path.join(__dirname, '../../..');
/** Every package's catalogues, as the packages import them. */
const CATALOGUES = {
  kit: 'shared-kit/src/i18n/kit',
  shell: 'shell/src/i18n',
  foreman: 'mf-foreman/src/i18n',
  reports: 'mf-admin-reports/src/i18n',
};
const LANGUAGES = ['en', 'es'] as const;
const fileOf = (pkg: keyof typeof CATALOGUES, language: string) =>
  path.join(ROOT, CATALOGUES[pkg], `${language}.json`);
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;

const configOf = (mode: string) =>
  webpackConfigsOf(path.join(ROOT, 'mf-foreman'), 'remote', mode)[0] as webpack.Configuration & {
    resolve: { alias: Record<string, string> };
  };
const usesLoader = (config: webpack.Configuration) =>
  JSON.stringify(config.module?.rules).includes('catalogue-loader.cjs');

describe('compileCatalogue (what the loader does to one catalogue)', () => {
  it('turns each message into the AST intl-messageformat reads, keys kept', () => {
    const compiled = loader.compileCatalogue({
      'kit.retry': 'Retry',
      'kit.hours': '{hours, plural, one {# Hour} other {# Hours}}',
    });
    expect(compiled).toEqual({
      'kit.retry': [{ type: 0, value: 'Retry' }],
      'kit.hours': [
        {
          type: 6,
          value: 'hours',
          offset: 0,
          pluralType: 'cardinal',
          options: {
            one: { value: [{ type: 7 }, { type: 0, value: ' Hour' }] },
            other: { value: [{ type: 7 }, { type: 0, value: ' Hours' }] },
          },
        },
      ],
    });
  });

  it('fails the build on a message that does not parse or is not a string, naming file and key', () => {
    expect(() =>
      loader.compileCatalogue({ 'a.ok': 'Fine', 'a.broken': '{hours, plural, one {#}' }, 'es.json'),
    ).toThrow(/^es\.json: a\.broken does not parse as ICU MessageFormat/);
    expect(() => loader.compileCatalogue({ 'a.nested': { b: 'x' } }, 'en.json')).toThrow(
      'en.json: a.nested is not a message string',
    );
    expect(() => loader.compileCatalogue(['x'], 'en.json')).toThrow('en.json: a catalogue is one object');
  });

  it("matches every package's catalogue, and nothing else", () => {
    for (const pkg of Object.keys(CATALOGUES) as Array<keyof typeof CATALOGUES>) {
      for (const language of LANGUAGES) expect(fileOf(pkg, language)).toMatch(loader.CATALOGUE);
    }
    expect(path.join(ROOT, 'shell/package.json')).not.toMatch(loader.CATALOGUE);
    expect(path.join(ROOT, 'shared-kit/src/domain/seed.json')).not.toMatch(loader.CATALOGUE);
  });
});

describe('the catalogues in a production build', () => {
  it('go through the loader and meet the parser-free formatter; a dev build keeps strings and the parser', () => {
    const production = configOf('production');
    expect(usesLoader(production)).toBe(true);
    expect(production.resolve.alias['@formatjs/icu-messageformat-parser$']).toMatch(/no-parser\.js$/);
    const development = configOf('development');
    expect(usesLoader(development)).toBe(false);
    expect(development.resolve.alias).toEqual({});
  });

  it('compile with the parser the formatter runs on: the AST a build writes is the one intl-messageformat reads', () => {
    const parser = configOf('production').resolve.alias['@formatjs/icu-messageformat-parser$'] as string;
    const fromFormatter = createRequire(require.resolve('intl-messageformat'));
    const versionAt = (file: string) =>
      (
        JSON.parse(fs.readFileSync(path.join(path.dirname(file), 'package.json'), 'utf8')) as {
          version: string;
        }
      ).version;
    expect(versionAt(parser)).toBe(versionAt(fromFormatter.resolve('@formatjs/icu-messageformat-parser')));
  });

  /** What the bundle exports: the catalogues as built, and the kit's formatter (src/i18n/format.ts) as built. */
  let built: {
    catalogues: Record<string, Messages>;
    format(language: string, messages: unknown, id: string, values?: Record<string, unknown>): string;
  };
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crewtime-catalogues-'));
    const imports = Object.keys(CATALOGUES).flatMap((pkg) =>
      LANGUAGES.map(
        (language) =>
          `import ${pkg}_${language} from ${JSON.stringify(fileOf(pkg as keyof typeof CATALOGUES, language))};`,
      ),
    );
    const names = Object.keys(CATALOGUES).flatMap((pkg) => LANGUAGES.map((language) => `${pkg}_${language}`));
    fs.writeFileSync(
      path.join(dir, 'entry.js'),
      [
        `import { createIntl } from ${JSON.stringify(path.join(ROOT, 'shared-kit/src/i18n/format.ts'))};`,
        ...imports,
        `export const catalogues = { ${names.join(', ')} };`,
        'export function format(locale, messages, id, values) {',
        '  let failure;',
        '  const text = createIntl({ locale, messages, onError: (error) => { failure ??= error; } })',
        '    .formatMessage({ id }, values);',
        '  if (failure) throw failure;',
        '  return text;',
        '}',
        '',
      ].join('\n'),
    );
    const production = configOf('production');
    await compile({
      mode: 'production',
      context: dir,
      entry: './entry.js',
      target: 'node',
      devtool: false,
      output: { path: path.join(dir, 'dist'), filename: 'main.js', library: { type: 'commonjs2' } },
      module: production.module,
      resolve: { ...production.resolve, modules: ['node_modules', path.join(ROOT, 'node_modules')] },
      resolveLoader: { modules: [path.join(ROOT, 'node_modules')] },
    });
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    built = require(path.join(dir, 'dist', 'main.js')) as typeof built;
  }, 120_000);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('hold every message of every package as its AST, never a string', () => {
    for (const pkg of Object.keys(CATALOGUES) as Array<keyof typeof CATALOGUES>) {
      for (const language of LANGUAGES) {
        const file = fileOf(pkg, language);
        const shipped = built.catalogues[`${pkg}_${language}`] as Messages;
        expect(Object.keys(shipped).sort()).toEqual(Object.keys(readJson(file)).sort());
        for (const message of Object.values(shipped)) expect(Array.isArray(message)).toBe(true);
        expect(shipped).toEqual(loader.compileCatalogue(readJson(file)));
      }
    }
  });

  it('format in the page language without the parser: plurals, numbers, arguments', () => {
    const kitEs = built.catalogues.kit_es;
    expect(built.format('es', kitEs, 'kit.hours', { hours: 7.5 })).toBe('7,5 Horas');
    expect(built.format('en', built.catalogues.kit_en, 'kit.hours', { hours: 1 })).toBe('1 Hour');
    expect(built.format('es', kitEs, 'kit.retry')).toBe('Reintentar');
    expect(
      built.format('es', built.catalogues.foreman_es, 'foreman.dashboard.week', { weekRange: 'x' }),
    ).toBe('Semana: x');
  });

  it('carry no parser: a string message (one that missed the loader) fails loudly instead of printing raw', () => {
    expect(() => built.format('en', { greeting: 'Hello {name}' }, 'greeting', { name: 'Ana' })).toThrow(
      /uncompiled message/,
    );
    expect(fs.readFileSync(path.join(dir, 'dist', 'main.js'), 'utf8')).not.toContain(
      'EXPECT_ARGUMENT_CLOSING_BRACE',
    );
  });
});
