import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import fs from 'node:fs';
import path from 'node:path';

/** shared-kit's lazily shared entry points (package.json `exports`), each its own folder under shared-kit/src. */
const SHARED_KIT_ENTRY_DIRS = [
  'ui/widgets',
  'ui/pickers',
  'list',
  'form',
  'resources',
  'dev',
  'offline-queue',
];

/**
 * shared-kit's lazily shared slices of the domain: entry folder ('shared-kit/master-data' → src/master-data/index.ts)
 * → the src/domain modules it re-exports. The rules stay in src/domain (the api reads the whole domain from
 * 'shared-kit/domain'); in the browser they load only with the screens that import the entry, never on the root.
 */
const SHARED_KIT_DOMAIN_ENTRIES = {
  'master-data': ['master-data', 'api-master-data'],
  payroll: ['api-payroll'],
  'timesheet-form': [
    'timesheet-form',
    'timesheet-rules',
    'messages',
    'corrections',
    'audit-log',
    'api-timesheets',
    'timesheet-actions',
  ],
};
const DOMAIN_ENTRY_DIRS = Object.keys(SHARED_KIT_DOMAIN_ENTRIES);
const LAZY_DOMAIN_MODULES = Object.values(SHARED_KIT_DOMAIN_ENTRIES).flat();
const ALL_ENTRY_DIRS = [...SHARED_KIT_ENTRY_DIRS, ...DOMAIN_ENTRY_DIRS];
const entryFolderNames = ALL_ENTRY_DIRS.map((dir) => dir.split('/').pop()).join('|');
const entryNames = [
  'ui',
  'pickers',
  'list',
  'form',
  'resources',
  'dev',
  'offline-queue',
  ...DOMAIN_ENTRY_DIRS,
].join('|');

/** What shared-kit's root entry may not import (the root block below and the library files of the root). */
const ROOT_ENTRY_PATTERNS = [
  {
    regex: `^shared-kit/(${entryNames})$|(^|/)(${entryFolderNames})(/|$)`,
    message:
      "shared-kit's root entry is on every page: a lazily shared entry point may import it, not the reverse.",
  },
  {
    regex: `(^|/)(${LAZY_DOMAIN_MODULES.join('|')})\\.ts$|(^|/)domain(/index\\.ts)?$`,
    message:
      "This domain module ships in a lazily shared entry (SHARED_KIT_DOMAIN_ENTRIES in eslint.config.js): importing it (or the whole domain) here puts it back on every page's critical path.",
  },
];

const BROWSER_IMPORT_PATHS = [
  ...['shell', 'api', 'bff', 'idp'].map((name) => ({
    name,
    message: 'Remotes and shell share only through shared-kit.',
  })),
  {
    name: 'date-fns',
    importNames: ['format', 'parse'],
    message:
      'Use formatDate/parseApiDate from shared-kit: numeric patterns need no locale (5 KiB on every page).',
  },
  {
    name: 'zod',
    message:
      "Browser code uses 'zod/mini' (tree-shakable; zod's chained API costs 16 KiB gzip more on every page).",
  },
  ...['react-router-dom', 'react-router'].map((name) => ({
    name,
    message: "Import router APIs from 'shared-kit': one router instance for the page (navigation/router.ts).",
  })),
];

const BROWSER_IMPORT_PATTERNS = [
  { regex: '^(\\.\\./)*(mf-|shell/)', message: 'Remotes and shell share only through shared-kit.' },
];

/** no-restricted-imports for browser code: the paths and patterns above, plus `patterns` of one part of the tree. */
const browserImports = (...patterns) => [
  'error',
  { paths: BROWSER_IMPORT_PATHS, patterns: [...BROWSER_IMPORT_PATTERNS, ...patterns] },
];

/**
 * What of shared-kit a Node service (api, bff, idp) may import (DESIGN §6): the domain, the id-token policy, telemetry
 * and the graceful drain of an HTTP server.
 */
const NODE_SERVICE_ENTRIES = '(domain|id-token|telemetry|http-drain)(/|$)';
const NODE_SERVICE_IMPORTS =
  'Node services import shared-kit/domain, shared-kit/id-token, shared-kit/telemetry and shared-kit/http-drain only.';

