import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_UNAVAILABLE_MESSAGE } from '../proxy/api-proxy.ts';
import { NO_HEALTHY_API_MESSAGE } from '../lifecycle/health-routes.ts';
import {
  capturingLogger,
  silentLogger,
  startBff,
  startTestIdp,
  tempDir,
  type RunningBff,
  type TestIdp,
} from '../test-support.ts';
import { createApiUpstreams } from './api-upstreams.ts';

/** A tiny api replica: answers /readyz as told, records every other request, and can be stopped and started again. */
interface Replica {
  name: string;
  url: string;
  /** `METHOD path body` of every request but the health checks. */
  seen: string[];
  /** What /readyz answers. */
  readyStatus: number;
  /** What /healthz answers. */
  healthzStatus: number;
  /** Cut the connection of every request but the health checks (the api crashed while reading it). */
  hangUp: boolean;
  /** Answer every request but the health checks this much later. */
  delayMs: number;
  /** Answer the health checks this much later. */
  healthDelayMs: number;
  stop(): Promise<void>;
  start(): Promise<void>;
}

async function startReplica(name: string): Promise<Replica> {
  const replica: Replica = {
    name,
    url: '',
    seen: [],
    readyStatus: 200,
    healthzStatus: 200,
    hangUp: false,
    delayMs: 0,
    healthDelayMs: 0,
    stop: async () => undefined,
    start: async () => undefined,
  };
  let port = 0;
  let server: http.Server;
  replica.start = async () => {
    server = http.createServer((req, res) => {
      if (req.url === '/readyz' || req.url === '/healthz') {
        setTimeout(() => {
          res.statusCode = req.url === '/readyz' ? replica.readyStatus : replica.healthzStatus;
          res.end();
        }, replica.healthDelayMs);
        return;
      }
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        replica.seen.push(`${req.method} ${req.url} ${body}`.trim());
        if (replica.hangUp) {
          req.socket.destroy();
          return;
        }
        setTimeout(() => {
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify({ replica: name }));
        }, replica.delayMs);
      });
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    replica.url = `http://127.0.0.1:${port}`;
  };
  replica.stop = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  await replica.start();
  return replica;
}

async function eventually(check: () => boolean, what: string, timeoutMs = 3000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

let idp: TestIdp;
let token: string;
let data: { dir: string; remove(): Promise<void> };
const replicas: Replica[] = [];
const bffs: RunningBff[] = [];

beforeAll(async () => {
  idp = await startTestIdp();
  token = await idp.sign();
  data = await tempDir('bff-upstreams-');
});

afterEach(async () => {
  await Promise.all(bffs.splice(0).map((bff) => bff.close()));
  await Promise.all(replicas.splice(0).map((replica) => replica.stop().catch(() => undefined)));
});

afterAll(async () => {
  await idp.close();
  await data.remove();
});

async function fleet(count: number): Promise<Replica[]> {
  const started = await Promise.all(
    Array.from({ length: count }, (_, index) => startReplica(`api-${index + 1}`)),
  );
  replicas.push(...started);
  return started;
}

async function bffOver(upstreams: Replica[], env: NodeJS.ProcessEnv = {}): Promise<RunningBff> {
  const bff = await startBff({
    DATA_DIR: data.dir,
    OIDC_ISSUER: idp.issuer,
    API_URL: upstreams.map((replica) => replica.url).join(','),
    ...env,
  });
  bffs.push(bff);
  return bff;
}

async function call(
  bff: RunningBff,
  method: string,
  path: string,
  body?: string,
): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${bff.url}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body,
  });
  return { status: response.status, json: await response.json() };
}

