import { mkdtemp, rm } from 'node:fs/promises';
import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import {
  exportJWK,
  exportSPKI,
  generateKeyPair,
  SignJWT,
  type JWK,
  type JWTPayload,
  type JWTHeaderParameters,
} from 'jose';
import { pino, type Logger } from 'pino';
import type { BffApp } from './app.ts';
import { startBff as startBffServer } from './lifecycle/start-bff.ts';
import { loadSettings, type BffSettings } from './settings.ts';

export type SigningKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

export const CLIENT_ID = 'crewtime-portal';
export const KID = 'test-key-1';

export interface TestServer {
  url: string;
  port: number;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A loopback HTTP server that records what it receives (the fake api, the fake IdP). */
export async function startServer(
  handler: (req: IncomingMessage, res: ServerResponse, body: string) => void,
): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      handler(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A port nothing listens on (bound, then released). */
export async function closedPort(): Promise<number> {
  const server = await startServer(() => undefined);
  await server.close();
  return server.port;
}

export interface TestIdp extends TestServer {
  issuer: string;
  privateKey: SigningKey;
  publicJwk: JWK;
  publicPem: string;
  /** Signs an id token like the IdP would; claims and header can be overridden or removed (undefined). */
  sign(
    claims?: Record<string, unknown>,
    header?: Partial<JWTHeaderParameters>,
    key?: SigningKey,
  ): Promise<string>;
}

export async function startTestIdp(): Promise<TestIdp> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  const publicPem = await exportSPKI(publicKey);
  let issuer = '';
  const server = await startServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.url === '/.well-known/openid-configuration') {
      res.end(
        JSON.stringify({
          issuer,
          authorization_endpoint: `${issuer}/auth`,
          jwks_uri: `${issuer}/jwks`,
          end_session_endpoint: `${issuer}/session/end`,
        }),
      );
    } else if (req.url === '/jwks') {
      res.end(JSON.stringify({ keys: [publicJwk] }));
    } else {
      res.statusCode = 404;
      res.end('{}');
    }
  });
  issuer = server.url;
  return {
    ...server,
    issuer,
    privateKey,
    publicJwk,
    publicPem,
    sign: async (claims = {}, header = {}, key = privateKey) => {
      const now = Math.floor(Date.now() / 1000);
      const payload: Record<string, unknown> = {
        iss: issuer,
        aud: CLIENT_ID,
        sub: 'foreman@example.com',
        email: 'foreman@example.com',
        iat: now,
        exp: now + 600,
        ...claims,
      };
      for (const [name, value] of Object.entries(payload)) if (value === undefined) delete payload[name];
      return new SignJWT(payload as JWTPayload)
        .setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'JWT', ...header })
        .sign(key);
    },
  };
}

export function silentLogger(): Logger {
  return pino({ level: 'silent' });
}

/** A logger whose output the test can read (to prove what is, and is not, logged). */
export function capturingLogger(): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(chunk.toString('utf8'));
      callback();
    },
  });
  return { logger: pino({ level: 'debug' }, sink), lines };
}

export interface RunningBff {
  url: string;
  settings: BffSettings;
  bff: BffApp;
  /** The graceful shutdown main.ts runs on SIGTERM. */
  stop(): Promise<void>;
  /** Ends the test's bff at once. */
  close(): Promise<void>;
}

export async function tempDir(prefix: string): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * Starts the real bff on a loopback port with settings read from `env` (as main.ts does). Health checks of the api
 * are off unless `env` sets API_HEALTH_INTERVAL_MS: a fake api then records only what a test sends it.
 */
export async function startBff(env: NodeJS.ProcessEnv, logger: Logger = silentLogger()): Promise<RunningBff> {
  const settings = { ...loadSettings({ LOG_LEVEL: 'silent', API_HEALTH_INTERVAL_MS: '0', ...env }), port: 0 };
  const started = await startBffServer(settings, { logger, host: '127.0.0.1' });
  return {
    url: started.url,
    settings,
    bff: started.bff,
    stop: () => started.stop(),
    close: () => started.close(),
  };
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** The body's bytes as sent (a compressed body is not text). */
  bytes: Buffer;
}

