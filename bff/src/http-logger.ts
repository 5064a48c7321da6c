import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { traceRequestId } from 'shared-kit/telemetry';

const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Polled every few seconds by scripts and load balancers: a line each would drown the log. */
const HEALTH_PATHS = new Set(['/healthz', '/livez', '/readyz']);

/**
 * Request logging with a request id (the trace id when tracing is on, so the api's log and the trace share it; else
 * the caller's X-Request-Id when it is a plain token, else a new UUID), echoed in
 * the response. Only method, url, id and status are logged: never headers, so never Authorization or cookies.
 */
export function httpLogger(logger: Logger): RequestHandler {
  return pinoHttp({
    logger,
    genReqId: (req, res) => {
      const incoming = req.headers['x-request-id'];
      const id =
        traceRequestId() ??
        (typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID());
      res.setHeader('X-Request-Id', id);
      return id;
    },
    serializers: {
      req: (req: { id: unknown; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        url: req.url,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      // pino-http invents an Error for every 5xx; its stack says nothing. Real errors are logged where they happen.
      err: (error: { type?: string; message?: string }) => ({ type: error.type, message: error.message }),
    },
    customLogLevel: (_req, res, error) =>
      error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    autoLogging: { ignore: (req) => HEALTH_PATHS.has(req.url ?? '') },
  }) as unknown as RequestHandler;
}
