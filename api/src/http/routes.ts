import type { Express, Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import { requirePermission, type RouteAccess } from '../auth/access.ts';

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

/**
 * One api route. `access` is required, so a route cannot be written without saying who may call it;
 * mountRoutes turns it into authentication and permission checks in front of the handler.
 */
/** What /openapi.json says about a route; the schemas are the same ones the handler parses with. */
export interface RouteDoc {
  summary: string;
  /** Rules and the decisions taken where the seeds say "not shown" (cite U-xx). */
  description?: string;
  query?: z.core.$ZodType;
  body?: z.core.$ZodType;
  response?: z.core.$ZodType;
}

export interface ApiRoute {
  method: HttpMethod;
  /** Express 5 path, e.g. '/timesheets/:timesheetId'. */
  path: string;
  access: RouteAccess;
  doc?: RouteDoc;
  handle: (request: Request, response: Response) => Promise<void> | void;
}

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
    const handler: RequestHandler = async (request, response) => {
      await route.handle(request, response);
    };
    app[route.method](route.path, ...guardsFor(route.access, authenticate), handler);
  }
};
