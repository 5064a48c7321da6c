const { createWebpackConfig } = require('shared-kit/federation');
module.exports = createWebpackConfig({ dir: __dirname, kind: 'remote', devPort: 3004 });
