import { DATE_DEFAULT, formatApiDate, parseApiDate } from 'shared-kit';
import type { PayrollPeriodCompleteness, PayrollPeriodView } from 'shared-kit/payroll';

/** The payroll dashboard's rules (seed 001 §4, PAYROLL-03…21), as plain functions the page draws. */

/** '{n} Crew' (PAYROLL-08). */
export const crewLabel = (count: number | undefined): string => `${count ?? 0} Crew`;

/** '{n} Correction(s)' (PAYROLL-09), written as the seed writes it whatever n is. */
export const correctionsLabel = (count: number | undefined): string => `${count ?? 0} Correction(s)`;

/** How many of a period's timesheets are neither approved nor rejected (PAYROLL-21). */
export const unapprovedCount = (period: PayrollPeriodView): number =>
  Math.max(0, (period.numUnapprovedTimesheets ?? 0) - (period.numRejectedTimesheets ?? 0));

/** '{n} unapproved timesheet(s) for payroll period ending {date}' (PAYROLL-21). */
export const unapprovedMessage = (period: PayrollPeriodView): string =>
  `${unapprovedCount(period)} unapproved timesheet(s) for payroll period ending ${formatApiDate(period.endDate, DATE_DEFAULT)}`;

/** PAYROLL-03: the picker runs from the earliest start to the latest end of the OPEN periods (null: none open). */
export function calendarRange(periods: readonly PayrollPeriodView[]): { min: Date; max: Date } | null {
  const open = periods.filter((period) => period.payrollPeriodState === 'OPEN');
  if (open.length === 0) return null;
  const starts = open.map((period) => period.startDate).sort();
  const ends = open.map((period) => period.endDate).sort();
  const min = parseApiDate(starts[0]!);
  const max = parseApiDate(ends[ends.length - 1]!);
  return min && max ? { min, max } : null;
}

/** The export's file name when the server names none: '{company}_{end date}_Payroll.csv' (U-35). */
export const exportFileName = (company: string, period: PayrollPeriodView): string =>
  `${company}_${period.endDate}_Payroll.csv`;

/** The actions of the dashboard, their permission and the seed's toasts (PAYROLL-10…20). */
export const PERIOD_ACTIONS = {
  close: {
    label: 'Close',
    permission: 'PayrollDashboard_Close',
    success: 'Payroll period successfully closed',
    failure: 'Problem closing payroll period',
  },
  reopen: {
    label: 'Re-Open',
    permission: 'PayrollDashboard_Reopen',
    success: 'Payroll period successfully re-opened',
    failure: 'Problem re-opening payroll period',
  },
  regenerate: {
    label: 'Regenerate',
    permission: 'PayrollDashboard_GenerateRoster',
    success: 'Successfully regenerated No Pay Roster',
    failure: 'Problem regenerating No Pay Roster',
  },
  export: {
    label: 'Export Payroll',
    permission: 'PayrollDashboard_Export',
    success: 'Payroll export successfully started',
    failure: 'Problem beginning payroll export',
  },
  complete: {
    label: 'Complete and Permanently Lock',
    permission: 'PayrollDashboard_Complete',
    // PAYROLL-18: the same success text as Close.
    success: 'Payroll period successfully closed',
    failure: 'Error completing payroll period',
  },
} as const;
export type PeriodActionId = keyof typeof PERIOD_ACTIONS;

/** Beyond the seeds: Close and Complete first check the periods they would move (those in the state moved from). */
export const CHECKED_ACTIONS = { close: 'OPEN', complete: 'CLOSED' } as const;
export type CheckedAction = keyof typeof CHECKED_ACTIONS;

export const isCheckedAction = (action: PeriodActionId): action is CheckedAction => action in CHECKED_ACTIONS;

/** The checked periods an action would move; the others get the action's own refusal toast, as today. */
export const periodsToCheck = (
  action: CheckedAction,
  periods: readonly PayrollPeriodView[],
): PayrollPeriodView[] => periods.filter((period) => period.payrollPeriodState === CHECKED_ACTIONS[action]);

/** One period's check: the api's answer, or why it could not be asked. */
export interface CompletenessCheck {
  period: PayrollPeriodView;
  completeness: PayrollPeriodCompleteness | null;
  error: string | null;
}

/** The checks to show before going on: a period not ready, or one whose check failed (the clerk decides). */
export const checksNeedingAttention = (checks: readonly CompletenessCheck[]): CompletenessCheck[] =>
  checks.filter((check) => check.completeness?.ready !== true);

/** '{n} unapproved timesheet(s)', worded as the export's toast (PAYROLL-21). */
export const unapprovedTimesheetsLabel = (count: number): string => `${count} unapproved timesheet(s)`;

export const employeesWithoutHoursLabel = (count: number): string =>
  `${count} employee(s) with neither hours nor a no-pay reason`;

/** 'and {n} more' when a list holds fewer than its count (the api sends the first 50). */
export const moreLabel = (count: number, listed: number): string | null =>
  count > listed ? `and ${count - listed} more` : null;
