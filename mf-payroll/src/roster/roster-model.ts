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

/**
 * Whether the edits (by payrollPeriodEmployeeId) change anything saved: a reason or note typed and then put back as it
 * was is no change, and an edit of a row the roster no longer holds is no change either (it cannot be saved).
 */
export function hasUnsavedEdits(
  rows: readonly PayrollRosterRow[],
  edits: ReadonlyMap<number, NoPayEdit>,
): boolean {
  return rows.some((row) => {
    const edit = edits.get(row.payrollPeriodEmployeeId);
    if (!edit) return false;
    const saved = savedEdit(row);
    return edit.noPayStatus !== saved.noPayStatus || edit.noPayNotes !== saved.noPayNotes;
  });
}
