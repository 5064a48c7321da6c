import { useCallback, useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { TimesheetForm } from 'shared-kit/timesheet-form';
import { newRowKey, type TimesheetFormValues } from './form-values';

/** How long typing settles before the draft is written. */
export const DRAFT_DELAY_MS = 400;

export interface TimesheetDraft {
  values: TimesheetFormValues;
  /** ISO time the draft was written. */
  savedAt: string;
}

/** One draft per project and date (issue 4, "Field use"): the same key before and after the first save. */
export const draftKey = (projectId: number, date: string): string =>
  `crewtime.timesheet-draft.${projectId}.${date}`;

export function readDraft(key: string): TimesheetDraft | null {
  try {
    const text = window.localStorage.getItem(key);
    if (!text) return null;
    const draft = JSON.parse(text) as Partial<TimesheetDraft>;
    // Only a whole form is offered back (a draft of an older page version is ignored).
    if (!Array.isArray(draft.values?.timesheetRecords) || typeof draft.savedAt !== 'string') return null;
    const { values } = draft;
    // Rows of a draft written before rows had keys get theirs.
    const keyed = <Row extends { rowKey?: string }>(rows: Row[] = []) =>
      rows.map((row) => ({ ...row, rowKey: row.rowKey ?? newRowKey() }));
    return {
      savedAt: draft.savedAt,
      values: {
        ...values,
        timesheetRecords: keyed(values.timesheetRecords),
        contractLaborRecords: keyed(values.contractLaborRecords),
      },
    };
  } catch {
    return null;
  }
}

export function clearDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Storage unavailable (private mode): there is no draft to clear.
  }
}

/**
 * Keeps what is typed in the browser so a reload, a lost connection or a failed save loses nothing, and offers a
 * draft left from before. The caller clears it once the timesheet is saved.
 */
export function useTimesheetDraft(
  form: UseFormReturn<TimesheetFormValues, unknown, TimesheetForm>,
  key: string,
) {
  const [offered, setOffered] = useState<TimesheetDraft | null>(() => readDraft(key));
  const { isDirty } = form.formState;

  useEffect(() => {
    if (!isDirty) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const write = () => {
      try {
        const draft: TimesheetDraft = { values: form.getValues(), savedAt: new Date().toISOString() };
        window.localStorage.setItem(key, JSON.stringify(draft));
      } catch {
        // Quota or private mode: the page still works, only without a draft.
      }
    };
    write();
    const subscription = form.watch(() => {
      clearTimeout(timer);
      timer = setTimeout(write, DRAFT_DELAY_MS);
    });
    // A reload, a closed tab or a switch to another app on the tablet must not lose the last keystrokes still
    // waiting for the delay. (Not on unmount: after a save the draft is cleared and must stay cleared.)
    const flush = () => {
      if (timer === undefined) return;
      clearTimeout(timer);
      timer = undefined;
      write();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [form, key, isDirty]);

  const restore = useCallback(() => {
    if (!offered) return;
    // The loaded timesheet stays the baseline, so the restored values count as unsaved changes.
    form.reset(offered.values, { keepDefaultValues: true });
    setOffered(null);
  }, [form, offered]);

  const discard = useCallback(() => {
    clearDraft(key);
    setOffered(null);
  }, [key]);

  return { offered, restore, discard };
}
