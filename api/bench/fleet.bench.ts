import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@redis/client';
import pg from 'pg';
import { toApiDate, tooManyRequestsMessage } from 'shared-kit/domain';
import {
  freePort,
  giveIdpSigningKey,
  startService as startChild,
  stopService,
  waitReady,
  type Service,
} from '../src/testing/services.ts';
import { createTestDatabase, type TestDatabase } from '../src/testing/test-database.ts';
import { countLostUpdates, runForemen, seedForemen, stepRow, type ForemenRun } from './foremen.ts';

/**
 * `npm run bench:fleet` (loopback only; needs PostgreSQL and Redis): the fleet as `npm run start:fleet` runs it, as
 * child processes of the real services — the idp (signing with a key this bench gives it), two api replicas on a
 * throwaway database, two bff replicas sharing that database's registry table and Redis's rate-limit counters. It
 * prints, in one run:
 *   1. FOREMEN foremen create, save and submit a timesheet, alternating between the bffs, while api 1 gets SIGTERM
 *      once a third of the steps are done and is started again after it exited: errors, lost updates, p50/p99;
 *   2. a repoint through bff 1, and the seconds until bff 2 serves it;
 *   3. the deploy limit exhausted half through each bff, then a 429 with Retry-After through either;
 *   4. each service's /metrics count of the requests it served.
 * Exits 1 when any of them falls short, or when PostgreSQL or Redis cannot be reached.
 */
const FOREMEN = Number(process.env.FOREMEN ?? 200);
/** The foremen start spread over this time, so requests keep coming while api 1 drains, stops and comes back. */
const RAMP_MS = Number(process.env.FOREMEN_RAMP_MS ?? 20_000);
/** api: /readyz answers 503 this long after SIGTERM while still serving: several bff health checks (1 s) see it. */
const API_SHUTDOWN_DELAY_MS = 3_000;
const API_HEALTH_INTERVAL_MS = 1_000;
/** Low enough to exhaust in a few requests; 2 go to the repoint and its reset. */
const DEPLOY_LIMIT = 6;
const REPOINT_BOUND_S = 5;
const SERVER_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

const withoutPassword = (url: string): string => {
  const parsed = new URL(url);
  parsed.password = '';
  return parsed.toString();
};
const fail = (message: string): never => {
  console.error(`bench:fleet: ${message}`);
  process.exit(1);
};

// PostgreSQL and Redis first: without them there is no fleet to measure.
const probe = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 3_000 });
await probe.connect().then(
  () => probe.end(),
  (error: Error) =>
    fail(
      `PostgreSQL at ${withoutPassword(SERVER_URL)} is unreachable (${error.message}): start it, or set DATABASE_URL to a server where databases may be created.`,
    ),
);
const redis = createClient({ url: REDIS_URL, socket: { connectTimeout: 3_000, reconnectStrategy: false } });
redis.on('error', () => undefined);
await redis
  .connect()
  .catch((error: Error) =>
    fail(
      `Redis at ${withoutPassword(REDIS_URL)} is unreachable (${error.message}): start it, or set REDIS_URL.`,
    ),
  );
const redisPrefix = `crewtime:bench-fleet:${randomBytes(4).toString('hex')}:`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A pino line as `message (upstream …, status …)`; anything else as it is. */
const logLine = (line: string): string => {
  try {
    const entry = JSON.parse(line) as Record<string, unknown> & { msg?: string };
    const res = entry.res as { statusCode?: number } | undefined;
    const req = entry.req as { method?: string; url?: string } | undefined;
    const details = [
      typeof entry.upstream === 'string' ? `upstream ${entry.upstream}` : '',
      typeof entry.problem === 'string' ? entry.problem : '',
      req ? `${req.method} ${req.url}` : '',
      res?.statusCode ? `answered ${res.statusCode}` : '',
      (entry.err as { code?: string } | undefined)?.code ?? '',
    ].filter(Boolean);
    return `${entry.msg ?? line}${details.length ? ` (${details.join(', ')})` : ''}`;
  } catch {
    return line;
  }
};

/** A service's real entry point, as `npm start` runs it; its log lines prefixed with its name. */
const startService = (name: string, folder: string, port: number, env: Record<string, string>): Service =>
  startChild({
    name,
    folder,
    port,
    env,
    onLine: (line) => console.log(`[${(performance.now() / 1000).toFixed(1)} s ${name}] ${logLine(line)}`),
  });

const services: Service[] = [];
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'crewtime-fleet-'));
let database: TestDatabase | undefined;
const problems: string[] = [];

