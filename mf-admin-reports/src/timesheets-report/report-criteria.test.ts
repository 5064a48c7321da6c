import { MASTER_DATA_MSG } from 'shared-kit/master-data';
import {
  EMPTY_REPORT_FORM,
  defaultRangeHint,
  reportFormErrors,
  reportRangeOf,
  reportUrl,
} from './report-criteria';

// Wednesday 4 March 2026: its week runs Monday 2 March to Sunday 8 March.
const WEDNESDAY = new Date(2026, 2, 4, 10, 30);

describe('Timesheets Report criteria', () => {
  it('rejects an empty project with "Project cannot be empty" (REPORTS-04)', () => {
    expect(reportFormErrors(EMPTY_REPORT_FORM)).toEqual({ projectId: MASTER_DATA_MSG.reportProjectEmpty });
    expect(reportRangeOf(EMPTY_REPORT_FORM, WEDNESDAY)).toBeNull();
  });

  it('uses the dates given, equal dates allowed (REPORTS-07)', () => {
    expect(
      reportRangeOf({ projectId: '10', startDate: '2026-02-01', endDate: '2026-02-01' }, WEDNESDAY),
    ).toEqual({ projectId: 10, startDate: '2026-02-01', endDate: '2026-02-01' });
  });

  it('has no range while a date rule fails (REPORTS-05…07)', () => {
    expect(reportRangeOf({ projectId: '10', startDate: '', endDate: '2026-02-01' }, WEDNESDAY)).toBeNull();
    expect(reportRangeOf({ projectId: '10', startDate: '2026-02-01', endDate: '' }, WEDNESDAY)).toBeNull();
    expect(
      reportRangeOf({ projectId: '10', startDate: '2026-02-02', endDate: '2026-02-01' }, WEDNESDAY),
    ).toBeNull();
  });

  it('covers the current week, Monday to Sunday, when both dates are empty', () => {
    expect(reportRangeOf({ ...EMPTY_REPORT_FORM, projectId: '10' }, WEDNESDAY)).toEqual({
      projectId: 10,
      startDate: '2026-03-02',
      endDate: '2026-03-08',
    });
    expect(defaultRangeHint(WEDNESDAY)).toBe(
      'Optional. Leave both dates empty for the current week, 03-02-2026 to 03-08-2026 (Monday to Sunday).',
    );
  });

  it('builds /reports/timesheets/report?projectId=..&startDate=..&endDate=.. (REPORTS-08)', () => {
    expect(reportUrl({ projectId: 10, startDate: '2026-03-02', endDate: '2026-03-08' })).toBe(
      '/reports/timesheets/report?projectId=10&startDate=2026-03-02&endDate=2026-03-08',
    );
  });
});
