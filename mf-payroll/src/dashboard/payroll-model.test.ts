import type { PayrollPeriodView } from 'shared-kit/payroll';
import {
  PERIOD_ACTIONS,
  calendarRange,
  checksNeedingAttention,
  employeesWithoutHoursLabel,
  NOTHING_CHECKED,
  actionBlock,
  isCheckedAction,
  moreLabel,
  unapprovedTimesheetsLabel,
  correctionsLabel,
  crewLabel,
  exportFileName,
  unapprovedCount,
  unapprovedMessage,
} from './payroll-model';
import { rosterPath, timesheetPath } from '../common/paths';

const period = (overrides: Partial<PayrollPeriodView> = {}): PayrollPeriodView => ({
  payrollPeriodId: 9,
  startDate: '2026-11-16',
  endDate: '2026-11-22',
  payrollPeriodState: 'OPEN',
  rosterGeneratedTime: null,
  version: 1,
  numUnapprovedTimesheets: 5,
  numRejectedTimesheets: 2,
  numNoPayEmployees: 4,
  numApprovedEmployees: 12,
  numCorrections: 1,
  ...overrides,
});

describe('the payroll dashboard', () => {
  it("writes the counts as the seed does: '{n} Crew', '{n} Correction(s)'", () => {
    expect(crewLabel(12)).toBe('12 Crew');
    expect(crewLabel(undefined)).toBe('0 Crew');
    expect(correctionsLabel(1)).toBe('1 Correction(s)');
  });

  it('counts unapproved timesheets without the rejected ones, and names the period end date (PAYROLL-21)', () => {
    expect(unapprovedCount(period())).toBe(3);
    expect(unapprovedCount(period({ numUnapprovedTimesheets: 1, numRejectedTimesheets: 2 }))).toBe(0);
    expect(unapprovedMessage(period())).toBe(
      '3 unapproved timesheet(s) for payroll period ending 11/22/2026',
    );
  });

  it('offers the months from the earliest start to the latest end of the OPEN periods (PAYROLL-03)', () => {
    const range = calendarRange([
      period({ startDate: '2026-10-05', endDate: '2026-10-11' }),
      period({ startDate: '2026-11-16', endDate: '2026-11-22' }),
      period({ startDate: '2026-01-05', endDate: '2026-01-11', payrollPeriodState: 'COMPLETED' }),
    ]);
    expect(range?.min.toDateString()).toBe(new Date(2026, 9, 5).toDateString());
    expect(range?.max.toDateString()).toBe(new Date(2026, 10, 22).toDateString());
    expect(calendarRange([period({ payrollPeriodState: 'CLOSED' })])).toBeNull();
  });

  it("names the export '{company}_{end date}_Payroll.csv' and uses the seed's toasts", () => {
    expect(exportFileName('Crewtime', period())).toBe('Crewtime_2026-11-22_Payroll.csv');
    expect(PERIOD_ACTIONS.complete.success).toBe(PERIOD_ACTIONS.close.success);
    expect(PERIOD_ACTIONS.complete.failure).toBe('Error completing payroll period');
    expect(PERIOD_ACTIONS.reopen).toMatchObject({ label: 'Re-Open', permission: 'PayrollDashboard_Reopen' });
  });

  it('checks completeness before Close and Complete only', () => {
    expect((Object.keys(PERIOD_ACTIONS) as (keyof typeof PERIOD_ACTIONS)[]).filter(isCheckedAction)).toEqual([
      'close',
      'complete',
    ]);
  });

  describe('offers each action only for the states it applies to (U-11), and says why not', () => {
    const open = period({ payrollPeriodId: 1, endDate: '2026-11-29' });
    const closed = period({ payrollPeriodId: 2, endDate: '2026-11-22', payrollPeriodState: 'CLOSED' });
    const completed = period({ payrollPeriodId: 3, endDate: '2026-11-15', payrollPeriodState: 'COMPLETED' });
    const older = period({ payrollPeriodId: 4, endDate: '2026-11-08', payrollPeriodState: 'COMPLETED' });
    const ACTIONS = Object.keys(PERIOD_ACTIONS) as (keyof typeof PERIOD_ACTIONS)[];
    /** The actions offered for the checked periods. */
    const offered = (checked: PayrollPeriodView[]) =>
      ACTIONS.filter((action) => actionBlock(action, checked) === null);

    it('nothing checked: every action waits for a period', () => {
      expect(NOTHING_CHECKED).toBe('Check a payroll period below to act on it.');
      for (const action of ACTIONS) expect(actionBlock(action, [])).toBe(NOTHING_CHECKED);
    });

    it('an OPEN period: Close, Regenerate and Export; not Re-Open nor Complete', () => {
      expect(offered([open])).toEqual(['close', 'regenerate', 'export']);
      expect(actionBlock('reopen', [open])).toBe(
        'Re-Open: only for CLOSED periods; the period ending 11/29/2026 is OPEN.',
      );
      expect(actionBlock('complete', [open])).toBe(
        'Complete and Permanently Lock: only for CLOSED periods; the period ending 11/29/2026 is OPEN.',
      );
    });

    it('a CLOSED period: everything but Close', () => {
      expect(offered([closed])).toEqual(['reopen', 'regenerate', 'export', 'complete']);
      expect(actionBlock('close', [closed])).toBe(
        'Close: only for OPEN periods; the period ending 11/22/2026 is CLOSED.',
      );
    });

    it('a COMPLETED period, permanently locked: only Export', () => {
      expect(offered([completed])).toEqual(['export']);
      expect(actionBlock('regenerate', [completed])).toBe(
        'Regenerate: only for OPEN or CLOSED periods; the period ending 11/15/2026 is COMPLETED.',
      );
    });

    it('several periods: an action applies to every checked one or is not offered, naming those it does not fit', () => {
      expect(actionBlock('close', [open, closed])).toBe(
        'Close: only for OPEN periods; the period ending 11/22/2026 is CLOSED.',
      );
      expect(actionBlock('reopen', [open, closed, completed, older])).toBe(
        'Re-Open: only for CLOSED periods; the period ending 11/29/2026 is OPEN; the periods ending 11/15/2026 and 11/08/2026 are COMPLETED.',
      );
      expect(actionBlock('regenerate', [open, closed])).toBeNull();
      expect(actionBlock('export', [open, closed, completed])).toBeNull();
    });
  });

  it('shows the periods not ready, and those whose check failed', () => {
    const ready = { period: period({ payrollPeriodId: 1 }), completeness: { ready: true }, error: null };
    const notReady = { period: period({ payrollPeriodId: 2 }), completeness: { ready: false }, error: null };
    const failed = { period: period({ payrollPeriodId: 3 }), completeness: null, error: 'Network error' };
    expect(
      checksNeedingAttention([ready, notReady, failed] as Parameters<typeof checksNeedingAttention>[0]),
    ).toEqual([notReady, failed]);
  });

  it("links an unapproved timesheet to the foreman's timesheet page, and words the findings", () => {
    expect(timesheetPath({ projectId: 3, timesheetId: 41 })).toBe('/foreman/projects/3/timesheets/41');
    expect(rosterPath(7)).toBe('/payroll/7/nopayroster');
    expect(unapprovedTimesheetsLabel(2)).toBe('2 unapproved timesheet(s)');
    expect(employeesWithoutHoursLabel(1)).toBe('1 employee(s) with neither hours nor a no-pay reason');
    expect(moreLabel(53, 50)).toBe('and 3 more');
    expect(moreLabel(5, 5)).toBeNull();
  });
});
