import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/**
 * Graceful close of an HTTP server, for a rolling restart that shows users no error (issue 42). Built on Node's own
 * `server.close()`, `closeIdleConnections()` and `closeAllConnections()` rather than http-terminator: that library
 * keeps listening until its drain ends (so it accepts new connections while stopping) and has not been released since
 * 2023; Node 24 has every part. What Node alone does not do: a kept-alive connection whose response finishes after
 * close() began stays open for the whole keep-alive timeout, so each response from then on says `Connection: close`.
 */
export interface HttpDrain {
  /** True from the moment close() is called: readiness answers 503, so a load balancer stops sending. */
  readonly draining: boolean;
  /**
   * Turns `draining` on and ends each connection after its response; after `delayMs` (0: at once) stops accepting
   * connections and closes idle keep-alive ones; lets requests in flight finish, and `timeoutMs` after that closes
   * whatever is still open. Resolves when every connection is closed; calling it again returns the same promise.
   */
  close(bounds: { delayMs?: number; timeoutMs: number }): Promise<void>;
}

export const createHttpDrain = (server: Server): HttpDrain => {
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  let closing: Promise<void> | null = null;

  /** After close() began, a connection ends with its response instead of waiting for the next request. */
  const closeAfter = (response: ServerResponse): void => {
    if (!response.headersSent) {
      response.setHeader('Connection', 'close');
      return;
    }
    // Headers already sent (a streamed export): close the connection once it is idle again.
    response.once('finish', () => setImmediate(() => server.closeIdleConnections()));
  };

  // Before the app's own listener, so a response gets its header before the app can send it.
  server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) => {
    if (draining) closeAfter(response);
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
  });

  return {
    get draining() {
      return draining;
    },
    close({ delayMs = 0, timeoutMs }) {
      closing ??= (async () => {
        draining = true;
        for (const response of inFlight) closeAfter(response);
        // A load balancer that probes readiness needs a moment to stop sending before connections are refused.
        if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
        await new Promise<void>((resolve) => {
          const bound = setTimeout(() => server.closeAllConnections(), timeoutMs);
          server.close(() => {
            clearTimeout(bound);
            resolve();
          });
          server.closeIdleConnections();
        });
      })();
      return closing;
    },
  };
};
