import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  ApiError,
  TIMESHEET_TOAST,
  hasPermission,
  navigateTo,
  notify,
  openPrintView,
  useCurrentUser,
  useNavigate,
  useStillHere,
  type Permission,
  type TimesheetAction,
  noAnswer,
} from 'shared-kit';
import {
  MSG,
  timesheetSchemaFor,
  type TimesheetCheck,
  type TimesheetForm,
  canEditTimesheet,
  showsApproverNotes,
  timesheetActions,
  type TimesheetActionContext,
} from 'shared-kit/timesheet-form';
import {
  readSavedCopy,
  UNSAVED_CHANGES,
  useAreaForm,
  useFormFeedback,
  useServerAnswer,
  useUnsavedChangesPrompt,
} from 'shared-kit/form';
import { timesheetKeys } from 'shared-kit/resources/keys';
import { timesheetQueryOptions } from 'shared-kit/resources/timesheets';
import { TIMESHEETS_PATH, timesheetDetailPath } from '../common/paths';
import type { TimesheetDetail } from './api';
import { copyOfValues, sameValues, showSaved } from './after-save';
import { savedTimesheetValues, type TimesheetFormValues } from './form-values';
import { useQueueHandOver } from './use-queue-hand-over';
import { useTimesheetMutations } from './use-timesheet-actions';
import { clearDraft, draftKey, useTimesheetDraft } from './use-timesheet-draft';

/** Why a write failed: a key of the area's catalogue, or the text the bff sent (shown in the page's language if known). */
export type UnsavedReason = { id: string } | { text: string };

/** The reason shown when a write failed without the api refusing it (4xx toasts say why themselves, NOTIFY-07). */
export const unsavedReason = (error: unknown): UnsavedReason | null => {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return null;
  if (error instanceof ApiError && error.status >= 502 && error.status <= 504 && error.data?.message)
    return { text: error.data.message };
  if (error instanceof ApiError && error.status >= 500) return { id: 'foreman.detail.unsaved.serverError' };
  return { id: 'foreman.detail.unsaved.unreachable' };
};

/**
 * The timesheet form and what its actions do: which actions this user has here, the rules each checks, the writes
 * (Save, Submit, Reject, the transitions, Delete) and what follows them. `timesheet` is null until the first save;
 * from then on the editor knows the one it created (the route follows) and tells `onCreated`.
 */
