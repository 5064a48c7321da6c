// Each test file starts its own database (PGlite in WASM, or a throwaway PostgreSQL database): allow for the start-up,
// which took over 30 s for one file on a busy two-core machine (a clean-clone CI run while other builds ran).
module.exports = { ...require('../jest.preset.node.cjs')(__dirname), testTimeout: 60000 };
