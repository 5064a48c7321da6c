import type { Logger } from 'pino';
import { Agent, BalancedPool, Pool, request, type Dispatcher } from 'undici';

/** The api's old combined check, asked when the health path answers 404 (an api from before /livez and /readyz). */
export const LEGACY_HEALTH_PATH = '/healthz';

/** Errors that mean the request never reached the api's code: safe to send a GET or HEAD again elsewhere. */
const NOT_CONNECTED = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'UND_ERR_CONNECT_TIMEOUT',
  // "other side closed" before any byte of the answer: typically a keep-alive socket the api closed just then.
  'UND_ERR_SOCKET',
]);

const IDEMPOTENT = new Set(['GET', 'HEAD']);

export function failedToConnect(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && NOT_CONNECTED.has(code);
}

export interface ApiUpstreamsOptions {
  /** Origins of the api replicas (settings.apiUrls). */
  urls: string[];
  healthPath: string;
  /** 0 = no health checks: every upstream counts as healthy and stays in the pool. */
  intervalMs: number;
  timeoutMs: number;
  logger: Logger;
  /** undici Pool options for each upstream (connect timeout, keep-alive…). */
  poolOptions?: Pool.Options;
  /** Told each upstream's health at start (healthy) and on every check (the bff's `upstream_healthy` gauge). */
  onHealth?(url: string, healthy: boolean): void;
}

export interface ApiUpstreams {
  /**
   * Sends a request to one upstream, chosen by the BalancedPool. A GET or HEAD (without a streamed body) that failed
   * to connect is sent once more to another upstream (the same one when there is no other: a fresh connection). A
   * write is never sent twice.
   */
  request(options: Dispatcher.RequestOptions): Promise<Dispatcher.ResponseData>;
  /** Origins in the balanced pool now. */
  members(): string[];
  /** Origins whose last health check passed (all of them when checks are off). */
  healthy(): string[];
  /** Runs one health check of every upstream now (also started every intervalMs). */
  checkNow(): Promise<void>;
  /** Stops the checks and closes the pools; `force` cuts requests still open. */
  close(options?: { force?: boolean }): Promise<void>;
}

/** Which upstream an attempt went to: the BalancedPool chooses, so its pools say it as they take the request. */
const attemptUpstream = new WeakMap<object, { origin?: string }>();

class UpstreamPool extends Pool {
  readonly upstreamOrigin: string;
  readonly #elsewhere: (origin: string) => Dispatcher | undefined;

  constructor(origin: string, options: Pool.Options, elsewhere: (origin: string) => Dispatcher | undefined) {
    super(origin, options);
    this.upstreamOrigin = origin;
    this.#elsewhere = elsewhere;
  }

  override dispatch(options: Dispatcher.DispatchOptions, handler: Dispatcher.DispatchHandler): boolean {
    // undici 7.29's BalancedPool closes a removed upstream's pool once its requests in flight have answered, but
    // keeps picking it until then; a request handed to it fails with UND_ERR_CLOSED before anything is sent, and
    // the bff answered a write 502 during every rolling restart under load (bench:fleet). Nothing was sent, so the
    // request goes to a member still open instead, a write too.
    if (this.closed) {
      const other = this.#elsewhere(this.upstreamOrigin);
      if (other) return other.dispatch(options, handler);
    }
    const attempt = attemptUpstream.get(options);
    if (attempt) attempt.origin = this.upstreamOrigin;
    return super.dispatch(options, handler);
  }
}

/**
 * The api replicas behind the /api proxy: an undici BalancedPool over them, and a health check of each every few
 * seconds. A failing upstream leaves the pool and comes back once it passes again. The pool never becomes empty: when
 * every upstream fails, the last one stays in it, so requests still try it (and answer 502 while it refuses) and a
 * wrong health check alone cannot cut the api off.
 */
