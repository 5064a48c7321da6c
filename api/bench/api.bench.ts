import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { toApiDate, weekOf } from 'shared-kit/domain';
import { subWeeks } from 'date-fns';
import { createTokenVerifier } from '../src/auth/token-verifier.ts';
import { appSettingsOf, loadConfig } from '../src/config.ts';
import { seedScaleData } from '../src/db/seed/scale.ts';
import { createApp } from '../src/http/app.ts';
import { createTestDatabase } from '../src/testing/test-database.ts';
import { createTestTokens, TEST_AUDIENCE, TEST_ISSUER } from '../src/testing/test-tokens.ts';

/**
 * `npm run bench -w api`: the api over HTTP on scale data (BENCH_EMPLOYEES/BENCH_PROJECTS/BENCH_WEEKS, default
 * 2500/300/52), on PGlite, or on PostgreSQL when DATABASE_URL is set (a throwaway database). Reports p50/p95.
 * Targets live here, never in unit tests.
 */
const size = {
  employees: Number(process.env.BENCH_EMPLOYEES ?? 2500),
  projects: Number(process.env.BENCH_PROJECTS ?? 300),
  weeks: Number(process.env.BENCH_WEEKS ?? 52),
};
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 60);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const database = await createTestDatabase();
const seedStarted = performance.now();
const summary = await seedScaleData(database.db, size);
const seedSeconds = (performance.now() - seedStarted) / 1000;
const tokens = await createTestTokens();
const verifier = createTokenVerifier({ issuer: TEST_ISSUER, audience: TEST_AUDIENCE, keySet: tokens.keySet });
const settings = appSettingsOf(loadConfig({}));
const app = createApp({ db: database.db, verifier, logger: pino({ level: 'silent' }), settings });
const server = app.listen(0);
await new Promise((resolve) => server.once('listening', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const auth = async (email: string) => ({ Authorization: `Bearer ${await tokens.sign(email)}` });

interface Result {
  name: string;
  p50?: number;
  p95?: number;
  note: string;
}
const results: Result[] = [];

const measure = async (name: string, run: (iteration: number) => Promise<Response>, note = '') => {
  const first = await run(0);
  if (!first.ok) {
    results.push({ name, note: `skipped: ${first.status} (${(await first.text()).slice(0, 80)})` });
    return;
  }
  await first.arrayBuffer();
  const timings: number[] = [];
  for (let iteration = 1; iteration <= ITERATIONS; iteration += 1) {
    const started = performance.now();
    const response = await run(iteration);
    await response.arrayBuffer();
    timings.push(performance.now() - started);
    if (!response.ok) throw new Error(`${name}: ${response.status} on iteration ${iteration}`);
  }
  timings.sort((left, right) => left - right);
  results.push({ name, p50: percentile(timings, 50), p95: percentile(timings, 95), note });
};

try {
  const approver = await auth('approver@example.com');
  const foreman = await auth('foreman@example.com');
  const payroll = await auth('payroll@example.com');
  const weekQuery = (iteration: number) => {
    const week = weekOf(subWeeks(new Date(), iteration % size.weeks));
    return `startDate=${week.startOfWeek}&endDate=${week.endOfWeek}&calcTotalHours=true`;
  };

  await measure(
    'approver week (GET /timesheets, approver-wide)',
    (iteration) => fetch(`${base}/timesheets?${weekQuery(iteration)}`, { headers: approver }),
    `${size.projects} projects × 5 days a week`,
  );
  await measure(
    'approver board page (GET /timesheets, hydrate, 500 a page)',
    (iteration) =>
      fetch(
        `${base}/timesheets?${weekQuery(iteration)}&hydrate=true&pageSize=500&page=${1 + (iteration % 3)}`,
        {
          headers: approver,
        },
      ),
    'what the board asks for, one page of up to 500 (the week is read page by page)',
  );
  await measure('foreman week (GET /timesheets, own)', (iteration) =>
    fetch(`${base}/timesheets?${weekQuery(iteration)}`, { headers: foreman }),
  );

  const [open] = (await (
    await fetch(
      `${base}/timesheets?state=OPEN&startDate=${toApiDate(subWeeks(new Date(), 2))}&endDate=${toApiDate(new Date())}`,
      { headers: foreman },
    )
  ).json()) as { timesheetId: number; projectId: number }[];
  await measure(
    'timesheet save (GET then PUT /timesheets/{id}/update/daily-journal)',
    async (iteration) => {
      if (!open) return new Response('no OPEN timesheet', { status: 404 });
      const loaded = await fetch(`${base}/timesheets/${open.timesheetId}`, { headers: foreman });
      if (!loaded.ok) return loaded;
      const timesheet = (await loaded.json()) as Record<string, unknown>;
      return fetch(`${base}/timesheets/${open.timesheetId}/update/daily-journal`, {
        method: 'PUT',
        headers: { ...foreman, 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...timesheet, dailyJournal: `Bench save ${iteration}` }),
      });
    },
    'includes the GET for the current version',
  );

  const periods = (await (
    await fetch(`${base}/payroll-periods`, { headers: payroll })
  )
    .json()
    .catch(() => [])) as {
    payrollPeriodId: number;
    payrollPeriodState?: string;
  }[];
  const completed = Array.isArray(periods)
    ? periods.find((period) => period.payrollPeriodState === 'COMPLETED')
    : undefined;
  // The payroll screens (issue 11: p95 ≤ 50 ms): the dashboard's month with its counts, a period's roster, its crew
  // and standalone corrections, and the completeness check before Close or Complete.
  const periodIds = Array.isArray(periods) ? periods.map((period) => period.payrollPeriodId) : [];
  const periodOf = (iteration: number) => periodIds[iteration % Math.max(1, periodIds.length)] ?? 0;
  await measure('payroll dashboard month (GET /payroll-periods, calculateStats)', (iteration) => {
    const month = subWeeks(new Date(), 4 * (iteration % 12));
    const start = toApiDate(new Date(month.getFullYear(), month.getMonth(), 1));
    const end = toApiDate(new Date(month.getFullYear(), month.getMonth() + 1, 0));
    return fetch(
      `${base}/payroll-periods?calculateStats=true&startDate=${start}&endDate=${end}&pageSize=500`,
      {
        headers: payroll,
      },
    );
  });
  await measure('no-pay roster (GET /payroll-periods/{id}/roster)', (iteration) =>
    fetch(`${base}/payroll-periods/${periodOf(iteration)}/roster`, { headers: payroll }),
  );
  await measure(
    'period corrections (GET /timesheet-corrections + /project-corrections)',
    async (iteration) => {
      const query = `payrollPeriodId=${periodOf(iteration)}&pageSize=500`;
      const [crew, standalone] = await Promise.all([
        fetch(`${base}/timesheet-corrections?${query}`, { headers: payroll }),
        fetch(`${base}/project-corrections?${query}`, { headers: payroll }),
      ]);
      await crew.arrayBuffer();
      return standalone;
    },
  );
  await measure('completeness check (GET /payroll-periods/{id}/completeness)', (iteration) =>
    fetch(`${base}/payroll-periods/${periodOf(iteration)}/completeness`, { headers: payroll }),
  );
  await measure(
    'payroll export (GET /payroll-periods/{id}/export/csv)',
    () =>
      completed
        ? fetch(`${base}/payroll-periods/${completed.payrollPeriodId}/export/csv`, { headers: payroll })
        : Promise.resolve(new Response('no COMPLETED period listed', { status: 404 })),
    `one week, ${size.projects} projects`,
  );
} finally {
  server.close();
  await database.destroy();
}

const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
process.stdout.write(
  `\napi bench on ${engine}: ${JSON.stringify(summary)} seeded in ${seedSeconds.toFixed(1)} s; ${ITERATIONS} runs each\n`,
);
for (const result of results) {
  const timing =
    result.p50 === undefined ? '' : `p50 ${result.p50.toFixed(1)} ms  p95 ${result.p95!.toFixed(1)} ms  `;
  process.stdout.write(`  ${result.name.padEnd(66)} ${timing}${result.note}\n`);
}
