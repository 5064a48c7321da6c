import request from 'supertest';
import { MSG } from 'shared-kit/domain';
import { createTestApi, DEMO, type TestApi } from '../testing/test-api.ts';
import {
  as,
  findTimesheet,
  formBody,
  freeProject,
  freeSlot,
  getDetail,
} from '../testing/timesheet-fixtures.ts';
import type { TimesheetDetail } from './timesheet-detail.ts';
import { EMPLOYEE_FIXED_TEXT, INACTIVE_EMPLOYEE_TEXT } from './timesheet-row-checks.ts';
import { CLOSED_PERIOD_TEXT, DUPLICATE_TEXT, FUTURE_DATE_TEXT } from './timesheet-write.ts';
import { LOCKED_PERIOD_TEXT } from './timesheet-actions.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const post = async (body: unknown, email: string = DEMO.foreman) =>
  request(api.app)
    .post('/timesheets')
    .set(await as(api, email))
    .send(body as object);

const put = async (id: number, section: string, body: unknown, email: string = DEMO.foreman) =>
  request(api.app)
    .put(`/timesheets/${id}/update/${section}`)
    .set(await as(api, email))
    .send(body as object);

const messagesOf = (response: request.Response): string[] =>
  (response.body as { errors?: { message: string }[] }).errors?.map((error) => error.message) ?? [];

/** The detail as an update body (what the form sends back). */
const bodyOf = (detail: TimesheetDetail) => ({
  ...detail,
  timesheetRecords: detail.timesheetRecords.map((record) => ({ ...record })),
});

describe('POST /timesheets', () => {
  it('creates an OPEN timesheet with defaults, trimmed journals, computed flags and a Create audit entry', async () => {
    const { projectId, date, employeeIds } = await freeSlot(api);
    const body = formBody(projectId, date, employeeIds.slice(0, 3));
    const first = body.timesheetRecords[0];
    if (first)
      Object.assign(first, { driveMiles: 750, flyMiles: 250, originAndDestination: 'Houston - Dallas' });
    const response = await post(body);
    expect(response.status).toBe(201);
    const detail = response.body as TimesheetDetail;
    expect(detail).toMatchObject({
      state: 'OPEN',
      projectId,
      date,
      dailyJournal: 'Set forms and poured footings.',
      version: 1,
      creatorEmployeeFirstName: 'Frank',
      payrollPeriod: { payrollPeriodState: 'OPEN' },
    });
    expect(detail.timesheetRecords).toHaveLength(3);
    const withMiles = detail.timesheetRecords.find((record) => record.driveMiles === 750);
    expect(withMiles).toMatchObject({ travelHours: 16, hasDriveMilesPerDiem: true, outOfScopeHours: 0 });
    for (const record of detail.timesheetRecords) {
      expect(record.employee.employeeId).toBe(record.employeeId);
      expect(typeof record.employee.lastName).toBe('string');
    }
    expect(detail.auditLogs[0]).toMatchObject({ action: 'Create', employeeFirstName: 'Frank' });
    expect(detail.auditLogs[0]?.log.filter((entry) => entry.action === 'add')).toHaveLength(3);
  });

  it('sorts crew rows by job class order, then last name', async () => {
    const { projectId, date, employeeIds } = await freeSlot(api);
    const response = await post(formBody(projectId, date, employeeIds));
    expect(response.status).toBe(201);
    const detail = response.body as TimesheetDetail;
    const order = new Map(
      (await api.database.db.selectFrom('jobClasses').select(['title', 'sortOrder']).execute()).map((row) => [
        row.title,
        row.sortOrder,
      ]),
    );
    const keys = detail.timesheetRecords.map(
      (record) => [order.get(record.jobClass ?? '') ?? 9999, record.employee.lastName] as const,
    );
    const sorted = [...keys].sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1]));
    expect(keys).toEqual(sorted);
  });

  it('refuses a second timesheet for the same project and date with "A timesheet for this project and date already exists"', async () => {
    const { projectId, date, employeeIds } = await freeSlot(api);
    expect((await post(formBody(projectId, date, employeeIds.slice(0, 1)))).status).toBe(201);
    const again = await post(formBody(projectId, date, employeeIds.slice(0, 1)));
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: DUPLICATE_TEXT });
  });

  it('rejects a negative drive mileage with "Drive mileage cannot be negative"', async () => {
    const { projectId, date, employeeIds } = await freeSlot(api);
    const body = formBody(projectId, date, employeeIds.slice(0, 1));
    Object.assign(body.timesheetRecords[0] ?? {}, { driveMiles: -5 });
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(messagesOf(response)).toContain(MSG.driveNegative);
  });

  it('rejects out of scope hours above work hours with "Out of scope hours cannot be greater than work hours"', async () => {
    const { projectId, date, employeeIds } = await freeSlot(api);
    const body = formBody(projectId, date, employeeIds.slice(0, 1));
    Object.assign(body.timesheetRecords[0] ?? {}, { outOfScopeHours: 9 });
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(messagesOf(response)).toEqual([MSG.oosAboveWork]);
  });

  it('refuses a future date (U-30)', async () => {
    const { projectId, employeeIds } = await freeSlot(api);
    const response = await post(formBody(projectId, '2999-01-04', employeeIds.slice(0, 1)));
    expect(response.status).toBe(400);
    expect(messagesOf(response)).toEqual([FUTURE_DATE_TEXT]);
  });

  it('refuses a date in a COMPLETED period (409 locked) and in a CLOSED period (409 closed)', async () => {
    for (const [state, text] of [
      ['COMPLETED', LOCKED_PERIOD_TEXT],
      ['CLOSED', CLOSED_PERIOD_TEXT],
    ] as const) {
      const period = await api.database.db
        .selectFrom('payrollPeriods')
        .select('startDate')
        .where('state', '=', state)
        .orderBy('startDate', 'desc')
        .executeTakeFirstOrThrow();
      const { projectId, employeeIds } = await freeProject(api, period.startDate);
      const response = await post(formBody(projectId, period.startDate, employeeIds.slice(0, 1)));
      expect([state, response.status, response.body]).toEqual([state, 409, { message: text }]);
    }
  });

  it('answers 403 without Timesheets_UpdateOpen (U-04) and 401 without a token', async () => {
    const { projectId, date, employeeIds } = await freeSlot(api);
    expect((await post(formBody(projectId, date, employeeIds), DEMO.approver)).status).toBe(403);
    expect((await request(api.app).post('/timesheets').send({})).status).toBe(401);
  });

  it('answers 400 for an unknown employee and for a missing project', async () => {
    const { projectId, date } = await freeSlot(api);
    const unknown = await post(formBody(projectId, date, [999999]));
    expect(unknown.status).toBe(400);
    expect(messagesOf(unknown)).toEqual(['Employee not found']);
    const noProject = await post(formBody(999999, date, []));
    expect(messagesOf(noProject)).toEqual(['Project not found']);
  });
});

