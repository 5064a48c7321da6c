import { randomUUID } from 'node:crypto';
import express, { type Express } from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { traceRequestId, type MetricsAccess } from 'shared-kit/telemetry';
import { createAuthenticate } from '../auth/authenticate.ts';
import type { TokenVerifier } from '../auth/token-verifier.ts';
import type { AppSettings } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { Lifecycle } from './routers/dependencies.ts';
import { apiMetrics, metricsAccessOf } from '../telemetry.ts';
import { createErrorHandler, HttpError, JSON_BODY_LIMIT, notFoundHandler } from './errors.ts';
import { buildRouteTable } from './route-table.ts';
import { mountRoutes } from './routes.ts';

export interface AppDependencies {
  db: Db;
  verifier: TokenVerifier;
  logger: Logger;
  settings: AppSettings;
  /** The server's drain state (startApi); without it the app is always ready. */
  lifecycle?: Lifecycle;
  /** Who may read /metrics; by default from METRICS_TOKEN. */
  metricsAccess?: MetricsAccess;
}

const NUL_TEXT = 'Text values cannot contain the NUL character';

/** True when any string inside a parsed body or query holds U+0000. */
const containsNul = (value: unknown): boolean => {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || containsNul(inner));
  }
  return false;
};

/**
 * The trace id when tracing is on (the bff's too: one id finds both hops' logs and the trace); else the bff's request
 * id when it looks like one, so both logs share it; otherwise a new one.
 */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;
/** Not request log lines (the bff's request log leaves them out too). */
const HEALTH_PATHS = new Set(['/healthz', '/livez', '/readyz']);

export const createApp = ({
  db,
  verifier,
  logger,
  settings,
  lifecycle,
  metricsAccess,
}: AppDependencies): Express => {
  const app = express();
  app.set('etag', false);
  app.set('trust proxy', 'loopback');
  // Counted from the first byte; /metrics answered before the request log (a scrape is not a log line).
  app.use(apiMetrics.countRequests);
  app.use(apiMetrics.serveMetrics(metricsAccess ?? metricsAccessOf(process.env)));
  app.use(helmet());
  app.use(
    pinoHttp({
      logger,
      genReqId: (request, response) => {
        const incoming = request.headers['x-request-id'];
        const id =
          traceRequestId() ??
          (typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID());
        response.setHeader('X-Request-Id', id);
        return id;
      },
      // Method and URL only: headers carry the bearer token.
      serializers: {
        req: (request: { id: unknown; method: string; url: string }) => ({
          id: request.id,
          method: request.method,
          url: request.url,
        }),
        res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
      },
      customLogLevel: (_request, response, error) =>
        error || response.statusCode >= 500 ? 'error' : response.statusCode >= 400 ? 'warn' : 'info',
      // Load balancers and the bffs ask these every second; a 503 from /readyz while draining is expected.
      autoLogging: { ignore: (request) => HEALTH_PATHS.has(request.url ?? '') },
    }),
  );
  // Personal payroll data: never stored by a browser or shared cache.
  app.use((_request, response, next) => {
    response.set('Cache-Control', 'no-store');
    next();
  });
  app.use(express.json({ limit: JSON_BODY_LIMIT }));
  // PostgreSQL text cannot hold NUL: refuse it for every route here rather than fail (500) in a repository.
  app.use((request, _response, next) => {
    if (containsNul(request.body) || containsNul(request.query)) throw new HttpError(400, NUL_TEXT);
    next();
  });

  mountRoutes(app, buildRouteTable({ db, settings, lifecycle }), createAuthenticate({ db, verifier }));

  app.use(notFoundHandler);
  app.use(createErrorHandler(logger));
  return app;
};
