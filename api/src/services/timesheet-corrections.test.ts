import request from 'supertest';
import { MSG, type TimesheetCorrectionView } from 'shared-kit/domain';
import { createTestApi, DEMO, type TestApi } from '../testing/test-api.ts';
import { CORRECTIONS_ONLY_TEXT } from './timesheet-correction-save.ts';
import type { TimesheetDetail } from './timesheet-detail.ts';
import { as, findTimesheet, getDetail } from '../testing/timesheet-fixtures.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const putCorrections = async (id: number, body: Record<string, unknown>, email: string = DEMO.payroll) =>
  request(api.app)
    .put(`/timesheets/${id}/corrections`)
    .set(await as(api, email))
    .send(body);

const lockedSheet = async (): Promise<TimesheetDetail> => {
  const sheet = await findTimesheet(api, { state: 'APPROVED', periodState: 'COMPLETED' });
  return (await getDetail(api, sheet.timesheetId)).body as TimesheetDetail;
};

describe('PUT /timesheets/:id/corrections (TS-CORR)', () => {
  it('adds, updates and deletes corrections on an Approved timesheet of a Completed period, with a Corrections audit entry', async () => {
    const detail = await lockedSheet();
    const employeeId = detail.timesheetRecords[0]?.employeeId ?? 0;
    const added = await putCorrections(detail.timesheetId, {
      timesheetId: detail.timesheetId,
      version: detail.version,
      corrections: [
        { employeeId, correctionType: 'ADD_DRIVE_MILES', correctionDriveMiles: '12.5', comments: ' missed ' },
        { employeeId, correctionType: 'UPDATE_PER_DIEM', correctionPerDiemType: 'local' },
        { employeeId, correctionType: 'UPDATE_TRUCK_ALLOWANCE', correctionTruckAllowance: 'y' },
      ],
    });
    expect(added.status).toBe(200);
    const after = added.body as TimesheetDetail;
    const mine = after.corrections.filter(
      (correction) =>
        correction.comments === 'missed' ||
        correction.correctionPerDiemType === 'LOCAL' ||
        correction.correctionTruckAllowance === true,
    );
    expect(mine).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          correctionType: 'ADD_DRIVE_MILES',
          correctionDriveMiles: 12.5,
          correctedDate: detail.date,
        }),
        expect.objectContaining({ correctionType: 'UPDATE_PER_DIEM', correctionPerDiemType: 'LOCAL' }),
        expect.objectContaining({ correctionType: 'UPDATE_TRUCK_ALLOWANCE', correctionTruckAllowance: true }),
      ]),
    );
    expect(after.auditLogs[0]?.action).toBe('Corrections');
    // Send back only the drive miles one, changed: it is updated, the others are deleted.
    const drive = after.corrections.find(
      (correction) => correction.correctionDriveMiles === 12.5,
    ) as TimesheetCorrectionView;
    const saved = await putCorrections(detail.timesheetId, {
      version: after.version,
      corrections: [{ ...drive, correctionDriveMiles: 20 }],
    });
    expect(saved.status).toBe(200);
    expect((saved.body as TimesheetDetail).corrections).toEqual([
      expect.objectContaining({
        timesheetCorrectionId: drive.timesheetCorrectionId,
        correctionDriveMiles: 20,
      }),
    ]);
    const log = (saved.body as TimesheetDetail).auditLogs[0]?.log ?? [];
    expect(log.filter((entry) => entry.action === 'delete').length).toBeGreaterThanOrEqual(2);
    expect(log).toContainEqual(
      expect.objectContaining({
        action: 'update',
        fieldName: 'correctionDriveMiles',
        oldValue: '12.5',
        newValue: '20',
      }),
    );
  });

  it.each([
    ['ADD_DRIVE_MILES', 'correctionDriveMiles', '12.345', MSG.correctionMiles],
    ['ADD_FLY_MILES', 'correctionFlyMiles', '-1', MSG.correctionMiles],
    ['ADD_WORK_HOURS', 'correctionWorkHours', '100', MSG.correctionWorkHours],
    ['UPDATE_PER_DIEM', 'correctionPerDiemType', 'Standard', MSG.correctionPerDiem],
    ['UPDATE_TRUCK_ALLOWANCE', 'correctionTruckAllowance', 'X', MSG.correctionTruck],
    ['ADD_WORK_HOURS', 'correctionWorkHours', '', MSG.correctionValueRequired],
  ])('rejects %s with %s = %p with the seed message', async (correctionType, field, value, message) => {
    const detail = await lockedSheet();
    const response = await putCorrections(detail.timesheetId, {
      version: detail.version,
      corrections: [{ employeeId: detail.timesheetRecords[0]?.employeeId, correctionType, [field]: value }],
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([{ path: `corrections.0.${field}`, message }]);
  });

  it('refuses corrections on a timesheet whose payroll period is not Completed (409)', async () => {
    const sheet = await findTimesheet(api, { state: 'APPROVED', periodState: 'OPEN' });
    const response = await putCorrections(sheet.timesheetId, { version: sheet.version, corrections: [] });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: CORRECTIONS_ONLY_TEXT });
  });

  it('answers 403 without Timesheets_AddCorrection, 409 for a stale version', async () => {
    const detail = await lockedSheet();
    expect(
      (await putCorrections(detail.timesheetId, { version: detail.version, corrections: [] }, DEMO.approver))
        .status,
    ).toBe(403);
    expect(
      (await putCorrections(detail.timesheetId, { version: detail.version + 3, corrections: [] })).status,
    ).toBe(409);
  });

  it('refuses an employee who is not on the timesheet', async () => {
    const detail = await lockedSheet();
    const response = await putCorrections(detail.timesheetId, {
      version: detail.version,
      corrections: [{ employeeId: 999999, correctionType: 'ADD_WORK_HOURS', correctionWorkHours: 2 }],
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      { path: 'corrections.0.employeeId', message: 'Employee is not on this timesheet' },
    ]);
  });
});

