import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { KeysUnavailable, type TokenVerifier } from './verify-token.ts';

export const SIGN_IN_MESSAGE = 'Sign in to continue';
export const INVALID_TOKEN_MESSAGE = 'Your sign-in is not valid or has expired. Sign in again.';
export const KEYS_UNAVAILABLE_MESSAGE = 'The sign-in service is unavailable. Try again in a moment.';

declare module 'express-serve-static-core' {
  interface Locals {
    /** The verified token's `sub`: whom a per-user rate limit counts (limits/), set only after verification. */
    tokenSubject?: string;
  }
}

/** JWS compact serialisation: three base64url parts. */
const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*)$/i;

function unauthorized(res: Response, message: string): void {
  res
    .status(401)
    .set('WWW-Authenticate', 'Bearer error="invalid_token"')
    .set('Cache-Control', 'no-store')
    .json({ message });
}

/** Lets a request through only with a valid `Authorization: Bearer <id token>`; 401 JSON otherwise. */
export function requireBearerToken(verifier: TokenVerifier, logger: Logger) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const header = req.headers.authorization;
    if (!header) {
      unauthorized(res, SIGN_IN_MESSAGE);
      return;
    }
    const token = BEARER.exec(header.trim())?.[1];
    if (!token) {
      unauthorized(res, INVALID_TOKEN_MESSAGE);
      return;
    }
    try {
      const { sub } = await verifier.verify(token);
      if (sub) res.locals.tokenSubject = sub;
    } catch (error) {
      if (error instanceof KeysUnavailable) {
        logger.error({ err: error }, 'cannot verify tokens: JWKS unavailable');
        res.status(503).set('Cache-Control', 'no-store').json({ message: KEYS_UNAVAILABLE_MESSAGE });
        return;
      }
      logger.info({ reason: (error as Error).message }, 'bearer token rejected');
      unauthorized(res, INVALID_TOKEN_MESSAGE);
      return;
    }
    next();
  };
}

/**
 * The one /api path anyone may read: the api's OpenAPI document (README links it; it describes the API and holds no
 * data). Exactly `GET` or `HEAD /api/openapi.json` (a query string aside); any other path or method keeps the guard.
 */
export const PUBLIC_API_DOCUMENT_PATH = '/openapi.json';

/** `guard` for every request under /api except a read of the OpenAPI document. */
export function exceptApiDocument(guard: RequestHandler): RequestHandler {
  return (req, res, next) => {
    const read = req.method === 'GET' || req.method === 'HEAD';
    if (read && req.path === PUBLIC_API_DOCUMENT_PATH) {
      next();
      return;
    }
    return guard(req, res, next);
  };
}
