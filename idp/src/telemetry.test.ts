import { METRICS_TOKEN_MESSAGE } from 'shared-kit/telemetry';
import { metricsAccessOf } from './telemetry.ts';
import { startIdp, type RunningIdp } from './test-support.ts';

describe('GET /metrics of the idp', () => {
  let idp: RunningIdp | null = null;
  afterEach(async () => {
    await idp?.close();
    idp = null;
  });

  it('counts the requests made before it by route pattern (oidc-provider under /oidc/*), with latency buckets', async () => {
    idp = await startIdp();
    await fetch(`${idp.base}/healthz`);
    await fetch(`${idp.base}/oidc/.well-known/openid-configuration`);
    await fetch(`${idp.base}/interaction/not-a-uid`);

    const text = await (await fetch(`${idp.base}/metrics`)).text();
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/healthz",status_class="2xx"\} [1-9]/);
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/oidc\/\*",status_class="2xx"\} [1-9]/);
    expect(text).toMatch(
      /http_requests_total\{method="GET",route="\/interaction\/:uid",status_class="\dxx"\} [1-9]/,
    );
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/healthz"/);
    expect(text).not.toContain('not-a-uid');
  });

  it('needs the metrics token when METRICS_TOKEN is set', async () => {
    expect(metricsAccessOf({ METRICS_TOKEN: 'idp-scrape-token' })).toEqual({
      token: 'idp-scrape-token',
      hideWithoutToken: false,
    });
    process.env.METRICS_TOKEN = 'idp-scrape-token';
    try {
      idp = await startIdp();
    } finally {
      delete process.env.METRICS_TOKEN;
    }
    const refused = await fetch(`${idp.base}/metrics`);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ message: METRICS_TOKEN_MESSAGE });
    const allowed = await fetch(`${idp.base}/metrics`, {
      headers: { Authorization: 'Bearer idp-scrape-token' },
    });
    expect(allowed.status).toBe(200);
  });
});
