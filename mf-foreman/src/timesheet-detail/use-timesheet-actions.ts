import { useNotifyingMutation } from 'shared-kit';
import type { TimesheetForm } from 'shared-kit';
import {
  createTimesheet,
  deleteTimesheet,
  transitionTimesheet,
  updateTimesheet,
  type TimesheetDetail,
  type TimesheetTransition,
} from './api';

/** Toasts of each action: seed 000 §8 and U-09, character for character. */
export const TOAST = {
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

/** Saves the form: POST the first time, else PUT …/update/{section} with the version read. */
export const persistTimesheet = ({
  timesheetId,
  form,
}: {
  timesheetId: number | null;
  form: TimesheetForm;
}): Promise<TimesheetDetail> =>
  timesheetId === null ? createTimesheet(form) : updateTimesheet(timesheetId, 'crew-timecard', form);

interface TransitionVars {
  timesheetId: number;
  version: number;
  approverNotes?: string | null;
}

const useTransition = (transition: TimesheetTransition, successMessage: string, errorMessage: string) =>
  useNotifyingMutation<TimesheetDetail, TransitionVars>({
    mutationFn: ({ timesheetId, ...body }) => transitionTimesheet(timesheetId, transition, body),
    successMessage,
    errorMessage,
  });

/** One notifying mutation per action of the action bar, each with its own toasts. */
export function useTimesheetMutations() {
  const save = useNotifyingMutation({
    mutationFn: persistTimesheet,
    successMessage: TOAST.saved,
    errorMessage: TOAST.saveFailed,
  });
  // The saves that come before Submit and Reject say only when they fail (the transition's toast follows).
  const saveBeforeSubmit = useNotifyingMutation({
    mutationFn: persistTimesheet,
    errorMessage: TOAST.saveFailed,
  });
  const saveBeforeReject = useNotifyingMutation({
    mutationFn: persistTimesheet,
    errorMessage: TOAST.saveBeforeRejectFailed,
  });
  const submit = useTransition('submit', TOAST.submitted, TOAST.submitFailed);
  const startReview = useTransition('review', TOAST.review, TOAST.reviewFailed);
  const cancelReview = useTransition('cancel-review', TOAST.cancelReview, TOAST.cancelReviewFailed);
  const approve = useTransition('approve', TOAST.approved, TOAST.approveFailed);
  const reject = useTransition('reject', TOAST.rejected, TOAST.rejectFailed);
  const reopen = useTransition('reopen', TOAST.reopened, TOAST.reopenFailed);
  const revokeApproval = useTransition('revoke-approval', TOAST.revoked, TOAST.revokeFailed);
  const remove = useNotifyingMutation<void, { timesheetId: number; version: number }>({
    mutationFn: ({ timesheetId, version }) => deleteTimesheet(timesheetId, version),
    successMessage: TOAST.deleted,
    errorMessage: TOAST.deleteFailed,
  });
  const all = [
    save,
    saveBeforeSubmit,
    saveBeforeReject,
    submit,
    startReview,
    cancelReview,
    approve,
    reject,
    reopen,
    revokeApproval,
    remove,
  ];
  return {
    save,
    saveBeforeSubmit,
    saveBeforeReject,
    submit,
    startReview,
    cancelReview,
    approve,
    reject,
    reopen,
    revokeApproval,
    remove,
    busy: all.some((mutation) => mutation.isPending),
  };
}
