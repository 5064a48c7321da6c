import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { createClient } from '@redis/client';
import {
  capturingLogger,
  closedPort,
  rawRequest,
  startBff,
  startServer,
  startTestIdp,
  tempDir,
  type RunningBff,
  type TestIdp,
  type TestServer,
} from '../test-support.ts';
import { redisAddress } from './redis-client.ts';

/** The Redis CI provides (and this machine runs); TEST_REDIS_URL points elsewhere. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(url: string): Promise<boolean> {
  const client = createClient({ url, socket: { connectTimeout: 1000, reconnectStrategy: false } });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
    await client.close();
    return true;
  } catch {
    client.destroy();
    return false;
  }
}

const redisUp = await redisAnswers(REDIS_URL);
// CI provides Redis (.ci/run starts it when the machine has it stopped): there, a missing one fails, never skips.
if (!redisUp && process.env.CI)
  throw new Error(
    `CI runs the shared-limit tests: no Redis answers at ${redisAddress(REDIS_URL)} (set TEST_REDIS_URL).`,
  );
if (!redisUp)
  console.warn(
    `Skipping the shared-limit tests: no Redis answers at ${redisAddress(REDIS_URL)} (start one, or set TEST_REDIS_URL).`,
  );
const describeWithRedis = redisUp ? describe : describe.skip;

let idp: TestIdp;
let api: TestServer;
let data: { dir: string; remove(): Promise<void> };

beforeAll(async () => {
  idp = await startTestIdp();
  api = await startServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end('{"ok":true}');
  });
  data = await tempDir('bff-limits-redis-');
});

afterAll(async () => {
  await Promise.all([idp.close(), api.close()]);
  await data.remove();
});

const write = async (bff: RunningBff, subject: string) =>
  rawRequest(`${bff.url}/api/timesheets`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${await idp.sign({ sub: subject, email: subject })}`,
      'content-type': 'application/json',
    },
    body: '{}',
  });

describeWithRedis('two bff replicas on one Redis', () => {
  // A prefix of this run's own: runs on one Redis never share counters, and the cleanup removes only these keys.
  const prefix = `crewtime-test:${randomUUID()}:`;
  let first: RunningBff;
  let second: RunningBff;

  beforeAll(async () => {
    const env = {
      DATA_DIR: data.dir,
      OIDC_ISSUER: idp.issuer,
      API_URL: api.url,
      REDIS_URL,
      RATE_LIMIT_REDIS_PREFIX: prefix,
      API_WRITE_LIMIT: '3',
      DEPLOY_LIMIT: '2',
    };
    [first, second] = await Promise.all([startBff(env), startBff(env)]);
    await Promise.all([first.bff.limits.ready(), second.bff.limits.ready()]);
  });

  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
    const client = createClient({ url: REDIS_URL });
    await client.connect();
    const keys: string[] = [];
    for await (const batch of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 100 })) keys.push(...batch);
    if (keys.length > 0) await client.del(keys);
    await client.close();
  });

  it('share the write limit: the 4th write, sent through the second replica, is refused', async () => {
    const user = 'shared@example.com';
    expect((await write(first, user)).status).toBe(200);
    expect((await write(first, user)).status).toBe(200);
    const third = await write(second, user);
    expect(third.status).toBe(200);
    expect(third.headers.ratelimit).toMatch(/^"api-writes"; r=0; t=\d+$/);
    const refused = await write(second, user);
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toEqual({
      message: `Too many requests. Wait ${refused.headers['retry-after']} seconds and try again.`,
    });
    // And back through the first one.
    expect((await write(first, user)).status).toBe(429);
    // Another user is counted alone, on either replica.
    expect((await write(second, 'other@example.com')).status).toBe(200);
  });

  it('share the deploy limit of a client address', async () => {
    const deploy = (bff: RunningBff) =>
      rawRequest(`${bff.url}/config/remotes/mf-approver`, {
        method: 'DELETE',
        headers: { authorization: 'Bearer a-guessed-token-0000' },
      });
    expect((await deploy(first)).status).toBe(401);
    expect((await deploy(second)).status).toBe(401);
    expect((await deploy(first)).status).toBe(429);
  });

  it('keep the counters in Redis under the configured prefix, expiring with the window', async () => {
    const client = createClient({ url: REDIS_URL });
    await client.connect();
    const key = `${prefix}api-writes:user:shared@example.com`;
    expect(Number(await client.get(key))).toBeGreaterThanOrEqual(4);
    const ttl = await client.pTTL(key);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
    await client.close();
  });
});

describe('Redis unreachable', () => {
  it('lets requests through (fail-open) and warns once, naming Redis without its password', async () => {
    const logs = capturingLogger();
    const port = await closedPort();
    const bff = await startBff(
      {
        DATA_DIR: data.dir,
        OIDC_ISSUER: idp.issuer,
        API_URL: api.url,
        REDIS_URL: `redis://:secret-password@127.0.0.1:${port}`,
        API_WRITE_LIMIT: '1',
      },
      logs.logger,
    );
    try {
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const response = await write(bff, 'outage@example.com');
        expect(response.status).toBe(200);
        expect(response.headers.ratelimit).toBeUndefined();
      }
      const warnings = logs.lines.filter((line) => line.includes('is unreachable'));
      expect(warnings).toHaveLength(1);
      expect(JSON.parse(warnings[0]!)).toMatchObject({
        level: 40,
        msg: `Redis at redis://127.0.0.1:${port} is unreachable: rate limits are not enforced until it is back`,
      });
      expect(logs.lines.join('\n')).not.toContain('secret-password');
    } finally {
      await bff.close();
    }
  });
});

describeWithRedis('Redis back after an outage', () => {
  it('enforces the limits again once it answers, though it was down when the bff started', async () => {
    const prefix = `crewtime-test:${randomUUID()}:`;
    const port = await closedPort();
    const bff = await startBff({
      DATA_DIR: data.dir,
      OIDC_ISSUER: idp.issuer,
      API_URL: api.url,
      REDIS_URL: `redis://127.0.0.1:${port}`,
      RATE_LIMIT_REDIS_PREFIX: prefix,
      API_WRITE_LIMIT: '1',
    });
    // Redis "comes back": a relay on the port the bff was given, to the real one.
    const target = new URL(REDIS_URL);
    const relay = net.createServer((socket) => {
      const upstream = net.connect(Number(target.port || 6379), target.hostname);
      socket.pipe(upstream).pipe(socket);
      socket.on('error', () => upstream.destroy());
      upstream.on('error', () => socket.destroy());
    });
    try {
      expect((await write(bff, 'back@example.com')).status).toBe(200);
      expect((await write(bff, 'back@example.com')).status).toBe(200);
      await new Promise<void>((resolve) => relay.listen(port, '127.0.0.1', resolve));
      await bff.bff.limits.ready();
      expect((await write(bff, 'back@example.com')).status).toBe(200);
      expect((await write(bff, 'back@example.com')).status).toBe(429);
    } finally {
      await bff.close();
      await new Promise<void>((resolve) => relay.close(() => resolve()));
      const client = createClient({ url: REDIS_URL });
      await client.connect();
      await client.del(`${prefix}api-writes:user:back@example.com`);
      await client.close();
    }
  });
});
