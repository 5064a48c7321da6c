import { createServiceMetrics, type MetricsAccess } from 'shared-kit/telemetry';

/**
 * The idp's Prometheus metrics (one registry per process). oidc-provider answers under the issuer's path with no
 * express route: those requests are labelled by that mount path (`/oidc/*`).
 */
export const idpMetrics = createServiceMetrics({
  routeOf: (request) => (request.baseUrl ? `${request.baseUrl}/*` : undefined),
});

/**
 * METRICS_TOKEN: when set, GET /metrics needs `Authorization: Bearer <token>`. The dev idp is not a production
 * service, so without a token /metrics is open.
 */
export const metricsAccessOf = (env: NodeJS.ProcessEnv): MetricsAccess => ({
  token: env.METRICS_TOKEN?.trim() || null,
  hideWithoutToken: false,
});
