import {
  createServiceMetrics,
  registerUpstreamHealthGauge,
  type MetricsAccess,
  type RoutedRequest,
} from 'shared-kit/telemetry';

const pathOf = (request: RoutedRequest): string =>
  (request.originalUrl ?? request.url ?? '/').split('?')[0] ?? '/';

/**
 * The bff's Prometheus metrics (one registry per process). Requests no express route matches get a fixed label by
 * what answered them: the api proxy, a remote's files, or the shell (its pages and assets).
 */
export const bffMetrics = createServiceMetrics({
  routeOf: (request, response) => {
    const pathname = pathOf(request);
    if (pathname === '/api' || pathname.startsWith('/api/')) return '/api/*';
    if (response.statusCode === 404) return undefined;
    return pathname.startsWith('/remotes/') ? '/remotes/*' : '/*';
  },
});

/**
 * For the bff's upstream module: report an api upstream (its origin, e.g. 'http://api-1:4000') as healthy (in the
 * balance) or not, each time its health changes; /metrics shows `upstream_healthy{upstream}` 1 or 0.
 */
export const reportUpstreamHealth = registerUpstreamHealthGauge(bffMetrics.registry);

/**
 * METRICS_TOKEN: when set, GET /metrics needs `Authorization: Bearer <token>`. The bff faces the internet: in
 * production (NODE_ENV=production) without a token it answers 404, as for any unknown path.
 */
export const metricsAccessOf = (env: NodeJS.ProcessEnv): MetricsAccess => ({
  token: env.METRICS_TOKEN?.trim() || null,
  hideWithoutToken: env.NODE_ENV === 'production',
});
