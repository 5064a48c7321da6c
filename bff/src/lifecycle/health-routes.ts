import { Router } from 'express';

export const NO_HEALTHY_API_MESSAGE = 'No api replica is healthy.';
export const STOPPING_MESSAGE = 'The bff is shutting down.';

export interface Readiness {
  /** True from the moment a shutdown begins: a load balancer stops sending before the server closes. */
  stopping(): boolean;
  /** How many api upstreams passed their last health check. */
  healthyUpstreams(): number;
}

/**
 * `/livez`: the process answers (restart it when it does not). `/readyz`: it can serve, at least one api upstream is
 * healthy and it is not shutting down (send it traffic only then). `/healthz` stays as it was for the scripts and the
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
  router.get('/readyz', (_req, res) => {
    res.set('Cache-Control', 'no-store');
    if (readiness.stopping()) {
      res.status(503).json({ status: 'stopping', message: STOPPING_MESSAGE });
    } else if (readiness.healthyUpstreams() === 0) {
      res.status(503).json({ status: 'unavailable', message: NO_HEALTHY_API_MESSAGE });
    } else {
      res.json({ status: 'ready' });
    }
  });
  return router;
}
