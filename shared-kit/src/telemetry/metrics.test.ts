/** @jest-environment node */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import {
  createServiceMetrics,
  METRICS_TOKEN_MESSAGE,
  registerPoolGauges,
  registerUpstreamHealthGauge,
  type MetricsAccess,
  type PoolCounts,
} from './metrics.ts';

const open = { token: null, hideWithoutToken: false } satisfies MetricsAccess;

async function serve(app: express.Express): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function appWith(access: MetricsAccess = open) {
  const metrics = createServiceMetrics({
    routeOf: (request) => (request.originalUrl?.startsWith('/api/') ? '/api/*' : undefined),
  });
  const app = express();
  app.use(metrics.countRequests);
  app.use(metrics.serveMetrics(access));
  const timesheets = express.Router();
  timesheets.get('/:id', (request, response) => {
    response.json({ id: request.params.id });
  });
  app.use('/timesheets', timesheets);
  app.get(['/healthz', '/livez'], (_request, response) => {
    response.json({ status: 'ok' });
  });
  app.get('/boom', () => {
    throw new Error('boom');
  });
  app.use('/api', (_request, response) => {
    response.status(502).json({ message: 'proxied' });
  });
  return { app, metrics };
}

describe('the Prometheus metrics of a service', () => {
  it('count each request by its route pattern, never its URL, with the status class; 5xx are the errors', async () => {
    const { app } = appWith();
    const service = await serve(app);
    try {
      await fetch(`${service.url}/timesheets/17`);
      await fetch(`${service.url}/timesheets/18`);
      await fetch(`${service.url}/boom`);
      await fetch(`${service.url}/api/anything?x=1`);
      await fetch(`${service.url}/no/such/page`);
      await fetch(`${service.url}/livez?probe=1`);
      const text = await (await fetch(`${service.url}/metrics`)).text();
      expect(text).toContain(
        'http_requests_total{method="GET",route="/timesheets/:id",status_class="2xx"} 2',
      );
      expect(text).toContain('http_requests_total{method="GET",route="/boom",status_class="5xx"} 1');
      expect(text).toContain('http_requests_total{method="GET",route="/api/*",status_class="5xx"} 1');
      expect(text).toContain('http_requests_total{method="GET",route="unmatched",status_class="4xx"} 1');
      expect(text).not.toContain('/timesheets/17');
      // One route for several paths: labelled by the path asked for, not by the list.
      expect(text).toContain('http_requests_total{method="GET",route="/livez",status_class="2xx"} 1');
      expect(text).not.toContain('/healthz,/livez');
      expect(text).toMatch(
        /http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/timesheets\/:id",status_class="2xx"\} \d/,
      );
      expect(text).toContain(
        'http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/timesheets/:id",status_class="2xx"} 2',
      );
      expect(text).toContain('process_cpu_seconds_total');
      expect(text).toContain('nodejs_eventloop_lag_seconds');
    } finally {
      await service.close();
    }
  });

  it('ask for the metrics token when one is set', async () => {
    const service = await serve(appWith({ token: 'scrape-secret', hideWithoutToken: true }).app);
    try {
      const without = await fetch(`${service.url}/metrics`);
      expect(without.status).toBe(401);
      expect(without.headers.get('www-authenticate')).toBe('Bearer');
      expect(await without.json()).toEqual({ message: METRICS_TOKEN_MESSAGE });
      const wrong = await fetch(`${service.url}/metrics`, {
        headers: { Authorization: 'Bearer scrape-secreT' },
      });
      expect(wrong.status).toBe(401);
      const right = await fetch(`${service.url}/metrics`, {
        headers: { Authorization: 'Bearer scrape-secret' },
      });
      expect(right.status).toBe(200);
      expect(right.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(await right.text()).toContain('http_requests_total');
    } finally {
      await service.close();
    }
  });

  it('answer 404 without a token where the service must hide them (the bff in production)', async () => {
    const service = await serve(appWith({ token: null, hideWithoutToken: true }).app);
    try {
      const answer = await fetch(`${service.url}/metrics`);
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual({ message: 'Not found' });
    } finally {
      await service.close();
    }
  });

  it('report the pool as it is at each scrape', async () => {
    const { metrics } = appWith();
    const pool: PoolCounts = { totalCount: 7, idleCount: 3, waitingCount: 2 };
    registerPoolGauges(metrics.registry, pool);
    let text = await metrics.registry.metrics();
    expect(text).toContain('db_pool_connections{state="in_use"} 4');
    expect(text).toContain('db_pool_connections{state="idle"} 3');
    expect(text).toContain('db_pool_waiting_requests 2');
    Object.assign(pool, { idleCount: 7, waitingCount: 0 });
    text = await metrics.registry.metrics();
    expect(text).toContain('db_pool_connections{state="in_use"} 0');
    expect(text).toContain('db_pool_waiting_requests 0');
  });

  it('report each upstream as healthy (1) or taken out (0)', async () => {
    const { metrics } = appWith();
    const reportUpstreamHealth = registerUpstreamHealthGauge(metrics.registry);
    reportUpstreamHealth('http://api-1:4000', true);
    reportUpstreamHealth('http://api-2:4000', true);
    reportUpstreamHealth('http://api-2:4000', false);
    const text = await metrics.registry.metrics();
    expect(text).toContain('upstream_healthy{upstream="http://api-1:4000"} 1');
    expect(text).toContain('upstream_healthy{upstream="http://api-2:4000"} 0');
  });
});
