import { TIMESHEET_TOAST, notify, queryClient, session } from 'shared-kit';
import { keepSending, type QueuedWrite } from 'shared-kit/offline-queue';
import { invalidate, invalidateAfter, timesheetKeys } from 'shared-kit/resources/keys';
import { createTimesheet, transitionTimesheet, updateTimesheet } from 'shared-kit/resources/timesheets';
import type { TimesheetForm, TimesheetDetail, TimesheetTransition } from 'shared-kit/timesheet-form';

/** The request of a queued write, with the Idempotency-Key it was queued with. */
export function sendQueuedWrite(write: QueuedWrite): Promise<TimesheetDetail> {
  const { timesheetId } = write.timesheet;
  if (write.kind === 'create') return createTimesheet(write.body as unknown as TimesheetForm, write.key);
  // The queue sends a save or transition only once its timesheet has an id (nextToSend).
  if (timesheetId === null) return Promise.reject(new Error('A queued write without its timesheet id'));
  if (write.kind === 'save')
    return updateTimesheet(timesheetId, 'crew-timecard', write.body as unknown as TimesheetForm, write.key);
  return transitionTimesheet(
    timesheetId,
    write.transition as TimesheetTransition,
    write.body as { version: number },
    write.key,
  );
}

/** An answered write: cached as the timesheet, what lists timesheets refetched, and the seed's toast. */
function sent(write: QueuedWrite, answer: TimesheetDetail): void {
  queryClient.setQueryData(timesheetKeys.detail(answer.timesheetId), answer);
  void invalidate(queryClient, invalidateAfter.timesheetWritten());
  notify.success(write.kind === 'transition' ? TIMESHEET_TOAST.submitted : TIMESHEET_TOAST.saved);
}

const employeeId = () => session.getState().user?.employeeId ?? null;

/**
 * Sends the signed-in foreman's queued writes while mf-foreman is on the page: at once, when the browser comes online,
 * when a write is queued, when the signed-in employee changes. Returns the stop.
 */
export function startQueueSender(): () => void {
  const sender = keepSending<TimesheetDetail>({ employeeId, send: sendQueuedWrite, onSent: sent });
  let signedIn = employeeId();
  const unsubscribe = session.subscribe(() => {
    if (employeeId() === signedIn) return;
    signedIn = employeeId();
    sender.sendNow();
  });
  return () => {
    unsubscribe();
    sender.stop();
  };
}
