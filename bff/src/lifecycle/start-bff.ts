import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { createHttpDrain } from 'shared-kit/http-drain';
import { createApp, type BffApp } from '../app.ts';
import type { BffSettings } from '../settings.ts';

export interface StartedBff {
  port: number;
  /** `http://<host>:<port>` as listened on (loopback when no host was given). */
  url: string;
  bff: BffApp;
  /**
   * Graceful shutdown: readiness answers 503 at once; after SHUTDOWN_DELAY_MS (the load balancer's moment to notice)
   * no new connection is accepted, requests in flight (proxied ones too) finish within SHUTDOWN_TIMEOUT_MS and are cut
   * after it, keep-alive connections close as they go idle; then the health checks stop and the pools close. Calling it again returns the same promise.
   */
  stop(): Promise<void>;
  /** Closes everything at once, cutting what is in flight (tests; a second signal). */
  close(): Promise<void>;
}

/**
 * Starts the bff on `settings.port` (0 = any free port). Rejects when it cannot listen (the port in use…). The drain
 * is shared-kit/http-drain, the one the api and the idp use: it stops listening, marks each answer from then on
 * `Connection: close`, and closes a kept-alive connection only once it has been idle a moment, so a client's next
 * request already on its way is served, not reset (Node's `server.close()` alone resets it).
 */
export async function startBff(
  settings: BffSettings,
  options: { logger: Logger; host?: string },
): Promise<StartedBff> {
  const { logger } = options;
  const bff = createApp(settings, { logger });
  const server = http.createServer(bff.app);
  const httpDrain = createHttpDrain(server);

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
    bff.beginStopping();
    let cut = false;
    const bound = setTimeout(() => {
      cut = true;
      logger.warn(
        `requests still open after ${settings.shutdownTimeoutMs} ms (SHUTDOWN_TIMEOUT_MS): closing them`,
      );
    }, settings.shutdownDelayMs + settings.shutdownTimeoutMs);
    await httpDrain.close({ delayMs: settings.shutdownDelayMs, timeoutMs: settings.shutdownTimeoutMs });
    clearTimeout(bound);
    await bff.close({ force: cut });
  }

  return {
    port,
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    bff,
    stop: () => (stopped ??= drain()),
    close: async () => {
      bff.beginStopping();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await Promise.all([closed, bff.close({ force: true })]);
    },
  };
}
