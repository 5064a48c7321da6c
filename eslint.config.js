import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** shared-kit's lazily shared entry points (package.json `exports`), each its own folder under shared-kit/src. */
const SHARED_KIT_ENTRY_DIRS = ['ui/widgets', 'ui/pickers', 'list', 'form', 'resources', 'dev'];

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
      'no-restricted-imports': ['error', { paths: BROWSER_IMPORT_PATHS, patterns: BROWSER_IMPORT_PATTERNS }],
    },
  },
  {
    // shared-kit's root entry is on every page's critical path: it never pulls in a lazily shared entry point.
    files: ['shared-kit/src/**/*.{ts,tsx}'],
    ignores: [...SHARED_KIT_ENTRY_DIRS, 'testing'].map((dir) => `shared-kit/src/${dir}/**`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: BROWSER_IMPORT_PATHS,
          patterns: [
            ...BROWSER_IMPORT_PATTERNS,
            {
              regex:
                '^shared-kit/(ui|pickers|list|form|resources|dev)$|(^|/)(widgets|pickers|list|form|resources|dev)(/|$)',
              message:
                "shared-kit's root entry is on every page: a lazily shared entry point may import it, not the reverse.",
            },
          ],
        },
      ],
    },
  },
  {
    // An entry point is its own Module Federation singleton: it reaches the rest of shared-kit by package name
    // ('shared-kit', 'shared-kit/ui'), never by a relative path, which would bundle a second copy of the session store.
    files: SHARED_KIT_ENTRY_DIRS.map((dir) => `shared-kit/src/${dir}/**/*.{ts,tsx}`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: BROWSER_IMPORT_PATHS,
          patterns: [
            ...BROWSER_IMPORT_PATTERNS,
            {
              regex: '^\\.\\./',
              message:
                "Import the rest of shared-kit by package name ('shared-kit', 'shared-kit/ui'): one instance per page.",
            },
          ],
        },
      ],
    },
  },
  {
    // Each resource file is an entry point of its own ('shared-kit/resources/timesheets'): it reaches the keys and
    // the other resources by package name too ('shared-kit/resources/keys'), never as './keys.ts' (a second copy).
    files: ['shared-kit/src/resources/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: BROWSER_IMPORT_PATHS,
          patterns: [
            ...BROWSER_IMPORT_PATTERNS,
            {
              regex: '^\\.\\.?/',
              message:
                "A resource is its own entry point: import shared-kit by package name ('shared-kit', 'shared-kit/resources/keys').",
            },
          ],
        },
      ],
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
          paths: [{ name: 'shared-kit', message: 'Node services import shared-kit/domain only.' }],
          patterns: [{ group: ['shared-kit/testing', 'shared-kit/federation'] }],
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
          paths: [{ name: 'shared-kit', message: 'Node services import shared-kit/domain only.' }],
          patterns: [
            { group: ['shared-kit/testing', 'shared-kit/federation'] },
            {
              regex: '(^|/)http(/|$)',
              message: 'Services and repositories throw domain errors (services/errors.ts); http/ maps them.',
            },
          ],
        },
      ],
    },
  },
);
