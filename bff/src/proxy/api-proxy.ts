import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import type { Dispatcher } from 'undici';
import type { ApiUpstreams } from '../upstreams/api-upstreams.ts';
import { headersToDrop, responseHeadersToDrop } from './headers.ts';

export const API_UNAVAILABLE_MESSAGE = 'The timesheet service is unavailable. Try again in a moment.';
export const API_TIMEOUT_MESSAGE = 'The timesheet service took too long to answer. Try again in a moment.';
export const BODY_TOO_LARGE_MESSAGE = 'The request is too large.';

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
  upstreams: ApiUpstreams;
  timeoutMs: number;
  bodyLimitBytes: number;
  logger: Logger;
  /** How much of a refused chunked body is read and discarded (DRAIN_BOUNDS unless a test says otherwise). */
  drain?: DrainBounds;
}

/** The client's headers as the api gets them: no hop-by-hop, cookie or client identity header; the bff's own id. */
function upstreamHeaders(req: Request): Record<string, string | string[]> {
  const drop = headersToDrop(Object.keys(req.headers), req.headers.connection);
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    // undici sets Host from the upstream, frames the body itself and refuses `expect` (Node answered 100 already).
    if (
      value === undefined ||
      drop.has(name) ||
      name === 'host' ||
      name === 'transfer-encoding' ||
      name === 'expect'
    )
      continue;
    headers[name] = value;
  }
  headers['x-request-id'] = String(req.id);
  // The client's address as Express reads it: the socket's, or the one the trusted balancer forwards (TRUST_PROXY).
  const client = req.ip ?? req.socket.remoteAddress;
  if (client) headers['x-forwarded-for'] = client;
  return headers;
}

function hasBody(headers: IncomingHttpHeaders): boolean {
  return (
    headers['transfer-encoding'] !== undefined ||
    (headers['content-length'] !== undefined && headers['content-length'] !== '0')
  );
}

/**
 * The `/api/*` → api proxy (after the token check), on the undici BalancedPool of the api upstreams: streams request
 * and response bodies, strips hop-by-hop, cookie and client identity headers, sets X-Request-Id, and answers upstream
 * failures itself (502 unreachable / 504 timeout) without ever naming the upstream host. A chunked body (no
 * Content-Length) is read up to the limit first. Mount it at `/api`.
 */
export function apiProxy(options: ApiProxyOptions): RequestHandler[] {
  const { logger, upstreams } = options;
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

  const proxy: RequestHandler = async (req: Request, res: Response) => {
    // The browser went away: stop the api's work on its behalf (and its answer's download).
    const abort = new AbortController();
    res.once('close', () => {
      if (!res.writableFinished) abort.abort();
    });
    let answer: Dispatcher.ResponseData;
    try {
      answer = await upstreams.request({
        path: stripApiPrefix(req.originalUrl),
        method: req.method as Dispatcher.HttpMethod,
        headers: upstreamHeaders(req),
        body: bufferedBodies.get(req) ?? (hasBody(req.headers) ? req : null),
        headersTimeout: options.timeoutMs,
        bodyTimeout: options.timeoutMs,
        signal: abort.signal,
      });
    } catch (error) {
      if (abort.signal.aborted) return;
      const code = (error as { code?: string }).code;
      const timeout = code === 'UND_ERR_HEADERS_TIMEOUT';
      logger.error(
        { err: { message: (error as Error).message, code }, reqId: req.id, timeout },
        timeout ? 'api did not answer in time' : 'api unreachable',
      );
      // A body the api never read is read and discarded, so the client can read the answer.
      if (!req.readableEnded) req.resume();
      sendJson(res, timeout ? 504 : 502, {
        message: timeout ? API_TIMEOUT_MESSAGE : API_UNAVAILABLE_MESSAGE,
      });
      return;
    }
    res.statusCode = answer.statusCode;
    const drop = responseHeadersToDrop(Object.keys(answer.headers), answer.headers.connection);
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined && !drop.has(name)) res.setHeader(name, value);
    }
    // pipe, not pipeline: the same, minus the half-dozen listeners pipeline leaves on every response.
    answer.body.once('error', (error: Error & { code?: string }) => {
      // The answer had started (a streamed download): cut it so the browser sees an incomplete download.
      if (!abort.signal.aborted) {
        logger.error(
          { err: { message: error.message, code: error.code }, reqId: req.id },
          'api answer broke off',
        );
      }
      res.destroy();
    });
    answer.body.pipe(res);
  };

  return [bufferChunkedBody, proxy];
}
