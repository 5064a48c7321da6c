import { createClient } from '@redis/client';
import type { Logger } from 'pino';
import type { RedisReply, SendCommandFn } from 'rate-limit-redis';

/** A Redis command that takes longer than this fails (and the request passes, unlimited): a stuck Redis must not stall the portal. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;

export interface LimitsRedis {
  /** Sends one raw command (rate-limit-redis's `sendCommand`); rejects at once while Redis is unreachable. */
  sendCommand: SendCommandFn;
  /** Redis answers commands now. */
  isReady(): boolean;
  /** Resolves the first time Redis answers. */
  firstReady: Promise<void>;
  /** Runs `listener` each time the connection becomes ready (the first time and after every reconnect). */
  onReady(listener: () => void): void;
  close(): Promise<void>;
}

/** `redis://:secret@host:6379/0` → `redis://host:6379/0`: the address for a log line, without credentials. */
export function redisAddress(url: string): string {
  const parsed = new URL(url);
  parsed.username = '';
  parsed.password = '';
  return parsed.toString();
}

/**
 * The rate limits' connection to Redis. It connects in the background and keeps reconnecting; while Redis cannot be
 * reached, commands fail at once instead of queueing (no offline queue), so the limits let requests through
 * (fail-open, see rate-limits.ts). An outage is logged once when it starts and once when it ends, not per request.
 */
export function connectLimitsRedis(url: string, logger: Logger): LimitsRedis {
  const address = redisAddress(url);
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5000) },
  });
  let down = false;
  const firstReady = new Promise<void>((resolve) => client.once('ready', () => resolve()));
  client.on('error', (error: Error) => {
    if (down) return;
    down = true;
    logger.warn(
      { err: error, redis: address },
      `Redis at ${address} is unreachable: rate limits are not enforced until it is back`,
    );
  });
  client.on('ready', () => {
    if (down) logger.info({ redis: address }, `Redis at ${address} is reachable again: rate limits enforced`);
    down = false;
  });
  // The first failure is reported through 'error' above; connect() itself only rejects once the client is closed.
  client.connect().catch(() => undefined);

  return {
    sendCommand: (...args) => client.sendCommand<RedisReply>(args, { timeout: REDIS_COMMAND_TIMEOUT_MS }),
    isReady: () => client.isReady,
    firstReady,
    onReady(listener) {
      client.on('ready', listener);
    },
    async close() {
      // close() lets the answers under way arrive; a client still trying to connect has none, and is dropped.
      if (client.isReady) await client.close();
      else if (client.isOpen) client.destroy();
    },
  };
}
