import {
  DATE_DEFAULT,
  PAYROLL_ACTION_STATES,
  formatApiDate,
  parseApiDate,
  type PayrollDashboardAction,
  type PayrollPeriodState,
  type Permission,
} from 'shared-kit';
// Types only: a value from 'shared-kit/payroll' would put its schemas on the dashboard's first load (+12 KiB gzip).
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
} as const satisfies Record<
  PayrollDashboardAction,
  { label: string; permission: Permission; success: string; failure: string }
>;
export type PeriodActionId = keyof typeof PERIOD_ACTIONS;

/** Why every action is disabled before a period is checked. */
export const NOTHING_CHECKED = 'Check a payroll period below to act on it.';

const endOf = (period: PayrollPeriodView) => formatApiDate(period.endDate, DATE_DEFAULT);

/** 'A', 'A and B', 'A, B and C'. */
const wordList = (words: readonly string[]): string =>
  words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

/**
 * Why `action` cannot run on the checked periods, in words shown beside the buttons (null: it can). An action
 * applies to every checked period (PAYROLL-15), so it is offered only when each is in a state it applies to (U-11,
 * PAYROLL_ACTION_STATES); the api refuses the others all the same.
 */
export function actionBlock(action: PeriodActionId, checked: readonly PayrollPeriodView[]): string | null {
  if (checked.length === 0) return NOTHING_CHECKED;
  const states: readonly PayrollPeriodState[] = PAYROLL_ACTION_STATES[action];
  const misfits = checked.filter((period) => !states.includes(period.payrollPeriodState));
  if (misfits.length === 0) return null;
  const byState = new Map<PayrollPeriodState, PayrollPeriodView[]>();
  for (const period of misfits)
    byState.set(period.payrollPeriodState, [...(byState.get(period.payrollPeriodState) ?? []), period]);
  const why = [...byState].map(([state, periods]) =>
    periods.length === 1
      ? `the period ending ${endOf(periods[0]!)} is ${state}`
      : `the periods ending ${wordList(periods.map(endOf))} are ${state}`,
  );
  return `${PERIOD_ACTIONS[action].label}: only for ${states.join(' or ')} periods; ${why.join('; ')}.`;
}

/** Beyond the seeds: Close and Complete first check the periods they would move. */
const CHECKED_ACTIONS = ['close', 'complete'] as const;
export type CheckedAction = (typeof CHECKED_ACTIONS)[number];

export const isCheckedAction = (action: PeriodActionId): action is CheckedAction =>
  (CHECKED_ACTIONS as readonly string[]).includes(action);

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
