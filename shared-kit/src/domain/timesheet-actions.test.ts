import { PERMISSIONS, type Permission } from './permissions.ts';
import { TIMESHEET_STATES, type PayrollPeriodState, type TimesheetState } from './states.ts';
import {
  actionColumnHeading,
  canEditTimesheet,
  showsApproverNotes,
  TIMESHEET_TRANSITIONS,
  timesheetActions,
  TRANSITION_ACTION,
} from './timesheet-actions.ts';

/** The demo roles' timesheet permissions (DESIGN §4), for tests of the action matrix. */
const DEMO_PERMISSIONS: Record<'foreman' | 'approver' | 'payroll', readonly Permission[]> = {
  foreman: [
    'Timesheets_View',
    'Timesheets_UpdateOpen',
    'Timesheets_UpdatePendingApproval',
    'Timesheets_Delete',
  ],
  approver: [
    'Timesheets_View',
    'Timesheets_Review',
    'Timesheets_Approve',
    'Timesheets_UpdatePendingApproval',
    'Timesheets_UpdateInReview',
    'Timesheets_RevokeApproval',
  ],
  payroll: [
    'Timesheets_View',
    'Timesheets_ApproveAny',
    'Timesheets_UpdateApproved',
    'Timesheets_AddCorrection',
  ],
};

const context = (
  state: TimesheetState | null,
  permissions: readonly Permission[],
  payroll: PayrollPeriodState | null = 'OPEN',
) => ({
  state,
  payrollPeriodState: payroll,
  has: (permission: Permission) => permissions.includes(permission),
});

describe('timesheet actions by state × permission × payroll status', () => {
  const { foreman, approver, payroll } = DEMO_PERMISSIONS;

  it('a foreman saves and submits a new timesheet, with nothing else offered', () => {
    expect(timesheetActions(context(null, foreman))).toEqual(['save', 'submit']);
  });

  it('a foreman on an OPEN timesheet may save, submit, delete, print and view the audit log', () => {
    expect(timesheetActions(context('OPEN', foreman))).toEqual([
      'save',
      'submit',
      'delete',
      'print',
      'viewAuditLog',
    ]);
  });

  it('a non-reviewer sees Reopen on PENDING_APPROVAL and no reviewer actions', () => {
    expect(timesheetActions(context('PENDING_APPROVAL', foreman))).toEqual([
      'save',
      'reopen',
      'print',
      'viewAuditLog',
    ]);
  });

  it('a reviewer starts review on PENDING_APPROVAL and may approve or reject it', () => {
    expect(timesheetActions(context('PENDING_APPROVAL', approver))).toEqual([
      'save',
      'startReview',
      'approve',
      'reject',
      'reopen',
      'print',
      'viewAuditLog',
    ]);
  });

  it('a reviewer cancels review, approves or rejects IN_REVIEW', () => {
    expect(timesheetActions(context('IN_REVIEW', approver))).toEqual(
      expect.arrayContaining(['save', 'cancelReview', 'approve', 'reject']),
    );
    expect(timesheetActions(context('IN_REVIEW', approver))).not.toContain('startReview');
  });

  it('offers Revoke Approval on APPROVED only while payroll is not completed, then Add/Edit Corrections', () => {
    expect(timesheetActions(context('APPROVED', approver, 'OPEN'))).toContain('revokeApproval');
    expect(timesheetActions(context('APPROVED', approver, 'COMPLETED'))).not.toContain('revokeApproval');
    expect(timesheetActions(context('APPROVED', payroll, 'COMPLETED'))).toEqual([
      'addCorrections',
      'print',
      'viewAuditLog',
    ]);
    expect(timesheetActions(context('APPROVED', payroll, 'OPEN'))).not.toContain('addCorrections');
  });

  it('lets the foreman reopen a REJECTED timesheet (U-28) but not edit it', () => {
    expect(timesheetActions(context('REJECTED', foreman))).toEqual(['reopen', 'print', 'viewAuditLog']);
    expect(canEditTimesheet(context('REJECTED', foreman))).toBe(false);
  });

  it('edits only with the update permission of the state', () => {
    expect(canEditTimesheet(context('IN_REVIEW', foreman))).toBe(false);
    expect(canEditTimesheet(context('IN_REVIEW', approver))).toBe(true);
    expect(canEditTimesheet(context('APPROVED', approver))).toBe(false);
    expect(canEditTimesheet(context('APPROVED', payroll))).toBe(true);
  });

  it('disables Save and every edit while the payroll period is COMPLETED', () => {
    expect(canEditTimesheet(context('APPROVED', payroll, 'COMPLETED'))).toBe(false);
    expect(timesheetActions(context('OPEN', foreman, 'COMPLETED'))).not.toContain('save');
    expect(timesheetActions(context('OPEN', foreman, 'COMPLETED'))).not.toContain('submit');
  });

  it('offers nothing that moves a timesheet of a completed payroll period: only corrections, print, audit', () => {
    const all = [...foreman, ...approver, ...payroll, 'Timesheets_Review' as const];
    for (const state of ['OPEN', 'PENDING_APPROVAL', 'IN_REVIEW', 'REJECTED'] as const) {
      expect(timesheetActions(context(state, all, 'COMPLETED'))).toEqual(['print', 'viewAuditLog']);
    }
    expect(timesheetActions(context('APPROVED', all, 'COMPLETED'))).toEqual([
      'addCorrections',
      'print',
      'viewAuditLog',
    ]);
  });

  it('offers Reopen on Pending Approval to reviewers and to those who work on Open timesheets only', () => {
    expect(timesheetActions(context('PENDING_APPROVAL', ['Timesheets_UpdatePendingApproval']))).not.toContain(
      'reopen',
    );
    expect(timesheetActions(context('PENDING_APPROVAL', ['Timesheets_UpdateOpen']))).toContain('reopen');
    expect(timesheetActions(context('PENDING_APPROVAL', ['Timesheets_Review']))).toContain('reopen');
  });

  it('heads the column Payroll Actions when payroll is completed, else Approval Actions', () => {
    expect(actionColumnHeading('COMPLETED')).toBe('Payroll Actions');
    expect(actionColumnHeading('OPEN')).toBe('Approval Actions');
    expect(actionColumnHeading(null)).toBe('Approval Actions');
  });

  it('shows Approver Notes to reviewers once the timesheet has left OPEN', () => {
    expect(showsApproverNotes(context('PENDING_APPROVAL', approver))).toBe(true);
    expect(showsApproverNotes(context('OPEN', approver))).toBe(false);
    expect(showsApproverNotes(context('PENDING_APPROVAL', foreman))).toBe(false);
  });

  it('shows Approver Notes to everyone on a Rejected timesheet, so the foreman reads why (U-28)', () => {
    expect(showsApproverNotes(context('REJECTED', foreman))).toBe(true);
    expect(showsApproverNotes(context('REJECTED', approver))).toBe(true);
    expect(showsApproverNotes(context('APPROVED', foreman))).toBe(false);
  });

  it('names one api path per transition, each an action some state offers (API-09…15)', () => {
    expect(TIMESHEET_TRANSITIONS).toEqual([
      'submit',
      'review',
      'cancel-review',
      'approve',
      'reject',
      'reopen',
      'revoke-approval',
    ]);
    const offered = new Set(
      TIMESHEET_STATES.flatMap((state) => timesheetActions(context(state, PERMISSIONS))),
    );
    for (const transition of TIMESHEET_TRANSITIONS) expect(offered).toContain(TRANSITION_ACTION[transition]);
  });
});
