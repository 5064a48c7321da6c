module.exports = require('../jest.preset.web.cjs')(__dirname);
