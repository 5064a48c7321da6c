import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { pino } from 'pino';
import { METRICS_TOKEN_MESSAGE } from 'shared-kit/telemetry';
import request from 'supertest';
import { createTokenVerifier } from './auth/token-verifier.ts';
import { connectPostgres } from './db/database.ts';
import { createApp } from './http/app.ts';
import { metricsAccessOf } from './telemetry.ts';
import { createTestApi, DEMO, type TestApi } from './testing/test-api.ts';
import { TEST_AUDIENCE, TEST_ISSUER } from './testing/test-tokens.ts';

describe('GET /metrics of the api', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());

  const appWithToken = (token: string | null) =>
    createApp({
      db: api.database.db,
      verifier: createTokenVerifier({
        issuer: TEST_ISSUER,
        audience: TEST_AUDIENCE,
        keySet: api.tokens.keySet,
      }),
      logger: pino({ level: 'silent' }),
      settings: api.settings,
      metricsAccess: { token, hideWithoutToken: false },
    });

  it('counts the requests made before it by route pattern and status class, with latency buckets', async () => {
    const app = appWithToken(null);
    const bearer = await api.bearer(DEMO.foreman);
    await request(app).get('/timesheets/999999').set('Authorization', bearer).expect(404);
    await request(app).get('/timesheets/999998').set('Authorization', bearer).expect(404);
    await request(app).get('/no-such-route').set('Authorization', bearer).expect(404);

    const answer = await request(app).get('/metrics').expect(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    expect(answer.text).toMatch(
      /http_requests_total\{method="GET",route="\/timesheets\/:timesheetId",status_class="4xx"\} [2-9]/,
    );
    expect(answer.text).toMatch(
      /http_requests_total\{method="GET",route="unmatched",status_class="4xx"\} \d/,
    );
    expect(answer.text).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/timesheets\/:timesheetId",status_class="4xx"\} \d/,
    );
    // The ids stay out of the labels (one series per timesheet would grow without bound); a
    // sample value such as process_cpu_seconds_total 0.6999999 may well contain the digits.
    expect(answer.text).not.toMatch(/\{[^}]*99999[89][^}]*\}/);
  });

  it('needs the metrics token when METRICS_TOKEN is set', async () => {
    const app = appWithToken('api-scrape-token');
    const refused = await request(app).get('/metrics').expect(401);
    expect(refused.body).toEqual({ message: METRICS_TOKEN_MESSAGE });
    await request(app).get('/metrics').set('Authorization', 'Bearer api-scrape-token').expect(200);
  });

  it('reads METRICS_TOKEN, and leaves /metrics open without it (the api is internal)', () => {
    expect(metricsAccessOf({ METRICS_TOKEN: ' t0ken ' })).toEqual({
      token: 't0ken',
      hideWithoutToken: false,
    });
    expect(metricsAccessOf({})).toEqual({ token: null, hideWithoutToken: false });
    expect(metricsAccessOf({ NODE_ENV: 'production' })).toEqual({ token: null, hideWithoutToken: false });
  });

  it("reports the PostgreSQL pool's connections in use and idle and the queries waiting", async () => {
    const handle = connectPostgres('postgres://postgres@127.0.0.1:5432/test');
    try {
      const text = (await request(appWithToken(null)).get('/metrics').expect(200)).text;
      expect(text).toContain('db_pool_connections{state="in_use"} 0');
      expect(text).toContain('db_pool_connections{state="idle"} 0');
      expect(text).toContain('db_pool_waiting_requests 0');
    } finally {
      await handle.db.destroy();
    }
  });
});
