// Each test file starts its own database (PGlite in WASM, or a throwaway PostgreSQL database): allow for the start-up.
module.exports = { ...require('../jest.preset.node.cjs')(__dirname), testTimeout: 30000 };