/** node:http request with full control of headers (fetch forbids Connection, Transfer-Encoding…). */
export function rawRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer | Buffer[] } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: options.method ?? 'GET', headers: options.headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            bytes: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    const parts =
      options.body === undefined ? [] : Array.isArray(options.body) ? options.body : [options.body];
    for (const part of parts) request.write(part);
    request.end();
  });
}

export interface UploadOutcome {
  /** The error of a write, when the server reset the connection before the whole body was sent (EPIPE…). */
  writeError?: string;
  /** Everything the server sent back, raw (status line, headers, body). */
  answer: string;
  status: number;
  /** The answer's body, parsed as JSON (undefined when it is not). */
  json: unknown;
}

/**
 * A client as curl and most HTTP libraries behave: writes the whole request body on a plain socket, and only then
 * reads the answer. `Content-Length` or `chunked` framing, with `Connection: close` or keep-alive.
 */
export async function uploadThenRead(
  url: string,
  options: {
    headers: Record<string, string>;
    size: number;
    framing: 'Content-Length' | 'chunked';
    connection: 'close' | 'keep-alive';
  },
): Promise<UploadOutcome> {
  const { hostname, port, pathname, search } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  socket.pause();
  const received: Buffer[] = [];
  /** The answer is in: the server closed, or (keep-alive) its whole body has arrived. */
  const complete = (): boolean => parseAnswer(Buffer.concat(received).toString('latin1')).complete;
  const answered = new Promise<void>((resolve) => {
    socket.on('data', (chunk: Buffer) => {
      received.push(chunk);
      if (complete()) resolve();
    });
    socket.on('end', resolve);
    socket.on('close', resolve);
  });
  let writeError: string | undefined;
  socket.on('error', (error: NodeJS.ErrnoException) => {
    writeError ??= error.code ?? error.message;
  });
  const write = (data: string | Buffer) =>
    new Promise<void>((resolve, reject) =>
      socket.write(data, (error) => (error ? reject(error) : resolve())),
    );
  const chunked = options.framing === 'chunked';
  const head = [
    `POST ${pathname}${search} HTTP/1.1`,
    `Host: ${hostname}`,
    `Connection: ${options.connection}`,
    ...Object.entries(options.headers).map(([name, value]) => `${name}: ${value}`),
    chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${options.size}`,
  ];
  try {
    await write(`${head.join('\r\n')}\r\n\r\n`);
    const piece = 256 * 1024;
    for (let offset = 0; offset < options.size; offset += piece) {
      const length = Math.min(piece, options.size - offset);
      if (chunked) await write(`${length.toString(16)}\r\n`);
      await write(Buffer.alloc(length, 0x20));
      if (chunked) await write('\r\n');
    }
    if (chunked) await write('0\r\n\r\n');
  } catch (error) {
    writeError ??= (error as NodeJS.ErrnoException).code ?? String(error);
  }
  socket.resume();
  await answered;
  socket.destroy();
  const answer = Buffer.concat(received).toString('latin1');
  const { status, body } = parseAnswer(answer);
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    json = undefined;
  }
  return { writeError, answer, status, json };
}

/** Status and body of a raw HTTP/1.1 answer (Content-Length or chunked), and whether all of it has arrived. */
function parseAnswer(text: string): { status: number; body: string; complete: boolean } {
  const status = Number(/^HTTP\/1\.1 (\d{3}) /.exec(text)?.[1] ?? 0);
  const headEnd = text.indexOf('\r\n\r\n');
  if (headEnd < 0) return { status, body: '', complete: false };
  const head = text.slice(0, headEnd);
  let rest = text.slice(headEnd + 4);
  const length = /\r\ncontent-length: *(\d+)/i.exec(head)?.[1];
  if (length !== undefined) {
    return { status, body: rest.slice(0, Number(length)), complete: rest.length >= Number(length) };
  }
  if (!/\r\ntransfer-encoding: *chunked/i.test(head)) return { status, body: rest, complete: false };
  let body = '';
  for (;;) {
    const sizeEnd = rest.indexOf('\r\n');
    if (sizeEnd < 0) return { status, body, complete: false };
    const size = parseInt(rest.slice(0, sizeEnd), 16);
    if (size === 0) return { status, body, complete: true };
    body += rest.slice(sizeEnd + 2, sizeEnd + 2 + size);
    rest = rest.slice(sizeEnd + 4 + size);
  }
}
