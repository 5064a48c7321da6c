import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

/**
 * The real services (idp, api, bff) as child processes, the way `npm start` runs them: for bench:fleet and the
 * end-to-end trace test, which both need the whole path rather than one app in-process.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const freePort = async (): Promise<number> => {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
};

export interface Service {
  name: string;
  url: string;
  process: ChildProcess;
  exited: Promise<[number | null, NodeJS.Signals | null]>;
}

export interface ServiceOptions {
  name: string;
  /** The workspace folder: 'idp', 'api' or 'bff'. */
  folder: string;
  port: number;
  /** Added to this process's environment; LOG_LEVEL is 'warn' unless given. */
  env: Record<string, string>;
  /** Each line the service writes to stdout or stderr. */
  onLine: (line: string) => void;
}

/** A service's real entry point (`node --import ./src/tracing.ts src/main.ts`, as `npm start` runs it). */
export const startService = ({ name, folder, port, env, onLine }: ServiceOptions): Service => {
  const child = spawn(process.execPath, ['--import', './src/tracing.ts', 'src/main.ts'], {
    cwd: path.join(root, folder),
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) createInterface({ input: stream! }).on('line', onLine);
  return {
    name,
    url: `http://127.0.0.1:${port}`,
    process: child,
    exited: once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>,
  };
};

export const waitReady = async (service: Service, timeoutMs = 60_000): Promise<void> => {
  let gone = false;
  void service.exited.then(() => (gone = true));
  for (const began = Date.now(); Date.now() - began < timeoutMs; await sleep(100)) {
    if (gone) throw new Error(`${service.name} exited before it was ready`);
    if ((await fetch(`${service.url}/readyz`).catch(() => null))?.ok) return;
  }
  throw new Error(`${service.name} was not ready within ${timeoutMs / 1000} s`);
};

/** SIGTERM (the service drains and flushes its spans), SIGKILL if it is still there after `killAfterMs`. */
export const stopService = async (service: Service, killAfterMs = 20_000): Promise<void> => {
  if (service.process.exitCode !== null || service.process.signalCode !== null) return;
  service.process.kill('SIGTERM');
  const killer = setTimeout(() => service.process.kill('SIGKILL'), killAfterMs);
  await service.exited;
  clearTimeout(killer);
};

/** Signs an id token as the idp would, for `email` (sub and email), valid for `expiresIn` (jose's time span). */
export type IdTokenSigner = (email: string, expiresIn?: string) => Promise<string>;

/**
 * Gives the idp that will start on `dataDir` a signing key of the caller's (`<dataDir>/idp/jwks.json`, which the idp
 * loads instead of making one): the api and the bff find it through discovery and JWKS, and the caller signs each
 * user's id token with it, with no browser sign-in.
 */
export const giveIdpSigningKey = async (dataDir: string, issuer: string): Promise<IdTokenSigner> => {
  const kid = 'test-signing-key';
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  mkdirSync(path.join(dataDir, 'idp'), { recursive: true });
  writeFileSync(
    path.join(dataDir, 'idp/jwks.json'),
    JSON.stringify({ keys: [{ ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' }] }),
    { mode: 0o600 },
  );
  return (email, expiresIn = '15m') =>
    new SignJWT({ email, name: email })
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
      .setIssuer(issuer)
      .setAudience('crewtime-portal')
      .setSubject(email)
      .setIssuedAt()
      .setExpirationTime(expiresIn)
      .sign(privateKey);
};
