import webpack from 'webpack';

/** Runs one webpack build for a build test; rejects with its errors. */
export function compile(config: webpack.Configuration): Promise<void> {
  const compiler = webpack(config);
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
      else resolve();
    }),
  );
}

/** The webpack configs a package's build runs (`createWebpackConfig` in shared-kit/federation), for a build test. */
export function webpackConfigsOf(
  dir: string,
  kind: 'host' | 'remote',
  mode: string,
): webpack.Configuration[] {
  // The webpack config is CommonJS run by webpack-cli; the test reads it as the build does.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const federation = require('../../federation/index.cjs') as {
    createWebpackConfig(options: {
      dir: string;
      kind: 'host' | 'remote';
      devPort: number;
    }): (env: unknown, argv: { mode: string }) => webpack.Configuration | webpack.Configuration[];
  };
  return [federation.createWebpackConfig({ dir, kind, devPort: 0 })({}, { mode })].flat();
}
