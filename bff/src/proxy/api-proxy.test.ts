import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import express from 'express';
import {
  API_TIMEOUT_MESSAGE,
  API_UNAVAILABLE_MESSAGE,
  BODY_TOO_LARGE_MESSAGE,
  limitDeclaredBody,
  stripApiPrefix,
} from './api-proxy.ts';
import {
  capturingLogger,
  closedPort,
  rawRequest,
  startBff,
  startServer,
  startTestIdp,
  tempDir,
  uploadThenRead,
  type RunningBff,
  type TestIdp,
  type TestServer,
} from '../test-support.ts';

let idp: TestIdp;
let api: TestServer;
let bff: RunningBff;
let token: string;
let data: { dir: string; remove(): Promise<void> };
const logs = capturingLogger();

beforeAll(async () => {
  idp = await startTestIdp();
  api = await startServer((req, res, body) => {
    if (req.url === '/forbidden') {
      res.statusCode = 403;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ message: "You don't have permission to do this" }));
      return;
    }
    if (req.url === '/timesheets?pageSize=500') {
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify(Array.from({ length: 200 }, (_, index) => ({ timesheetId: index, state: 'OPEN' }))),
      );
      return;
    }
    if (req.headers['idempotency-key'] === 'resend-1') {
      // The api's answer to a repeat from the offline queue (api/API.md, Idempotency-Key).
      res.statusCode = 201;
      res.setHeader('content-type', 'application/json');
      res.setHeader('idempotent-replayed', 'true');
      res.end(JSON.stringify({ timesheetId: 7 }));
      return;
    }
    res.setHeader('content-type', 'application/json');
    res.setHeader('x-total-count', '42');
    res.end(JSON.stringify({ method: req.method, url: req.url, body }));
  });
  data = await tempDir('bff-proxy-');
  bff = await startBff(
    { DATA_DIR: data.dir, OIDC_ISSUER: idp.issuer, API_URL: api.url, BODY_LIMIT_BYTES: '1024' },
    logs.logger,
  );
  token = await idp.sign();
});

afterAll(async () => {
  await Promise.all([bff.close(), idp.close(), api.close()]);
  await data.remove();
});

beforeEach(() => {
  api.requests.length = 0;
});

describe('/api compression', () => {
  it('gzips an answer above 1 KiB for a client that accepts it, and sends the same JSON', async () => {
    const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' };
    const response = await rawRequest(`${bff.url}/api/timesheets?pageSize=500`, { headers });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    const json = JSON.parse(gunzipSync(response.bytes).toString('utf8')) as unknown[];
    expect(json).toHaveLength(200);
    expect(response.bytes.length).toBeLessThan(JSON.stringify(json).length / 4);
  });

  it('sends a small answer, and any answer to a client that accepts no encoding, as it is', async () => {
    const small = await rawRequest(`${bff.url}/api/timesheets/1`, {
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body)).toMatchObject({ url: '/timesheets/1' });
    const plain = await rawRequest(`${bff.url}/api/timesheets?pageSize=500`, {
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body)).toHaveLength(200);
  });
});

