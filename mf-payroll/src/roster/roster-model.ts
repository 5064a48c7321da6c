import type { PayrollRosterRow } from 'shared-kit/payroll';

/** The no-pay roster's rules (NOPAY-11…13, U-44), as plain functions. */

export const BIWEEKLY_PAY_GROUP = 'BIWKLYHRLY';

export interface RosterView {
  /** Rows with work or travel hours: shown only 'With Hours', hours highest first; nothing to edit. */
  withHours: PayrollRosterRow[];
  /** Rows with zero hours and zero travel hours: the editable list. */
  noPay: PayrollRosterRow[];
}

export const hasHours = (row: PayrollRosterRow): boolean => row.hours !== 0 || row.travelHours !== 0;

/** What the roster shows for the two toggles (both start at 'Without', U-44). */
export function rosterView(
  rows: readonly PayrollRosterRow[],
  toggles: { withHours: boolean; withBiweekly: boolean },
): RosterView {
  const shown = rows.filter((row) => toggles.withBiweekly || row.employeeClass !== BIWEEKLY_PAY_GROUP);
  return {
    withHours: toggles.withHours
      ? shown
          .filter(hasHours)
          .sort((left, right) => right.hours - left.hours || right.travelHours - left.travelHours)
      : [],
    noPay: shown.filter((row) => !hasHours(row)),
  };
}

/** A no-pay row's two fields as the roster edits them (notes '' when there are none). */
export interface NoPayEdit {
  noPayStatus: PayrollRosterRow['noPayStatus'];
  noPayNotes: string;
}

export const savedEdit = (row: PayrollRosterRow): NoPayEdit => ({
  noPayStatus: row.noPayStatus,
  noPayNotes: row.noPayNotes ?? '',
});

const sameEdit = (left: NoPayEdit | undefined, right: NoPayEdit | undefined): boolean =>
  !!left && !!right && left.noPayStatus === right.noPayStatus && left.noPayNotes === right.noPayNotes;

/**
 * Whether the edits (by payrollPeriodEmployeeId) change anything saved: a reason or note typed and then put back as it
 * was is no change, and an edit of a row the roster no longer holds is no change either (it cannot be saved). An edit
 * equal to what a save has just stored (`justSaved`, while the roster is fetched again) is saved too.
 */
export function hasUnsavedEdits(
  rows: readonly PayrollRosterRow[],
  edits: ReadonlyMap<number, NoPayEdit>,
  justSaved: ReadonlyMap<number, NoPayEdit> = new Map(),
): boolean {
  return rows.some((row) => {
    const edit = edits.get(row.payrollPeriodEmployeeId);
    if (!edit) return false;
    return !sameEdit(edit, savedEdit(row)) && !sameEdit(edit, justSaved.get(row.payrollPeriodEmployeeId));
  });
}

/**
 * The edits left once a save of `sent` has been stored: what was sent is now the roster's own; anything typed while
 * the save was under way (an edit that differs from what was sent, or of a row not sent) stays.
 */
export function editsAfterSave(
  edits: ReadonlyMap<number, NoPayEdit>,
  sent: ReadonlyMap<number, NoPayEdit>,
): Map<number, NoPayEdit> {
  return new Map([...edits].filter(([id, edit]) => !sameEdit(edit, sent.get(id))));
}