export function createApiUpstreams(options: ApiUpstreamsOptions): ApiUpstreams {
  const { urls, logger } = options;
  /** An open member of the pool other than `origin`, a healthy one first (see UpstreamPool.dispatch). */
  const openMemberBesides = (origin: string): Dispatcher | undefined => {
    const others = pool.upstreams.filter((member) => member !== origin);
    const chosen = others.find((member) => up.get(member)) ?? others[0];
    return chosen ? pool.getUpstream(chosen) : undefined;
  };
  const pool = new BalancedPool(urls, {
    ...options.poolOptions,
    factory: (origin: string | URL, poolOptions: object) =>
      new UpstreamPool(String(origin), poolOptions as Pool.Options, openMemberBesides),
  });
  const healthAgent = new Agent({
    connectTimeout: options.timeoutMs,
    headersTimeout: options.timeoutMs,
    bodyTimeout: options.timeoutMs,
  });
  const up = new Map(urls.map((url) => [url, true]));
  for (const url of urls) options.onHealth?.(url, true);
  const checking = new Map<string, Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  const checksOn = options.intervalMs > 0;

  async function probe(url: string): Promise<string | null> {
    const ask = async (path: string): Promise<number> => {
      const answer = await request(`${url}${path}`, {
        dispatcher: healthAgent,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      await answer.body.dump();
      return answer.statusCode;
    };
    try {
      let status = await ask(options.healthPath);
      if (status === 404 && options.healthPath !== LEGACY_HEALTH_PATH) status = await ask(LEGACY_HEALTH_PATH);
      return status >= 200 && status < 300 ? null : `${options.healthPath} answered ${status}`;
    } catch (error) {
      // A timeout is a DOMException, whose numeric `code` (23) says nothing: its message does.
      const { code, message } = error as { code?: unknown; message?: string };
      return typeof code === 'string' ? code : (message ?? String(error));
    }
  }

  /** Pool membership follows the checks, except that it never drops to nothing. */
  function reconcile(): void {
    const healthy = urls.filter((url) => up.get(url));
    if (healthy.length === 0) return;
    for (const url of healthy) if (!pool.getUpstream(url)) pool.addUpstream(url);
    for (const member of pool.upstreams) if (!up.get(member)) pool.removeUpstream(member);
  }

  function checkOne(url: string): Promise<void> {
    const running = checking.get(url);
    if (running) return running;
    const check = probe(url)
      .then((problem) => {
        if (closed) return;
        const wasUp = up.get(url);
        up.set(url, problem === null);
        options.onHealth?.(url, problem === null);
        if (wasUp && problem !== null) {
          const last = urls.every((other) => !up.get(other));
          logger.warn(
            { upstream: url, problem },
            last
              ? 'api upstream failed its health check, and so did every other: it stays in the pool'
              : 'api upstream failed its health check: taken out of the pool',
          );
        } else if (!wasUp && problem === null) {
          logger.info({ upstream: url }, 'api upstream is healthy again: back in the pool');
        }
        reconcile();
      })
      .finally(() => checking.delete(url));
    checking.set(url, check);
    return check;
  }

  async function checkNow(): Promise<void> {
    if (!checksOn || closed) return;
    await Promise.all(urls.map(checkOne));
  }

  function schedule(): void {
    timer = setTimeout(() => {
      void checkNow().finally(() => {
        if (!closed) schedule();
      });
    }, options.intervalMs);
    timer.unref();
  }

  if (checksOn) {
    void checkNow();
    schedule();
  }

  async function attempt(
    dispatcher: Dispatcher,
    requestOptions: Dispatcher.RequestOptions,
  ): Promise<{ response?: Dispatcher.ResponseData; error?: unknown; origin?: string }> {
    // A fresh options object per attempt: undici keeps per-request state on it.
    const sent = { ...requestOptions };
    const seen: { origin?: string } = {};
    attemptUpstream.set(sent, seen);
    try {
      return { response: await dispatcher.request(sent), origin: seen.origin };
    } catch (error) {
      return { error, origin: seen.origin };
    }
  }

  async function send(requestOptions: Dispatcher.RequestOptions): Promise<Dispatcher.ResponseData> {
    const first = await attempt(pool, requestOptions);
    if (first.response) return first.response;
    if (!failedToConnect(first.error)) throw first.error;
    // A check now, so a dead upstream leaves the pool before the next poll.
    if (first.origin) void checkOne(first.origin);
    const body = requestOptions.body;
    const resendable =
      body === undefined || body === null || typeof body === 'string' || Buffer.isBuffer(body);
    if (!IDEMPOTENT.has(requestOptions.method.toUpperCase()) || !resendable) throw first.error;
    const members = pool.upstreams;
    const other =
      members.find((member) => member !== first.origin && up.get(member)) ??
      members.find((member) => member !== first.origin) ??
      first.origin;
    const target = other ? pool.getUpstream(other) : undefined;
    if (!target) throw first.error;
    logger.warn(
      { upstream: first.origin, retriedOn: other, code: (first.error as { code?: string }).code },
      'api upstream could not be reached: the request is sent once more',
    );
    const second = await attempt(target, requestOptions);
    if (second.response) return second.response;
    throw second.error;
  }

  return {
    request: send,
    members: () => pool.upstreams,
    healthy: () => urls.filter((url) => !checksOn || up.get(url)),
    checkNow,
    close: async ({ force = false } = {}) => {
      closed = true;
      clearTimeout(timer);
      await Promise.all([force ? pool.destroy() : pool.close(), healthAgent.destroy(), ...checking.values()]);
    },
  };
}
