import { PUBLIC } from '../../auth/access.ts';
import { pingDatabase } from '../../db/repositories/health.ts';
import type { ApiRoute } from '../routes.ts';
import type { RouteDependencies } from './dependencies.ts';

/** Liveness with a database round trip; public so process managers and the bff can call it without a token. */
export const healthRoutes = ({ db }: RouteDependencies): ApiRoute[] => [
  {
    method: 'get',
    path: '/healthz',
    access: PUBLIC,
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
