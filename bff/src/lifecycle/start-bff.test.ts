import http from 'node:http';
import request from 'supertest';
import {
  capturingLogger,
  startBff,
  startServer,
  startTestIdp,
  tempDir,
  type RunningBff,
  type TestIdp,
  type TestServer,
} from '../test-support.ts';
import { NO_HEALTHY_API_MESSAGE, STOPPING_MESSAGE } from './health-routes.ts';

let idp: TestIdp;
let token: string;
let data: { dir: string; remove(): Promise<void> };
/** The fake api: `/slow` answers after SLOW_MS, `/hang` never; anything else at once. */
let api: TestServer;
const SLOW_MS = 400;
const arrived: string[] = [];

beforeAll(async () => {
  idp = await startTestIdp();
  token = await idp.sign();
  data = await tempDir('bff-lifecycle-');
  api = await startServer((req, res) => {
    arrived.push(req.url ?? '');
    if (req.url === '/hang') return;
    const answer = () => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ url: req.url }));
    };
    if (req.url === '/slow') setTimeout(answer, SLOW_MS);
    else answer();
  });
});

afterAll(async () => {
  await Promise.all([idp.close(), api.close()]);
  await data.remove();
});

async function bff(env: NodeJS.ProcessEnv = {}): Promise<RunningBff> {
  return startBff({ DATA_DIR: data.dir, OIDC_ISSUER: idp.issuer, API_URL: api.url, ...env });
}

/** A GET on its own connection, resolved with what came back or how it failed. */
function get(url: string): Promise<{ status: number; body: string } | { error: string }> {
  return new Promise((resolve) => {
    http
      .get(url, { headers: { authorization: `Bearer ${token}` }, agent: false }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        response.on('error', (error: NodeJS.ErrnoException) =>
          resolve({ error: error.code ?? error.message }),
        );
      })
      .on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
  });
}

async function whenArrived(path: string): Promise<void> {
  while (!arrived.includes(path)) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('liveness and readiness', () => {
  it('answers /livez and /readyz, never cached and never logged', async () => {
    const logs = capturingLogger();
    const running = await startBff(
      { DATA_DIR: data.dir, OIDC_ISSUER: idp.issuer, API_URL: api.url, LOG_LEVEL: 'info' },
      logs.logger,
    );
    try {
      const live = await fetch(`${running.url}/livez`);
      expect([live.status, await live.json(), live.headers.get('cache-control')]).toEqual([
        200,
        { status: 'ok' },
        'no-store',
      ]);
      const ready = await fetch(`${running.url}/readyz`);
      expect([ready.status, await ready.json()]).toEqual([200, { status: 'ready' }]);
      expect((await fetch(`${running.url}/healthz`)).status).toBe(200);
      await fetch(`${running.url}/config/remotes`);
      const output = logs.lines.join('');
      expect(output).toContain('/config/remotes');
      expect(output).not.toMatch(/\/(livez|readyz|healthz)/);
    } finally {
      await running.close();
    }
  });

  it('is not ready while no api replica passes its health check', async () => {
    const running = await startBff({
      DATA_DIR: data.dir,
      OIDC_ISSUER: idp.issuer,
      API_URL: 'http://127.0.0.1:9',
      API_HEALTH_INTERVAL_MS: '60000',
    });
    try {
      await running.bff.upstreams.checkNow();
      const ready = await fetch(`${running.url}/readyz`);
      expect([ready.status, await ready.json()]).toEqual([
        503,
        { status: 'unavailable', message: NO_HEALTHY_API_MESSAGE },
      ]);
      expect((await fetch(`${running.url}/livez`)).status).toBe(200);
    } finally {
      await running.close();
    }
  });
});

describe('graceful shutdown', () => {
  it('lets a slow proxied request in flight finish, refuses new connections and answers readiness 503', async () => {
    const running = await bff();
    arrived.length = 0;
    const slow = get(`${running.url}/api/slow`);
    await whenArrived('/slow');
    const started = Date.now();
    const stopped = running.stop();
    const ready = await request(running.bff.app).get('/readyz');
    expect([ready.status, ready.body]).toEqual([503, { status: 'stopping', message: STOPPING_MESSAGE }]);
    expect(await get(`${running.url}/api/user`)).toEqual({ error: 'ECONNREFUSED' });
    expect(await slow).toEqual({ status: 200, body: JSON.stringify({ url: '/slow' }) });
    await stopped;
    expect(Date.now() - started).toBeLessThan(2000);
    expect(running.stop()).toBe(stopped);
  });

  it('closes a keep-alive connection once its request is answered, without waiting for the idle timeout', async () => {
    const running = await bff();
    const agent = new http.Agent({ keepAlive: true });
    arrived.length = 0;
    try {
      await fetch(`${running.url}/livez`); // warm-up on another connection
      const answered = new Promise<string | undefined>((resolve, reject) => {
        http
          .get(
            `${running.url}/api/slow`,
            { headers: { authorization: `Bearer ${token}` }, agent },
            (response) => {
              response.resume();
              response.on('end', () => resolve(response.headers.connection));
            },
          )
          .on('error', reject);
      });
      await whenArrived('/slow');
      const started = Date.now();
      await running.stop();
      expect(await answered).toBe('close');
      // Node's keep-alive timeout is 5 s: stopping well before it means the connection was closed, not left idle.
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      agent.destroy();
    }
  });

  it('cuts a request that hangs once SHUTDOWN_TIMEOUT_MS has passed, and resolves', async () => {
    const running = await bff({ SHUTDOWN_TIMEOUT_MS: '300' });
    const hanging = get(`${running.url}/api/hang`);
    await whenArrived('/hang');
    const started = Date.now();
    await running.stop();
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(290);
    expect(took).toBeLessThan(1500);
    expect(await hanging).toEqual({ error: 'ECONNRESET' });
  });
});
