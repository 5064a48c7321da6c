import type { FieldPath, UseFormReturn } from 'react-hook-form';
import type { TimesheetForm } from 'shared-kit/timesheet-form';
import type { ContractLaborRowValues, CrewRowValues, TimesheetFormValues } from './form-values';

// A write takes a moment (longer on a job site's connection) and the form stays open while it runs. When it answers,
// the form takes the saved timesheet, except where the user changed something after the write was sent: that stays
// on screen, still unsaved, for the next Save.

/** Equal as form values are: text, numbers, booleans, null, and arrays and objects of them. */
export function sameValues(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  return [...keys].every((key) => sameValues(left[key], right[key]));
}

/** A copy of the form's values as they are now (getValues shares its rows with the form, which edits them). */
export const copyOfValues = (values: TimesheetFormValues): TimesheetFormValues =>
  JSON.parse(JSON.stringify(values)) as TimesheetFormValues;

/** What the answer decides whatever the form holds: which timesheet and version it is (rows are merged apart). */
const ANSWERED: ReadonlySet<string> = new Set([
  'projectId',
  'date',
  'version',
  'timesheetRecords',
  'contractLaborRecords',
]);

type Row = CrewRowValues | ContractLaborRowValues;

/**
 * Which saved row each sent row became, by row key: a row sent with an id keeps it; a row sent new is one of the rows
 * the answer has that were not sent, found by `same` among them, first come first served.
 */
function savedRowsBySentKey<R extends Row>(
  sent: readonly R[],
  saved: readonly R[],
  same: (sentRow: R, savedRow: R) => boolean,
): Map<string, R> {
  const sentIds = new Set(sent.map((row) => row.timesheetRecordId));
  const created = saved.filter((row) => !sentIds.has(row.timesheetRecordId));
  const byKey = new Map<string, R>();
  for (const row of sent) {
    if (row.timesheetRecordId !== null) {
      const kept = saved.find((savedRow) => savedRow.timesheetRecordId === row.timesheetRecordId);
      if (kept) byKey.set(row.rowKey, kept);
      continue;
    }
    const index = created.findIndex((savedRow) => same(row, savedRow));
    if (index === -1) continue;
    byKey.set(row.rowKey, created[index]!);
    created.splice(index, 1);
  }
  return byKey;
}

/**
 * The rows after a write: untouched since it was sent, the saved rows (the api's order and ids). Otherwise the rows
 * on screen, in their order: a row left alone takes its saved copy, a row changed since keeps the change under its
 * saved id (so the next save updates it instead of adding it twice), a row added since stays new, a row removed
 * since stays removed.
 */
function rowsAfterSave<R extends Row>(
  sent: readonly R[],
  current: readonly R[],
  saved: readonly R[],
  same: (sentRow: R, savedRow: R) => boolean,
): R[] {
  if (sameValues(current, sent)) return [...saved];
  const savedOf = savedRowsBySentKey(sent, saved, same);
  return current.map((row) => {
    const sentRow = sent.find((candidate) => candidate.rowKey === row.rowKey);
    const savedRow = savedOf.get(row.rowKey);
    if (!sentRow || !savedRow) return row;
    if (sameValues(row, sentRow)) return savedRow;
    return { ...row, rowKey: savedRow.rowKey, timesheetRecordId: savedRow.timesheetRecordId };
  });
}

/**
 * The form's values once a write that sent `sent` answered `saved` (as form values), while the form now holds
 * `current`: the saved timesheet with every change made since `sent` kept.
 */
export function valuesAfterSave(
  sent: TimesheetFormValues,
  current: TimesheetFormValues,
  saved: TimesheetFormValues,
): TimesheetFormValues {
  const values: TimesheetFormValues = {
    ...saved,
    // A crew row is its employee (one row each); new contract labor rows are saved in the order sent.
    timesheetRecords: rowsAfterSave(
      sent.timesheetRecords,
      current.timesheetRecords,
      saved.timesheetRecords,
      (sentRow, savedRow) => sentRow.employeeId === savedRow.employeeId,
    ),
    contractLaborRecords: rowsAfterSave(
      sent.contractLaborRecords,
      current.contractLaborRecords,
      saved.contractLaborRecords,
      () => true,
    ),
  };
  // The timesheet's own fields (journals, notes, signatures, names): the user's where changed since sent.
  const sentFields = new Map(Object.entries(sent));
  for (const [field, value] of Object.entries(current)) {
    if (!ANSWERED.has(field) && !sameValues(value, sentFields.get(field)))
      Object.assign(values, { [field]: value });
  }
  return values;
}

const ROW_LISTS = ['timesheetRecords', 'contractLaborRecords'] as const;

/**
 * Shows a write's answer in the form: `saved` (as form values) becomes what is stored, and the form keeps what was
 * changed since `sent` (valuesAfterSave), still unsaved. Only the inputs whose value changes are set, so the field
 * being typed in keeps its caret and the rows being worked on stay mounted. True when changes were kept.
 */
export function showSaved(
  form: UseFormReturn<TimesheetFormValues, unknown, TimesheetForm>,
  sent: TimesheetFormValues,
  saved: TimesheetFormValues,
  options: { keepErrors: boolean },
): boolean {
  const current = copyOfValues(form.getValues());
  const values = valuesAfterSave(sent, current, saved);
  if (sameValues(values, saved)) {
    form.reset(saved, options);
    return false;
  }
  const set = (name: string, value: unknown) =>
    form.setValue(name as FieldPath<TimesheetFormValues>, value as never);
  for (const [name, value] of Object.entries(values)) {
    const now: unknown = current[name as keyof TimesheetFormValues];
    if (sameValues(value, now)) continue;
    const list = ROW_LISTS.find((rows) => rows === name);
    if (!list || sameValues(current[list], sent[list])) {
      set(name, value);
      continue;
    }
    // The rows on screen, row for row: only what differs (an id the api gave, a row left alone taking its saved copy).
    (value as Row[]).forEach((row, index) => {
      const before = new Map(Object.entries(current[list][index] ?? {}));
      for (const [field, next] of Object.entries(row)) {
        if (!sameValues(next, before.get(field))) set(`${list}.${index}.${field}`, next);
      }
    });
  }
  // What is stored is now the baseline: the kept changes stay dirty (the guard asks, the next Save sends them).
  form.reset(saved, { ...options, keepValues: true });
  return true;
}
