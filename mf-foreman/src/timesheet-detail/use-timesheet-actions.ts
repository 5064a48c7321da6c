import { TIMESHEET_TOAST as TOAST, useNotifyingMutation } from 'shared-kit';
import type { TimesheetForm } from 'shared-kit';
import {
  createTimesheet,
  deleteTimesheet,
  transitionTimesheet,
  updateTimesheet,
  type TimesheetDetail,
  type TimesheetTransition,
} from './api';

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
