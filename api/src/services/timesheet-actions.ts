import {
  TIMESHEET_STATE_LABEL,
  TIMESHEET_STATES,
  timesheetActions,
  type PayrollPeriodState,
  type Permission,
  type TimesheetAction,
  type TimesheetState,
} from 'shared-kit/domain';
import type { CurrentUser } from '../auth/current-user.ts';
import { conflict, forbidden, lockedPeriod } from './errors.ts';

export const LOCKED_PERIOD_TEXT = 'This payroll period is completed and locked; use corrections';

/** Why the api refuses an action; each reason has its own answer (409, 409, 403). */
export type ActionRefusal = 'state' | 'locked-period' | 'permission';

/** What the action table reads of a stored timesheet. */
export interface TimesheetStanding {
  state: TimesheetState;
  payrollPeriodState: PayrollPeriodState | null;
}

/** A stored timesheet's standing; the database's check constraints keep both columns to the known states. */
export const standingOf = (header: {
  state: string;
  payrollPeriodState: string | null;
}): TimesheetStanding => ({
  state: header.state as TimesheetState,
  payrollPeriodState: header.payrollPeriodState as PayrollPeriodState | null,
});

const anyone = (): boolean => true;

const offers = (
  action: TimesheetAction,
  standing: TimesheetStanding,
  has: (permission: Permission) => boolean,
): boolean => timesheetActions({ ...standing, has }).includes(action);

const isLocked = (standing: TimesheetStanding): boolean => standing.payrollPeriodState === 'COMPLETED';

/** The same timesheet in a period that is not completed: tells "wrong state" apart from "locked period". */
const unlocked = (standing: TimesheetStanding): TimesheetStanding =>
  isLocked(standing) ? { ...standing, payrollPeriodState: 'OPEN' } : standing;

/**
 * Whether `user` may do `action` on the timesheet now, decided by shared-kit's timesheetActions (the table the
 * portal's buttons follow), and if not, why, in the order the api has always checked:
 * - 'state': nobody may do it in this state, whatever the period;
 * - 'locked-period': the payroll period is COMPLETED and the action would be possible in an open one (a completed
 *   period changes only through corrections);
 * - 'permission': someone could, this user cannot.
 */
export const actionRefusal = (
  user: Pick<CurrentUser, 'permissions'>,
  action: TimesheetAction,
  standing: TimesheetStanding,
): ActionRefusal | null => {
  const possibleNow = offers(action, standing, anyone);
  const possibleUnlocked = offers(action, unlocked(standing), anyone);
  if (!possibleNow && !possibleUnlocked) return 'state';
  if (isLocked(standing) && possibleUnlocked) return 'locked-period';
  if (!offers(action, standing, (permission) => user.permissions.has(permission))) return 'permission';
  return null;
};

/** The texts of a refusal; the locked period has one text for every action. */
export interface RefusalTexts {
  state: string;
  permission?: string;
}

/** Throws the refusal: a conflict with the state, the locked period, or forbidden for a missing permission. */
export const requireTimesheetAction = (
  user: Pick<CurrentUser, 'permissions'>,
  action: TimesheetAction,
  standing: TimesheetStanding,
  texts: RefusalTexts,
): void => {
  switch (actionRefusal(user, action, standing)) {
    case 'state':
      throw conflict(texts.state);
    case 'locked-period':
      throw lockedPeriod(LOCKED_PERIOD_TEXT);
    case 'permission':
      throw forbidden(texts.permission);
    case null:
      return;
  }
};

/** "a Pending Approval" / "an Open". */
export const withArticle = (label: string): string =>
  /^[AEIOU]/i.test(label) ? `an ${label}` : `a ${label}`;
export const stateLabel = (state: string): string => TIMESHEET_STATE_LABEL[state as TimesheetState] ?? state;

/** 'Only a Pending Approval timesheet can be put into review; this one is Approved'. */
export const wrongStateText = (rule: { from: readonly string[]; verb: string }, state: string): string =>
  `Only ${withArticle(rule.from.map(stateLabel).join(' or '))} timesheet can be ${rule.verb}; this one is ${stateLabel(state)}`;

/**
 * The states in which someone may do `action` (payroll period open), alphabetically by label, for the wrong-state
 * message ('Only an In Review or Pending Approval timesheet can be approved') and the route summaries.
 */
export const sourceStatesOf = (action: TimesheetAction): TimesheetState[] =>
  TIMESHEET_STATES.filter((state) => offers(action, { state, payrollPeriodState: 'OPEN' }, anyone)).sort(
    (a, b) => (TIMESHEET_STATE_LABEL[a] < TIMESHEET_STATE_LABEL[b] ? -1 : 1),
  );
