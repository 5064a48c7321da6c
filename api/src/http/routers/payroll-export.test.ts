import type { Express } from 'express';
import request from 'supertest';
import type { PayrollPeriodView } from 'shared-kit/domain';
import {
  neutraliseFormula,
  PAYROLL_CSV_COLUMNS,
  payrollFileName,
  unapprovedExportError,
} from '../../services/payroll-export.ts';
import { createTestApi, DEMO, type TestApi } from '../../testing/test-api.ts';

/** A small RFC 4180 reader for the assertions (quoted fields, doubled quotes, newlines between records). */
const parse = (text: string): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index] as string;
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      row.push(cell);
      cell = '';
    } else if (character === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += character;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
};

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const periods = async (): Promise<PayrollPeriodView[]> =>
  (
    await request(api.app)
      .get('/payroll-periods?calculateStats=true')
      .set('Authorization', await api.bearer(DEMO.payroll))
  ).body as PayrollPeriodView[];

const exportable = async (): Promise<PayrollPeriodView> => {
  const found = (await periods()).find(
    (period) =>
      period.payrollPeriodState === 'COMPLETED' &&
      (period.numUnapprovedTimesheets ?? 0) - (period.numRejectedTimesheets ?? 0) === 0 &&
      (period.numCorrections ?? 0) > 0,
  );
  if (!found) throw new Error('no exportable period with corrections in the seed');
  return found;
};

const exportCsv = async (payrollPeriodId: number, email: string = DEMO.payroll, app: Express = api.app) =>
  request(app)
    .get(`/payroll-periods/${payrollPeriodId}/export/csv`)
    .set('Authorization', await api.bearer(email))
    .buffer(true)
    .parse((response, callback) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => callback(null, text));
    });

describe('payroll export rules', () => {
  it('neutralises a text cell starting with = + - @ tab or CR with a leading apostrophe', () => {
    for (const text of ['=1+2', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])
      expect(neutraliseFormula(text)).toBe(`'${text}`);
    expect(neutraliseFormula('Morales')).toBe('Morales');
  });

  it('names the file {company}_{end date}_Payroll.csv (U-35)', () => {
    expect(payrollFileName('Crewtime', '2026-11-22')).toBe('Crewtime_2026-11-22_Payroll.csv');
    expect(payrollFileName('Acme "Field" Co', '2026-11-22')).toBe('Acme _Field_ Co_2026-11-22_Payroll.csv');
  });

  it("refuses while unapproved minus rejected is above 0, with the seed's text (PAYROLL-21, U-33)", () => {
    const period = {
      endDate: '2026-11-22',
      numUnapprovedTimesheets: 5,
      numRejectedTimesheets: 2,
    } as PayrollPeriodView;
    expect(unapprovedExportError(period)).toBe(
      '3 unapproved timesheet(s) for payroll period ending 11/22/2026',
    );
    expect(unapprovedExportError({ ...period, numRejectedTimesheets: 5 })).toBeNull();
  });
});

describe('GET /payroll-periods/{id}/export/csv (PAYROLL-20)', () => {
  it('streams a CSV named {COMPANY_NAME}_{end date}_Payroll.csv with one row per employee, day and project', async () => {
    const period = await exportable();
    const response = await exportCsv(period.payrollPeriodId);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Crewtime_${period.endDate}_Payroll.csv"`,
    );
    const text = response.body as string;
    const rows = parse(text) as string[][];
    expect(rows[0]).toEqual([...PAYROLL_CSV_COLUMNS]);
    const work = rows.slice(1).filter((row) => row[0] === 'TIMESHEET');
    const corrections = rows.slice(1).filter((row) => row[0] !== 'TIMESHEET');

    const db = api.database.db;
    const groups = await db
      .selectFrom('timesheetRecords')
      .innerJoin('timesheets', 'timesheets.timesheetId', 'timesheetRecords.timesheetId')
      .select(['timesheetRecords.employeeId', 'timesheets.date', 'timesheets.projectId'])
      .distinct()
      .where('timesheets.payrollPeriodId', '=', period.payrollPeriodId)
      .where('timesheets.state', '=', 'APPROVED')
      .execute();
    expect(work).toHaveLength(groups.length);
    expect(corrections).toHaveLength(period.numCorrections ?? -1);
    const dates = new Set(work.map((row) => row[9]));
    expect(
      [...dates].every((date) => (date as string) >= period.startDate && (date as string) <= period.endDate),
    ).toBe(true);
  });

  it('quotes every string and leaves numbers bare', async () => {
    const period = await exportable();
    const text = (await exportCsv(period.payrollPeriodId)).body as string;
    const line = text.split('\n').find((candidate) => candidate.startsWith('"TIMESHEET"'));
    expect(line).toBeDefined();
    const cells = (parse(line as string) as string[][])[0] as string[];
    const raw = (line as string).split(',');
    // Work Hours (column 15) is a bare number; Last Name (column 4) is quoted.
    expect(raw[14]).toBe(cells[14]);
    expect(Number.isNaN(Number(raw[14]))).toBe(false);
    expect(raw[3]).toBe(`"${cells[3]}"`);
  });

  it('neutralises formula injection in names', async () => {
    const period = await exportable();
    const db = api.database.db;
    const worker = await db
      .selectFrom('timesheetRecords')
      .innerJoin('timesheets', 'timesheets.timesheetId', 'timesheetRecords.timesheetId')
      .select('timesheetRecords.employeeId')
      .where('timesheets.payrollPeriodId', '=', period.payrollPeriodId)
      .where('timesheets.state', '=', 'APPROVED')
      .executeTakeFirstOrThrow();
    const original = await db
      .selectFrom('employees')
      .select('lastName')
      .where('employeeId', '=', worker.employeeId)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('employees')
      .set({ lastName: '=HYPERLINK("http://evil")' })
      .where('employeeId', '=', worker.employeeId)
      .execute();
    try {
      const text = (await exportCsv(period.payrollPeriodId)).body as string;
      expect(text).toContain('"\'=HYPERLINK(""http://evil"")"');
      expect(text).not.toContain(',"=HYPERLINK');
    } finally {
      await db.updateTable('employees').set(original).where('employeeId', '=', worker.employeeId).execute();
    }
  });

  it('takes the company from COMPANY_NAME', async () => {
    const period = await exportable();
    const app = api.appWith({ companyName: 'Acme Field Services' });
    const response = await exportCsv(period.payrollPeriodId, DEMO.payroll, app);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Acme Field Services_${period.endDate}_Payroll.csv"`,
    );
  });

  it('refuses with 409 while timesheets wait for approval', async () => {
    const waiting = (await periods()).find(
      (period) => (period.numUnapprovedTimesheets ?? 0) - (period.numRejectedTimesheets ?? 0) > 0,
    );
    if (!waiting) throw new Error('the seed has no period with unapproved timesheets');
    const response = await exportCsv(waiting.payrollPeriodId);
    expect(response.status).toBe(409);
    expect(JSON.parse(response.body as string)).toEqual({ message: unapprovedExportError(waiting) });
  });

  it('needs PayrollDashboard_Export: 403 for the approver, 404 for an unknown period', async () => {
    expect((await exportCsv(1, DEMO.approver)).status).toBe(403);
    expect((await exportCsv(9999)).status).toBe(404);
  });
});
