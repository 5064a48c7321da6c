import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import request from 'supertest';
import { createIdp, STOPPING_MESSAGE } from './app.ts';
import { loadOrCreateKeys } from './keys.ts';
import { loadSettings } from './settings.ts';

const freePort = async (): Promise<number> => {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
};

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'idp-health-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const appWith = async (draining: boolean) => {
  const settings = loadSettings({ DATA_DIR: dataDir });
  return createIdp(settings, await loadOrCreateKeys(settings.dataDir), pino({ level: 'silent' }), {
    draining,
  }).app;
};

describe('idp liveness and readiness', () => {
  it('answers /livez, /readyz and /healthz with status ok while it serves', async () => {
    const app = await appWith(false);
    for (const path of ['/livez', '/readyz', '/healthz']) {
      const response = await request(app).get(path);
      expect([path, response.status, response.body, response.headers['cache-control']]).toEqual([
        path,
        200,
        { status: 'ok' },
        'no-store',
      ]);
    }
  });

  it('answers /readyz 503 with a message once it stops, while /livez stays 200', async () => {
    const app = await appWith(true);
    const ready = await request(app).get('/readyz');
    expect([ready.status, ready.body]).toEqual([503, { status: 'stopping', message: STOPPING_MESSAGE }]);
    expect(STOPPING_MESSAGE).toBe('The idp is stopping: send requests to another replica.');
    expect((await request(app).get('/livez')).status).toBe(200);
  });
});

describe('node src/main.ts', () => {
  it('on SIGTERM closes its kept-alive connections, stops and exits 0', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, [fileURLToPath(new URL('./main.ts', import.meta.url))], {
      env: { PATH: process.env.PATH, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    // A kept-alive connection held open, as the bff's and the browser's are: it must not hold the exit back.
    const agent = new http.Agent({ keepAlive: true });
    try {
      for (let ready = false; !ready;) {
        ready = await new Promise<boolean>((resolve) => {
          http
            .get({ host: '127.0.0.1', port, path: '/readyz', agent }, (response) => {
              response.resume();
              response.on('end', () => resolve(response.statusCode === 200));
            })
            .on('error', () => setTimeout(() => resolve(false), 100));
        });
      }
      const signalled = Date.now();
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(Date.now() - signalled).toBeLessThan(3_000);
      expect(output).toContain('SIGTERM received, stopping');
      expect(output).toContain('idp stopped');
    } finally {
      agent.destroy();
      child.kill('SIGKILL');
    }
  }, 60_000);
});
