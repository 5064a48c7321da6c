import {
  TIMESHEET_SECTIONS,
  timesheetCorrectionQuerySchema,
  timesheetCorrectionsBodySchema,
  timesheetExistsQuerySchema,
  timesheetTransitionBodySchema,
} from './api-timesheets.ts';

describe('timesheet api payloads', () => {
  it('names the six section paths of U-31', () => {
    expect(TIMESHEET_SECTIONS).toEqual([
      'crew-timecard',
      'contract-labor',
      'out-of-scope-hours',
      'daily-journal',
      'on-site-signature',
      'approver-notes',
    ]);
  });

  it('reads the existence check of one project and day from a query string (TS-LIST-17)', () => {
    expect(timesheetExistsQuerySchema.parse({ projectId: '12', date: '2026-11-16' })).toEqual({
      projectId: 12,
      date: '2026-11-16',
    });
    expect(timesheetExistsQuerySchema.safeParse({ projectId: '12', date: '11-16-2026' }).success).toBe(false);
    expect(timesheetExistsQuerySchema.safeParse({ date: '2026-11-16' }).success).toBe(false);
  });

  it('reads the existence check of a range of days, for the calendar that marks them (TS-LIST-17)', () => {
    const range = { projectId: '12', startDate: '2026-10-26', endDate: '2026-12-06' };
    expect(timesheetExistsQuerySchema.parse(range)).toEqual({ ...range, projectId: 12 });
    const accepts = (query: Record<string, string>) => timesheetExistsQuerySchema.safeParse(query).success;
    expect(accepts({ projectId: '12' })).toBe(false);
    expect(accepts({ projectId: '12', startDate: '2026-11-01' })).toBe(false);
    expect(
      accepts({ projectId: '12', date: '2026-11-16', startDate: '2026-11-01', endDate: '2026-11-30' }),
    ).toBe(false);
    expect(accepts({ projectId: '12', startDate: '2026-11-30', endDate: '2026-11-01' })).toBe(false);
    expect(accepts({ projectId: '12', startDate: '2026-01-01', endDate: '2026-03-05' })).toBe(false);
    expect(accepts({ projectId: '12', startDate: '2026-01-01', endDate: '2026-03-04' })).toBe(true);
  });

  it('reads a corrections body with string ids and any value shape', () => {
    const body = timesheetCorrectionsBodySchema.parse({
      timesheetId: '12',
      version: 3,
      corrections: [
        { employeeId: '7', correctionType: 'UPDATE_TRUCK_ALLOWANCE', correctionTruckAllowance: true },
        {
          timesheetCorrectionId: 4,
          employeeId: 7,
          correctionType: 'ADD_DRIVE_MILES',
          correctionDriveMiles: '12.5',
        },
      ],
    });
    expect(body.timesheetId).toBe(12);
    expect(body.corrections[0]?.employeeId).toBe(7);
    expect(body.corrections[1]?.correctionDriveMiles).toBe('12.5');
  });

  it('refuses an unknown correction type and a date that is not yyyy-MM-dd', () => {
    expect(
      timesheetCorrectionsBodySchema.safeParse({
        corrections: [{ employeeId: 1, correctionType: 'ADD_MILES' }],
      }).success,
    ).toBe(false);
    expect(timesheetCorrectionQuerySchema.safeParse({ startDate: '11-16-2026' }).success).toBe(false);
    expect(timesheetCorrectionQuerySchema.parse({ employeeId: '5', pageSize: '10' })).toEqual({
      employeeId: 5,
      pageSize: 10,
    });
  });

  it('takes a version and optional approver notes for a transition', () => {
    expect(timesheetTransitionBodySchema.parse({ version: 2, approverNotes: 'x' })).toEqual({
      version: 2,
      approverNotes: 'x',
    });
    expect(timesheetTransitionBodySchema.safeParse({ version: -1 }).success).toBe(false);
  });
});
