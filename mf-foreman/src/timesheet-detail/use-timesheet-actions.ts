import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { TIMESHEET_TOAST as TOAST, notify, useNotifyingMutation, noAnswer } from 'shared-kit';
import { invalidate, invalidateAfter } from 'shared-kit/resources/keys';
import {
  createTimesheet,
  deleteTimesheet,
  transitionTimesheet,
  updateTimesheet,
  type TimesheetTransition,
} from 'shared-kit/resources/timesheets';
import type { TimesheetForm, TimesheetDetail } from 'shared-kit/timesheet-form';

/**
 * Saves the form: POST the first time, else PUT …/update/{section} with the version read. With the Idempotency-Key a
 * write that does not reach the api is queued under (the same key on its first try and every resend).
 */
export const persistTimesheet = ({
  timesheetId,
  form,
  idempotencyKey,
}: {
  timesheetId: number | null;
  form: TimesheetForm;
  idempotencyKey?: string;
}): Promise<TimesheetDetail> =>
  timesheetId === null
    ? createTimesheet(form, idempotencyKey)
    : updateTimesheet(timesheetId, 'crew-timecard', form, idempotencyKey);

interface TransitionVars {
  timesheetId: number;
  version: number;
  approverNotes?: string | null;
  idempotencyKey?: string;
}

/** After a write, what lists or counts timesheets is stale; the screen caches the answered timesheet itself. */
const useAfterWrite = () => {
  const queryClient = useQueryClient();
  return () => void invalidate(queryClient, invalidateAfter.timesheetWritten());
};

/**
 * A write the editor keeps on the device when it gets no answer (Save, Submit, issue 43): its error toast only for an
 * answer (a refusal, a server error). Without an answer the write goes to the queue quietly, as one made offline, and
 * the banner 'Saved on this device — sends when online' says so.
 */
function useQueueableMutation<TData, TVars>({
  successMessage,
  errorMessage,
  onSuccess,
  ...options
}: UseMutationOptions<TData, Error, TVars> & { successMessage?: string; errorMessage: string }) {
  return useMutation<TData, Error, TVars>({
    ...options,
    onSuccess: (...args) => {
      if (successMessage) notify.success(successMessage);
      return onSuccess?.(...args);
    },
    onError: (error) => {
      if (!noAnswer(error)) notify.error(errorMessage, error);
    },
  });
}

const useTransition = (
  transition: TimesheetTransition,
  successMessage: string,
  errorMessage: string,
  useWrite: typeof useQueueableMutation = useNotifyingMutation,
) => {
  const onSuccess = useAfterWrite();
  return useWrite<TimesheetDetail, TransitionVars>({
    mutationFn: ({ timesheetId, idempotencyKey, ...body }) =>
      transitionTimesheet(timesheetId, transition, body, idempotencyKey),
    successMessage,
    errorMessage,
    onSuccess,
  });
};

/** One notifying mutation per action of the action bar, each with its own toasts. */
export function useTimesheetMutations() {
  const onSuccess = useAfterWrite();
  const save = useQueueableMutation({
    mutationFn: persistTimesheet,
    successMessage: TOAST.saved,
    errorMessage: TOAST.saveFailed,
    onSuccess,
  });
  // The saves that come before Submit and Reject say only when they fail (the transition's toast follows); a Save or
  // Submit with no answer is kept on the device without a toast (use-timesheet-editor.ts queues it).
  const saveBeforeSubmit = useQueueableMutation({
    mutationFn: persistTimesheet,
    errorMessage: TOAST.saveFailed,
    onSuccess,
  });
  const saveBeforeReject = useNotifyingMutation({
    mutationFn: persistTimesheet,
    errorMessage: TOAST.saveBeforeRejectFailed,
    onSuccess,
  });
  const submit = useTransition('submit', TOAST.submitted, TOAST.submitFailed, useQueueableMutation);
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
    onSuccess,
  });
  const mutations = {
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
  };
  return { ...mutations, busy: Object.values(mutations).some((mutation) => mutation.isPending) };
}