describe('/api proxy', () => {
  it('strips the /api prefix and keeps the query string', () => {
    expect(stripApiPrefix('/api/timesheets?state=OPEN')).toBe('/timesheets?state=OPEN');
    expect(stripApiPrefix('/api')).toBe('/');
    expect(stripApiPrefix('/api?x=1')).toBe('/?x=1');
  });

  it('forwards a valid token with its Authorization and drops client identity headers, cookies and hop-by-hop headers', async () => {
    const response = await rawRequest(`${bff.url}/api/timesheets?startDate=2024-03-04&page=2`, {
      headers: {
        authorization: `Bearer ${token}`,
        'x-user-id': '1',
        'x-user-email': 'admin@example.com',
        'x-forwarded-user': 'admin@example.com',
        'x-employee-id': '1',
        'x-forwarded-for': '10.0.0.1',
        cookie: 'session=abc; other=def',
        connection: 'keep-alive, x-hop-secret',
        'x-hop-secret': 'hop',
        'proxy-authorization': 'Basic eDp5',
        'x-request-id': 'client-request-1',
        accept: 'application/json',
      },
    });
    expect(response.status).toBe(200);
    expect(response.headers['x-total-count']).toBe('42');
    expect(api.requests).toHaveLength(1);
    const [seen] = api.requests;
    expect(seen?.url).toBe('/timesheets?startDate=2024-03-04&page=2');
    expect(seen?.headers.authorization).toBe(`Bearer ${token}`);
    expect(seen?.headers.accept).toBe('application/json');
    for (const dropped of [
      'x-user-id',
      'x-user-email',
      'x-forwarded-user',
      'x-employee-id',
      'cookie',
      'x-hop-secret',
      'proxy-authorization',
    ]) {
      expect(seen?.headers).not.toHaveProperty(dropped);
    }
    expect(seen?.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen?.headers['x-request-id']).toBe('client-request-1');
    expect(response.headers['x-request-id']).toBe('client-request-1');
  });

  it('lets anyone read the OpenAPI document (it describes the API and holds no data), and nothing else', async () => {
    const document = await rawRequest(`${bff.url}/api/openapi.json`);
    expect(document.status).toBe(200);
    expect(api.requests.map((request) => request.url)).toEqual(['/openapi.json']);
    expect(api.requests[0]?.headers.authorization).toBeUndefined();
    api.requests.length = 0;
    for (const [method, path] of [
      ['GET', '/api/timesheets'],
      ['GET', '/api/openapi.json/'],
      ['GET', '/api/openapi.jsonx'],
      ['GET', '/api/openapi.json/../user'],
      ['GET', '/api//openapi.json'],
      ['GET', '/api/%6fpenapi.json'],
      ['GET', '/api/x/openapi.json'],
      ['POST', '/api/openapi.json'],
      ['PUT', '/api/openapi.json'],
    ] as const) {
      const response = await rawRequest(`${bff.url}${path}`, { method });
      expect([method, path, response.status]).toEqual([method, path, 401]);
    }
    expect(api.requests).toHaveLength(0);
  });

  it('sets a request id of its own when the client sends none', async () => {
    const response = await fetch(`${bff.url}/api/user`, { headers: { authorization: `Bearer ${token}` } });
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(api.requests[0]?.headers['x-request-id']).toBe(id);
  });

  it('passes an api error status and body through unchanged', async () => {
    const response = await fetch(`${bff.url}/api/forbidden`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: "You don't have permission to do this" });
  });

  it('streams a JSON body with Content-Length to the api', async () => {
    const body = JSON.stringify({ projectId: 7, date: '2024-03-04' });
    const response = await fetch(`${bff.url}/api/timesheets`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ method: 'POST', url: '/timesheets', body });
  });

  it("forwards the offline queue's Idempotency-Key to the api and its Idempotent-Replayed to the browser", async () => {
    const response = await fetch(`${bff.url}/api/timesheets`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'idempotency-key': 'resend-1',
      },
      body: JSON.stringify({ projectId: 7, date: '2024-03-04' }),
    });
    expect(api.requests.map((request) => request.headers['idempotency-key'])).toEqual(['resend-1']);
    expect(response.status).toBe(201);
    expect(response.headers.get('idempotent-replayed')).toBe('true');
    expect(await response.json()).toEqual({ timesheetId: 7 });
  });

  it('forwards a small chunked body read before proxying', async () => {
    const response = await rawRequest(`${bff.url}/api/timesheets`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'transfer-encoding': 'chunked',
      },
      body: [Buffer.from('{"a":'), Buffer.from('1}')],
    });
    expect(response.status).toBe(200);
    expect(api.requests[0]?.body).toBe('{"a":1}');
    expect(api.requests[0]?.headers['content-length']).toBe('7');
  });

  it('refuses a declared body over the limit with 413 JSON without calling the api', async () => {
    const response = await rawRequest(`${bff.url}/api/timesheets`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'content-length': '2048',
      },
      body: Buffer.alloc(2048, 0x20),
    });
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body)).toEqual({ message: BODY_TOO_LARGE_MESSAGE });
    expect(api.requests).toHaveLength(0);
  });

  it('refuses a chunked body that grows over the limit with 413 JSON without calling the api', async () => {
    const response = await rawRequest(`${bff.url}/api/timesheets`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'transfer-encoding': 'chunked',
      },
      body: [Buffer.alloc(600, 0x20), Buffer.alloc(600, 0x20)],
    });
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body)).toEqual({ message: BODY_TOO_LARGE_MESSAGE });
    expect(api.requests).toHaveLength(0);
  });

  // Probed on the running stack: the 413 used to close the socket at once and the client saw a connection reset
  // (EPIPE); with `Connection: close` it still did after the first fix, which only helped keep-alive connections.
  it.each([
    ['Content-Length', 'keep-alive'],
    ['Content-Length', 'close'],
    ['chunked', 'keep-alive'],
    ['chunked', 'close'],
  ] as const)(
    'lets a client that sends all 10 MB (%s, Connection: %s) before it reads get the 413, not a reset',
    async (framing, connection) => {
      const outcome = await uploadThenRead(`${bff.url}/api/timesheets`, {
        // As a browser sends it: /api answers may be compressed, and the 413 must still be readable.
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
          'Accept-Encoding': 'gzip, deflate, br',
        },
        size: 10 * 1024 * 1024,
        framing,
        connection,
      });
      expect([outcome.writeError, outcome.status, outcome.json]).toEqual([
        undefined,
        413,
        { message: BODY_TOO_LARGE_MESSAGE },
      ]);
      expect(api.requests).toHaveLength(0);
    },
  );

  it('never writes the bearer token to the logs', async () => {
    const secret = await idp.sign({ email: 'payroll@example.com' });
    await fetch(`${bff.url}/api/user?x=1`, {
      headers: { authorization: `Bearer ${secret}`, cookie: 'sid=cookie-secret' },
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const output = logs.lines.join('');
    expect(output).toContain('/api/user?x=1');
    expect(output).not.toContain(secret.split('.')[2]);
    expect(output).not.toContain('cookie-secret');
  });
});