try {
  process.env.DATABASE_URL = SERVER_URL;
  database = await createTestDatabase();
  const databaseUrl = database.url!;
  const [idpPort, api1Port, api2Port, bff1Port, bff2Port] = await Promise.all(
    Array.from({ length: 5 }, freePort),
  );
  const issuer = `http://127.0.0.1:${idpPort}/oidc`;
  const bffOrigins = [bff1Port, bff2Port].map((port) => `http://127.0.0.1:${port}`);
  const deployToken = randomBytes(24).toString('hex');

  // The real idp, with a signing key of the bench's: the api and the bffs find it through discovery and JWKS, and
  // the bench signs each foreman's id token with it (no browser sign-in).
  const sign = await giveIdpSigningKey(dataDir, issuer);

  const common = { DATA_DIR: dataDir, OIDC_ISSUER: issuer, PUBLIC_URL: bffOrigins[0]! };
  const idp = startService('idp', 'idp', idpPort, {
    ...common,
    OIDC_REDIRECT_URIS: bffOrigins.map((origin) => `${origin}/auth-callback`).join(','),
  });
  const apiEnv = { ...common, DATABASE_URL: databaseUrl, SHUTDOWN_DELAY_MS: String(API_SHUTDOWN_DELAY_MS) };
  let api1 = startService('api-1', 'api', api1Port, apiEnv);
  const api2 = startService('api-2', 'api', api2Port, apiEnv);
  const bffEnv = (origin: string) => ({
    ...common,
    PUBLIC_URL: origin,
    API_URL: [api1.url, api2.url].join(','),
    API_HEALTH_INTERVAL_MS: String(API_HEALTH_INTERVAL_MS),
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    RATE_LIMIT_REDIS_PREFIX: redisPrefix,
    DEPLOY_LIMIT: String(DEPLOY_LIMIT),
    DEPLOY_TOKEN: deployToken,
  });
  const bff1 = startService('bff-1', 'bff', bff1Port, bffEnv(bffOrigins[0]!));
  const bff2 = startService('bff-2', 'bff', bff2Port, bffEnv(bffOrigins[1]!));
  services.push(idp, api1, api2, bff1, bff2);
  await Promise.all(services.map((service) => waitReady(service)));

  const foremen = await seedForemen(database.db, FOREMEN);

  // 1. The foremen, with api 1 restarted once a third of their steps are done.
  let steps = 0;
  let restart: Promise<{ exitCode: number | null; signal: string | null; downMs: number }> | undefined;
  const restartApi1 = async () => {
    const began = performance.now();
    console.log(`[${(began / 1000).toFixed(1)} s bench] SIGTERM to api-1`);
    api1.process.kill('SIGTERM');
    const [exitCode, signal] = await api1.exited;
    api1 = startService('api-1', 'api', api1Port, apiEnv);
    services[1] = api1;
    await waitReady(api1);
    return { exitCode, signal, downMs: performance.now() - began };
  };
  const run: ForemenRun = await runForemen({
    foremen,
    bffUrls: [bff1.url, bff2.url],
    date: toApiDate(new Date()),
    sign,
    rampMs: RAMP_MS,
    onStep: () => {
      steps += 1;
      if (!restart && steps >= FOREMEN) restart = restartApi1();
    },
  });
  const restarted = restart ? await restart : undefined;
  const lost = await countLostUpdates(database.db, run);

  // 2. A repoint through bff 1, served by bff 2.
  const deploy = (bff: Service, method: 'PUT' | 'DELETE', body?: unknown) =>
    fetch(`${bff.url}/config/remotes/mf-payroll`, {
      method,
      headers: { Authorization: `Bearer ${deployToken}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const payrollVersionOn = async (bff: Service): Promise<string | undefined> => {
    const remotes = (await (await fetch(`${bff.url}/config/remotes`)).json()) as Array<{
      name: string;
      version: string;
    }>;
    return remotes.find((remote) => remote.name === 'mf-payroll')?.version;
  };
  const secondsUntil = async (check: () => Promise<boolean>): Promise<number> => {
    const began = performance.now();
    while (!(await check())) {
      if (performance.now() - began > 10_000) return Infinity;
      await sleep(10);
    }
    return (performance.now() - began) / 1000;
  };
  const embeddedVersion = await payrollVersionOn(bff2);
  const benchVersion = `9.9.${Date.now() % 100_000}-bench`;
  const repoint = await deploy(bff1, 'PUT', {
    entry: '/remotes/mf-payroll/mf-manifest.json',
    version: benchVersion,
  });
  const repointBody = (await repoint.text()).slice(0, 200);
  const seenAfter = repoint.ok
    ? await secondsUntil(async () => (await payrollVersionOn(bff2)) === benchVersion)
    : NaN;
  const reset = await deploy(bff1, 'DELETE');
  const resetAfter = reset.ok
    ? await secondsUntil(async () => (await payrollVersionOn(bff2)) === embeddedVersion)
    : NaN;

  // 3. The deploy limit, per client address in Redis: half of what is left through each bff, then one more each.
  const left = DEPLOY_LIMIT - 2;
  const allowed: number[] = [];
  for (let index = 0; index < left; index += 1)
    allowed.push((await deploy(index < left / 2 ? bff1 : bff2, 'DELETE')).status);
  const over = await Promise.all(
    [bff1, bff2].map(async (bff) => {
      const response = await deploy(bff, 'DELETE');
      const { message } = (await response.json()) as { message?: string };
      return { bff, status: response.status, retryAfter: response.headers.get('retry-after'), message };
    }),
  );

  // 4. What each service's /metrics counted.
  const requestCounts = async (service: Service) => {
    const text = await (await fetch(`${service.url}/metrics`)).text();
    const counts: Array<{ method: string; route: string; count: number }> = [];
    for (const [, labels, value] of text.matchAll(/^http_requests_total\{([^}]*)\} (\S+)$/gm)) {
      const label = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(labels!)?.[1] ?? '';
      counts.push({ method: label('method'), route: label('route'), count: Number(value) });
    }
    const sum = (keep: (row: (typeof counts)[number]) => boolean) =>
      counts.filter(keep).reduce((total, row) => total + row.count, 0);
    return { all: sum(() => true), sum };
  };
  const metricLines: string[] = [];
  for (const service of services) {
    const { all, sum } = await requestCounts(service);
    const [what, count] = service.name.startsWith('api')
      ? ['POST /timesheets', sum((row) => row.method === 'POST' && row.route === '/timesheets')]
      : service.name.startsWith('bff')
        ? ['/api/*', sum((row) => row.route === '/api/*')]
        : ['/oidc/*', sum((row) => row.route.startsWith('/oidc'))];
    metricLines.push(
      `  ${service.name.padEnd(5)} ${service.url}/metrics: http_requests_total ${String(all).padStart(5)}; ${what} ${count}${service === api1 ? ' (since its restart)' : ''}`,
    );
    if (count === 0 && service !== api1) problems.push(`${service.name}'s /metrics counts no ${what}`);
  }

  // The verdict.
  if (run.errors.length > 0) problems.push(`${run.errors.length} errors`);
  if (lost > 0) problems.push(`${lost} lost updates`);
  if (!restarted) problems.push('api 1 was never restarted');
  else if (restarted.exitCode !== 0)
    problems.push(`api 1 exited ${restarted.exitCode ?? restarted.signal} after SIGTERM, not 0`);
  if (!repoint.ok) problems.push(`the repoint answered ${repoint.status} ${repointBody}`);
  else if (!(seenAfter < REPOINT_BOUND_S)) problems.push(`bff 2 served the repoint after ${seenAfter} s`);
  if (allowed.some((status) => status === 429))
    problems.push(`a deploy within the limit got 429 (${allowed})`);
  for (const answer of over)
    if (
      answer.status !== 429 ||
      !answer.retryAfter ||
      answer.message !== tooManyRequestsMessage(Number(answer.retryAfter))
    )
      problems.push(
        `over the limit, ${answer.bff.name} answered ${answer.status} (Retry-After ${answer.retryAfter}, ${answer.message})`,
      );

  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  console.log(
    [
      `\nFleet on PostgreSQL and Redis: idp, api ×2, bff ×2 (load average ${load})`,
      `Load: ${FOREMEN} foremen, started over ${RAMP_MS / 1000} s, alternating between bff-1 and bff-2; api-1 got SIGTERM after ${FOREMEN} of ${FOREMEN * 3} steps`,
      stepRow(run, 'create'),
      stepRow(run, 'save'),
      stepRow(run, 'submit'),
      `  all ${FOREMEN} done in ${run.seconds.toFixed(1)} s; errors ${run.errors.length}; lost updates ${lost}`,
      restarted
        ? `  api-1: exit code ${restarted.exitCode ?? restarted.signal} after SIGTERM (SHUTDOWN_DELAY_MS ${API_SHUTDOWN_DELAY_MS}, bff health checks every ${API_HEALTH_INTERVAL_MS} ms); ready again ${(restarted.downMs / 1000).toFixed(1)} s after the signal`
        : '  api-1: not restarted (the run ended first)',
      ...run.errors.slice(0, 5).map((error) => `    ${error}`),
      `Repoint: PUT /config/remotes/mf-payroll ${benchVersion} through bff-1 answered ${repoint.status}; bff-2 served it after ${seenAfter.toFixed(3)} s (bound ${REPOINT_BOUND_S} s); the reset (DELETE ${reset.status}) after ${resetAfter.toFixed(3)} s`,
      `Limit: DEPLOY_LIMIT ${DEPLOY_LIMIT} a minute per client, counted in Redis; 2 used by the repoint and its reset, then ${allowed.length} through bff-1 and bff-2 answered ${allowed.join(' ')}`,
      ...over.map(
        (answer) =>
          `  the next through ${answer.bff.name}: ${answer.status}, Retry-After ${answer.retryAfter}, "${answer.message}"`,
      ),
      'Metrics:',
      ...metricLines,
      problems.length ? `FAILED: ${problems.join('; ')}` : 'All checks passed.',
    ].join('\n'),
  );
} catch (error) {
  problems.push((error as Error).message);
  console.error(`bench:fleet: ${(error as Error).message}`);
} finally {
  // The bffs first, so that they do not report the apis leaving.
  await Promise.all(services.filter((service) => service.name.startsWith('bff')).map(stopService));
  await Promise.all(services.map(stopService));
  await database?.destroy();
  const keys: string[] = [];
  for await (const batch of redis.scanIterator({ MATCH: `${redisPrefix}*`, COUNT: 100 })) keys.push(...batch);
  if (keys.length > 0) await redis.del(keys);
  await redis.close();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(problems.length > 0 ? 1 : 0);
