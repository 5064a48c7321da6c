import { useEffect, useRef } from 'react';
import { ApiError, TIMESHEET_TOAST, notify } from 'shared-kit';
import type { TimesheetForm } from 'shared-kit/timesheet-form';
import type { AreaFormReturn, ServerAnswerState } from 'shared-kit/form';
import {
  enqueueWrite,
  removeWrites,
  sameTimesheet,
  useQueuedWrites,
  useQueueSignal,
  writesOf,
  type NewQueuedWrite,
  type QueuedTimesheet,
} from 'shared-kit/offline-queue';
import type { TimesheetDetail } from './api';
import { savedTimesheetValues, type TimesheetFormValues } from './form-values';
import { clearDraft } from './use-timesheet-draft';

/** The browser knows it has no connection: a write is queued without being tried. */
const offline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * The timesheet's side of the offline queue (issue 43, docs/offline-queue.md): its Saves and Submits made without a
 * connection wait on this device, and what becomes of them comes back to the page — the answer as after its own save,
 * a refusal (409, 400) with what was typed, and, when the page is opened again while they wait, what they will send.
 */
export function useQueueHandOver({
  employeeId,
  timesheet,
  initialValues,
  form,
  serverAnswer,
  draftStorageKey,
  applySaved,
  onQueued,
}: {
  employeeId: number | null;
  /** The timesheet on screen: null until its first save. */
  timesheet: TimesheetDetail | null;
  initialValues: TimesheetFormValues;
  form: AreaFormReturn<TimesheetFormValues, TimesheetForm>;
  serverAnswer: ServerAnswerState;
  draftStorageKey: string;
  /** Shows a write's answer as after the page's own save, keeping what was typed since `sent`. */
  applySaved: (saved: TimesheetDetail, options: { sent?: TimesheetFormValues }) => void;
  /** Writes were kept on the device: the page drops its 'not saved' line. */
  onQueued: () => void;
}) {
  const timesheetId = timesheet?.timesheetId ?? null;
  const version = timesheet?.version ?? 0;
  const queueRef: QueuedTimesheet = {
    timesheetId,
    projectId: initialValues.projectId,
    date: initialValues.date,
  };
  const allQueued = useQueuedWrites(employeeId);
  const queued = allQueued ? writesOf(allQueued, queueRef) : [];
  const refused = queued.find((write) => write.refused);

  /**
   * The write of the form a Save sends: a create for a new timesheet, else a save at the version read. `key` is its
   * Idempotency-Key, made once per write: the first try carries it too, as its answer may be lost on the way back.
   */
  const saveWrite = (body: TimesheetForm, sent: TimesheetFormValues, key: string): NewQueuedWrite => ({
    key,
    timesheet: queueRef,
    kind: timesheetId === null ? 'create' : 'save',
    body: { ...body },
    version: timesheetId === null ? null : version,
    values: sent,
  });
  const submitWrite = (
    at: QueuedTimesheet,
    atVersion: number,
    sent: TimesheetFormValues,
    key: string,
  ): NewQueuedWrite => ({
    key,
    timesheet: at,
    kind: 'transition',
    transition: 'submit',
    body: { version: atVersion },
    version: atVersion,
    values: sent,
  });

  /**
   * Keeps the writes on this device, in order, to be sent when the api can be reached. What they send becomes the
   * form's baseline: kept, so leaving the page does not ask (what was typed since stays unsaved).
   */
  const queueWrites = async (writes: NewQueuedWrite[], sent: TimesheetFormValues) => {
    if (employeeId === null) return;
    for (const write of writes) await enqueueWrite(employeeId, write);
    onQueued();
    serverAnswer.dismiss();
    form.reset(sent, { keepValues: true });
    clearDraft(draftStorageKey);
  };

  /** Queued without being tried: the browser is offline, or earlier writes of this timesheet still wait (order). */
  const queuesFirst = () => employeeId !== null && (offline() || queued.length > 0);

  // A queued write of this timesheet was answered (by this tab's sender or another's): the page shows the answer, as
  // after its own save; a new timesheet moves to its own route without the foreman leaving it.
  useQueueSignal(employeeId, (signal) => {
    if (signal.type !== 'sent' || !sameTimesheet(signal.write.timesheet, queueRef)) return;
    const answered = signal.answer as TimesheetDetail;
    applySaved(answered, { sent: (signal.write.values as TimesheetFormValues | undefined) ?? undefined });
  });

  // Opened again (a reload, back from another page) while its writes wait: the form shows what they will send.
  const shownQueued = useRef(false);
  useEffect(() => {
    if (shownQueued.current || allQueued === null) return;
    shownQueued.current = true;
    const last = queued.at(-1);
    if (last?.values && !refused) form.reset(last.values as TimesheetFormValues);
  }, [allQueued, queued, refused, form]);

  // Refused on resend (409: someone changed it meanwhile; 400: the api's field messages): the writes come back to
  // the page, which shows the refusal as after its own save, with what was typed on screen and still unsaved.
  const refusedKey = refused?.key;
  useEffect(() => {
    if (!refused?.refused || employeeId === null) return;
    const last = queued.at(-1);
    void removeWrites(
      employeeId,
      queued.map((write) => write.key),
    );
    form.reset(timesheet ? savedTimesheetValues(timesheet) : initialValues);
    if (last?.values) form.reset(last.values as TimesheetFormValues, { keepDefaultValues: true });
    const error = new ApiError(refused.refused.status, refused.refused.data);
    notify.error(TIMESHEET_TOAST.saveFailed, error);
    serverAnswer.handle(error);
    // Once per refused write: the list it came from changes as the writes are taken out.
  }, [refusedKey]);

  return {
    queueRef,
    /** Writes of this timesheet wait on this device. */
    queued,
    /** Writes of this timesheet wait on this device (not refused): the banner says so. */
    waiting: queued.length > 0 && !refused,
    saveWrite,
    submitWrite,
    queueWrites,
    queuesFirst,
  };
}
