module.exports = require('../jest.preset.node.cjs')(__dirname);
