import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

/**
 * Graceful close of an HTTP server, for a rolling restart that shows users no error (issue 42). Built on Node's own
 * server methods rather than http-terminator: that library keeps listening until its drain ends (so it accepts new
 * connections while stopping) and has not been released since 2023. Two things Node's `server.close()` alone gets
 * wrong for this: a kept-alive connection whose response finishes after close() began stays open for the whole
 * keep-alive timeout (so each response from then on says `Connection: close`), and it destroys at once every
 * connection between two requests, including a busy client's whose next request is already on its way (ECONNRESET,
 * and the client cannot tell whether a write was done). So the listener is closed with net.Server's close, and a
 * connection is closed only after IDLE_GRACE_MS without a request.
 */
export interface HttpDrain {
  /** True from the moment close() is called: readiness answers 503, so a load balancer stops sending. */
  readonly draining: boolean;
  /**
   * Turns `draining` on; after `delayMs` (0: at once) stops accepting connections and ends each connection after its
   * response; lets requests in flight finish, closing connections idle for IDLE_GRACE_MS, and `timeoutMs` after
   * that closes whatever is still open. Resolves when every connection is closed; calling it again returns the same
   * promise.
   */
  close(bounds: { delayMs?: number; timeoutMs: number }): Promise<void>;
}

/** A connection with no request for this long is not about to send one: closing it cuts nothing. */
export const IDLE_GRACE_MS = 500;
const SWEEP_INTERVAL_MS = 100;

interface ConnectionState {
  requests: number;
  idleSince: number;
}

export const createHttpDrain = (server: Server): HttpDrain => {
  const inFlight = new Set<ServerResponse>();
  const connections = new Map<Socket, ConnectionState>();
  let draining = false;
  /** After the delay: each response closes its connection. */
  let closingConnections = false;
  let closing: Promise<void> | null = null;

  /** After close() began, a connection ends with its response instead of waiting for the next request. */
  const closeAfter = (response: ServerResponse): void => {
    if (!response.headersSent) response.setHeader('Connection', 'close');
  };

  server.on('connection', (socket: Socket) => {
    connections.set(socket, { requests: 0, idleSince: Date.now() });
    socket.once('close', () => connections.delete(socket));
  });

  // Before the app's own listener, so a response gets its header before the app can send it.
  server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    if (closingConnections) closeAfter(response);
    inFlight.add(response);
    const state = connections.get(request.socket);
    if (state) state.requests += 1;
    response.once('close', () => {
      inFlight.delete(response);
      if (state) {
        state.requests -= 1;
        state.idleSince = Date.now();
      }
    });
  });

  const closeIdleConnections = (): void => {
    const now = Date.now();
    for (const [socket, state] of connections)
      if (state.requests === 0 && now - state.idleSince >= IDLE_GRACE_MS) socket.destroy();
  };

  return {
    get draining() {
      return draining;
    },
    close({ delayMs = 0, timeoutMs }) {
      closing ??= (async () => {
        draining = true;
        // A load balancer that probes readiness needs a moment to stop sending before connections are refused. Serve
        // as usual meanwhile: closing each connection after its response would make busy clients reconnect, and the
        // connections still queued when the listener closes are reset by the kernel.
        if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
        closingConnections = true;
        for (const response of inFlight) closeAfter(response);
        await new Promise<void>((resolve) => {
          const sweep = setInterval(closeIdleConnections, SWEEP_INTERVAL_MS);
          const bound = setTimeout(() => server.closeAllConnections(), timeoutMs);
          // Stop listening without http.Server's own close, which would also cut connections between requests (above).
          NetServer.prototype.close.call(server, () => {
            clearInterval(sweep);
            clearTimeout(bound);
            resolve();
          });
          closeIdleConnections();
        });
      })();
      return closing;
    },
  };
};
