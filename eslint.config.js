import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
      'no-restricted-imports': [
        'error',
        {
          paths: [
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
              message:
                "Import router APIs from 'shared-kit': one router instance for the page (navigation/router.ts).",
            })),
          ],
          patterns: [
            { regex: '^(\\.\\./)*(mf-|shell/)', message: 'Remotes and shell share only through shared-kit.' },
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
);
