import { DATE_DEFAULT, formatApiDate, parseApiDate } from 'shared-kit';
import type { PayrollPeriodView } from 'shared-kit/payroll';

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
