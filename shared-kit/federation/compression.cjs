// The pre-compressed copies of a production build (.br and .gz), made once at build time so the bff serves them
// without compressing per request.
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');

/** What the bff serves pre-compressed (express-static-gzip): scripts, styles, the page, the manifest, icons. */
const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;

/**
 * Brotli (`.br`, quality 11: made once at build time, so the slowest setting costs nothing per request) and gzip
 * (`.gz`) next to every compressible file above 1 KiB; the bff picks one by Accept-Encoding.
 */
function precompressed() {
  const common = { test: COMPRESSIBLE, threshold: 1024, minRatio: 0.9 };
  return [
    new CompressionPlugin({
      ...common,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
    }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
  ];
}

module.exports = { precompressed };
