import { z } from 'zod';
import { PUBLIC } from '../../auth/access.ts';
import { pingDatabase } from '../../db/repositories/health.ts';
import type { ApiRoute } from '../routes.ts';
import type { Lifecycle, RouteDependencies } from './dependencies.ts';

/** The answer of GET /healthz: for process managers and the bff, not the portal, so it is the api's own. */
const HEALTH_SCHEMA = z.object({ status: z.enum(['ok', 'unavailable']) });

const LIVENESS_SCHEMA = z.object({ status: z.literal('ok') });

/** /readyz's 503: why this process should get no requests now. */
const NOT_READY_SCHEMA = z.object({
  status: z.enum(['starting', 'stopping', 'unavailable']),
  message: z.string(),
});

/** How long /readyz waits for the database: a load balancer's probe must get an answer well inside its own timeout. */
export const READINESS_TIMEOUT_MS = 2_000;

export const STOPPING_MESSAGE = 'The api is stopping: send requests to another replica.';
export const DATABASE_UNAVAILABLE_MESSAGE = 'The database does not answer.';

const ALWAYS_SERVING: Lifecycle = { draining: false };

/** True when the database answers a round trip within `timeoutMs`. */
const databaseAnswers = async (ping: () => Promise<void>, timeoutMs: number): Promise<boolean> => {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([ping().then(() => true), timedOut]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
};

/** Liveness, readiness and the older combined check; public so process managers, load balancers and the bff can call them. */
export const healthRoutes = ({ db, lifecycle = ALWAYS_SERVING }: RouteDependencies): ApiRoute[] => [
  {
    method: 'get',
    path: '/healthz',
    access: PUBLIC,
    doc: {
      operationId: 'getHealth',
      summary: 'Liveness with a database round trip (the combined check; prefer /livez and /readyz)',
      description:
        '503 { "status": "unavailable" } when the database does not answer. Kept as it was for the process managers ' +
        'and scripts that wait on it; it does not turn 503 while the api stops.',
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
  {
    method: 'get',
    path: '/livez',
    access: PUBLIC,
    doc: {
      operationId: 'getLiveness',
      summary: 'Liveness: the process answers (no database round trip)',
      description:
        'Always 200 while the process serves HTTP, also while it starts and stops: restart the process only when ' +
        'this does not answer.',
      response: LIVENESS_SCHEMA,
    },
    handle: (_request, response) => {
      response.json({ status: 'ok' });
    },
  },
  {
    method: 'get',
    path: '/readyz',
    access: PUBLIC,
    doc: {
      operationId: 'getReadiness',
      summary: 'Readiness: send this process requests',
      description:
        `200 when the database answers a round trip within ${READINESS_TIMEOUT_MS / 1000} s. 503 with a message ` +
        'while the api starts, from the moment it begins to stop (SIGTERM; requests in flight still finish), and ' +
        'when the database does not answer.',
      response: LIVENESS_SCHEMA,
      otherResponses: {
        503: { description: 'Starting, stopping, or the database does not answer', body: NOT_READY_SCHEMA },
      },
    },
    handle: async (_request, response) => {
      if (lifecycle.draining) {
        response.status(503).json({ status: 'stopping', message: STOPPING_MESSAGE });
        return;
      }
      if (!(await databaseAnswers(() => pingDatabase(db), READINESS_TIMEOUT_MS))) {
        response.status(503).json({ status: 'unavailable', message: DATABASE_UNAVAILABLE_MESSAGE });
        return;
      }
      response.json({ status: 'ok' });
    },
  },
];
