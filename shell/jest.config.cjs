// @noble/hashes (the at_hash check) ships ES modules only: compile it to CommonJS like the sources.
module.exports = require('../jest.preset.web.cjs')(__dirname, { esModules: ['@noble/hashes'] });