describe('PUT /timesheets/:id/update/:section', () => {
  const created = async (_skip: number): Promise<TimesheetDetail> => {
    const { projectId, date, employeeIds } = await freeSlot(api);
    const response = await post(formBody(projectId, date, employeeIds.slice(0, 2)));
    expect(response.status).toBe(201);
    return response.body as TimesheetDetail;
  };

  it('saves the whole form, bumps the version and audits per-field updates and row adds/deletes', async () => {
    const detail = await created(4);
    const [first, second] = detail.timesheetRecords;
    const body = bodyOf(detail);
    body.timesheetRecords = [{ ...(first as (typeof body.timesheetRecords)[number]), workHours: 10 }];
    body.contractLaborRecords = [
      {
        timesheetRecordId: 0,
        contractor: ' Ray Diaz ',
        contractorCompanyName: 'Diaz Labor',
        contractorClass: 'FIELD_LABOR',
        workHours: 4,
        outOfScopeHours: 0,
      },
    ].map(({ timesheetRecordId: _id, ...rest }) => rest) as typeof body.contractLaborRecords;
    body.dailyJournal = 'Changed';
    const response = await put(detail.timesheetId, 'crew-timecard', body);
    expect(response.status).toBe(200);
    const after = response.body as TimesheetDetail;
    expect(after.version).toBe(detail.version + 1);
    expect(after.timesheetRecords).toHaveLength(1);
    expect(after.timesheetRecords[0]?.workHours).toBe(10);
    expect(after.contractLaborRecords[0]).toMatchObject({ contractor: 'Ray Diaz', workHours: 4 });
    const log = after.auditLogs[0]?.log ?? [];
    expect(after.auditLogs[0]?.action).toBe('Update');
    const name = `${first?.employee.firstName} ${first?.employee.lastName}`;
    expect(log).toEqual(
      expect.arrayContaining([
        {
          action: 'update',
          parent: 'timesheet',
          fieldName: 'dailyJournal',
          oldValue: detail.dailyJournal,
          newValue: 'Changed',
        },
        { action: 'update', parent: name, fieldName: 'workHours', oldValue: '8', newValue: '10' },
        {
          action: 'delete',
          parent: 'Crew Timecard',
          fieldName: null,
          newValue: null,
          oldValue: `${second?.employee.firstName} ${second?.employee.lastName}`,
        },
        { action: 'add', parent: 'Contract Labor', fieldName: null, newValue: 'Ray Diaz', oldValue: null },
      ]),
    );
  });

  it('refuses changing the employee of a saved row and adding an inactive employee', async () => {
    const detail = await created(0);
    const body = bodyOf(detail);
    const [first, second] = body.timesheetRecords;
    body.timesheetRecords = [
      { ...(first as (typeof body.timesheetRecords)[number]), employeeId: second?.employeeId ?? 0 },
    ];
    const changed = await put(detail.timesheetId, 'crew-timecard', body);
    expect(changed.status).toBe(400);
    expect(messagesOf(changed)).toEqual([EMPLOYEE_FIXED_TEXT]);
    const inactive = await api.database.db
      .selectFrom('employees')
      .select('employeeId')
      .where('employeeStatus', '!=', 'Active')
      .executeTakeFirstOrThrow();
    const withInactive = bodyOf(detail);
    withInactive.timesheetRecords = [
      ...withInactive.timesheetRecords,
      {
        ...(first as (typeof body.timesheetRecords)[number]),
        timesheetRecordId: null as unknown as number,
        employeeId: inactive.employeeId,
      },
    ];
    const refused = await put(detail.timesheetId, 'crew-timecard', withInactive);
    expect(refused.status).toBe(400);
    expect(messagesOf(refused)).toEqual([INACTIVE_EMPLOYEE_TEXT]);
  });

  it('writes nothing for a save that changes nothing: 200, the same version, no Update audit entry', async () => {
    const detail = await created(7);
    const unchanged = await put(detail.timesheetId, 'daily-journal', bodyOf(detail));
    expect(unchanged.status).toBe(200);
    const after = unchanged.body as TimesheetDetail;
    expect(after.version).toBe(detail.version);
    expect(after.dailyJournal).toBe(detail.dailyJournal);
    expect(after.auditLogs.map((event) => event.action)).toEqual(['Create']);
    // Someone else who opened the same version can still save: the no-op made their copy not stale.
    const approverSave = await put(
      detail.timesheetId,
      'daily-journal',
      { ...bodyOf(detail), dailyJournal: 'Checked on site' },
      DEMO.admin,
    );
    expect(approverSave.status).toBe(200);
  });

  it('refuses a stale version with 409 and a missing version with 428', async () => {
    const detail = await created(5);
    const changed = { ...bodyOf(detail), dailyJournal: 'Changed' };
    expect((await put(detail.timesheetId, 'daily-journal', changed)).status).toBe(200);
    const stale = await put(detail.timesheetId, 'daily-journal', bodyOf(detail));
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/changed by someone else/);
    const { version: _version, ...noVersion } = bodyOf(detail);
    expect((await put(detail.timesheetId, 'daily-journal', noVersion)).status).toBe(428);
  });

  it('answers 404 for an unknown section name (U-31)', async () => {
    const detail = await created(6);
    expect((await put(detail.timesheetId, 'everything', bodyOf(detail))).status).toBe(404);
  });

  it('refuses a Rejected timesheet with 409', async () => {
    const sheet = await findTimesheet(api, { state: 'REJECTED', creatorEmail: DEMO.foreman });
    const detail = (await getDetail(api, sheet.timesheetId)).body as TimesheetDetail;
    const response = await put(sheet.timesheetId, 'daily-journal', bodyOf(detail));
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('A Rejected timesheet cannot be changed; reopen it first');
  });

  it('lets the foreman change a Pending Approval timesheet but not an In Review one (403)', async () => {
    const pending = await findTimesheet(api, { state: 'PENDING_APPROVAL', creatorEmail: DEMO.foreman });
    const pendingDetail = (await getDetail(api, pending.timesheetId)).body as TimesheetDetail;
    expect((await put(pending.timesheetId, 'daily-journal', bodyOf(pendingDetail))).status).toBe(200);
    const inReview = await findTimesheet(api, { state: 'IN_REVIEW', creatorEmail: DEMO.foreman });
    const reviewDetail = (await getDetail(api, inReview.timesheetId)).body as TimesheetDetail;
    const response = await put(inReview.timesheetId, 'daily-journal', bodyOf(reviewDetail));
    expect(response.status).toBe(403);
    expect(
      (await put(inReview.timesheetId, 'approver-notes', bodyOf(reviewDetail), DEMO.approver)).status,
    ).toBe(200);
  });

  it('keeps approver notes unless a Timesheets_Review holder changes them (TS-DETAIL-16)', async () => {
    const sheet = await findTimesheet(api, { state: 'IN_REVIEW', notCreatorEmail: DEMO.foreman });
    const detail = (await getDetail(api, sheet.timesheetId)).body as TimesheetDetail;
    const byApprover = await put(
      sheet.timesheetId,
      'approver-notes',
      { ...bodyOf(detail), approverNotes: ' Check the drive miles ' },
      DEMO.approver,
    );
    expect(byApprover.status).toBe(200);
    expect(byApprover.body.approverNotes).toBe('Check the drive miles');
    expect(byApprover.body.auditLogs[0].log).toContainEqual(
      expect.objectContaining({
        parent: 'timesheet',
        fieldName: 'approverNotes',
        newValue: 'Check the drive miles',
      }),
    );
    const { approverNotes: _notes, ...withoutNotes } = bodyOf(byApprover.body as TimesheetDetail);
    const again = await put(sheet.timesheetId, 'crew-timecard', withoutNotes, DEMO.approver);
    expect(again.status).toBe(200);
    expect(again.body.approverNotes).toBe('Check the drive miles');
  });

  it('refuses any change in a COMPLETED payroll period with "This payroll period is completed and locked; use corrections"', async () => {
    const sheet = await findTimesheet(api, { state: 'APPROVED', periodState: 'COMPLETED' });
    const detail = (await getDetail(api, sheet.timesheetId)).body as TimesheetDetail;
    const response = await put(sheet.timesheetId, 'crew-timecard', bodyOf(detail), DEMO.payroll);
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: LOCKED_PERIOD_TEXT });
  });

  it("gives an own-only user 404 for someone else's timesheet", async () => {
    const other = await findTimesheet(api, { state: 'OPEN', notCreatorEmail: DEMO.foreman });
    const detail = (await getDetail(api, other.timesheetId)).body as TimesheetDetail;
    expect((await put(other.timesheetId, 'crew-timecard', bodyOf(detail))).status).toBe(404);
  });
});

