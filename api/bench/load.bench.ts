import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exportJWK, importSPKI } from 'jose';
import { pino } from 'pino';
import { toApiDate, weekOf } from 'shared-kit/domain';
import { createTokenVerifier } from '../src/auth/token-verifier.ts';
import { appSettingsOf, loadConfig } from '../src/config.ts';
import { createApp } from '../src/http/app.ts';
import { createTestDatabase } from '../src/testing/test-database.ts';
import { formBody } from '../src/testing/timesheet-fixtures.ts';
import { createTestTokens, TEST_AUDIENCE } from '../src/testing/test-tokens.ts';

/**
 * `npm run bench:load -w api` (bounded, loopback only): FOREMEN (default 200) foremen at once, each creating, saving
 * and submitting a timesheet of their own project through a real bff (child process) in front of the api, on
 * PostgreSQL when DATABASE_URL is set (a throwaway database), else PGlite. Reports errors, lost updates (every saved
 * journal read back) and p50/p99 per step; then the throughput of one DB-backed list straight to the api and
 * through the bff, and their ratio.
 */
const FOREMEN = Number(process.env.FOREMEN ?? 200);
const LIST_REQUESTS = Number(process.env.LIST_REQUESTS ?? 400);
const LIST_CONCURRENCY = 20;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((left, right) => left - right);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

const database = await createTestDatabase();
const { db } = database;
const tokens = await createTestTokens();

// A stand-in identity provider the bff can reach: discovery and the test key set.
const jwk = {
  ...(await exportJWK(await importSPKI(tokens.signer.publicPem, 'RS256'))),
  kid: tokens.signer.kid,
};
const idp = http.createServer((req, res) => {
  res.setHeader('content-type', 'application/json');
  if (req.url?.endsWith('/.well-known/openid-configuration'))
    res.end(JSON.stringify({ issuer, authorization_endpoint: `${issuer}/auth`, jwks_uri: `${issuer}/jwks` }));
  else if (req.url?.endsWith('/jwks'))
    res.end(JSON.stringify({ keys: [{ ...jwk, alg: 'RS256', use: 'sig' }] }));
  else res.writeHead(404).end('{}');
});
await new Promise<void>((resolve) => idp.listen(0, '127.0.0.1', resolve));
const issuer = `http://127.0.0.1:${(idp.address() as AddressInfo).port}/oidc`;

const verifier = createTokenVerifier({ issuer, audience: TEST_AUDIENCE, keySet: tokens.keySet });
const app = createApp({
  db,
  verifier,
  logger: pino({ level: 'silent' }),
  settings: appSettingsOf(loadConfig({})),
});
const api = app.listen(0, '127.0.0.1');
await new Promise((resolve) => api.once('listening', resolve));
const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;

