import request from 'supertest';
import { METRICS_TOKEN_MESSAGE, type MetricsAccess } from 'shared-kit/telemetry';
import { createApp } from './app.ts';
import { loadSettings } from './settings.ts';
import { bffMetrics, metricsAccessOf, reportUpstreamHealth } from './telemetry.ts';
import { silentLogger, tempDir } from './test-support.ts';

describe('GET /metrics of the bff', () => {
  let dataDir: Awaited<ReturnType<typeof tempDir>>;
  beforeAll(async () => {
    dataDir = await tempDir('bff-metrics-');
  });
  afterAll(() => dataDir.remove());

  const appWith = (metricsAccess: MetricsAccess) =>
    createApp(loadSettings({ LOG_LEVEL: 'silent', DATA_DIR: dataDir.dir, API_URL: 'http://127.0.0.1:9' }), {
      logger: silentLogger(),
      metricsAccess,
    }).app;

  it('counts the requests made before it by route pattern and status class, with latency buckets', async () => {
    const app = appWith({ token: null, hideWithoutToken: false });
    await request(app).get('/healthz').expect(200);
    await request(app).get('/api/timesheets/12').expect(401);
    await request(app).get('/config/remotes').expect(200);

    const text = (await request(app).get('/metrics').expect(200)).text;
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/healthz",status_class="2xx"\} [1-9]/);
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/\*",status_class="4xx"\} [1-9]/);
    expect(text).toMatch(
      /http_requests_total\{method="GET",route="\/config\/remotes",status_class="2xx"\} [1-9]/,
    );
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0\.05",method="GET",route="\/healthz"/);
    expect(text).not.toContain('/api/timesheets/12');
  });

  it('needs the metrics token when METRICS_TOKEN is set', async () => {
    const app = appWith({ token: 'bff-scrape-token', hideWithoutToken: true });
    const refused = await request(app).get('/metrics').expect(401);
    expect(refused.body).toEqual({ message: METRICS_TOKEN_MESSAGE });
    await request(app).get('/metrics').set('Authorization', 'Bearer bff-scrape-token').expect(200);
  });

  it('answers 404 in production without METRICS_TOKEN: the bff faces the internet', async () => {
    expect(metricsAccessOf({ NODE_ENV: 'production' })).toEqual({ token: null, hideWithoutToken: true });
    expect(metricsAccessOf({ NODE_ENV: 'production', METRICS_TOKEN: 's3cret' })).toEqual({
      token: 's3cret',
      hideWithoutToken: true,
    });
    expect(metricsAccessOf({})).toEqual({ token: null, hideWithoutToken: false });
    const app = appWith(metricsAccessOf({ NODE_ENV: 'production' }));
    expect((await request(app).get('/metrics').expect(404)).body).toEqual({ message: 'Not found' });
  });

  it('shows each api upstream as healthy (1) or not (0), as the upstream module reports it', async () => {
    reportUpstreamHealth('http://127.0.0.1:4001', true);
    reportUpstreamHealth('http://127.0.0.1:4002', false);
    const text = await bffMetrics.registry.metrics();
    expect(text).toContain('upstream_healthy{upstream="http://127.0.0.1:4001"} 1');
    expect(text).toContain('upstream_healthy{upstream="http://127.0.0.1:4002"} 0');
  });
});
