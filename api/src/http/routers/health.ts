import { z } from 'zod';
import { PUBLIC } from '../../auth/access.ts';
import { pingDatabase } from '../../db/repositories/health.ts';
import type { ApiRoute } from '../routes.ts';
import type { RouteDependencies } from './dependencies.ts';

/** The answer of GET /healthz: for process managers and the bff, not the portal, so it is the api's own. */
const HEALTH_SCHEMA = z.object({ status: z.enum(['ok', 'unavailable']) });

/** Liveness with a database round trip; public so process managers and the bff can call it without a token. */
export const healthRoutes = ({ db }: RouteDependencies): ApiRoute[] => [
  {
    method: 'get',
    path: '/healthz',
    access: PUBLIC,
    doc: {
      operationId: 'getHealth',
      summary: 'Liveness with a database round trip',
      description: '503 { "status": "unavailable" } when the database does not answer.',
      response: HEALTH_SCHEMA,
      otherResponses: { 503: { description: 'The database does not answer', body: HEALTH_SCHEMA } },
    },
    handle: async (_request, response) => {
      try {
        await pingDatabase(db);
      } catch {
        response.status(503).json({ status: 'unavailable' });
        return;
      }
      response.json({ status: 'ok' });
    },
  },
];
