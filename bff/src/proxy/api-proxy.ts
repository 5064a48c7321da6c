import type { ClientRequest, IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { Readable } from 'node:stream';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { Logger } from 'pino';
import { headersToDrop } from './headers.ts';

export const API_UNAVAILABLE_MESSAGE = 'The timesheet service is unavailable. Try again in a moment.';
export const API_TIMEOUT_MESSAGE = 'The timesheet service took too long to answer. Try again in a moment.';
export const BODY_TOO_LARGE_MESSAGE = 'The request is too large.';

export function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/api?');
}

/** `/api/timesheets?x=1` → `/timesheets?x=1` (the api has no `/api` prefix). */
export function stripApiPrefix(url: string): string {
  const rest = url.slice('/api'.length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** Sets the status and headers of a JSON answer the bff gives itself; returns the body to write. */
function jsonAnswer(res: Response | ServerResponse, status: number, body: { message: string }): string {
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  return text;
}

function sendJson(res: Response | ServerResponse, status: number, body: { message: string }): void {
  res.end(jsonAnswer(res, status, body));
}

/** How much of a refused body the bff reads and discards so the client can read the 413, and for how long. */
export interface DrainBounds {
  bytes: number;
  timeMs: number;
}

/**
 * 32 MiB (32 times the default limit: a whole 10 MB upload is read) within 30 s; past either, the bff hangs up. The
 * server's requestTimeout alone would let a slow sender hold the connection for 5 minutes.
 */
export const DRAIN_BOUNDS: DrainBounds = { bytes: 32 * 1024 * 1024, timeMs: 30_000 };

/**
 * Answers 413 at once, then reads and discards the rest of the body before closing the connection. Closing with
 * unread bytes makes the kernel reset the connection, and a client that reads only after sending (curl, most HTTP
 * libraries) loses the answer (EPIPE). Node closes a `Connection: close` socket as soon as the response ends, so the
 * whole answer is written (with its Content-Length) and the response ends only once the body has been read; a
 * keep-alive connection is closed the same way, since it cannot carry another request before this body is read.
 * Past the bounds the socket is destroyed.
 */
function tooLarge(req: Request, res: Response, bounds: DrainBounds): void {
  const body = jsonAnswer(res, 413, { message: BODY_TOO_LARGE_MESSAGE });
  res.setHeader('Connection', 'close');
  res.write(body);
  const hangUp = (): void => {
    clearTimeout(timer);
    req.socket.destroy();
  };
  const timer = setTimeout(hangUp, bounds.timeMs);
  res.once('close', () => clearTimeout(timer));
  let drained = 0;
  req.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > bounds.bytes) hangUp();
  });
  const finish = (): void => {
    clearTimeout(timer);
    res.end();
  };
  if (req.readableEnded) finish();
  else req.once('end', finish);
  req.resume();
}

/** Refuses a declared body over the limit before anything else (and before the token check reads nothing). */
export function limitDeclaredBody(limitBytes: number, drain: DrainBounds = DRAIN_BOUNDS): RequestHandler {
  return (req, res, next) => {
    const declared = req.headers['content-length'];
    if (declared !== undefined && Number(declared) > limitBytes) {
      tooLarge(req, res, drain);
      return;
    }
    next();
  };
}

export interface ApiProxyOptions {
  target: string;
  timeoutMs: number;
  bodyLimitBytes: number;
  logger: Logger;
  /** How much of a refused chunked body is read and discarded (DRAIN_BOUNDS unless a test says otherwise). */
  drain?: DrainBounds;
}

/**
 * The `/api/*` → api proxy (after the token check): streams request and response bodies, strips hop-by-hop, cookie
 * and client identity headers, sets X-Request-Id, and answers upstream failures itself (502 refused / 504 timeout)
 * without ever naming the upstream host. A chunked body (no Content-Length) is read up to the limit first.
 */
export function apiProxy(options: ApiProxyOptions): RequestHandler[] {
  const { logger } = options;
  const timedOut = new WeakSet<IncomingMessage>();
  const bufferedBodies = new WeakMap<IncomingMessage, Buffer>();

  const bufferChunkedBody: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
    if (req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] === undefined) {
      next();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size > options.bodyLimitBytes) {
        req.off('data', onData);
        req.off('end', onEnd);
        tooLarge(req, res, options.drain ?? DRAIN_BOUNDS);
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = (): void => {
      bufferedBodies.set(req, Buffer.concat(chunks));
      delete req.headers['transfer-encoding'];
      req.headers['content-length'] = String(size);
      next();
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', next);
  };

  const proxy = createProxyMiddleware<Request, Response>({
    target: options.target,
    changeOrigin: true,
    xfwd: false,
    pathFilter: (pathname) => isApiPath(pathname),
    pathRewrite: (path) => stripApiPrefix(path),
    // Hands httpxy the already-read body of a chunked request (its per-request `buffer` option).
    router: (req, _res, proxyOptions) => {
      const body = bufferedBodies.get(req);
      if (body) proxyOptions.buffer = Readable.from([body]);
      return options.target;
    },
    logger: {
      info: () => undefined,
      warn: (message: unknown) => logger.warn(message),
      error: (message: unknown) => logger.error(message),
    },
    on: {
      proxyReq: (proxyReq: ClientRequest, req: Request) => {
        for (const name of headersToDrop(proxyReq.getHeaderNames(), req.headers.connection))
          proxyReq.removeHeader(name);
        // httpxy asks for a fresh connection when the body is chunked; keep that, drop the client's Connection.
        if (proxyReq.getHeader('transfer-encoding') !== undefined) proxyReq.setHeader('connection', 'close');
        proxyReq.setHeader('x-request-id', String(req.id));
        if (req.socket.remoteAddress) proxyReq.setHeader('x-forwarded-for', req.socket.remoteAddress);
        proxyReq.setTimeout(options.timeoutMs, () => {
          timedOut.add(req);
          proxyReq.destroy();
        });
      },
      error: (error: Error, req: Request, res: Response | Socket) => {
        if (!('setHeader' in res)) {
          res.destroy();
          return;
        }
        const timeout = timedOut.has(req);
        logger.error(
          {
            err: { message: error.message, code: (error as NodeJS.ErrnoException).code },
            reqId: req.id,
            timeout,
          },
          timeout ? 'api did not answer in time' : 'api unreachable',
        );
        if (res.headersSent) {
          // The response had started (a streamed download): cut it so the browser sees an incomplete download.
          res.destroy();
          return;
        }
        sendJson(res, timeout ? 504 : 502, {
          message: timeout ? API_TIMEOUT_MESSAGE : API_UNAVAILABLE_MESSAGE,
        });
      },
    },
  });

  return [bufferChunkedBody, proxy as unknown as RequestHandler];
}