describe('/api over several api replicas', () => {
  it('spreads requests over every replica', async () => {
    const [one, two, three] = await fleet(3);
    const bff = await bffOver([one!, two!, three!], { API_HEALTH_INTERVAL_MS: '60000' });
    for (let index = 0; index < 30; index += 1) {
      expect((await call(bff, 'GET', `/timesheets/${index}`)).status).toBe(200);
    }
    expect([one!.seen.length, two!.seen.length, three!.seen.length]).toEqual([10, 10, 10]);
  });

  it('answers every GET when a replica is stopped: a GET that could not connect is sent once more elsewhere', async () => {
    const [live, dead] = await fleet(2);
    // No health checks: the stopped replica stays in the pool, so requests keep meeting it.
    const bff = await bffOver([live!, dead!], { API_HEALTH_INTERVAL_MS: '0' });
    await dead!.stop();
    for (let index = 0; index < 6; index += 1) {
      expect(await call(bff, 'GET', `/timesheets/${index}`)).toEqual({
        status: 200,
        json: { replica: 'api-1' },
      });
    }
    expect(live!.seen).toHaveLength(6);
  });

  it('never sends a POST twice: one that met the stopped replica gets 502 with the unavailable message', async () => {
    const [live, dead] = await fleet(2);
    const bff = await bffOver([live!, dead!], { API_HEALTH_INTERVAL_MS: '0' });
    await dead!.stop();
    const answers = [];
    for (let index = 0; index < 6; index += 1)
      answers.push(await call(bff, 'POST', '/timesheets', `{"n":${index}}`));
    const refused = answers.filter((answer) => answer.status === 502);
    // BalancedPool lowers the weight of a replica it cannot connect to, so it meets fewer requests, but some.
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) expect(answer.json).toEqual({ message: API_UNAVAILABLE_MESSAGE });
    expect(live!.seen).toEqual(
      answers.flatMap((answer, index) => (answer.status === 200 ? [`POST /timesheets {"n":${index}}`] : [])),
    );
  });

  it('sends a GET once more when a replica closes the connection before answering, but never a POST', async () => {
    const [live, crashing] = await fleet(2);
    crashing!.hangUp = true;
    const bff = await bffOver([live!, crashing!], { API_HEALTH_INTERVAL_MS: '0' });
    for (let index = 0; index < 4; index += 1) {
      expect((await call(bff, 'GET', `/timesheets/${index}`)).status).toBe(200);
    }
    expect(live!.seen).toEqual([0, 1, 2, 3].map((index) => `GET /timesheets/${index}`));
    expect(crashing!.seen.length).toBeGreaterThan(0);
    live!.seen.length = 0;
    crashing!.seen.length = 0;
    const answers = [];
    for (let index = 0; index < 6; index += 1)
      answers.push(await call(bff, 'POST', '/timesheets', `{"n":${index}}`));
    const sent = (index: number) => `POST /timesheets {"n":${index}}`;
    // The crashing replica may have run it: a POST it cut is answered 502 and sent nowhere else.
    expect(crashing!.seen).toEqual(
      answers.flatMap((answer, index) => (answer.status === 502 ? [sent(index)] : [])),
    );
    expect(crashing!.seen.length).toBeGreaterThan(0);
    expect(live!.seen).toEqual(
      answers.flatMap((answer, index) => (answer.status === 200 ? [sent(index)] : [])),
    );
  });

  it('takes a replica that fails its health check out of the pool, and puts it back once it passes', async () => {
    const [steady, flaky] = await fleet(2);
    const bff = await bffOver([steady!, flaky!], { API_HEALTH_INTERVAL_MS: '50' });
    const { upstreams } = bff.bff;
    flaky!.readyStatus = 503;
    await eventually(() => upstreams.members().length === 1, 'the failing replica leaves the pool');
    expect(upstreams.members()).toEqual([steady!.url]);
    for (let index = 0; index < 4; index += 1) await call(bff, 'GET', `/timesheets/${index}`);
    expect(flaky!.seen).toHaveLength(0);
    expect((await fetch(`${bff.url}/readyz`)).status).toBe(200);

    flaky!.readyStatus = 200;
    await eventually(() => upstreams.members().length === 2, 'the replica is back in the pool');

    await flaky!.stop();
    await eventually(() => upstreams.members().length === 1, 'a stopped replica leaves the pool');
    await flaky!.start();
    await eventually(() => upstreams.members().length === 2, 'a restarted replica is back in the pool');
    flaky!.seen.length = 0;
    for (let index = 0; index < 4; index += 1) await call(bff, 'GET', `/timesheets/${index}`);
    expect(flaky!.seen).toHaveLength(2);
  });

  it('sends no request to a replica leaving the pool while its answers are still on their way, writes included', async () => {
    const [steady, leaving] = await fleet(2);
    const bff = await bffOver([steady!, leaving!], { API_HEALTH_INTERVAL_MS: '60000' });
    const { upstreams } = bff.bff;
    leaving!.delayMs = 400;
    steady!.delayMs = 400;
    // Requests in flight on both: undici closes a removed replica's pool only once they have answered, and until
    // then its balancer may still pick it (undici 7.29: the pick does not skip a closing pool).
    const inFlight = Array.from({ length: 6 }, (_, index) => call(bff, 'GET', `/timesheets/slow-${index}`));
    await eventually(() => leaving!.seen.length > 0, 'a slow request reaches the leaving replica');
    leaving!.readyStatus = 503;
    await upstreams.checkNow();
    expect(upstreams.members()).toEqual([steady!.url]);
    steady!.delayMs = 0;
    const writes = await Promise.all(
      Array.from({ length: 10 }, (_, index) => call(bff, 'POST', '/timesheets', `{"n":${index}}`)),
    );
    expect(writes.map((write) => write.status)).toEqual(Array(10).fill(200));
    expect(leaving!.seen.filter((line) => line.startsWith('POST'))).toEqual([]);
    expect(steady!.seen.filter((line) => line.startsWith('POST'))).toHaveLength(10);
    expect((await Promise.all(inFlight)).map((answer) => answer.status)).toEqual(Array(6).fill(200));
  });

  it('answers 502 with the unavailable message, and /readyz 503, when every replica is down', async () => {
    const [one, two] = await fleet(2);
    const bff = await bffOver([one!, two!], { API_HEALTH_INTERVAL_MS: '50' });
    await Promise.all([one!.stop(), two!.stop()]);
    await eventually(() => bff.bff.upstreams.healthy().length === 0, 'every replica fails its check');
    // The last one stays in the pool: a health check alone never leaves the bff with nothing to try.
    expect(bff.bff.upstreams.members()).toHaveLength(1);
    expect(await call(bff, 'GET', '/timesheets')).toEqual({
      status: 502,
      json: { message: API_UNAVAILABLE_MESSAGE },
    });
    const ready = await fetch(`${bff.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'unavailable', message: NO_HEALTHY_API_MESSAGE });

    await one!.start();
    await eventually(() => bff.bff.upstreams.healthy().length === 1, 'the first replica back is healthy');
    expect(await call(bff, 'GET', '/timesheets')).toEqual({ status: 200, json: { replica: 'api-1' } });
    expect((await fetch(`${bff.url}/readyz`)).status).toBe(200);
  });
});

describe('api health checks', () => {
  it('asks /healthz when the health path answers 404 (an api from before /readyz)', async () => {
    const [old] = await fleet(1);
    old!.readyStatus = 404;
    const upstreams = createApiUpstreams({
      urls: [old!.url],
      healthPath: '/readyz',
      intervalMs: 60_000,
      timeoutMs: 1000,
      logger: silentLogger(),
    });
    try {
      await upstreams.checkNow();
      expect(upstreams.healthy()).toEqual([old!.url]);
      old!.healthzStatus = 503;
      await upstreams.checkNow();
      expect(upstreams.healthy()).toEqual([]);
    } finally {
      await upstreams.close();
    }
  });

  it("tells each replica's health at start and after every check (the upstream_healthy gauge)", async () => {
    const [one] = await fleet(1);
    const told: Array<[string, boolean]> = [];
    const upstreams = createApiUpstreams({
      urls: [one!.url],
      healthPath: '/readyz',
      intervalMs: 60_000,
      timeoutMs: 1000,
      logger: silentLogger(),
      onHealth: (url, healthy) => told.push([url, healthy]),
    });
    try {
      expect(told).toEqual([[one!.url, true]]);
      one!.readyStatus = 503;
      await upstreams.checkNow();
      expect(told.at(-1)).toEqual([one!.url, false]);
      one!.readyStatus = 200;
      await upstreams.checkNow();
      expect(told.at(-1)).toEqual([one!.url, true]);
    } finally {
      await upstreams.close();
    }
  });

  it('takes out a replica whose check does not answer in time, and logs why in words', async () => {
    const [slow] = await fleet(1);
    slow!.healthDelayMs = 500;
    const { logger, lines } = capturingLogger();
    const upstreams = createApiUpstreams({
      urls: [slow!.url, 'http://127.0.0.1:9'],
      healthPath: '/readyz',
      intervalMs: 60_000,
      timeoutMs: 100,
      logger,
    });
    try {
      await upstreams.checkNow();
      expect(upstreams.healthy()).toEqual([]);
      const problems = lines.map((line) => (JSON.parse(line) as { problem?: unknown }).problem);
      expect(problems).toContain('ECONNREFUSED');
      expect(problems.filter((problem) => problem !== undefined && problem !== 'ECONNREFUSED')).toEqual([
        expect.stringMatching(/timeout|aborted/i),
      ]);
    } finally {
      await upstreams.close();
    }
  });

  it('counts every replica healthy and checks none when the interval is 0', async () => {
    const [one] = await fleet(1);
    one!.readyStatus = 503;
    const upstreams = createApiUpstreams({
      urls: [one!.url, 'http://127.0.0.1:9'],
      healthPath: '/readyz',
      intervalMs: 0,
      timeoutMs: 1000,
      logger: silentLogger(),
    });
    try {
      await upstreams.checkNow();
      expect(upstreams.healthy()).toHaveLength(2);
      expect(upstreams.members()).toHaveLength(2);
    } finally {
      await upstreams.close();
    }
  });
});