const ROOT = import.meta.dirname;
const WORKSPACES = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).workspaces;
/** Files that run only in development: tests, test helpers, configs, benches and the e2e suite. */
const DEV_FILES = [
  '**/*.test.{ts,tsx}',
  '**/testing/**',
  '**/*.config.{js,cjs,mjs,ts}',
  '**/jest.*.cjs',
  '**/test-*.{ts,tsx}',
  '**/bench/**',
  '**/scripts/**',
];

/**
 * Each package declares what its code imports, in its own package.json (a build tool its consumer brings, such as
 * webpack for shared-kit/federation, as a peer; a test's tools as devDependencies): a package that works only because
 * the root hoisted a neighbour's dependency breaks when it is built, tested or deployed alone.
 */
const declaredDependencies = WORKSPACES.flatMap((workspace) => [
  {
    files: [`${workspace}/**/*.{js,cjs,mjs,ts,tsx}`],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-extraneous-dependencies': [
        'error',
        { packageDir: [path.join(ROOT, workspace)], devDependencies: false, peerDependencies: true },
      ],
    },
  },
  {
    files: workspace === 'e2e' ? ['e2e/**'] : DEV_FILES.map((glob) => `${workspace}/${glob}`),
    rules: {
      'import-x/no-extraneous-dependencies': [
        'error',
        { packageDir: [path.join(ROOT, workspace)], devDependencies: true, peerDependencies: true },
      ],
    },
  },
]);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.data/**',
      '**/coverage/**',
      '.nx/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['shell/**/*.tsx', 'mf-*/**/*.tsx', 'shared-kit/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Imports go one way (DESIGN §6): no remote imports another remote or the shell; api uses shared-kit/domain only.
    files: ['mf-*/**/*.{ts,tsx}', 'shell/**/*.{ts,tsx}', 'shared-kit/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': browserImports(),
    },
  },
  {
    // 'shared-kit/domain' is the api's whole domain and not shared in the browser: bundled into a shell or area file,
    // it brings every slice with its zod schemas (the shell's language switch put 5.5 KiB gzip on every page's start,
    // docs/performance.md "Back under budget"). A first-requests script is a plain bundle and may; tests may.
    files: ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'mf-*/src/first-requests.ts'],
    rules: {
      'no-restricted-imports': browserImports({
        regex: '^shared-kit/domain$',
        message:
          "Browser code imports the domain from 'shared-kit' or its lazily shared slices ('shared-kit/master-data', …): 'shared-kit/domain' bundles all of it into this file.",
      }),
    },
  },
  {
    // shared-kit's root entry is on every page's critical path: it never pulls in a lazily shared entry point.
    // Nor a domain module one of them ships (or the whole domain, domain/index.ts, which is the api's).
    files: ['shared-kit/src/**/*.{ts,tsx}'],
    ignores: [
      ...[...ALL_ENTRY_DIRS, 'testing'].map((dir) => `shared-kit/src/${dir}/**`),
      'shared-kit/src/domain/index.ts',
      ...LAZY_DOMAIN_MODULES.map((module) => `shared-kit/src/domain/${module}{,.test}.ts`),
    ],
    rules: {
      'no-restricted-imports': browserImports(...ROOT_ENTRY_PATTERNS),
    },
  },
  {
    // The root entry is a library, the host contract a singleton it reaches by name ('shared-kit/host'): a relative
    // import of a contract module from a library file would give each copy of the library its own session or toasts.
    files: ['shared-kit/src/index.ts', 'shared-kit/src/domain/**/*.ts', 'shared-kit/src/ui/*.{ts,tsx}'],
    ignores: [
      'shared-kit/src/domain/index.ts',
      ...LAZY_DOMAIN_MODULES.map((module) => `shared-kit/src/domain/${module}{,.test}.ts`),
    ],
    rules: {
      'no-restricted-imports': browserImports(...ROOT_ENTRY_PATTERNS, {
        regex: '^\\.{1,2}/(auth|api|notify|query|navigation|lifecycles|host)/',
        message:
          "A library reaches the host contract by name ('shared-kit'): one session, api client and toast stack per page.",
      }),
    },
  },
  // A module of a lazily shared slice of the domain imports the root's domain modules relatively (the api runs it too);
  // the browser build turns those imports into 'shared-kit' (federation/domain-imports.cjs), so they ship once.
  // Another slice's modules it cannot reach that way: a relative import would ship them twice. A rule both need
  // belongs on the root.
  ...Object.entries(SHARED_KIT_DOMAIN_ENTRIES).map(([entry, modules]) => ({
    files: modules.map((module) => `shared-kit/src/domain/${module}.ts`),
    rules: {
      'no-restricted-imports': browserImports({
        regex: `^\\./(${LAZY_DOMAIN_MODULES.filter((other) => !modules.includes(other)).join('|')})\\.ts$`,
        message: `A module of 'shared-kit/${entry}' may not import another entry's domain module: it would ship twice.`,
      }),
    },
  })),
  // A domain entry only re-exports its own modules from src/domain; everything else by package name.
  ...Object.entries(SHARED_KIT_DOMAIN_ENTRIES).map(([entry, modules]) => ({
    files: [`shared-kit/src/${entry}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': browserImports({
        regex: `^\\.\\./(?!domain/(${modules.join('|')})\\.ts$)`,
        message: `'shared-kit/${entry}' re-exports its own domain modules (${modules.join(', ')}); it imports the rest of shared-kit by package name.`,
      }),
    },
  })),
  {
    // An entry point is its own Module Federation singleton: it reaches the rest of shared-kit by package name
    // ('shared-kit', 'shared-kit/ui'), never by a relative path, which would bundle a second copy of the session store.
    files: SHARED_KIT_ENTRY_DIRS.map((dir) => `shared-kit/src/${dir}/**/*.{ts,tsx}`),
    rules: {
      'no-restricted-imports': browserImports({
        regex: '^\\.\\./',
        message:
          "Import the rest of shared-kit by package name ('shared-kit', 'shared-kit/ui'): one instance per page.",
      }),
    },
  },
  {
    // Each resource file is an entry point of its own ('shared-kit/resources/timesheets'): it reaches the keys and
    // the other resources by package name too ('shared-kit/resources/keys'), never as './keys.ts' (a second copy).
    files: ['shared-kit/src/resources/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': browserImports({
        regex: '^\\.\\.?/',
        message:
          "A resource is its own entry point: import shared-kit by package name ('shared-kit', 'shared-kit/resources/keys').",
      }),
    },
  },
  {
    // The one place that imports the router package (see the file's comment).
    files: ['shared-kit/src/navigation/router.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['api/**/*.ts', 'bff/**/*.ts', 'idp/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'shared-kit', message: NODE_SERVICE_IMPORTS }],
          patterns: [{ regex: `^shared-kit/(?!${NODE_SERVICE_ENTRIES})`, message: NODE_SERVICE_IMPORTS }],
        },
      ],
    },
  },
  {
    // The bff's tests compare what it composes with the seeds' route table: pure data, the one part of
    // shared-kit/testing a Node service's test may read.
    files: ['bff/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'shared-kit', message: NODE_SERVICE_IMPORTS }],
          patterns: [
            {
              regex: `^shared-kit/(?!${NODE_SERVICE_ENTRIES}|testing/seed-routes$)`,
              message: NODE_SERVICE_IMPORTS,
            },
          ],
        },
      ],
    },
  },
  {
    // api layers (DESIGN §6): rules and repositories throw domain errors (services/errors.ts) and never reach into
    // http/; only http/errors.ts knows status codes. Tests may drive a route.
    files: ['api/src/services/**/*.ts', 'api/src/db/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'shared-kit', message: NODE_SERVICE_IMPORTS }],
          patterns: [
            { regex: `^shared-kit/(?!${NODE_SERVICE_ENTRIES})`, message: NODE_SERVICE_IMPORTS },
            {
              regex: '(^|/)http(/|$)',
              message: 'Services and repositories throw domain errors (services/errors.ts); http/ maps them.',
            },
          ],
        },
      ],
    },
  },
  ...declaredDependencies,
);
