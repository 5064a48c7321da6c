import type { Request, RequestHandler } from 'express';
import {
  MemoryStore,
  ipKeyGenerator,
  rateLimit,
  type AugmentedRequest,
  type Options,
  type Store,
} from 'express-rate-limit';
import type { Logger } from 'pino';
import { RedisStore } from 'rate-limit-redis';
import { tooManyRequestsMessage } from 'shared-kit/domain';
import type { BffSettings, RateLimit } from '../settings.ts';
import { connectLimitsRedis, type LimitsRedis } from './redis-client.ts';

/** Reading never counts towards a write limit. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The api's reminder sends (`PUT /admin/send-{foreman,general,final}-timesheet-reminder`, api/src/http/routers/admin.ts)
 * as the api's router matches them: in any letter case, with or without a trailing slash.
 */
export const REMINDER_SEND_PATH = /^\/admin\/send-[a-z]+-timesheet-reminder\/?$/i;

/** IPv6 clients are counted per /56, the block one customer line gets: a /128 would let one client count as millions. */
export const IPV6_SUBNET = 56;

export interface RateLimits {
  /** Per user, every /api request but GET, HEAD and OPTIONS: mount under /api after the token check. */
  apiWrites: RequestHandler;
  /** Per user, the reminder sends: mount under /api after the token check. */
  reminderSends: RequestHandler;
  /** Per client address, PUT and DELETE: mount under /config/remotes before the registry's routes. */
  deploys: RequestHandler;
  /** Resolves once the counters' store counts: at once in memory, when Redis first answers with it. */
  ready(): Promise<void>;
  /** Stops the memory stores' timers and closes the Redis connection (graceful shutdown). */
  close(): Promise<void>;
}

/** Seconds until the client's window ends, at least 1: the Retry-After header and the message say the same. */
function secondsToWait(req: Request, windowMs: number): number {
  const resetTime = (req as AugmentedRequest).rateLimit?.resetTime;
  const left = resetTime ? resetTime.getTime() - Date.now() : windowMs;
  return Math.max(1, Math.ceil(left / 1000));
}

/** The signed-in user (the verified token's subject, auth/require-token.ts); the client's address without one. */
function userKey(req: Request, res: { locals: { tokenSubject?: string } }): string {
  const subject = res.locals.tokenSubject;
  return subject ? `user:${subject}` : `ip:${ipKeyGenerator(req.ip ?? '', IPV6_SUBNET)}`;
}

/**
 * The bff's rate limits (express-rate-limit): per user on /api writes and on reminder sends, per client address on
 * deploys. A client over a limit gets 429, `Retry-After` (seconds), the IETF draft-8 `RateLimit` and
 * `RateLimit-Policy` headers (one entry per limit the request counts against: a reminder send counts against two)
 * and `{ message }` saying how long to wait.
 *
 * With REDIS_URL the counters live in Redis, so every bff replica counts together; otherwise each process counts in
 * memory. When Redis cannot be reached the limits let requests through (fail-open): an outage of the counter store
 * must not refuse every write in the portal; it is logged as a warning once, when it starts.
 */
export function createRateLimits(
  settings: Pick<BffSettings, 'redisUrl' | 'rateLimits'>,
  logger: Logger,
): RateLimits {
  const redis: LimitsRedis | null = settings.redisUrl ? connectLimitsRedis(settings.redisUrl, logger) : null;
  const memoryStores: MemoryStore[] = [];
  const redisStores: RedisStore[] = [];

  const storeFor = (name: string): Store => {
    if (!redis) {
      const store = new MemoryStore();
      memoryStores.push(store);
      return store;
    }
    const store = new RedisStore({
      sendCommand: redis.sendCommand,
      prefix: `${settings.rateLimits.redisPrefix}${name}:`,
    });
    // rate-limit-redis loads its scripts once, at start: if Redis was unreachable then, every count would fail on
    // that same refused load. Load them again whenever the connection is (re)established.
    redis.onReady(() => {
      store.incrementScriptSha = store.loadIncrementScript();
      store.getScriptSha = store.loadGetScript();
      for (const loading of [store.incrementScriptSha, store.getScriptSha]) loading.catch(() => undefined);
    });
    redisStores.push(store);
    return store;
  };

  const libraryLogger: Options['logger'] = {
    warn: (error, message) => logger.warn({ err: error }, message ?? 'rate limit warning'),
    // A store error during an outage was reported once when the outage began (redis-client.ts).
    error: (error, message) =>
      redis && !redis.isReady()
        ? logger.debug({ err: error }, message ?? 'rate limit store error')
        : logger.warn({ err: error }, message ?? 'rate limit error'),
  };

  const limiter = (
    name: string,
    { limit, windowMs }: RateLimit,
    options: Pick<Options, 'skip'> & (Pick<Options, 'keyGenerator'> | Pick<Options, 'ipv6Subnet'>),
  ): RequestHandler =>
    rateLimit({
      windowMs,
      limit,
      identifier: name,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      store: storeFor(name),
      passOnStoreError: true,
      logger: libraryLogger,
      retryAfter: (req) => secondsToWait(req, windowMs),
      handler: (req, res) => {
        logger.info({ reqId: req.id, limit: name }, `rate limit ${name} reached`);
        res
          .status(429)
          .set('Cache-Control', 'no-store')
          .json({ message: tooManyRequestsMessage(secondsToWait(req, windowMs)) });
      },
      ...options,
    });

  return {
    apiWrites: limiter('api-writes', settings.rateLimits.apiWrites, {
      skip: (req) => READ_METHODS.has(req.method),
      keyGenerator: userKey,
    }),
    reminderSends: limiter('reminder-sends', settings.rateLimits.reminderSends, {
      skip: (req) => READ_METHODS.has(req.method) || !REMINDER_SEND_PATH.test(req.path),
      keyGenerator: userKey,
    }),
    // The library's own key: the client's address (req.ip, so as TRUST_PROXY says), an IPv6 one by its block.
    deploys: limiter('deploys', settings.rateLimits.deploys, {
      skip: (req) => req.method !== 'PUT' && req.method !== 'DELETE',
      ipv6Subnet: IPV6_SUBNET,
    }),
    async ready() {
      if (!redis) return;
      await redis.firstReady;
      await Promise.all(redisStores.map((store) => store.incrementScriptSha));
    },
    async close() {
      for (const store of memoryStores) store.shutdown();
      await redis?.close();
    },
  };
}
