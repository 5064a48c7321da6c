import { spawnSync } from 'node:child_process';
import http from 'node:http';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { exportJWK, importSPKI } from 'jose';
import { pino } from 'pino';
import { loadConfig, type ApiConfig } from './config.ts';
import { STOPPING_MESSAGE } from './http/routers/health.ts';
import { EMPTY_DATABASE_LEFT_EMPTY, StartError, startApi } from './start.ts';
import { createTestTokens, TEST_AUDIENCE, TEST_ISSUER } from './testing/test-tokens.ts';

const silent = pino({ level: 'silent' });

/** In-memory PGlite on a free port; start-up orchestration only (database parity is tested elsewhere). */
const configWith = (overrides: Partial<ApiConfig>): ApiConfig => ({
  ...loadConfig({}),
  port: 0,
  databaseUrl: undefined,
  pgliteDir: 'memory://',
  ...overrides,
});

const freePort = async (): Promise<number> => {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
};

describe('starting and stopping the api', () => {
  it("keeps an idle connection open past the bff's 5 s, so a request on it is never reset as it closes", async () => {
    const api = await startApi(configWith({}), silent);
    // The bff's agent: Node's default (keep-alive, idle sockets freed after 5 s); here it keeps them 10 s. Starting
    // the api (migrate and seed an in-memory PGlite) takes most of the time allowed on a busy machine.
    const agent = new http.Agent({ keepAlive: true, timeout: 10_000, maxSockets: 1 });
    const socketOfRequest = () =>
      new Promise<unknown>((resolve, reject) => {
        const request = http.get(
          { host: '127.0.0.1', port: api.port, path: '/healthz', agent },
          (response) => {
            response.resume();
            response.on('end', () => resolve(request.socket));
          },
        );
        request.on('error', reject);
      });
    try {
      const first = await socketOfRequest();
      await new Promise((resolve) => setTimeout(resolve, 5_500));
      // With the server's default 5 s, the api had closed this socket by now and the agent would open another.
      expect(await socketOfRequest()).toBe(first);
    } finally {
      agent.destroy();
      await api.stop();
    }
  }, 60_000);

  it('migrates, leaves an empty database empty without DEMO_DATA and says so, answers its health checks, stops', async () => {
    const lines: string[] = [];
    const logger = pino(
      { level: 'info' },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(...chunk.toString('utf8').trim().split('\n'));
          done();
        },
      }),
    );
    const api = await startApi(configWith({}), logger);
    const base = `http://127.0.0.1:${api.port}`;
    try {
      expect(await (await fetch(`${base}/healthz`)).json()).toEqual({ status: 'ok' });
      expect(await (await fetch(`${base}/livez`)).json()).toEqual({ status: 'ok' });
      expect(await (await fetch(`${base}/readyz`)).json()).toEqual({ status: 'ok' });
      expect((await fetch(`${base}/user`)).status).toBe(401);
    } finally {
      await api.stop();
    }
    const logged = lines.map((line) => JSON.parse(line) as { msg: string; req?: { url: string } });
    // The bffs ask every replica's /readyz each second: health checks are not request log lines (a 503 while
    // draining would be logged as an error), the request with no token is.
    expect(logged.flatMap((line) => (line.req ? [line.req.url] : []))).toEqual(['/user']);
    const messages = logged.map((line) => line.msg);
    expect(messages).toContain(EMPTY_DATABASE_LEFT_EMPTY);
    expect(messages).not.toContain('seeded demo data');
    expect(EMPTY_DATABASE_LEFT_EMPTY).toBe(
      'the database is empty and stays empty (set DEMO_DATA=true to fill it with the demo accounts and data)',
    );
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  });

  it('is alive but not ready while it opens and migrates the database', async () => {
    const port = await freePort();
    const starting = startApi(configWith({ port }), silent);
    const base = `http://127.0.0.1:${port}`;
    let seen: { live: unknown; ready: unknown } | null = null;
    while (!seen) {
      const [live, ready] = await Promise.all(
        ['/livez', '/readyz'].map((path) => fetch(`${base}${path}`).catch(() => null)),
      );
      if (live && ready)
        seen = { live: [live.status, await live.json()], ready: [ready.status, await ready.json()] };
      else await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const api = await starting;
    await api.stop();
    expect(seen).toEqual({
      live: [200, { status: 'ok' }],
      ready: [503, { status: 'starting', message: 'The api is starting. Please try again shortly.' }],
    });
  });

  it('seeds with DEMO_DATA, and on stop answers /readyz 503, finishes the request in flight, then refuses', async () => {
    const tokens = await createTestTokens();
    const jwk = {
      ...(await exportJWK(await importSPKI(tokens.signer.publicPem, 'RS256'))),
      kid: tokens.signer.kid,
      alg: 'RS256',
      use: 'sig',
    };
    // The identity provider's keys, held back until released: a request verifying a token is in flight until then.
    let keysAsked: () => void = () => undefined;
    const keysWereAsked = new Promise<void>((resolve) => {
      keysAsked = resolve;
    });
    let releaseKeys: () => void = () => undefined;
    const keysReleased = new Promise<void>((resolve) => {
      releaseKeys = resolve;
    });
    const keyServer = http.createServer((_request, response) => {
      keysAsked();
      void keysReleased.then(() => response.end(JSON.stringify({ keys: [jwk] })));
    });
    await new Promise<void>((resolve) => keyServer.listen(0, '127.0.0.1', resolve));
    const jwksUri = `http://127.0.0.1:${(keyServer.address() as AddressInfo).port}/jwks`;
    const api = await startApi(
      configWith({
        demoData: true,
        oidc: { issuer: TEST_ISSUER, clientId: TEST_AUDIENCE, jwksUri },
        shutdownDelayMs: 500,
      }),
      silent,
    );
    const base = `http://127.0.0.1:${api.port}`;
    try {
      const inFlight = fetch(`${base}/user`, {
        headers: { authorization: `Bearer ${await tokens.sign('foreman@example.com')}` },
      });
      await keysWereAsked;
      const stopping = api.stop();
      const ready = await fetch(`${base}/readyz`);
      expect([ready.status, await ready.json()]).toEqual([
        503,
        { status: 'stopping', message: STOPPING_MESSAGE },
      ]);
      releaseKeys();
      const user = await inFlight;
      expect(user.status).toBe(200);
      expect(await user.json()).toMatchObject({ email: 'foreman@example.com' });
      await stopping;
      await expect(fetch(`${base}/livez`)).rejects.toThrow();
    } finally {
      releaseKeys();
      await api.stop();
      keyServer.closeAllConnections();
      keyServer.close();
    }
  });

  it('fails at once with "port … is already in use" when the port is taken', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, resolve));
    const { port } = blocker.address() as AddressInfo;
    try {
      const started = Date.now();
      await expect(startApi(configWith({ port }), silent)).rejects.toThrow(
        new StartError(`port ${port} is already in use (stop the other process or set PORT)`),
      );
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      blocker.close();
    }
  });

  it('fails with "cannot connect to the database" and frees the port when PostgreSQL is unreachable', async () => {
    // A failed start was never ready: it does not wait out SHUTDOWN_DELAY_MS.
    const config = configWith({
      databaseUrl: 'postgres://postgres@127.0.0.1:1/crewtime',
      shutdownDelayMs: 60_000,
    });
    const started = Date.now();
    await expect(startApi(config, silent)).rejects.toThrow(
      /^cannot connect to the database at postgres:\/\/postgres@127\.0\.0\.1:1\/crewtime: /,
    );
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe('node src/main.ts', () => {
  it('exits 1 with one line naming the missing setting when NODE_ENV=production meets a development default', () => {
    const run = spawnSync(process.execPath, [fileURLToPath(new URL('./main.ts', import.meta.url))], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        OIDC_ISSUER: 'https://login.acme.test/realms/crewtime',
        PUBLIC_URL: 'https://crewtime.acme.test',
      },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect([run.status, run.stderr]).toEqual([
      1,
      'api: failed to start: NODE_ENV=production refuses development defaults: DATABASE_URL is not set (embedded ' +
        'PGlite serves one api process on one machine)\n',
    ]);
  });
});
