import { PER_DIEM_TYPE_LABEL, truckAllowanceToOption, type CorrectionType } from './enums.ts';
import { MSG } from './messages.ts';

const MILES = /^\d+(\.\d{1,2})?$/;
/** 1 to 2 digits with up to 2 decimals, literally (U-22). */
const WORK_HOURS = /^\d{1,2}(\.\d{1,2})?$/;
const PER_DIEM = /^(local|regional|national)$/i;
const TRUCK = /^[yn]$/i;

/**
 * Checks a correction's new value for its type (TS-CORR-05…11, CORRECTIONS-14). Returns the seed's message, or null
 * when the value is acceptable.
 */
export const correctionValueError = (
  type: CorrectionType | '' | null | undefined,
  value: string | null | undefined,
): string | null => {
  if (!type) return MSG.correctionSelectType;
  const trimmed = (value ?? '').trim();
  if (trimmed === '') return MSG.correctionValueRequired;
  switch (type) {
    case 'ADD_DRIVE_MILES':
    case 'ADD_FLY_MILES':
      return MILES.test(trimmed) ? null : MSG.correctionMiles;
    case 'ADD_WORK_HOURS':
      return WORK_HOURS.test(trimmed) ? null : MSG.correctionWorkHours;
    case 'UPDATE_PER_DIEM':
      return PER_DIEM.test(trimmed) ? null : MSG.correctionPerDiem;
    case 'UPDATE_TRUCK_ALLOWANCE':
      return TRUCK.test(trimmed) ? null : MSG.correctionTruck;
  }
};

export interface CorrectionValueFields {
  correctionDriveMiles?: number;
  correctionFlyMiles?: number;
  correctionWorkHours?: number;
  correctionPerDiemType?: 'LOCAL' | 'REGIONAL' | 'NATIONAL';
  correctionTruckAllowance?: boolean;
}
export type CorrectionValueField = keyof CorrectionValueFields;

/** The one field of a timesheet correction that holds its type's value (TS-CORR-02/13: the others are null). */
export const CORRECTION_VALUE_FIELD: Record<CorrectionType, CorrectionValueField> = {
  ADD_DRIVE_MILES: 'correctionDriveMiles',
  ADD_FLY_MILES: 'correctionFlyMiles',
  ADD_WORK_HOURS: 'correctionWorkHours',
  UPDATE_PER_DIEM: 'correctionPerDiemType',
  UPDATE_TRUCK_ALLOWANCE: 'correctionTruckAllowance',
};

/** A checked value text as its type stores it: miles and hours a number, per diem upper-case, truck Y/N a boolean. */
const storedValueOf = (type: CorrectionType, trimmed: string): number | string | boolean => {
  if (type === 'UPDATE_PER_DIEM') return trimmed.toUpperCase();
  if (type === 'UPDATE_TRUCK_ALLOWANCE') return trimmed.toUpperCase() === 'Y';
  return Number(trimmed);
};

/** The payload carries only the value field of its type (TS-CORR-13/14); throws the seed's error without a value. */
export const correctionValueFields = (type: CorrectionType, value: string): CorrectionValueFields => {
  const error = correctionValueError(type, value);
  if (error === MSG.correctionValueRequired) throw new Error(MSG.correctionNoValue);
  if (error) throw new Error(error);
  return { [CORRECTION_VALUE_FIELD[type]]: storedValueOf(type, value.trim()) };
};

/** The stored value fields of a correction, as the api returns them (null where the type does not use one). */
export type StoredCorrectionValues = { correctionType: CorrectionType } & {
  [Field in CorrectionValueField]: CorrectionValueFields[Field] | string | null;
};

/**
 * A stored correction's value as the text the user reads and edits (the inverse of correctionValueFields): miles and
 * hours as numbers, per diem as its label, the truck allowance as Y or N; '' when the value is missing.
 */
export const correctionValueText = (correction: StoredCorrectionValues): string => {
  const stored = correction[CORRECTION_VALUE_FIELD[correction.correctionType]];
  if (stored === null || stored === undefined) return '';
  if (typeof stored === 'boolean') return truckAllowanceToOption(stored);
  if (correction.correctionType !== 'UPDATE_PER_DIEM') return String(stored);
  const type = String(stored).toUpperCase();
  return type in PER_DIEM_TYPE_LABEL
    ? PER_DIEM_TYPE_LABEL[type as keyof typeof PER_DIEM_TYPE_LABEL]
    : String(stored);
};
