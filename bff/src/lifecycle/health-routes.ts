import { Router } from 'express';

export const NO_HEALTHY_API_MESSAGE = 'No api replica is healthy.';
export const STOPPING_MESSAGE = 'The bff is shutting down.';
export const REGISTRY_NOT_READY_MESSAGE =
  'The registry of remotes is not loaded or its store does not answer.';

export interface Readiness {
  /** True from the moment a shutdown begins: a load balancer stops sending before the server closes. */
  stopping(): boolean;
  /** How many api upstreams passed their last health check. */
  healthyUpstreams(): number;
  /** The registry has loaded and its store answers (the file store always does; PostgreSQL: `select 1`). */
  registryReady(): Promise<boolean>;
}

/**
 * `/livez`: the process answers (restart it when it does not). `/readyz`: it can serve, at least one api upstream is
 * healthy, the registry is loaded and its store answers, and it is not shutting down (send it traffic only then). `/healthz` stays as it was for the scripts and the
 * E2E that wait on it. Public, tiny and never cached; the upstreams' addresses are not shown.
 */
export function healthRoutes(readiness: Readiness): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.get('/livez', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    if (readiness.stopping()) {
      res.status(503).json({ status: 'stopping', message: STOPPING_MESSAGE });
    } else if (readiness.healthyUpstreams() === 0) {
      res.status(503).json({ status: 'unavailable', message: NO_HEALTHY_API_MESSAGE });
    } else if (!(await readiness.registryReady().catch(() => false))) {
      res.status(503).json({ status: 'unavailable', message: REGISTRY_NOT_READY_MESSAGE });
    } else {
      res.json({ status: 'ready' });
    }
  });
  return router;
}
