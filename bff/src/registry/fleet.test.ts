import { mkdir, writeFile } from 'node:fs/promises';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import express from 'express';
import { REMOTE_NAMES, routesOf, type AreaRoute } from 'shared-kit/domain';
import { seedArea } from 'shared-kit/testing/seed-routes';
import {
  createTestDatabase,
  PG_TESTS_SKIPPED,
  TEST_SERVER_URL,
  type TestDatabase,
} from '../db/test-database.ts';
import {
  capturingLogger,
  startBff,
  startServer,
  tempDir,
  type RunningBff,
  type TestServer,
} from '../test-support.ts';
import { areaDocumentLocation } from './build-check.ts';
import { REGISTRY_NOT_LOADED_MESSAGE, registryNotSavedMessage, untilRegistryLoaded } from './routes.ts';

const TOKEN = 'test-deploy-token-0123456789';
/** The promise of issue 42: a repoint through one replica is served by every other within this. */
const FLEET_DELAY_MS = 5_000;
/** A test that waits up to FLEET_DELAY_MS several times, on a machine busy with other runs. */
const SLOW = 30_000;

/** A TCP relay in front of PostgreSQL that a test can cut and restore: a replica's database dropping and coming back. */
interface DatabaseLink {
  url: string;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

async function databaseLink(databaseUrl: string): Promise<DatabaseLink> {
  const target = new URL(databaseUrl);
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const open = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        const end = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('error', end).on('close', end);
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server?.address() as AddressInfo).port;
        resolve();
      });
    });
  const cut = async () => {
    const closing = server;
    server = null;
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  };
  await open();
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return { url: url.toString(), cut, restore: open, close: cut };
}

/** Polls `read` until it answers `expected`; the time it took, or a failure after `withinMs`. */
async function timeUntil<T>(read: () => Promise<T>, expected: T, withinMs = FLEET_DELAY_MS): Promise<number> {
  const started = performance.now();
  for (;;) {
    const value = await read();
    const elapsed = performance.now() - started;
    try {
      expect(value).toEqual(expected);
      return elapsed;
    } catch (error) {
      if (elapsed > withinMs) throw error;
    }
    await sleep(5);
  }
}

let database: TestDatabase;
let data: { dir: string; remove(): Promise<void> };
let cdn: TestServer;
const hosted = new Map<string, unknown>();
const measured: string[] = [];