describe('GET /timesheet-corrections (API-18)', () => {
  const list = async (query: Record<string, string | number>, email: string = DEMO.payroll) =>
    request(api.app)
      .get('/timesheet-corrections')
      .query(query)
      .set(await as(api, email));

  it('lists corrections with the TS-CORR-02 fields, filtered and paged', async () => {
    const all = await list({});
    expect(all.status).toBe(200);
    const items = all.body as TimesheetCorrectionView[];
    expect(items.length).toBeGreaterThan(0);
    expect(Object.keys(items[0] ?? {})).toEqual(
      expect.arrayContaining([
        'timesheetCorrectionId',
        'employeeId',
        'employeeFirstName',
        'employeeLastName',
        'correctionType',
        'correctionDriveMiles',
        'correctionFlyMiles',
        'correctionWorkHours',
        'correctionPerDiemType',
        'correctionTruckAllowance',
        'comments',
        'timesheetId',
        'timesheetDate',
        'projectId',
        'projectNumber',
        'projectStatus',
        'projectStateCode',
        'correctedDate',
        'correctedDayOfWeek',
      ]),
    );
    const first = items[0] as TimesheetCorrectionView;
    const byTimesheet = (await list({ timesheetId: first.timesheetId })).body as TimesheetCorrectionView[];
    expect(byTimesheet.every((item) => item.timesheetId === first.timesheetId)).toBe(true);
    const byEmployee = (await list({ employeeId: first.employeeId })).body as TimesheetCorrectionView[];
    expect(byEmployee.every((item) => item.employeeId === first.employeeId)).toBe(true);
    const byDate = (await list({ startDate: first.correctedDate, endDate: first.correctedDate }))
      .body as TimesheetCorrectionView[];
    expect(byDate.every((item) => item.correctedDate === first.correctedDate)).toBe(true);
    const page = await list({ page: 1, pageSize: 1 });
    expect(page.body).toHaveLength(1);
    expect(page.headers['x-total-count']).toBe(all.headers['x-total-count']);
  });

  it('answers 400 for a bad query, 403 without a permission and 401 without a token', async () => {
    expect((await list({ startDate: '11-16-2026' })).status).toBe(400);
    expect((await list({}, DEMO.noaccess)).status).toBe(403);
    expect((await request(api.app).get('/timesheet-corrections')).status).toBe(401);
  });
});
