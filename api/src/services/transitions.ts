import {
  MSG,
  timesheetSchemaFor,
  type Permission,
  type TimesheetFormInput,
  type TimesheetState,
} from 'shared-kit/domain';
import { hasAny, type CurrentUser } from '../auth/current-user.ts';
import type { Db } from '../db/database.ts';
import { insertAuditEvent } from '../db/repositories/audit.ts';
import { listContractLaborRecords, listCrewRecords } from '../db/repositories/timesheet-records.ts';
import { setTimesheetState, type TimesheetHeaderRow } from '../db/repositories/timesheets.ts';
import { HttpError } from '../http/errors.ts';
import { fieldUpdates } from './audit.ts';
import type { TimesheetDetail } from './timesheet-detail.ts';
import { fieldIssue, invalid, withoutNul } from './timesheet-issues.ts';
import { LOCKED_PERIOD_TEXT, stateLabel, withArticle, withClaimedTimesheet } from './timesheet-write.ts';

export const TRANSITIONS = [
  'submit',
  'review',
  'cancel-review',
  'approve',
  'reject',
  'reopen',
  'revoke-approval',
] as const;
export type TransitionName = (typeof TRANSITIONS)[number];

export interface TransitionRule {
  /** Source states the server accepts (seed 000 §4 table, U-02, U-28). */
  from: readonly TimesheetState[];
  to: TimesheetState;
  /** Route access: any of these. */
  permissions: readonly [Permission, ...Permission[]];
  /** Audit event name (the button's words). */
  audit: string;
  /** "can be {verb}" in the wrong-state message. */
  verb: string;
}

export const TRANSITION_RULES: Record<TransitionName, TransitionRule> = {
  submit: {
    from: ['OPEN'],
    to: 'PENDING_APPROVAL',
    permissions: ['Timesheets_UpdateOpen'],
    audit: 'Submit',
    verb: 'submitted',
  },
  review: {
    from: ['PENDING_APPROVAL'],
    to: 'IN_REVIEW',
    permissions: ['Timesheets_Review'],
    audit: 'Start Review',
    verb: 'put into review',
  },
  'cancel-review': {
    from: ['IN_REVIEW'],
    to: 'PENDING_APPROVAL',
    permissions: ['Timesheets_Review'],
    audit: 'Cancel Review',
    verb: 'removed from review',
  },
  approve: {
    from: ['IN_REVIEW', 'PENDING_APPROVAL'],
    to: 'APPROVED',
    permissions: ['Timesheets_Review'],
    audit: 'Approve',
    verb: 'approved',
  },
  reject: {
    from: ['IN_REVIEW', 'PENDING_APPROVAL'],
    to: 'REJECTED',
    permissions: ['Timesheets_Review'],
    audit: 'Reject',
    verb: 'rejected',
  },
  reopen: {
    from: ['PENDING_APPROVAL', 'REJECTED'],
    to: 'OPEN',
    permissions: ['Timesheets_UpdateOpen', 'Timesheets_Review'],
    audit: 'Reopen',
    verb: 'reopened',
  },
  'revoke-approval': {
    from: ['APPROVED'],
    to: 'PENDING_APPROVAL',
    permissions: ['Timesheets_RevokeApproval'],
    audit: 'Revoke Approval',
    verb: 'have its approval revoked',
  },
};

/** 'Only a Pending Approval timesheet can be put into review; this one is Approved'. */
export const wrongStateText = (rule: TransitionRule, state: string): string =>
  `Only ${withArticle(rule.from.map(stateLabel).join(' or '))} timesheet can be ${rule.verb}; this one is ${stateLabel(state)}`;

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
  name: TransitionName,
  version: number,
  approverNotesInput: string | null | undefined,
): Promise<TimesheetDetail> => {
  const rule = TRANSITION_RULES[name];
  const detail = await withClaimedTimesheet(db, user, timesheetId, version, async (trx, header) => {
    const from = header.state as TimesheetState;
    if (!rule.from.includes(from)) throw new HttpError(409, wrongStateText(rule, from));
    if (header.payrollPeriodState === 'COMPLETED') throw new HttpError(409, LOCKED_PERIOD_TEXT);
    // U-28: Reopen of a Rejected timesheet is for the ones who fix and resubmit it.
    if (name === 'reopen' && from === 'REJECTED' && !hasAny(user, ['Timesheets_UpdateOpen'])) {
      throw new HttpError(403, "You don't have permission to do this");
    }
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
