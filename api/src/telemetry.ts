import {
  createServiceMetrics,
  registerPoolGauges,
  type MetricsAccess,
  type PoolCounts,
} from 'shared-kit/telemetry';

/** The api's Prometheus metrics (one registry per process): requests by route pattern, latency, the pool. */
export const apiMetrics = createServiceMetrics();

/**
 * METRICS_TOKEN: when set, GET /metrics needs `Authorization: Bearer <token>`. The api is internal (only the bff
 * and the scraper reach it), so without a token /metrics is open.
 */
export const metricsAccessOf = (env: NodeJS.ProcessEnv): MetricsAccess => ({
  token: env.METRICS_TOKEN?.trim() || null,
  hideWithoutToken: false,
});

let watchedPool: PoolCounts | null = null;

/**
 * Reports this PostgreSQL pool (pg's Pool) in /metrics: connections in use and idle, queries waiting. The last pool
 * opened is the one reported (the api opens one). PGlite is a single in-process connection: nothing to report.
 */
export function watchDatabasePool(pool: PoolCounts): void {
  if (!watchedPool) {
    registerPoolGauges(apiMetrics.registry, {
      get totalCount() {
        return watchedPool?.totalCount ?? 0;
      },
      get idleCount() {
        return watchedPool?.idleCount ?? 0;
      },
      get waitingCount() {
        return watchedPool?.waitingCount ?? 0;
      },
    });
  }
  watchedPool = pool;
}
