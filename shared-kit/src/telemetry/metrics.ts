import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** What express adds to a request that the metrics read: the matched route and the mount path it sits under. */
export interface RoutedRequest extends IncomingMessage {
  route?: { path: unknown };
  baseUrl?: string;
  path?: string;
  /** The URL as it came in (`url` loses the mount path inside a mounted middleware). */
  originalUrl?: string;
}

type Next = (error?: unknown) => void;
export type MetricsMiddleware = (request: RoutedRequest, response: ServerResponse, next: Next) => void;

/** The route label of a request no route matched (bounded cardinality: never the raw URL). */
export const UNMATCHED_ROUTE = 'unmatched';

/** Seconds: from a cached answer (a few ms) to the bff's upstream timeout (30 s). */
export const LATENCY_BUCKETS_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export const METRICS_TOKEN_MESSAGE = 'The metrics token is missing or wrong.';

/**
 * Who may read /metrics. `token`: when set, a request must carry `Authorization: Bearer <token>`. `hideWithoutToken`:
 * with no token set, answer 404 as if there were no such route (the internet-facing bff in production).
 */
export interface MetricsAccess {
  token: string | null;
  hideWithoutToken: boolean;
}

export interface ServiceMetricsOptions {
  /**
   * The label of a request that no express route matched but the service still answers with a bounded name (the
   * bff's proxied `/api/*`, its static files); undefined → 'unmatched'. Read `originalUrl`, not `url`.
   */
  routeOf?: (request: RoutedRequest, response: ServerResponse) => string | undefined;
}

export interface ServiceMetrics {
  registry: Registry;
  /** Counts every request and times it, labelled by method, route pattern and status class. Mount it first. */
  countRequests: MetricsMiddleware;
  /** Answers GET /metrics in the Prometheus text format, under the access rule given. */
  serveMetrics(access: MetricsAccess): MetricsMiddleware;
}

const statusClassOf = (status: number): string => `${Math.floor(status / 100)}xx`;

/** express's matched route pattern (`/timesheets/:id`), with the path of the router it was mounted under. */
const routePatternOf = (request: RoutedRequest): string | undefined => {
  const pattern = request.route?.path;
  if (pattern === undefined) return undefined;
  const base = request.baseUrl ?? '';
  if (!Array.isArray(pattern)) return `${base}${String(pattern)}`;
  // One route for several paths (`app.get(['/healthz', '/livez'])`): the plain path requested when it is one of them,
  // else all of them (never the raw URL: a label's values stay few).
  const pathname = (request.originalUrl ?? request.url ?? '').split('?')[0];
  const paths = (pattern as unknown[]).map((path) => `${base}${String(path)}`);
  return paths.find((path) => path === pathname) ?? paths.join('|');
};

const sameToken = (given: string, expected: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The Prometheus metrics of one service process: Node's default process metrics, plus `http_requests_total` and
 * `http_request_duration_seconds` by method, route pattern and status class (5xx = errors).
 */
export function createServiceMetrics(options: ServiceMetricsOptions = {}): ServiceMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status_class'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status class',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to the end of the answer, by method, route pattern and status class',
    labelNames,
    buckets: LATENCY_BUCKETS_SECONDS,
    registers: [registry],
  });

  const countRequests: MetricsMiddleware = (request, response, next) => {
    const stopTimer = latency.startTimer();
    response.once('finish', () => {
      const labels = {
        method: request.method ?? 'GET',
        route: routePatternOf(request) ?? options.routeOf?.(request, response) ?? UNMATCHED_ROUTE,
        status_class: statusClassOf(response.statusCode),
      };
      requests.inc(labels);
      stopTimer(labels);
    });
    next();
  };

  const serveMetrics =
    (access: MetricsAccess): MetricsMiddleware =>
    (request, response, next) => {
      if (request.method !== 'GET' || (request.path ?? request.url) !== '/metrics') {
        next();
        return;
      }
      const answer = (status: number, body: string, contentType: string): void => {
        response.statusCode = status;
        response.setHeader('Content-Type', contentType);
        response.setHeader('Cache-Control', 'no-store');
        response.end(body);
      };
      if (access.token === null && access.hideWithoutToken) {
        answer(404, JSON.stringify({ message: 'Not found' }), 'application/json; charset=utf-8');
        return;
      }
      const authorization = request.headers.authorization ?? '';
      if (access.token !== null && !sameToken(authorization, `Bearer ${access.token}`)) {
        response.setHeader('WWW-Authenticate', 'Bearer');
        answer(401, JSON.stringify({ message: METRICS_TOKEN_MESSAGE }), 'application/json; charset=utf-8');
        return;
      }
      registry.metrics().then((text) => answer(200, text, registry.contentType), next);
    };

  return { registry, countRequests, serveMetrics };
}

/** Numbers of a connection pool at one moment (pg's Pool: totalCount, idleCount, waitingCount). */
export interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/** `db_pool_connections{state="in_use"|"idle"}` and `db_pool_waiting_requests`, read from the pool at each scrape. */
export function registerPoolGauges(registry: Registry, pool: PoolCounts): void {
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections of the pool, in use (checked out) or idle',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
      this.set({ state: 'idle' }, pool.idleCount);
    },
  });
  new Gauge({
    name: 'db_pool_waiting_requests',
    help: 'Queries waiting for a free connection of the pool',
    registers: [registry],
    collect() {
      this.set(pool.waitingCount);
    },
  });
}

/**
 * `upstream_healthy{upstream}`: 1 while the upstream answers its health check, 0 while it is out of the balance.
 * Returns the function that reports a change (the upstream's origin and whether it is healthy).
 */
export function registerUpstreamHealthGauge(
  registry: Registry,
): (upstream: string, healthy: boolean) => void {
  const gauge = new Gauge({
    name: 'upstream_healthy',
    help: 'Whether an api upstream is in the balance (1) or taken out as unhealthy (0)',
    labelNames: ['upstream'] as const,
    registers: [registry],
  });
  return (upstream, healthy) => gauge.set({ upstream }, healthy ? 1 : 0);
}
