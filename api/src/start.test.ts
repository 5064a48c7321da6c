import http from 'node:http';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { loadConfig, type ApiConfig } from './config.ts';
import { StartError, startApi } from './start.ts';

const silent = pino({ level: 'silent' });

/** In-memory PGlite on a free port; start-up orchestration only (database parity is tested elsewhere). */
const configWith = (overrides: Partial<ApiConfig>): ApiConfig => ({
  ...loadConfig({}),
  port: 0,
  databaseUrl: undefined,
  pgliteDir: 'memory://',
  ...overrides,
});

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

  it('migrates, seeds, answers /healthz and stops cleanly', async () => {
    const api = await startApi(configWith({}), silent);
    const base = `http://127.0.0.1:${api.port}`;
    try {
      expect(await (await fetch(`${base}/healthz`)).json()).toEqual({ status: 'ok' });
      expect((await fetch(`${base}/user`)).status).toBe(401);
    } finally {
      await api.stop();
    }
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
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
    const config = configWith({ databaseUrl: 'postgres://postgres@127.0.0.1:1/crewtime' });
    await expect(startApi(config, silent)).rejects.toThrow(
      /^cannot connect to the database at postgres:\/\/postgres@127\.0\.0\.1:1\/crewtime: /,
    );
  });
});