describe('DELETE /timesheets/:id', () => {
  it('deletes an OPEN timesheet and keeps its audit history', async () => {
    const { projectId, date, employeeIds } = await freeSlot(api);
    const detail = (await post(formBody(projectId, date, employeeIds.slice(0, 1)))).body as TimesheetDetail;
    const response = await request(api.app)
      .delete(`/timesheets/${detail.timesheetId}`)
      .set(await as(api, DEMO.foreman))
      .set('If-Match', String(detail.version));
    expect(response.status).toBe(204);
    expect((await getDetail(api, detail.timesheetId)).status).toBe(404);
    const audit = await api.database.db
      .selectFrom('auditLogs')
      .select(['action', 'fromState'])
      .where('timesheetId', '=', detail.timesheetId)
      .orderBy('auditLogId')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['Create', 'Delete']);
  });

  it('refuses a non-OPEN timesheet with 409 and a user without Timesheets_Delete with 403', async () => {
    const sheet = await findTimesheet(api, { state: 'PENDING_APPROVAL', creatorEmail: DEMO.foreman });
    const refused = await request(api.app)
      .delete(`/timesheets/${sheet.timesheetId}`)
      .set(await as(api, DEMO.foreman))
      .send({ version: sheet.version });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Only an Open timesheet can be deleted; this one is Pending Approval');
    const denied = await request(api.app)
      .delete(`/timesheets/${sheet.timesheetId}`)
      .set(await as(api, DEMO.approver))
      .send({ version: sheet.version });
    expect(denied.status).toBe(403);
  });
});
