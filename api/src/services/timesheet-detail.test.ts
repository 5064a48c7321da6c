import request from 'supertest';
import { dayOfWeekName } from 'shared-kit/domain';
import { createTestApi, DEMO, type TestApi } from '../testing/test-api.ts';
import type { TimesheetDetail } from './timesheet-detail.ts';
import { findTimesheet, getDetail } from '../testing/timesheet-fixtures.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('GET /timesheets/:timesheetId (API-06, TS-DETAIL-01…03, AUDIT-07)', () => {
  it('returns the full timesheet with crew, payroll period, audit logs newest first and its version', async () => {
    const sheet = await findTimesheet(api, { state: 'APPROVED', creatorEmail: DEMO.foreman });
    const response = await getDetail(api, sheet.timesheetId, DEMO.foreman);
    expect(response.status).toBe(200);
    const detail = response.body as TimesheetDetail;
    expect(detail).toMatchObject({
      timesheetId: sheet.timesheetId,
      date: sheet.date,
      dayOfWeek: dayOfWeekName(sheet.date),
      state: 'APPROVED',
      creatorEmployeeFirstName: 'Frank',
      creatorEmployeeLastName: 'Morales',
      payrollPeriod: { payrollPeriodState: 'OPEN' },
      version: sheet.version,
    });
    expect(detail.payrollPeriod.startDate <= sheet.date && sheet.date <= detail.payrollPeriod.endDate).toBe(
      true,
    );
    expect(detail.project).toMatchObject({ projectId: sheet.projectId, projectNumber: detail.projectNumber });
    for (const key of [
      'approverNotes',
      'outOfScopeHoursDescription',
      'dailyJournal',
      'foremanSignature',
      'foremanSignerName',
      'customerSignature',
      'customerSignerName',
      'contractLaborRecords',
      'corrections',
    ]) {
      expect(detail).toHaveProperty(key);
    }
    const record = detail.timesheetRecords[0];
    expect(record).toBeDefined();
    expect(record?.travelHours).toBeCloseTo(
      (record?.driveMiles ?? 0) / 50 + (record?.flyMiles ?? 0) / 250,
      2,
    );
    expect(Object.keys(record ?? {})).toEqual(
      expect.arrayContaining([
        'timesheetRecordId',
        'employee',
        'employeeId',
        'jobClassOverride',
        'workHours',
        'outOfScopeHours',
        'driveMiles',
        'flyMiles',
        'travelHours',
        'originAndDestination',
        'perDiemType',
        'perDiemRate',
        'truckAllowance',
        'hasDriveMilesPerDiem',
        'hasFlyMilesPerDiem',
        'isFromProject',
      ]),
    );
    const actions = detail.auditLogs.map((log) => log.action);
    expect(actions[0]).toBe('Approve');
    expect(actions.at(-1)).toBe('Create');
    const dates = detail.auditLogs.map((log) => log.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(detail.auditLogs[0]).toMatchObject({ fromState: expect.any(String), toState: 'APPROVED' });
  });

  it('includes the corrections of an approved timesheet in a completed period', async () => {
    const withCorrection = await api.database.db
      .selectFrom('timesheetCorrections')
      .select('timesheetId')
      .executeTakeFirstOrThrow();
    const detail = (await getDetail(api, withCorrection.timesheetId)).body as TimesheetDetail;
    expect(detail.corrections.length).toBeGreaterThan(0);
    expect(detail.corrections[0]).toMatchObject({
      timesheetId: withCorrection.timesheetId,
      correctedDayOfWeek: expect.any(String),
    });
  });

  it("answers 404 to an own-only user for someone else's timesheet; the approver sees it", async () => {
    const other = await findTimesheet(api, { state: 'PENDING_APPROVAL', notCreatorEmail: DEMO.foreman });
    const denied = await getDetail(api, other.timesheetId, DEMO.foreman);
    expect(denied.status).toBe(404);
    expect(denied.body).toEqual({ message: 'Timesheet not found' });
    expect((await getDetail(api, other.timesheetId, DEMO.approver)).status).toBe(200);
  });

  it('answers 404 for an unknown or malformed id, 403 without a permission, 401 without a token', async () => {
    expect((await getDetail(api, 99999999)).status).toBe(404);
    expect(
      (
        await request(api.app)
          .get('/timesheets/abc')
          .set('Authorization', await api.bearer(DEMO.admin))
      ).status,
    ).toBe(404);
    expect((await getDetail(api, 1, DEMO.noaccess)).status).toBe(403);
    expect((await request(api.app).get('/timesheets/1')).status).toBe(401);
  });
});
