import type { Permission } from './permissions.ts';
import type { PayrollPeriodState, TimesheetState } from './states.ts';
import type { TimesheetAction } from './timesheet-action-texts.ts';

export interface TimesheetActionContext {
  /** null for a timesheet not saved yet (the /new route). */
  state: TimesheetState | null;
  payrollPeriodState: PayrollPeriodState | null;
  has: (permission: Permission) => boolean;
}

/** The update permission that makes a state editable (TS-DETAIL-46…50); REJECTED and COMPLETED are never editable. */
const UPDATE_PERMISSION: Partial<Record<TimesheetState, Permission>> = {
  OPEN: 'Timesheets_UpdateOpen',
  PENDING_APPROVAL: 'Timesheets_UpdatePendingApproval',
  IN_REVIEW: 'Timesheets_UpdateInReview',
  APPROVED: 'Timesheets_UpdateApproved',
};

const isLocked = (context: TimesheetActionContext) => context.payrollPeriodState === 'COMPLETED';

/** Inputs are editable only in these states with the matching permission, and never in a completed period. */
export const canEditTimesheet = (context: TimesheetActionContext): boolean => {
  if (isLocked(context)) return false;
  // A new timesheet is created OPEN: Save needs Timesheets_UpdateOpen (U-04).
  const permission = UPDATE_PERMISSION[context.state ?? 'OPEN'];
  return !!permission && context.has(permission);
};

/**
 * The actions a timesheet offers (seed 000 §4 table and §6; TS-DETAIL-32…45; U-28). Each appears only in its source
 * states; reviewer actions need Timesheets_Review; non-reviewers see Delete (OPEN, saved), Reopen (PENDING_APPROVAL)
 * and Print. The api enforces the same table.
 */
export const timesheetActions = (context: TimesheetActionContext): TimesheetAction[] => {
  const { state, has } = context;
  const saved = state !== null;
  const reviewer = has('Timesheets_Review');
  // A completed payroll period changes only through corrections (TS-DETAIL-32/39/42, TS-CORR-01): no transition,
  // no delete, no save.
  const moves = !isLocked(context);
  const actions: TimesheetAction[] = [];
  if (canEditTimesheet(context)) actions.push('save');
  if (moves && (state === null || state === 'OPEN') && has('Timesheets_UpdateOpen')) actions.push('submit');
  if (moves && reviewer && state === 'PENDING_APPROVAL') actions.push('startReview');
  if (moves && reviewer && state === 'IN_REVIEW') actions.push('cancelReview');
  if (moves && reviewer && (state === 'IN_REVIEW' || state === 'PENDING_APPROVAL'))
    actions.push('approve', 'reject');
  // Reopen gives OPEN: offered to reviewers and to those who work on Open timesheets (TS-DETAIL-40, U-28).
  const reopenable =
    (state === 'PENDING_APPROVAL' && (reviewer || has('Timesheets_UpdateOpen'))) ||
    (state === 'REJECTED' && has('Timesheets_UpdateOpen'));
  if (moves && reopenable) actions.push('reopen');
  if (moves && state === 'APPROVED' && has('Timesheets_RevokeApproval')) actions.push('revokeApproval');
  if (!moves && state === 'APPROVED' && has('Timesheets_AddCorrection')) actions.push('addCorrections');
  if (moves && state === 'OPEN' && has('Timesheets_Delete')) actions.push('delete');
  if (saved) actions.push('print');
  if (saved && has('Timesheets_View')) actions.push('viewAuditLog');
  return actions;
};

/** TS-DETAIL-07. */
export const actionColumnHeading = (payrollPeriodState: PayrollPeriodState | null): string =>
  payrollPeriodState === 'COMPLETED' ? 'Payroll Actions' : 'Approval Actions';

/**
 * The Approver Notes box: reviewers once the timesheet has left OPEN (TS-DETAIL-16); and everyone on a REJECTED
 * timesheet (U-28 amendment: the foreman reads why before reopening; read-only for non-reviewers).
 */
export const showsApproverNotes = (context: TimesheetActionContext): boolean =>
  context.state === 'REJECTED' ||
  (context.has('Timesheets_Review') && context.state !== null && context.state !== 'OPEN');

/** Path segment of PUT /timesheets/{id}/{transition} for each action that moves a timesheet (API-09…15). */
export const TRANSITION_ACTION = {
  submit: 'submit',
  review: 'startReview',
  'cancel-review': 'cancelReview',
  approve: 'approve',
  reject: 'reject',
  reopen: 'reopen',
  'revoke-approval': 'revokeApproval',
} as const satisfies Record<string, TimesheetAction>;
export type TimesheetTransition = keyof typeof TRANSITION_ACTION;
export const TIMESHEET_TRANSITIONS = Object.keys(TRANSITION_ACTION) as TimesheetTransition[];
