import {
  capturingLogger,
  rawRequest,
  startBff,
  startServer,
  startTestIdp,
  tempDir,
  type RawResponse,
  type RunningBff,
  type TestIdp,
  type TestServer,
} from '../test-support.ts';
import { REMINDER_SEND_PATH } from './rate-limits.ts';

const TOO_MANY = /^Too many requests\. Wait (\d+) seconds? and try again\.$/;
const DEPLOY_TOKEN = 'a-long-random-deploy-token';

let idp: TestIdp;
let api: TestServer;
let bff: RunningBff;
let data: { dir: string; remove(): Promise<void> };
const logs = capturingLogger();

/** The limits these tests run with: low, so a handful of requests reaches them. */
const LIMITS = {
  API_WRITE_LIMIT: '5',
  REMINDER_SEND_LIMIT: '2',
  DEPLOY_LIMIT: '2',
};

beforeAll(async () => {
  idp = await startTestIdp();
  api = await startServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end('{"ok":true}');
  });
  data = await tempDir('bff-limits-');
  bff = await startBff(
    { DATA_DIR: data.dir, OIDC_ISSUER: idp.issuer, API_URL: api.url, DEPLOY_TOKEN, ...LIMITS },
    logs.logger,
  );
});

afterAll(async () => {
  await Promise.all([bff.close(), idp.close(), api.close()]);
  await data.remove();
});

