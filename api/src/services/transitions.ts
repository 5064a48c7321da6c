import {
  MSG,
  timesheetSchemaFor,
  TRANSITION_ACTION,
  type Permission,
  type TimesheetAction,
  type TimesheetFormInput,
  type TimesheetState,
  type TimesheetTransition,
} from 'shared-kit/domain';
import type { CurrentUser } from '../auth/current-user.ts';
import type { Db } from '../db/database.ts';
import { insertAuditEvent } from '../db/repositories/audit.ts';
import { listContractLaborRecords, listCrewRecords } from '../db/repositories/timesheet-records.ts';
import { setTimesheetState, type TimesheetHeaderRow } from '../db/repositories/timesheets.ts';
import { fieldUpdates } from './audit.ts';
import { requireTimesheetAction, sourceStatesOf, standingOf, wrongStateText } from './timesheet-actions.ts';
import type { TimesheetDetail } from './timesheet-detail.ts';
import { fieldIssue, invalid } from './errors.ts';
import { withoutNul } from './text.ts';
import { withClaimedTimesheet } from './claimed-timesheet.ts';

export interface TransitionRule {
  /** The portal's action: shared-kit's timesheetActions decides who may do it in which state (seed 000 §4, U-28). */
  action: TimesheetAction;
  /** Source states, read from that table (U-02): for the wrong-state message and the route summary. */
  from: readonly TimesheetState[];
  to: TimesheetState;
  /** Route access: any of these; the table then decides per state. */
  permissions: readonly [Permission, ...Permission[]];
  /** Audit event name (the button's words). */
  audit: string;
  /** "can be {verb}" in the wrong-state message. */
  verb: string;
}

const rule = (name: TimesheetTransition, rest: Omit<TransitionRule, 'action' | 'from'>): TransitionRule => ({
  action: TRANSITION_ACTION[name],
  from: sourceStatesOf(TRANSITION_ACTION[name]),
  ...rest,
});

export const TRANSITION_RULES: Record<TimesheetTransition, TransitionRule> = {
  submit: rule('submit', {
    to: 'PENDING_APPROVAL',
    permissions: ['Timesheets_UpdateOpen'],
    audit: 'Submit',
    verb: 'submitted',
  }),
  review: rule('review', {
    to: 'IN_REVIEW',
    permissions: ['Timesheets_Review'],
    audit: 'Start Review',
    verb: 'put into review',
  }),
  'cancel-review': rule('cancel-review', {
    to: 'PENDING_APPROVAL',
    permissions: ['Timesheets_Review'],
    audit: 'Cancel Review',
    verb: 'removed from review',
  }),
  approve: rule('approve', {
    to: 'APPROVED',
    permissions: ['Timesheets_Review'],
    audit: 'Approve',
    verb: 'approved',
  }),
  reject: rule('reject', {
    to: 'REJECTED',
    permissions: ['Timesheets_Review'],
    audit: 'Reject',
    verb: 'rejected',
  }),
  reopen: rule('reopen', {
    to: 'OPEN',
    permissions: ['Timesheets_UpdateOpen', 'Timesheets_Review'],
    audit: 'Reopen',
    verb: 'reopened',
  }),
  'revoke-approval': rule('revoke-approval', {
    to: 'PENDING_APPROVAL',
    permissions: ['Timesheets_RevokeApproval'],
    audit: 'Revoke Approval',
    verb: 'have its approval revoked',
  }),
};

/** The stored timesheet as form values, so Submit runs the same checks as the form (TS-VALID-27, U-32). */
const storedForm = async (trx: Db, header: TimesheetHeaderRow): Promise<TimesheetFormInput> => {
  const [crew, labor] = await Promise.all([
    listCrewRecords(trx, header.timesheetId, header.projectId),
    listContractLaborRecords(trx, header.timesheetId),
  ]);
  return {
    projectId: header.projectId,
    date: header.date,
    approverNotes: header.approverNotes,
    outOfScopeHoursDescription: header.outOfScopeHoursDescription ?? '',
    dailyJournal: header.dailyJournal ?? '',
    foremanSignature: header.foremanSignature,
    foremanSignerName: header.foremanSignerName ?? '',
    customerSignature: header.customerSignature,
    customerSignerName: header.customerSignerName,
    timesheetRecords: crew.map((row) => ({
      timesheetRecordId: row.timesheetRecordId,
      employeeId: row.employeeId,
      jobClassOverride: row.jobClassOverride,
      workHours: row.workHours,
      outOfScopeHours: row.outOfScopeHours,
      driveMiles: row.driveMiles,
      flyMiles: row.flyMiles,
      originAndDestination: row.originAndDestination,
      perDiemType: row.perDiemType as 'NONE',
      truckAllowance: row.truckAllowance,
      isFromProject: row.isFromProject,
    })),
    contractLaborRecords: labor,
  };
};

/** PUT /timesheets/{id}/{transition}: checks, state change, version bump and audit in one transaction. */
export const transitionTimesheet = async (
  db: Db,
  user: CurrentUser,
  timesheetId: number,
  name: TimesheetTransition,
  version: number,
  approverNotesInput: string | null | undefined,
): Promise<TimesheetDetail> => {
  const rule = TRANSITION_RULES[name];
  const detail = await withClaimedTimesheet(db, user, timesheetId, version, async (trx, header) => {
    const from = header.state as TimesheetState;
    // U-28 lives in the table too: Reopen of a Rejected timesheet is for the ones who fix and resubmit it.
    requireTimesheetAction(user, rule.action, standingOf(header), { state: wrongStateText(rule, from) });
    if (name === 'submit') {
      const result = timesheetSchemaFor('submit').safeParse(await storedForm(trx, header));
      if (!result.success) throw result.error;
    }
    let approverNotes: string | undefined;
    const entries = [];
    if (name === 'reject') {
      const notes = withoutNul(approverNotesInput ?? header.approverNotes ?? '').trim();
      if (!notes) throw invalid([fieldIssue(['approverNotes'], MSG.approverNotesRequired)]);
      approverNotes = notes;
      entries.push(
        ...fieldUpdates('timesheet', { approverNotes: header.approverNotes }, { approverNotes: notes }, [
          'approverNotes',
        ]),
      );
    }
    await setTimesheetState(trx, timesheetId, rule.to, approverNotes);
    await insertAuditEvent(trx, {
      timesheetId,
      action: rule.audit,
      employeeId: user.employeeId,
      fromState: from,
      toState: rule.to,
      entries,
    });
  });
  return detail as TimesheetDetail;
};
