// Shared jest settings for browser packages (shell, remotes, shared-kit UI): jsdom + SWC, CommonJS output.
const path = require('node:path');
const fs = require('node:fs');
// Browser code computes "today" in the user's zone (U-54). Tests run west of UTC, where the evening is already
// tomorrow in UTC, so a date taken from toISOString() fails here instead of on a payroll clerk's screen.
process.env.TZ = 'America/Los_Angeles';
// FormatJS (intl-messageformat and its parser) ships ES modules only: compiled to CommonJS like our code. A package adds its own such
// dependencies with `esModules` (shell: @noble/hashes).
const ES_MODULE_PACKAGES = ['@formatjs', 'intl-messageformat'];
module.exports = (dir, { esModules = [] } = {}) => ({
  rootDir: dir,
  testEnvironment: 'jsdom',
  // A timeout is a hang detector, not a speed target (those live in `npm run bench`): a test that types through a
  // timesheet takes 1.6 s alone and passed 5 s, jest's default, on CI while the api's tests shared the two cores.
  testTimeout: 20_000,
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFiles: ['jest-canvas-mock', path.join(__dirname, 'jest.polyfills.web.cjs')],
  // webpack's DefinePlugin values (globals.d.ts), fixed for tests.
  globals: {
    __BUILD_VERSION__: '0.0.0-test',
    __PACKAGE_NAME__: JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).name,
  },
  // A package's own setup beside its sources, when it has one (an area: the catalogues its screens render in).
  setupFilesAfterEnv: [
    path.join(__dirname, 'jest.setup.web.cjs'),
    ...[path.join(dir, 'src', 'test-setup.ts')].filter((file) => fs.existsSync(file)),
  ],
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
  transformIgnorePatterns: [`/node_modules/(?!(${[...ES_MODULE_PACKAGES, ...esModules].join('|')})/)`],
  moduleNameMapper: { '\\.(css|png|svg)$': path.join(__dirname, 'jest.file-stub.cjs') },
  clearMocks: true,
});
