import type { Db } from '../src/db/database.ts';
import { formBody } from '../src/testing/timesheet-fixtures.ts';

/** The foremen's run, shared by bench:load (one bff) and bench:fleet (two bffs, an api restarted midway). */
export type Step = 'create' | 'save' | 'submit';
export interface LoadForeman {
  email: string;
  projectId: number;
  crew: number[];
}
export interface ForemenRun {
  timings: Record<Step, number[]>;
  errors: string[];
  created: Array<{ timesheetId: number; email: string } | null>;
  seconds: number;
}

export const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((left, right) => left - right);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

/** `  create  n= 200  p50    35 ms  p99   410 ms` */
export const stepRow = (run: ForemenRun, step: Step): string =>
  `  ${step.padEnd(7)} n=${String(run.timings[step].length).padStart(4)}  p50 ${percentile(run.timings[step], 50).toFixed(0).padStart(5)} ms  p99 ${percentile(run.timings[step], 99).toFixed(0).padStart(5)} ms`;

const journalOf = (email: string) => `Load run journal of ${email}.`;

/** `count` foremen, each with a project of their own and a crew of three, cloned from the demo data. */
export const seedForemen = async (db: Db, count: number): Promise<LoadForeman[]> => {
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
  const foremen: LoadForeman[] = [];
  for (let index = 0; index < count; index += 1) {
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
  return foremen;
};

/**
 * Every foreman creates, saves (the daily journal) and submits a timesheet for `date`, foreman i through
 * `bffUrls[i % n]`, foreman i starting at `i / count * rampMs` (0: all at once). `onStep` hears of every answer.
 * A request that fails (an answer other than 2xx, or no answer) is an error; nothing is retried.
 */
export const runForemen = async (options: {
  foremen: LoadForeman[];
  bffUrls: string[];
  date: string;
  sign: (email: string) => Promise<string>;
  rampMs?: number;
  onStep?: () => void;
}): Promise<ForemenRun> => {
  const { foremen, bffUrls, date, sign, rampMs = 0, onStep } = options;
  const timings: Record<Step, number[]> = { create: [], save: [], submit: [] };
  const errors: string[] = [];
  const timed = async (step: Step, run: () => Promise<Response>): Promise<Response | null> => {
    const started = performance.now();
    try {
      const response = await run();
      timings[step].push(performance.now() - started);
      if (!response.ok)
        errors.push(`${step}: ${response.status} ${(await response.clone().text()).slice(0, 120)}`);
      return response;
    } catch (error) {
      errors.push(`${step}: no answer (${(error as Error).message})`);
      return null;
    } finally {
      onStep?.();
    }
  };

  const started = performance.now();
  const created = await Promise.all(
    foremen.map(async ({ email, projectId, crew }, index) => {
      if (rampMs > 0) await new Promise((resolve) => setTimeout(resolve, (index / foremen.length) * rampMs));
      const bffUrl = bffUrls[index % bffUrls.length];
      const headers = { Authorization: `Bearer ${await sign(email)}`, 'Content-Type': 'application/json' };
      const form = {
        ...formBody(projectId, date, crew),
        dailyJournal: '',
        foremanSignerName: 'Load Foreman',
      };
      const create = await timed('create', () =>
        fetch(`${bffUrl}/api/timesheets`, { method: 'POST', headers, body: JSON.stringify(form) }),
      );
      if (!create?.ok) return null;
      const { timesheetId, version } = (await create.json()) as { timesheetId: number; version: number };
      const save = await timed('save', () =>
        fetch(`${bffUrl}/api/timesheets/${timesheetId}/update/daily-journal`, {
          method: 'PUT',
          headers,
          body: JSON.stringify({ ...form, dailyJournal: journalOf(email), version }),
        }),
      );
      if (!save?.ok) return null;
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
  return { timings, errors, created, seconds: (performance.now() - started) / 1000 };
};

/** Lost updates: timesheets created whose saved journal is not there, or that are not submitted. */
export const countLostUpdates = async (db: Db, run: ForemenRun): Promise<number> => {
  const ids = run.created.flatMap((row) => (row ? [row.timesheetId] : []));
  if (ids.length === 0) return 0;
  const stored = await db
    .selectFrom('timesheets')
    .select(['timesheetId', 'dailyJournal', 'state'])
    .where('timesheetId', 'in', ids)
    .execute();
  const byId = new Map(stored.map((row) => [row.timesheetId, row]));
  return run.created.filter(
    (row) =>
      row &&
      (byId.get(row.timesheetId)?.dailyJournal?.trim() !== journalOf(row.email) ||
        byId.get(row.timesheetId)?.state !== 'PENDING_APPROVAL'),
  ).length;
};
