import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { createIdp } from './app.ts';
import { loadOrCreateKeys } from './keys.ts';
import { loadSettings, type IdpSettings } from './settings.ts';

export const REDIRECT_URI = 'http://localhost:8080/auth-callback';
export const CLIENT_ID = 'crewtime-portal';

export interface RunningIdp {
  base: string;
  settings: IdpSettings;
  dataDir: string;
  close(): Promise<void>;
}

/** Starts the real idp app on an ephemeral loopback port (the issuer must name the port, so listen first). */
export async function startIdp(env: NodeJS.ProcessEnv = {}, dataDir?: string): Promise<RunningIdp> {
  const root = dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'idp-test-')));
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const settings = loadSettings({ DATA_DIR: root, OIDC_ISSUER: `${base}/oidc`, ...env });
  const keys = await loadOrCreateKeys(settings.dataDir);
  const { app } = createIdp(settings, keys, pino({ level: 'silent' }));
  server.on('request', app);
  return {
    base,
    settings,
    dataDir: root,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (!dataDir) await rm(root, { recursive: true, force: true });
    },
  };
}

/** A minimal browser: follows nothing by itself, keeps cookies by name (paths ignored: one site under test). */
export class Browser {
  readonly cookies = new Map<string, string>();

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0)
      headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';').map((part) => part.trim());
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      const expires = attributes.find((attribute) => attribute.toLowerCase().startsWith('expires='));
      const expired = expires !== undefined && Date.parse(expires.slice('expires='.length)) <= Date.now();
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }
}

export function authorizeUrl(base: string, params: Record<string, string | undefined> = {}): string {
  const query = new URLSearchParams();
  const merged: Record<string, string | undefined> = {
    client_id: CLIENT_ID,
    response_type: 'id_token token',
    redirect_uri: REDIRECT_URI,
    scope: 'openid email profile',
    state: 'state-123',
    nonce: 'nonce-456',
    prompt: 'login',
    ...params,
  };
  for (const [key, value] of Object.entries(merged)) if (value !== undefined) query.set(key, value);
  return `${base}/oidc/auth?${query.toString()}`;
}

export function location(response: Response, base: string): string {
  const target = response.headers.get('location');
  if (!target) throw new Error(`expected a redirect, got ${response.status}`);
  return new URL(target, base).toString();
}

/** authorize → login page → pick the account → back to the portal; returns the login page HTML and the final URL. */
export async function signIn(
  idp: RunningIdp,
  browser: Browser,
  email: string,
  params: Record<string, string | undefined> = {},
): Promise<{ loginPage: string; callback: URL }> {
  const started = await browser.fetch(authorizeUrl(idp.base, params));
  const interactionUrl = location(started, idp.base);
  const page = await browser.fetch(interactionUrl);
  const loginPage = await page.text();
  if (page.status !== 200) throw new Error(`login page answered ${page.status}: ${loginPage}`);
  const action = /<form method="post" action="([^"]+\/login)">/.exec(loginPage)?.[1];
  if (!action) throw new Error('login form not found');
  const submitted = await browser.fetch(new URL(action, idp.base).toString(), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email }).toString(),
  });
  return { loginPage, callback: await followToPortal(idp, browser, submitted) };
}

/**
 * Follows the provider's redirects until it sends the browser back to the portal. When another account was signed in,
 * oidc-provider first ends that session with an auto-submitted form (as a browser would submit it).
 */
async function followToPortal(idp: RunningIdp, browser: Browser, first: Response): Promise<URL> {
  let response = first;
  for (let hop = 0; hop < 10; hop += 1) {
    if (response.status >= 300 && response.status < 400) {
      const target = new URL(location(response, idp.base));
      if (target.origin !== idp.base) return target;
      response = await browser.fetch(target.toString());
      continue;
    }
    const html = await response.text();
    const action = /<form method="post" action="([^"]+)">/.exec(html)?.[1];
    if (response.status !== 200 || !action)
      throw new Error(`unexpected ${response.status} on the way back: ${html.slice(0, 300)}`);
    const fields = new URLSearchParams(
      [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)].map(
        (match): [string, string] => [match[1] ?? '', match[2] ?? ''],
      ),
    );
    response = await browser.fetch(new URL(action, idp.base).toString(), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: fields.toString(),
    });
  }
  throw new Error('too many redirects');
}

export function fragmentOf(url: URL): URLSearchParams {
  return new URLSearchParams(url.hash.slice(1));
}
