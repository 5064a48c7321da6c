const { createWebpackConfig } = require('shared-kit/federation');
module.exports = createWebpackConfig({ dir: __dirname, kind: 'host', devPort: 3000 });
