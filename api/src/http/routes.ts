import type { Express, Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import { requirePermission, type RouteAccess } from '../auth/access.ts';
import { declareVersionInput } from './params.ts';

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

/**
 * How a write takes the version of the record it changes (optimistic concurrency, DESIGN §5), in `If-Match` or as
 * body `version`: 'required' (428 without it: params.ts `versionFrom`), 'optional' (checked when sent:
 * `optionalVersion`), 'optional-or-query' (optional, also as `?version=`: `queryVersion`), or 'none'.
 */
export type VersionInput = 'required' | 'optional' | 'optional-or-query' | 'none';

/** What /openapi.json says about a route; the schemas are the same ones the handler parses with. */
export interface RouteDoc {
  /** The operation's stable name for generated clients: camelCase, resource and verb (`approveTimesheet`). */
  operationId: string;
  summary: string;
  /** Rules and the decisions taken where the seeds say "not shown" (cite U-xx). */
  description?: string;
  query?: z.core.$ZodType;
  body?: z.core.$ZodType;
  /** The success body (shared-kit's schema); required unless the route answers 204. */
  response?: z.core.$ZodType;
  /** The success status: 200, 201 for a create, 204 for a delete with no body. */
  status?: 200 | 201 | 204;
  /** The success body's media type when it is not JSON (the payroll CSV). */
  mediaType?: 'text/csv';
  /**
   * How the route takes a version; by default 'required' for a PUT or DELETE of one record (a path with a
   * parameter) and 'none' otherwise. Kept true by params.ts: its version readers refuse (500) to read a version the
   * route does not declare, so the document cannot leave out a 428 a handler answers.
   */
  version?: VersionInput;
  /** Answers of this route beyond its success and the errors every route shares (/healthz's 503). */
  otherResponses?: Record<number, { description: string; body?: z.core.$ZodType }>;
}

/**
 * One api route. `access` and `doc` are required, so a route cannot be written without saying who may call it and
 * what it answers; mountRoutes turns `access` into authentication and permission checks in front of the handler.
 */
export interface ApiRoute {
  method: HttpMethod;
  /** Express 5 path, e.g. '/timesheets/:timesheetId'. */
  path: string;
  access: RouteAccess;
  doc: RouteDoc;
  handle: (request: Request, response: Response) => Promise<void> | void;
}

/** The version input of a route: what its doc declares, else the default for its method and path. */
export const versionInputOf = (route: Pick<ApiRoute, 'method' | 'path' | 'doc'>): VersionInput =>
  route.doc.version ??
  ((route.method === 'put' || route.method === 'delete') && route.path.includes(':') ? 'required' : 'none');

const guardsFor = (access: RouteAccess, authenticate: RequestHandler): RequestHandler[] => {
  switch (access.kind) {
    case 'public':
      return [];
    case 'signed-in':
      return [authenticate];
    case 'any-of':
      return [authenticate, requirePermission(...access.permissions)];
  }
};

export const mountRoutes = (
  app: Express,
  routes: readonly ApiRoute[],
  authenticate: RequestHandler,
): void => {
  for (const route of routes) {
    const versionInput = versionInputOf(route);
    const handler: RequestHandler = async (request, response) => {
      declareVersionInput(request, versionInput);
      await route.handle(request, response);
    };
    app[route.method](route.path, ...guardsFor(route.access, authenticate), handler);
  }
};