const bffPort = 18_090 + Math.floor(Math.random() * 500);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'crewtime-load-'));
const bff = spawn(process.execPath, [path.join(root, 'bff/src/main.ts')], {
  env: {
    ...process.env,
    PORT: String(bffPort),
    API_URL: apiUrl,
    OIDC_ISSUER: issuer,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const bffUrl = `http://127.0.0.1:${bffPort}`;

try {
  for (let attempt = 0; ; attempt += 1) {
    if ((await fetch(`${bffUrl}/healthz`).catch(() => null))?.ok) break;
    if (attempt > 100) throw new Error('the bff did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  // FOREMEN foremen, each with a project of their own and a crew of three, cloned from the demo data.
  const today = toApiDate(new Date());
  const foremanTemplate = await db
    .selectFrom('employees')
    .selectAll()
    .where('email', '=', 'foreman@example.com')
    .executeTakeFirstOrThrow();
  const crewTemplate = await db
    .selectFrom('projectEmployees')
    .innerJoin('employees', 'employees.employeeId', 'projectEmployees.employeeId')
    .selectAll('employees')
    .where('employees.employeeId', '!=', foremanTemplate.employeeId)
    .where('employees.employeeStatus', '=', 'Active')
    .executeTakeFirstOrThrow();
  const projectTemplate = await db
    .selectFrom('projects')
    .selectAll()
    .where('status', '=', 'Active')
    .executeTakeFirstOrThrow();
  const foremanRoles = await db
    .selectFrom('employeeRoles')
    .selectAll()
    .where('employeeId', '=', foremanTemplate.employeeId)
    .execute();
  const clone = <Row extends { employeeId: number }>(row: Row, tag: string) => {
    const { employeeId: _id, ...columns } = row;
    return { ...columns, email: `${tag}@load.example.com`, accumaticaId: tag, payrollProviderId: tag };
  };
  const foremen: Array<{ email: string; projectId: number; crew: number[] }> = [];
  for (let index = 0; index < FOREMEN; index += 1) {
    const tag = `load-${index}`;
    const foreman = await db
      .insertInto('employees')
      .values(clone(foremanTemplate, `${tag}-foreman`))
      .returning('employeeId')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('employeeRoles')
      .values(foremanRoles.map((role) => ({ ...role, employeeId: foreman.employeeId })))
      .execute();
    const { projectId: _id, ...projectColumns } = projectTemplate as typeof projectTemplate & {
      version?: number;
    };
    const project = await db
      .insertInto('projects')
      .values({ ...projectColumns, projectNumber: `P99LD${String(index).padStart(4, '0')}` })
      .returning('projectId')
      .executeTakeFirstOrThrow();
    const crew = [foreman.employeeId];
    for (let member = 0; member < 3; member += 1) {
      const inserted = await db
        .insertInto('employees')
        .values(clone(crewTemplate, `${tag}-crew-${member}`))
        .returning('employeeId')
        .executeTakeFirstOrThrow();
      crew.push(inserted.employeeId);
    }
    await db
      .insertInto('projectEmployees')
      .values(
        crew.map((employeeId) => ({
          projectId: project.projectId,
          employeeId,
          jobClass: 'LABORER',
          perDiemType: 'NONE',
        })),
      )
      .execute();
    foremen.push({ email: `${tag}-foreman@load.example.com`, projectId: project.projectId, crew });
  }

  const timings: Record<'create' | 'save' | 'submit', number[]> = { create: [], save: [], submit: [] };
  const errors: string[] = [];
  const timed = async (step: keyof typeof timings, run: () => Promise<Response>): Promise<Response> => {
    const started = performance.now();
    const response = await run();
    timings[step].push(performance.now() - started);
    if (!response.ok)
      errors.push(`${step}: ${response.status} ${(await response.clone().text()).slice(0, 120)}`);
    return response;
  };
  const journalOf = (email: string) => `Load run journal of ${email}.`;

  const started = performance.now();
  const created = await Promise.all(
    foremen.map(async ({ email, projectId, crew }) => {
      const headers = {
        Authorization: `Bearer ${await tokens.sign(email, { issuer })}`,
        'Content-Type': 'application/json',
      };
      const form = {
        ...formBody(projectId, today, crew),
        dailyJournal: '',
        foremanSignerName: 'Load Foreman',
      };
      const create = await timed('create', () =>
        fetch(`${bffUrl}/api/timesheets`, { method: 'POST', headers, body: JSON.stringify(form) }),
      );
      if (!create.ok) return null;
      const { timesheetId, version } = (await create.json()) as { timesheetId: number; version: number };
      const save = await timed('save', () =>
        fetch(`${bffUrl}/api/timesheets/${timesheetId}/update/daily-journal`, {
          method: 'PUT',
          headers,
          body: JSON.stringify({ ...form, dailyJournal: journalOf(email), version }),
        }),
      );
      if (!save.ok) return null;
      const saved = (await save.json()) as { version: number };
      await timed('submit', () =>
        fetch(`${bffUrl}/api/timesheets/${timesheetId}/submit`, {
          method: 'PUT',
          headers,
          body: JSON.stringify({ version: saved.version }),
        }),
      );
      return { timesheetId, email };
    }),
  );
  const seconds = (performance.now() - started) / 1000;

  // Lost updates: every saved journal must be there, every timesheet submitted.
  const stored = await db
    .selectFrom('timesheets')
    .select(['timesheetId', 'dailyJournal', 'state'])
    .where(
      'timesheetId',
      'in',
      created.flatMap((row) => (row ? [row.timesheetId] : [0])),
    )
    .execute();
  const byId = new Map(stored.map((row) => [row.timesheetId, row]));
  const lost = created.filter(
    (row) =>
      row &&
      (byId.get(row.timesheetId)?.dailyJournal?.trim() !== journalOf(row.email) ||
        byId.get(row.timesheetId)?.state !== 'PENDING_APPROVAL'),
  ).length;

  // Throughput of one DB-backed list (the approver's week) straight to the api and through the bff.
  const week = weekOf(new Date());
  const listPath = `/timesheets?startDate=${week.startOfWeek}&endDate=${week.endOfWeek}&pageSize=100`;
  const approver = { Authorization: `Bearer ${await tokens.sign('approver@example.com', { issuer })}` };
  const throughput = async (url: string): Promise<number> => {
    let next = 0;
    const began = performance.now();
    await Promise.all(
      Array.from({ length: LIST_CONCURRENCY }, async () => {
        while (next < LIST_REQUESTS) {
          next += 1;
          const response = await fetch(url, { headers: approver });
          await response.arrayBuffer();
          if (!response.ok) errors.push(`list: ${response.status}`);
        }
      }),
    );
    return LIST_REQUESTS / ((performance.now() - began) / 1000);
  };
  await throughput(`${apiUrl}${listPath}`); // warm-up
  const direct = await throughput(`${apiUrl}${listPath}`);
  const viaBff = await throughput(`${bffUrl}/api${listPath}`);

  const row = (step: keyof typeof timings) =>
    `  ${step.padEnd(7)} n=${String(timings[step].length).padStart(4)}  p50 ${percentile(timings[step], 50).toFixed(0).padStart(5)} ms  p99 ${percentile(timings[step], 99).toFixed(0).padStart(5)} ms`;
  console.log(
    [
      `\nLoad: ${FOREMEN} foremen at once through the bff on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'} (load average ${os
        .loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')})`,
      row('create'),
      row('save'),
      row('submit'),
      `  all ${FOREMEN} done in ${seconds.toFixed(1)} s; errors ${errors.length}; lost updates ${lost}`,
      `List ${listPath.split('?')[0]} (${LIST_REQUESTS} requests, ${LIST_CONCURRENCY} at a time): api ${direct.toFixed(0)} req/s, via bff ${viaBff.toFixed(0)} req/s, ratio ${(viaBff / direct).toFixed(2)}`,
      ...errors.slice(0, 5).map((error) => `  ${error}`),
    ].join('\n'),
  );
  if (errors.length > 0 || lost > 0) process.exitCode = 1;
} finally {
  bff.kill();
  api.close();
  idp.close();
  await database.destroy();
  rmSync(dataDir, { recursive: true, force: true });
}
