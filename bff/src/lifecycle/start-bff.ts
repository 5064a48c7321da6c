import http, { type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { createApp, type BffApp } from '../app.ts';
import type { BffSettings } from '../settings.ts';

export interface StartedBff {
  port: number;
  /** `http://<host>:<port>` as listened on (loopback when no host was given). */
  url: string;
  bff: BffApp;
  /**
   * Graceful shutdown: readiness answers 503 at once, no new connection is accepted, requests in flight (proxied ones
   * too) finish within SHUTDOWN_TIMEOUT_MS and are cut after it, keep-alive connections close as they go idle, then the
   * health checks stop and the api pools close. Calling it again returns the same promise.
   */
  stop(): Promise<void>;
  /** Closes everything at once, cutting what is in flight (tests; a second signal). */
  close(): Promise<void>;
}

/**
 * Starts the bff on `settings.port` (0 = any free port). Rejects when it cannot listen (the port in use…). Node's own
 * `server.close()` plus `closeIdleConnections()` and a bound do the draining: no library needed for that. What Node
 * does not do is close a keep-alive connection whose request ends after close() began, so each answer given while
 * stopping carries `Connection: close`.
 */
export async function startBff(
  settings: BffSettings,
  options: { logger: Logger; host?: string },
): Promise<StartedBff> {
  const { logger } = options;
  const bff = createApp(settings, { logger });
  const server = http.createServer(bff.app);
  const open = new Set<ServerResponse>();
  let stopping = false;

  server.prependListener('request', (_req, res: ServerResponse) => {
    if (stopping) res.setHeader('Connection', 'close');
    open.add(res);
    res.once('close', () => open.delete(res));
  });

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(settings.port, options.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    await bff.close({ force: true });
    throw error;
  }
  const { port } = server.address() as AddressInfo;

  let stopped: Promise<void> | undefined;
  async function drain(): Promise<void> {
    stopping = true;
    bff.beginStopping();
    for (const res of open) if (!res.headersSent) res.setHeader('Connection', 'close');
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    let timer: NodeJS.Timeout | undefined;
    const inTime = await Promise.race([
      closed.then(() => true),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), settings.shutdownTimeoutMs);
      }),
    ]);
    clearTimeout(timer);
    if (!inTime) {
      logger.warn(
        { open: open.size },
        `requests still open after ${settings.shutdownTimeoutMs} ms (SHUTDOWN_TIMEOUT_MS): closing them`,
      );
      server.closeAllConnections();
      await closed;
    }
    await bff.close({ force: !inTime });
  }

  return {
    port,
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    bff,
    stop: () => (stopped ??= drain()),
    close: async () => {
      stopping = true;
      bff.beginStopping();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await Promise.all([closed, bff.close({ force: true })]);
    },
  };
}
