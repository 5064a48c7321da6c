// Shared jest settings for Node packages (api, bff, idp): native ESM (run with --experimental-vm-modules), SWC strips types.
module.exports = (dir) => ({
  rootDir: dir,
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2023' }, module: { type: 'es6' } },
    ],
  },
  clearMocks: true,
});
