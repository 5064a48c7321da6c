// The actions' names and texts are the root's (the kit's catalogue names its toasts); which actions a timesheet offers
// is the timesheet screen's rule, in 'shared-kit/timesheet-form' (timesheet-actions.ts).
export type TimesheetAction =
  | 'save'
  | 'submit'
  | 'startReview'
  | 'cancelReview'
  | 'approve'
  | 'reject'
  | 'reopen'
  | 'revokeApproval'
  | 'addCorrections'
  | 'delete'
  | 'print'
  | 'viewAuditLog';

/** The button of each timesheet action (seed 000 §4/§6): the timesheet page and the approver board. */
export const TIMESHEET_ACTION_LABEL: Record<TimesheetAction, string> = {
  save: 'Save',
  submit: 'Submit Time',
  startReview: 'Start Review',
  cancelReview: 'Cancel Review',
  approve: 'Approve',
  reject: 'Reject',
  reopen: 'Reopen',
  revokeApproval: 'Revoke Approval',
  addCorrections: 'Add/Edit Corrections',
  delete: 'Delete Timesheet',
  print: 'Print',
  viewAuditLog: 'View Audit log',
};

/** Toasts of each timesheet action: seed 000 §8 and U-09, character for character. */
export const TIMESHEET_TOAST = {
  saved: 'Timesheet successfully saved',
  saveFailed: 'Problem saving timesheet',
  saveBeforeRejectFailed: 'Problem saving timesheet prior to rejection',
  submitted: 'Timesheet successfully submitted',
  submitFailed: 'Problem submitting timesheet',
  review: 'Timesheet successfully put into review',
  reviewFailed: 'Problem setting timesheet into review',
  cancelReview: 'Timesheet successfully removed from Review',
  cancelReviewFailed: 'Problem removing timesheet from review',
  approved: 'Timesheet successfully approved',
  approveFailed: 'Problem approving timesheet',
  rejected: 'Timesheet successfully rejected',
  rejectFailed: 'Problem rejecting timesheet',
  reopened: 'Timesheet successfully reopened',
  reopenFailed: 'Problem reopening timesheet',
  revoked: 'Timesheet successfully revoked',
  revokeFailed: 'Problem revoking timesheet',
  deleted: 'Timesheet successfully deleted',
  deleteFailed: 'Problem deleting timesheet',
} as const;
