/** @jest-environment node */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { createHttpDrain, IDLE_GRACE_MS, type HttpDrain } from './index.ts';

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

/** A server like the api's: long keep-alive, and `/slow` answers only when the test releases it. */
const startServer = async (): Promise<{
  port: number;
  drain: HttpDrain;
  slowArrived: Promise<void>;
  releaseSlow: () => void;
  stop: () => void;
}> => {
  let arrived: () => void = () => undefined;
  const slowArrived = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  const waiting: ServerResponse[] = [];
  const server = http.createServer((request: IncomingMessage, response: ServerResponse) => {
    if (request.url === '/slow') {
      waiting.push(response);
      arrived();
      return;
    }
    if (request.url === '/stream') {
      response.writeHead(200, { 'Content-Type': 'text/plain' });
      response.write('streamed ');
      waiting.push(response);
      arrived();
      return;
    }
    if (request.url === '/hang') return;
    response.end('fast');
  });
  server.keepAliveTimeout = 65_000;
  const drain = createHttpDrain(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    drain,
    slowArrived,
    releaseSlow: () => {
      for (const response of waiting) response.end('slow done');
    },
    stop: () => server.closeAllConnections(),
  };
};

const get = (port: number, path: string, agent?: http.Agent): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }),
      );
    });
    request.on('error', reject);
  });

describe('draining an HTTP server (graceful shutdown)', () => {
  let agent: http.Agent;
  beforeEach(() => {
    agent = new http.Agent({ keepAlive: true });
  });
  afterEach(() => agent.destroy());

  it('lets a request in flight finish with its 200, closing its connection after it, and then resolves', async () => {
    const server = await startServer();
    const slow = get(server.port, '/slow', agent);
    await server.slowArrived;
    let closed = false;
    const closing = server.drain.close({ timeoutMs: 5_000 }).then(() => {
      closed = true;
    });
    expect(server.drain.draining).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(closed).toBe(false);
    server.releaseSlow();
    expect(await slow).toEqual({ status: 200, connection: 'close', body: 'slow done' });
    await closing;
  });

  it('closes the connection of a response whose headers went out before the drain, once it finishes', async () => {
    const server = await startServer();
    const streamed = get(server.port, '/stream', agent);
    await server.slowArrived;
    const closing = server.drain.close({ timeoutMs: 5_000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const released = Date.now();
    server.releaseSlow();
    expect(await streamed).toMatchObject({
      status: 200,
      connection: 'keep-alive',
      body: 'streamed slow done',
    });
    await closing;
    expect(Date.now() - released).toBeLessThan(2_000);
  });

  it('serves the next request a kept-alive client sends as the drain begins, instead of resetting it', async () => {
    const server = await startServer();
    const socket = connect(server.port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    const request = 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n';
    socket.write(request);
    while (!answer.endsWith('fast')) await new Promise((resolve) => setTimeout(resolve, 5));
    // The connection is idle for the server now, while the client's next request is on its way.
    const closing = server.drain.close({ timeoutMs: 5_000 });
    const ended = new Promise((resolve) => socket.once('close', resolve));
    socket.write(request);
    await ended;
    const second = answer.slice(answer.indexOf('fast') + 'fast'.length);
    expect(second).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(second).toMatch(/\r\nConnection: close\r\n/i);
    await closing;
  });

  it('refuses a new connection once the drain began', async () => {
    const server = await startServer();
    const slow = get(server.port, '/slow');
    await server.slowArrived;
    const closing = server.drain.close({ timeoutMs: 5_000 });
    await expect(get(server.port, '/')).rejects.toThrow(/ECONNREFUSED/);
    server.releaseSlow();
    await slow;
    await closing;
  });

  it('closes an idle kept-alive connection within the idle grace instead of waiting out its keep-alive timeout', async () => {
    const server = await startServer();
    expect((await get(server.port, '/', agent)).connection).toBe('keep-alive');
    const started = Date.now();
    await server.drain.close({ timeoutMs: 5_000 });
    expect(Date.now() - started).toBeLessThan(IDLE_GRACE_MS + 1_000);
  });

  it('closes a request that hangs past the bound, and resolves within it', async () => {
    const server = await startServer();
    const hanging = get(server.port, '/hang', agent);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await server.drain.close({ timeoutMs: 500 });
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(450);
    expect(took).toBeLessThan(2_000);
    await expect(hanging).rejects.toThrow(/socket hang up|ECONNRESET/);
  });

  it('serves as usual for the delay while draining, then refuses new connections', async () => {
    const server = await startServer();
    const closing = server.drain.close({ delayMs: 400, timeoutMs: 5_000 });
    expect(server.drain.draining).toBe(true);
    expect(await get(server.port, '/', agent)).toEqual({
      status: 200,
      connection: 'keep-alive',
      body: 'fast',
    });
    await closing;
    await expect(get(server.port, '/')).rejects.toThrow(/ECONNREFUSED/);
  });

  it('returns the same promise when asked to close twice', async () => {
    const server = await startServer();
    const first = server.drain.close({ timeoutMs: 1_000 });
    expect(server.drain.close({ timeoutMs: 1_000 })).toBe(first);
    await first;
    server.stop();
  });
});