export function useTimesheetEditor({
  timesheet: loaded,
  initialValues,
  onCreated,
}: {
  timesheet: TimesheetDetail | null;
  initialValues: TimesheetFormValues;
  onCreated?: (timesheetId: number) => void;
}) {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const stillHere = useStillHere();
  const mutations = useTimesheetMutations();
  const [showAudit, setShowAudit] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [showCorrections, setShowCorrections] = useState(false);
  // Why the last write did not reach the api (field use: a lost connection or a stopped service), else null.
  const [unsaved, setUnsaved] = useState<UnsavedReason | null>(null);
  // The timesheet the first save created, until the route's loader has it (the next Save must not create another).
  const [created, setCreated] = useState<TimesheetDetail | null>(null);
  const timesheet = loaded ?? created;

  // Which rules the resolver runs: Save checks types and signs, Submit all rules, Reject also the notes (U-32).
  const check = useRef<TimesheetCheck>('save');
  const acting = useRef(false);
  const form = useAreaForm<TimesheetFormValues, TimesheetForm>(() => timesheetSchemaFor(check.current), {
    defaultValues: initialValues,
  });
  const { formRef, onInvalid } = useFormFeedback(form);
  // Someone else changed the timesheet first (409) or the version went missing (428): say so and offer the stored one.
  const serverAnswer = useServerAnswer(form);

  const guard = useUnsavedChangesPrompt(form.formState.isDirty);
  const draftStorageKey = draftKey(initialValues.projectId, initialValues.date);
  const draft = useTimesheetDraft(form, draftStorageKey);

  const context: TimesheetActionContext = {
    state: timesheet?.state ?? null,
    payrollPeriodState: timesheet?.payrollPeriod?.payrollPeriodState ?? null,
    has: (permission: Permission) => hasPermission(user, permission),
  };
  const actions = timesheetActions(context);
  const editable = canEditTimesheet(context);
  const notesShown = showsApproverNotes(context);
  const notesEditable = notesShown && (editable || actions.includes('reject'));
  const timesheetId = timesheet?.timesheetId ?? null;
  const version = timesheet?.version ?? 0;

  // Saves and Submits made without a connection wait on this device and send themselves (issue 43).
  const employeeId = user?.employeeId ?? null;

  /**
   * A write answered the whole timesheet: cache it and show it, keeping what was typed since `sent` (the values the
   * write sent; none for a write of another screen); a new one moves to its own route (TS-DETAIL-21).
   */
  const applySaved = (
    saved: TimesheetDetail,
    options: { keepErrors?: boolean; sent?: TimesheetFormValues } = {},
  ) => {
    setUnsaved(null);
    // A refused submit keeps its answer on screen (the save before it went through).
    if (!options.keepErrors) serverAnswer.dismiss();
    queryClient.setQueryData(timesheetKeys.detail(saved.timesheetId), saved);
    const savedValues = savedTimesheetValues(saved);
    const kept = showSaved(form, options.sent ?? savedValues, savedValues, {
      keepErrors: options.keepErrors ?? false,
    });
    // Changes kept from during the write stay in the draft too, until they are saved.
    if (!kept) clearDraft(draftStorageKey);
    if (timesheetId === null) {
      // The same editor stays on the saved route (one page for both), so nothing typed meanwhile is lost.
      setCreated(saved);
      onCreated?.(saved.timesheetId);
      // Not when the foreman has left the page while it saved: the saved timesheet must not pull them back.
      if (stillHere()) void navigate(timesheetDetailPath(saved), { replace: true });
    }
  };

  // The notes travel only from their box (a body without them keeps the stored ones), blank as null.
  const toBody = (values: TimesheetForm): TimesheetForm => {
    const { approverNotes, ...rest } = values;
    return notesShown ? { ...rest, approverNotes: approverNotes || null } : rest;
  };

  /**
   * A write whose failure its mutation has toasted already: null then. The api's field errors (400) show at their
   * fields and in the Data Errors box; a stale version (409, 428) brings the notice that offers the stored timesheet.
   */
  const attempt = <T>(promise: Promise<T>): Promise<T | null> =>
    promise.catch((error: unknown) => {
      serverAnswer.handle(error);
      return null;
    });

  /**
   * Like attempt; a write that did not reach the api goes to the offline queue (`queueInstead`) when given, quietly
   * (its mutation toasts only an answer: the banner says it is kept), else the page says that what was typed is kept
   * on this device.
   */
  const attemptSave = <T>(promise: Promise<T>, queueInstead?: () => Promise<void>): Promise<T | null> =>
    promise.catch(async (error: unknown) => {
      if (queueInstead && noAnswer(error)) {
        if (employeeId !== null) {
          await queueInstead();
          return null;
        }
        // Nobody to queue it for (the account not known yet): the failure the mutation kept quiet is said here.
        notify.error(TIMESHEET_TOAST.saveFailed, error);
      }
      setUnsaved(unsavedReason(error));
      serverAnswer.handle(error);
      return null;
    });

  const { queueRef, queued, waiting, saveWrite, submitWrite, queueWrites, queuesFirst } = useQueueHandOver({
    employeeId,
    timesheet,
    initialValues,
    form,
    serverAnswer,
    draftStorageKey,
    applySaved,
    onQueued: () => setUnsaved(null),
  });

  /**
   * The notice's Reload: the stored timesheet replaces the form (and its state, version and actions). Asked for
   * outside the page's query, so a dropped line leaves the screen, the notice and everything typed as they were.
   */
  const reloadStored = (id: number) =>
    serverAnswer.reload(
      () => readSavedCopy<TimesheetDetail>(queryClient, timesheetQueryOptions(id)),
      (stored) => {
        setUnsaved(null);
        form.reset(savedTimesheetValues(stored));
        clearDraft(draftStorageKey);
      },
    );

  /** Runs an action's rules, then `onValid` with the checked values and a copy of what they were checked from. */
  const validated = (
    rules: TimesheetCheck,
    onValid: (values: TimesheetForm, sent: TimesheetFormValues) => Promise<void>,
  ) => {
    // One action at a time: a second click that lands before the first one's checks have disabled the buttons
    // (a double click on a busy tablet) must not start a second save or submit.
    if (acting.current) return;
    acting.current = true;
    check.current = rules;
    // handleSubmit reads the values before its first await: this copy is exactly what the write will send.
    const sent = copyOfValues(form.getValues());
    void form
      .handleSubmit((values) => onValid(values, sent), onInvalid)()
      .finally(() => {
        acting.current = false;
      });
  };

  function transition(mutation: typeof mutations.approve) {
    if (timesheetId === null) return;
    // The transition answers the stored timesheet, which replaces the form: unsaved edits would be lost.
    if (form.formState.isDirty && !window.confirm(UNSAVED_CHANGES)) return;
    const sent = copyOfValues(form.getValues());
    void attempt(mutation.mutateAsync({ timesheetId, version })).then(
      (done) => done && applySaved(done, { sent }),
    );
  }

  const run: Record<TimesheetAction, () => void> = {
    save: () =>
      validated('save', async (values, sent) => {
        // What is on screen is what is stored: nothing to write, and the seed's toast is still true.
        if (timesheetId !== null && sameValues(sent, form.formState.defaultValues)) {
          setUnsaved(null);
          clearDraft(draftStorageKey);
          // While writes wait, the banner says where they are; the seed's toast comes when they are sent.
          if (queued.length === 0) notify.success(TIMESHEET_TOAST.saved);
          return;
        }
        const body = toBody(values);
        const idempotencyKey = crypto.randomUUID();
        const queue = () => queueWrites([saveWrite(body, sent, idempotencyKey)], sent);
        if (queuesFirst()) return queue();
        const saved = await attemptSave(
          mutations.save.mutateAsync({ timesheetId, form: body, idempotencyKey }),
          queue,
        );
        if (saved) applySaved(saved, { sent });
      }),
    submit: () =>
      validated('submit', async (values, sent) => {
        const body = toBody(values);
        const [saveKey, submitKey] = [crypto.randomUUID(), crypto.randomUUID()];
        const queueBoth = () =>
          queueWrites(
            [saveWrite(body, sent, saveKey), submitWrite(queueRef, version, sent, submitKey)],
            sent,
          );
        if (queuesFirst()) return queueBoth();
        const saved = await attemptSave(
          mutations.saveBeforeSubmit.mutateAsync({ timesheetId, form: body, idempotencyKey: saveKey }),
          queueBoth,
        );
        if (!saved) return;
        const savedRef = { ...queueRef, timesheetId: saved.timesheetId };
        const submitted = await attemptSave(
          mutations.submit.mutateAsync({
            timesheetId: saved.timesheetId,
            version: saved.version,
            idempotencyKey: submitKey,
          }),
          () => queueWrites([submitWrite(savedRef, saved.version, sent, submitKey)], sent),
        );
        // A refused submit keeps the saved version and the api's messages on screen.
        applySaved(submitted ?? saved, { keepErrors: submitted === null, sent });
      }),
    // Reject checks types and signs plus the notes (U-32): an incomplete timesheet is exactly what gets rejected.
    // (The domain's 'reject' check also runs every Submit rule, so it is not used here.)
    reject: () =>
      validated('save', async (values, sent) => {
        if (timesheetId === null) return;
        if (!values.approverNotes) {
          form.setError('approverNotes', { type: 'custom', message: MSG.approverNotesRequired });
          return;
        }
        // Saved first when this user may change the timesheet (TS-DETAIL-37); the notes travel with the reject.
        let current = version;
        if (editable) {
          const saved = await attemptSave(
            mutations.saveBeforeReject.mutateAsync({ timesheetId, form: toBody(values) }),
          );
          if (!saved) return;
          current = saved.version;
        }
        const rejected = await attemptSave(
          mutations.reject.mutateAsync({
            timesheetId,
            version: current,
            approverNotes: values.approverNotes,
          }),
        );
        if (rejected) applySaved(rejected, { sent });
      }),
    startReview: () => transition(mutations.startReview),
    cancelReview: () => transition(mutations.cancelReview),
    approve: () => transition(mutations.approve),
    reopen: () => transition(mutations.reopen),
    revokeApproval: () => transition(mutations.revokeApproval),
    addCorrections: () => setShowCorrections(true),
    delete: () => setConfirmDelete(true),
    print: () => openPrintView(`/reports/timesheets/report?timesheetId=${timesheetId ?? ''}`),
    viewAuditLog: () => setShowAudit(true),
  };

  const deleteNow = async () => {
    if (timesheetId === null) return;
    setConfirmDelete(false);
    const done = await attempt(mutations.remove.mutateAsync({ timesheetId, version }).then(() => true));
    if (done) {
      clearDraft(draftStorageKey);
      queryClient.removeQueries({ queryKey: timesheetKeys.detail(timesheetId) });
      // Deleted: what was typed has nowhere to go, so leaving does not ask.
      guard.release();
      navigateTo(TIMESHEETS_PATH);
    }
  };

  return {
    timesheet,
    form,
    formRef,
    context,
    actions,
    editable,
    notesShown,
    notesEditable,
    run,
    busy: mutations.busy,
    unsaved,
    /** Writes of this timesheet wait on this device (not refused): the banner says so. */
    waiting,
    draft,
    applySaved,
    stale: {
      notice: serverAnswer.notice,
      // A new timesheet has no stored version to go back to.
      reload: timesheetId === null ? undefined : () => void reloadStored(timesheetId),
      reloading: serverAnswer.reloading,
      keepEditing: serverAnswer.dismiss,
    },
    audit: { shown: showAudit, close: () => setShowAudit(false) },
    corrections: { shown: showCorrections, close: () => setShowCorrections(false) },
    deletion: { asked: confirmDelete, cancel: () => setConfirmDelete(false), confirm: deleteNow },
  };
}
