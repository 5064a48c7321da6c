/** Timesheet states, stored upper-case (CONST-01). */
export const TIMESHEET_STATES = [
  'OPEN',
  'PENDING_APPROVAL',
  'IN_REVIEW',
  'APPROVED',
  'REJECTED',
  'COMPLETED',
] as const;
export type TimesheetState = (typeof TIMESHEET_STATES)[number];

export const TIMESHEET_STATE_LABEL: Record<TimesheetState, string> = {
  OPEN: 'Open',
  PENDING_APPROVAL: 'Pending Approval',
  IN_REVIEW: 'In Review',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  COMPLETED: 'Completed',
};

/** Colour names of the states (FOREMAN-DASH-04, approver board; OPEN gray per U-27). The UI kit maps names to theme colours. */
export type StateColour = 'gray' | 'yellow' | 'blue' | 'green' | 'red';
export const TIMESHEET_STATE_COLOUR: Record<TimesheetState, StateColour> = {
  OPEN: 'gray',
  IN_REVIEW: 'yellow',
  PENDING_APPROVAL: 'blue',
  APPROVED: 'green',
  REJECTED: 'red',
  COMPLETED: 'green',
};

/** The list filter offers every state except COMPLETED and OPEN (TS-LIST-07). */
export const TIMESHEET_LIST_FILTER_STATES: readonly TimesheetState[] = [
  'PENDING_APPROVAL',
  'IN_REVIEW',
  'APPROVED',
  'REJECTED',
];

/** Payroll period states (CONST-09, U-10: CLOSED added). */
export const PAYROLL_PERIOD_STATES = ['OPEN', 'CLOSED', 'COMPLETED'] as const;
export type PayrollPeriodState = (typeof PAYROLL_PERIOD_STATES)[number];