describe('/api proxy when the api fails', () => {
  it('answers 502 with the unavailable message, not naming the upstream host, when the api refuses connections', async () => {
    const port = await closedPort();
    const down = await startBff({
      DATA_DIR: data.dir,
      OIDC_ISSUER: idp.issuer,
      API_URL: `http://127.0.0.1:${port}`,
    });
    try {
      const response = await fetch(`${down.url}/api/user`, { headers: { authorization: `Bearer ${token}` } });
      expect(response.status).toBe(502);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({ message: API_UNAVAILABLE_MESSAGE });
      expect(API_UNAVAILABLE_MESSAGE).toBe('The timesheet service is unavailable. Try again in a moment.');
      expect(text).not.toContain('127.0.0.1');
      expect(text).not.toContain(String(port));
    } finally {
      await down.close();
    }
  });

  it('answers 504 JSON when the api does not answer within the upstream timeout', async () => {
    const silent = await startServer(() => undefined);
    const slow = await startBff({
      DATA_DIR: data.dir,
      OIDC_ISSUER: idp.issuer,
      API_URL: silent.url,
      UPSTREAM_TIMEOUT_MS: '200',
    });
    try {
      const started = Date.now();
      const response = await fetch(`${slow.url}/api/user`, { headers: { authorization: `Bearer ${token}` } });
      expect(response.status).toBe(504);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({ message: API_TIMEOUT_MESSAGE });
      expect(text).not.toContain('127.0.0.1');
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await slow.close();
      await silent.close();
    }
  });

  it('streams a download without buffering it: the first rows arrive while the api is still writing', async () => {
    let finish: () => void = () => undefined;
    const csv = await startServer((_req, res) => {
      res.writeHead(200, {
        'content-type': 'text/csv',
        'content-disposition': 'attachment; filename="payroll.csv"',
      });
      res.write('employee,hours\n');
      finish = () => res.end('Frank Morales,8\n');
    });
    const streaming = await startBff({ DATA_DIR: data.dir, OIDC_ISSUER: idp.issuer, API_URL: csv.url });
    try {
      const { first, response } = await new Promise<{ first: string; response: http.IncomingMessage }>(
        (resolve, reject) => {
          http
            .get(
              `${streaming.url}/api/payroll/1/export`,
              { headers: { authorization: `Bearer ${token}` } },
              (incoming) => {
                incoming.once('data', (chunk: Buffer) => {
                  incoming.pause();
                  resolve({ first: chunk.toString('utf8'), response: incoming });
                });
              },
            )
            .on('error', reject);
        },
      );
      // The api has not ended its response yet: a buffering proxy would not have sent anything.
      expect(first).toBe('employee,hours\n');
      expect(response.headers['content-disposition']).toBe('attachment; filename="payroll.csv"');
      finish();
      let rest = '';
      for await (const chunk of response) rest += (chunk as Buffer).toString('utf8');
      expect(rest).toBe('Frank Morales,8\n');
    } finally {
      await streaming.close();
      await csv.close();
    }
  });
});

describe('a refused body is read and discarded within bounds', () => {
  let small: { url: string; close(): Promise<void> };
  beforeAll(async () => {
    const app = express();
    app.use(limitDeclaredBody(16, { bytes: 64 * 1024, timeMs: 300 }));
    app.use((_req, res) => {
      res.json({ accepted: true });
    });
    const server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    small = {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      close: () => {
        server.closeAllConnections();
        return new Promise<void>((resolve) => server.close(() => resolve()));
      },
    };
  });
  afterAll(() => small.close());

  it('hangs up on a sender that stops, once the 413 is out and the time bound has passed', async () => {
    const { port } = new URL(small.url);
    const socket = net.connect(Number(port), '127.0.0.1');
    socket.write('POST /upload HTTP/1.1\r\nHost: localhost\r\nContent-Length: 1000\r\n\r\n0123456789');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    const started = Date.now();
    await new Promise((resolve) => socket.once('close', resolve));
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain(BODY_TOO_LARGE_MESSAGE);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
  });

  it('hangs up on a body past the byte bound', async () => {
    const outcome = await uploadThenRead(`${small.url}/upload`, {
      headers: {},
      size: 20 * 1024 * 1024,
      framing: 'Content-Length',
      connection: 'close',
    });
    expect(outcome.writeError).toMatch(/^(EPIPE|ECONNRESET)$/);
  });
});
