// Shared jest settings for browser packages (shell, remotes, shared-kit UI): jsdom + SWC, CommonJS output.
const path = require('node:path');
const fs = require('node:fs');
module.exports = (dir) => ({
  rootDir: dir,
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFiles: ['jest-canvas-mock', path.join(__dirname, 'jest.polyfills.web.cjs')],
  // webpack's DefinePlugin values (globals.d.ts), fixed for tests.
  globals: {
    __BUILD_VERSION__: '0.0.0-test',
    __PACKAGE_NAME__: JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).name,
  },
  setupFilesAfterEnv: [path.join(__dirname, 'jest.setup.web.cjs')],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: { '\\.(css|png|svg)$': path.join(__dirname, 'jest.file-stub.cjs') },
  clearMocks: true,
});
