import { z } from 'zod';
import { PUBLIC } from '../../auth/access.ts';
import { buildOpenApiDocument } from '../openapi.ts';
import type { ApiRoute } from '../routes.ts';

const API_VERSION = '0.1.0';

/** GET /openapi.json, generated from the route table it is given (so it cannot drift from what is mounted). */
export const openApiRoutes = (documented: readonly ApiRoute[]): ApiRoute[] => {
  const route: ApiRoute = {
    method: 'get',
    path: '/openapi.json',
    access: PUBLIC,
    doc: {
      operationId: 'getOpenApiDocument',
      summary: 'This document: OpenAPI 3.1, generated from the mounted route table',
      response: z.looseObject({ openapi: z.string(), info: z.looseObject({}), paths: z.looseObject({}) }),
    },
    handle: (_request, response) => {
      response.json(buildOpenApiDocument([...documented, route], API_VERSION));
    },
  };
  return [route];
};