/** What a build's mf-manifest.json says of its remoteEntry.js (shared-kit/federation builds say this). */
const MANIFEST = { metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' } };

/** A release of `name` on the CDN declaring `routes` (its mf-area.json and its manifest); its entry. */
function release(name: (typeof REMOTE_NAMES)[number], version: string, routes: readonly AreaRoute[]): string {
  const entry = `${cdn.url}/${name}/${version}/mf-manifest.json`;
  hosted.set(new URL(entry).pathname, MANIFEST);
  hosted.set(new URL(areaDocumentLocation(entry)).pathname, {
    name,
    version,
    hostContract: '^1.0.0',
    routes,
  });
  return entry;
}

const OVERTIME: AreaRoute = {
  path: '/payroll/overtime',
  permission: 'PayrollDashboard_Export',
  title: 'Overtime',
  nav: { label: 'Overtime', order: 25 },
};

function replica(more: NodeJS.ProcessEnv = {}, logger = capturingLogger().logger): Promise<RunningBff> {
  return startBff(
    {
      DATA_DIR: data.dir,
      OIDC_ISSUER: 'http://127.0.0.1:9/oidc',
      DEPLOY_TOKEN: TOKEN,
      SHELL_DIST: path.join(data.dir, 'shell-dist'),
      REMOTES_ROOT: path.join(data.dir, 'remotes'),
      DATABASE_URL: database.url,
      ...more,
    },
    logger,
  );
}

function put(bff: RunningBff, name: string, entry: string, version: string): Promise<Response> {
  return fetch(`${bff.url}/config/remotes/${name}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
    body: JSON.stringify({ entry, version }),
  });
}

async function entryOf(
  bff: RunningBff,
  name: string,
): Promise<{ entry: string; version: string } | undefined> {
  const remotes = (await (await fetch(`${bff.url}/config/remotes`)).json()) as Array<{
    name: string;
    entry: string;
    version: string;
  }>;
  const remote = remotes.find((candidate) => candidate.name === name);
  return remote && { entry: remote.entry, version: remote.version };
}

/** How many registry listeners are connected to the test database. */
async function listeners(): Promise<number> {
  const [row] = await database.query<{ count: number }>(
    "select count(*)::int as count from pg_stat_activity where datname = current_database() and application_name = 'crewtime-bff-listener'",
  );
  return row?.count ?? 0;
}

const EMBEDDED_PAYROLL = { entry: '/remotes/mf-payroll/mf-manifest.json', version: '0.1.0' };

(TEST_SERVER_URL ? describe : describe.skip)(
  `a fleet: two bff replicas on one PostgreSQL${TEST_SERVER_URL ? '' : ` (${PG_TESTS_SKIPPED})`}`,
  () => {
    beforeAll(async () => {
      database = await createTestDatabase(TEST_SERVER_URL as string);
      data = await tempDir('bff-fleet-');
      await mkdir(path.join(data.dir, 'shell-dist'));
      await writeFile(
        path.join(data.dir, 'shell-dist', 'mf-host.json'),
        JSON.stringify({ hostContract: '1.4.0' }),
      );
      for (const name of REMOTE_NAMES) {
        const dist = path.join(data.dir, 'remotes', name, 'dist');
        await mkdir(dist, { recursive: true });
        await writeFile(
          path.join(data.dir, 'remotes', name, 'package.json'),
          JSON.stringify({ version: '0.1.0' }),
        );
        await writeFile(
          path.join(dist, 'mf-area.json'),
          JSON.stringify({ name, version: '0.1.0', hostContract: '^1.0.0', routes: seedArea(name).routes }),
        );
        await writeFile(path.join(dist, 'mf-manifest.json'), JSON.stringify(MANIFEST));
      }
      cdn = await startServer((req, res) => {
        const document = hosted.get(req.url ?? '');
        if (document === undefined) res.writeHead(404).end();
        else res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(document));
      });
    });

    afterAll(async () => {
      await cdn.close();
      await data.remove();
      await database.destroy();
      if (measured.length > 0) console.info(`fleet registry, measured: ${measured.join('; ')}`);
    });

    beforeEach(async () => {
      await database.query(
        'do $$ begin if to_regclass($q$bff_remote_registry$q$) is not null then delete from bff_remote_registry; end if; end $$',
      );
    });

    it(
      'serves a repoint made through bff 1 from bff 2 within 5 s, by notification (its periodic reload a minute away)',
      async () => {
        const first = await replica({ REGISTRY_REFRESH_MS: '60000' });
        const second = await replica({ REGISTRY_REFRESH_MS: '60000' });
        try {
          expect(await entryOf(second, 'mf-payroll')).toEqual(EMBEDDED_PAYROLL);
          const entry = release('mf-payroll', '1.4.0', [...seedArea('mf-payroll').routes, OVERTIME]);
          expect((await put(first, 'mf-payroll', entry, '1.4.0')).status).toBe(200);
          const elapsed = await timeUntil(() => entryOf(second, 'mf-payroll'), { entry, version: '1.4.0' });
          measured.push(`repoint through bff 1 served by bff 2 after ${elapsed.toFixed(0)} ms`);
          expect(elapsed).toBeLessThan(FLEET_DELAY_MS);
          const routes = (await (await fetch(`${second.url}/config/routes`)).json()) as unknown[];
          expect(routes).toContainEqual({ ...OVERTIME, owner: 'mf-payroll' });
          const csp =
            (await fetch(`${second.url}/config/remotes`)).headers.get('content-security-policy') ?? '';
          expect(csp).toContain(`script-src 'self' ${cdn.url}`);
        } finally {
          await first.close();
          await second.close();
        }
      },
      SLOW,
    );

    it(
      'serves a reset made through bff 1 from bff 2: back to the embedded build and its routes',
      async () => {
        const first = await replica({ REGISTRY_REFRESH_MS: '60000' });
        const second = await replica({ REGISTRY_REFRESH_MS: '60000' });
        try {
          const entry = release('mf-payroll', '1.4.0', [...seedArea('mf-payroll').routes, OVERTIME]);
          expect((await put(first, 'mf-payroll', entry, '1.4.0')).status).toBe(200);
          await timeUntil(() => entryOf(second, 'mf-payroll'), { entry, version: '1.4.0' });
          const reset = await fetch(`${first.url}/config/remotes/mf-payroll`, {
            method: 'DELETE',
            headers: { authorization: `Bearer ${TOKEN}` },
          });
          expect(reset.status).toBe(200);
          const elapsed = await timeUntil(() => entryOf(second, 'mf-payroll'), EMBEDDED_PAYROLL);
          measured.push(`reset through bff 1 served by bff 2 after ${elapsed.toFixed(0)} ms`);
          const routes = (await (await fetch(`${second.url}/config/routes`)).json()) as unknown[];
          expect(routes).toEqual(REMOTE_NAMES.flatMap((name) => routesOf(seedArea(name))));
        } finally {
          await first.close();
          await second.close();
        }
      },
      SLOW,
    );

    it(
      'reads a change whose notification it missed at its next periodic reload',
      async () => {
        const bff = await replica({ REGISTRY_REFRESH_MS: '200' });
        try {
          const entry = release('mf-payroll', '1.4.0', seedArea('mf-payroll').routes);
          // Once it listens (its connect reads the table once more), only the periodic reload can find the row.
          await timeUntil(async () => (await listeners()) === 1, true);
          await bff.bff.registry.whenLoaded();
          await sleep(50);
          // Written behind the registry's back: no pg_notify.
          await database.query(
            'insert into bff_remote_registry (name, entry, version, routes) values ($1, $2, $3, $4)',
            ['mf-payroll', entry, '1.4.0', JSON.stringify(seedArea('mf-payroll').routes)],
          );
          const elapsed = await timeUntil(
            () => entryOf(bff, 'mf-payroll'),
            { entry, version: '1.4.0' },
            2_000,
          );
          measured.push(
            `a change without notification read after ${elapsed.toFixed(0)} ms (REGISTRY_REFRESH_MS=200)`,
          );
        } finally {
          await bff.close();
        }
      },
      SLOW,
    );

    it(
      'keeps serving the last registry while its database is away, says so, refuses repoints with 503, and catches up when it is back',
      async () => {
        const link = await databaseLink(database.url);
        const { logger, lines } = capturingLogger();
        const first = await replica({ REGISTRY_REFRESH_MS: '60000' });
        const second = await replica({ DATABASE_URL: link.url, REGISTRY_REFRESH_MS: '200' }, logger);
        try {
          const before = release('mf-payroll', '1.4.0', seedArea('mf-payroll').routes);
          expect((await put(first, 'mf-payroll', before, '1.4.0')).status).toBe(200);
          await timeUntil(() => entryOf(second, 'mf-payroll'), { entry: before, version: '1.4.0' });
          expect(await second.bff.registry.ready()).toBe(true);

          await link.cut();
          await timeUntil(
            async () => lines.some((line) => line.includes('could not be reloaded from the registry table')),
            true,
          );
          const warning = JSON.parse(
            lines.find((line) => line.includes('could not be reloaded')) as string,
          ) as {
            level: number;
            msg: string;
          };
          expect(warning.level).toBe(40);
          expect(warning.msg).toMatch(
            /^The remote registry could not be reloaded from the registry table \(.+\): serving the entries last loaded until it answers again$/,
          );
          expect(await second.bff.registry.ready()).toBe(false);

          const after = release('mf-payroll', '1.5.0', [...seedArea('mf-payroll').routes, OVERTIME]);
          expect((await put(first, 'mf-payroll', after, '1.5.0')).status).toBe(200);
          const refused = await put(second, 'mf-payroll', after, '1.5.0');
          expect(refused.status).toBe(503);
          expect(refused.headers.get('retry-after')).toBe('1');
          expect(await refused.json()).toEqual({ message: registryNotSavedMessage('mf-payroll') });
          expect(await entryOf(second, 'mf-payroll')).toEqual({ entry: before, version: '1.4.0' });

          await link.restore();
          const elapsed = await timeUntil(() => entryOf(second, 'mf-payroll'), {
            entry: after,
            version: '1.5.0',
          });
          measured.push(
            `a replica whose database came back served the repoint after ${elapsed.toFixed(0)} ms`,
          );
          expect(lines.join('')).toContain('The remote registry is read from the registry table again');
          expect(await second.bff.registry.ready()).toBe(true);
        } finally {
          await first.close();
          await second.close();
          await link.close();
        }
      },
      SLOW,
    );

    it(
      'ends concurrent repoints of one remote through both replicas in one of the two whole entries',
      async () => {
        const first = await replica({ REGISTRY_REFRESH_MS: '60000' });
        const second = await replica({ REGISTRY_REFRESH_MS: '60000' });
        const builds = {
          '1.4.0': { entry: '', routes: [...seedArea('mf-payroll').routes, OVERTIME] },
          '1.5.0': { entry: '', routes: seedArea('mf-payroll').routes },
        };
        for (const [version, build] of Object.entries(builds)) {
          build.entry = release('mf-payroll', version, build.routes);
        }
        try {
          for (let round = 0; round < 5; round += 1) {
            const answers = await Promise.all([
              put(first, 'mf-payroll', builds['1.4.0'].entry, '1.4.0'),
              put(second, 'mf-payroll', builds['1.5.0'].entry, '1.5.0'),
            ]);
            expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
            const [row] = await database.query<{ entry: string; version: string; routes: unknown }>(
              "select entry, version, routes from bff_remote_registry where name = 'mf-payroll'",
            );
            const winner = builds[row?.version as keyof typeof builds];
            expect(row).toEqual({ entry: winner.entry, version: row?.version, routes: winner.routes });
            for (const bff of [first, second]) {
              await timeUntil(() => entryOf(bff, 'mf-payroll'), {
                entry: winner.entry,
                version: row?.version,
              });
              const routes = (await (await fetch(`${bff.url}/config/routes`)).json()) as Array<{
                owner: string;
              }>;
              expect(routes.filter((route) => route.owner === 'mf-payroll')).toEqual(
                routesOf({ name: 'mf-payroll', routes: winner.routes }),
              );
            }
          }
        } finally {
          await first.close();
          await second.close();
        }
      },
      SLOW,
    );

    it(
      "checks repoints through different replicas one at a time: a section is not dropped while another area's page moves under it",
      async () => {
        const first = await replica({ REGISTRY_REFRESH_MS: '60000' });
        const second = await replica({ REGISTRY_REFRESH_MS: '60000' });
        const payrollWithEntry = release('mf-payroll', '1.4.0', [...seedArea('mf-payroll').routes, OVERTIME]);
        const payrollWithout = release('mf-payroll', '1.5.0', seedArea('mf-payroll').routes);
        const reports = release('mf-admin-reports', '2.0.0', [
          ...seedArea('mf-admin-reports').routes,
          {
            path: '/reports/overtime',
            permission: 'Report_View',
            title: 'Overtime Report',
            navSection: '/payroll/overtime',
          },
        ]);
        try {
          for (let round = 0; round < 3; round += 1) {
            await database.query('delete from bff_remote_registry');
            expect((await put(first, 'mf-payroll', payrollWithEntry, '1.4.0')).status).toBe(200);
            await timeUntil(() => entryOf(second, 'mf-payroll'), {
              entry: payrollWithEntry,
              version: '1.4.0',
            });
            // mf-payroll 1.5.0 drops the entry that mf-admin-reports 2.0.0 puts a page under: only one may pass.
            const answers = await Promise.all([
              put(first, 'mf-payroll', payrollWithout, '1.5.0'),
              put(second, 'mf-admin-reports', reports, '2.0.0'),
            ]);
            expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
          }
        } finally {
          await first.close();
          await second.close();
        }
      },
      SLOW,
    );

    it(
      'holds requests until its first load when the database is unreachable at start-up, says why, and loads when it answers',
      async () => {
        const link = await databaseLink(database.url);
        await link.cut();
        const { logger, lines } = capturingLogger();
        const bff = await replica({ DATABASE_URL: link.url, REGISTRY_REFRESH_MS: '200' }, logger);
        try {
          await timeUntil(async () => lines.some((line) => line.includes('could not be loaded from')), true);
          expect(lines.join('')).toContain('the bff answers 503 until it can');
          expect(bff.bff.registry.loaded()).toBe(false);
          expect(await bff.bff.registry.ready()).toBe(false);
          const waiting = fetch(`${bff.url}/config/remotes`);
          await link.restore();
          const answer = await waiting;
          expect(answer.status).toBe(200);
          expect(bff.bff.registry.loaded()).toBe(true);
        } finally {
          await bff.close();
          await link.close();
        }
      },
      SLOW,
    );

    it(
      'releases its listener connection and pool on close()',
      async () => {
        const bff = await replica();
        await bff.bff.registry.whenLoaded();
        const sessions = async () =>
          (
            await database.query<{ count: number }>(
              "select count(*)::int as count from pg_stat_activity where datname = current_database() and application_name like 'crewtime-bff%'",
            )
          )[0]?.count;
        await timeUntil(async () => ((await sessions()) ?? 0) >= 2, true);
        await bff.close();
        await timeUntil(sessions, 0, 2_000);
      },
      SLOW,
    );
  },
);

describe('before its first load', () => {
  it(`answers 503 "${REGISTRY_NOT_LOADED_MESSAGE}" with Retry-After when the load takes longer than the wait`, async () => {
    const app = express();
    app.use(untilRegistryLoaded({ loaded: () => false, whenLoaded: () => new Promise(() => undefined) }, 20));
    app.get('/config/remotes', (_req, res) => {
      res.json([]);
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const answer = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/config/remotes`);
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('1');
      expect(await answer.json()).toEqual({ message: REGISTRY_NOT_LOADED_MESSAGE });
    } finally {
      server.close();
    }
  });
});