/** A request to the api through the bff as the user `subject` (a fresh user per test: counters never mix). */
async function asUser(subject: string, method: string, path: string): Promise<RawResponse> {
  const token = await idp.sign({ sub: subject, email: subject });
  return rawRequest(`${bff.url}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: method === 'GET' || method === 'DELETE' ? undefined : '{}',
  });
}

/** Checks a 429 as the bff sends it; returns the seconds it says to wait. */
function expectTooMany(response: RawResponse, limit: string): number {
  expect(response.status).toBe(429);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.headers['cache-control']).toBe('no-store');
  const { message } = JSON.parse(response.body) as { message: string };
  const seconds = Number(TOO_MANY.exec(message)?.[1]);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(60);
  expect(response.headers['retry-after']).toBe(String(seconds));
  expect(response.headers.ratelimit).toContain(`"${limit}"; r=0; t=`);
  return seconds;
}

describe('per user on /api writes', () => {
  it('lets 5 writes a minute through, then answers 429 with Retry-After and "Too many requests. Wait <n> seconds and try again."', async () => {
    const user = 'writes-a@example.com';
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'POST']) {
      const response = await asUser(user, method, '/timesheets/7');
      expect(response.status).toBe(200);
      expect(response.headers['ratelimit-policy']).toMatch(/^"api-writes"; q=5; w=60; pk=:[A-Za-z0-9+/=]+:$/);
    }
    const before = api.requests.length;
    expectTooMany(await asUser(user, 'PUT', '/timesheets/7'), 'api-writes');
    // The refused write never reaches the api.
    expect(api.requests.length).toBe(before);
    expect(logs.lines.some((line) => line.includes('rate limit api-writes reached'))).toBe(true);
  });

  it('never limits a GET, not even for a user over the write limit', async () => {
    const user = 'reader@example.com';
    for (let write = 0; write < 6; write += 1) await asUser(user, 'POST', '/timesheets');
    expect((await asUser(user, 'POST', '/timesheets')).status).toBe(429);
    for (let read = 0; read < 10; read += 1) {
      const response = await asUser(user, 'GET', '/timesheets');
      expect(response.status).toBe(200);
      expect(response.headers.ratelimit).toBeUndefined();
    }
  });

  it('counts each user alone: user A over the limit does not limit user B', async () => {
    for (let write = 0; write < 6; write += 1) await asUser('user-a@example.com', 'POST', '/timesheets');
    expect((await asUser('user-a@example.com', 'POST', '/timesheets')).status).toBe(429);
    const other = await asUser('user-b@example.com', 'POST', '/timesheets');
    expect(other.status).toBe(200);
    expect(other.headers.ratelimit).toMatch(/^"api-writes"; r=4; t=\d+$/);
  });

  it('counts nothing for a request without a valid token: it is refused (401) before', async () => {
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const response = await rawRequest(`${bff.url}/api/timesheets`, { method: 'POST' });
      expect(response.status).toBe(401);
      expect(response.headers.ratelimit).toBeUndefined();
    }
  });
});

describe('per user on reminder sends', () => {
  it('matches the reminder sends as the api routes them, and nothing else under /admin', () => {
    for (const kind of ['foreman', 'general', 'final'])
      expect(REMINDER_SEND_PATH.test(`/admin/send-${kind}-timesheet-reminder`)).toBe(true);
    expect(REMINDER_SEND_PATH.test('/admin/Send-Final-Timesheet-Reminder/')).toBe(true);
    expect(REMINDER_SEND_PATH.test('/admin/reminder-outbox')).toBe(false);
    expect(REMINDER_SEND_PATH.test('/admin/send-final-timesheet-reminder/extra')).toBe(false);
  });

  it('lets 2 sends a minute through, then answers 429; other writes of that user still pass', async () => {
    const admin = 'admin-sends@example.com';
    expect((await asUser(admin, 'PUT', '/admin/send-foreman-timesheet-reminder')).status).toBe(200);
    const second = await asUser(admin, 'PUT', '/admin/Send-General-Timesheet-Reminder/');
    expect(second.status).toBe(200);
    // One entry per limit the request counts against.
    expect(second.headers.ratelimit).toMatch(/^"api-writes"; r=3; t=\d+, "reminder-sends"; r=0; t=\d+$/);

    const refused = await asUser(admin, 'PUT', '/admin/send-final-timesheet-reminder');
    expectTooMany(refused, 'reminder-sends');
    expect((await asUser(admin, 'POST', '/timesheets')).status).toBe(200);
    // Reading who a reminder would reach is no send.
    expect((await asUser(admin, 'GET', '/admin/send-final-timesheet-reminder')).status).toBe(200);
  });
});

describe('per client on the deploy endpoint', () => {
  const deploy = (method: string, token: string, headers: Record<string, string> = {}) =>
    rawRequest(`${bff.url}/config/remotes/mf-approver`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
      body:
        method === 'PUT' ? '{"entry":"/remotes/mf-approver/mf-manifest.json","version":"1.0.0"}' : undefined,
    });

  it('counts every PUT and DELETE from one address, refused ones too, and answers the 3rd in a minute with 429', async () => {
    expect((await deploy('PUT', 'a-guessed-token-0000')).status).toBe(401);
    // Without TRUST_PROXY a client's own X-Forwarded-For changes nothing: it is still counted as its address.
    expect(
      (await deploy('DELETE', 'a-guessed-token-0001', { 'x-forwarded-for': '203.0.113.9' })).status,
    ).toBe(401);
    const refused = await deploy('PUT', DEPLOY_TOKEN, { 'x-forwarded-for': '203.0.113.10' });
    expectTooMany(refused, 'deploys');
    expect(refused.headers['ratelimit-policy']).toMatch(/^"deploys"; q=2; w=60; pk=:/);
  });

  it('never limits reading the registry', async () => {
    for (let read = 0; read < 5; read += 1) {
      const response = await rawRequest(`${bff.url}/config/remotes`);
      expect(response.status).toBe(200);
    }
  });
});

describe('behind a load balancer (TRUST_PROXY)', () => {
  let proxied: RunningBff;
  beforeAll(async () => {
    proxied = await startBff({
      DATA_DIR: data.dir,
      OIDC_ISSUER: idp.issuer,
      API_URL: api.url,
      DEPLOY_TOKEN,
      TRUST_PROXY: 'loopback',
      ...LIMITS,
    });
  });
  afterAll(() => proxied.close());

  const deployFrom = (client: string) =>
    rawRequest(`${proxied.url}/config/remotes/mf-approver`, {
      method: 'DELETE',
      headers: { authorization: 'Bearer a-guessed-token-0000', 'x-forwarded-for': client },
    });

  it('counts each client by the address the trusted proxy reports', async () => {
    expect((await deployFrom('198.51.100.1')).status).toBe(401);
    expect((await deployFrom('198.51.100.1')).status).toBe(401);
    expect((await deployFrom('198.51.100.1')).status).toBe(429);
    expect((await deployFrom('198.51.100.2')).status).toBe(401);
  });

  it('counts an IPv6 client by its /56: another address of the same block shares the count', async () => {
    expect((await deployFrom('2001:db8:1:200::10')).status).toBe(401);
    expect((await deployFrom('2001:db8:1:2ff::99')).status).toBe(401);
    expect((await deployFrom('2001:db8:1:2ff::1234')).status).toBe(429);
    expect((await deployFrom('2001:db8:1:300::10')).status).toBe(401);
  });
});
