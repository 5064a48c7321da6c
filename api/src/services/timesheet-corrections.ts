import {
  CORRECTION_VALUE_FIELD,
  correctionValueError,
  correctionValueFields,
  dayOfWeekName,
  seesAllTimesheets,
  type CorrectionType,
  type TimesheetCorrectionInput,
  type TimesheetCorrectionQuery,
  type TimesheetCorrectionView,
} from 'shared-kit/domain';
import type { CurrentUser } from '../auth/current-user.ts';
import type { Db } from '../db/database.ts';
import {
  countCorrections,
  listCorrections,
  type CorrectionFilter,
  type CorrectionRow,
  type CorrectionValues,
} from '../db/repositories/timesheet-corrections.ts';
import { pageRequestOf } from './paging.ts';
import { fieldIssue, type Issue } from './errors.ts';
import { withoutNul } from './text.ts';

export const correctionViewOf = (row: CorrectionRow): TimesheetCorrectionView => ({
  ...row,
  correctionType: row.correctionType as CorrectionType,
  correctedDayOfWeek: dayOfWeekName(row.correctedDate),
});

/** GET /timesheet-corrections: own-only users see the corrections of their own timesheets (U-20). */
export const listTimesheetCorrections = async (
  db: Db,
  user: CurrentUser,
  query: TimesheetCorrectionQuery,
): Promise<{ items: TimesheetCorrectionView[]; total: number }> => {
  const filter: CorrectionFilter = Object.fromEntries(
    Object.entries({
      timesheetId: query.timesheetId,
      payrollPeriodId: query.payrollPeriodId,
      projectId: query.projectId,
      employeeId: query.employeeId,
      startDate: query.startDate,
      endDate: query.endDate,
      creatorEmployeeId: seesAllTimesheets(user.permissions) ? undefined : user.employeeId,
    }).filter(([, value]) => value !== undefined),
  );
  const rows = await listCorrections(db, filter, pageRequestOf(query));
  const total = await countCorrections(db, filter);
  return { items: rows.map(correctionViewOf), total };
};

const asText = (value: unknown): string => {
  if (typeof value === 'boolean') return value ? 'Y' : 'N';
  if (typeof value === 'number' || typeof value === 'string') return String(value);
  return '';
};

/**
 * The stored values of one correction item (TS-CORR-08…14): only its type's value field is read, checked with the
 * form's rule; returns issues (with the seed's messages) instead when the value is missing or wrong.
 */
export const correctionValuesOf = (
  item: TimesheetCorrectionInput,
  index: number,
  defaultDate: string,
): CorrectionValues | Issue[] => {
  const field = CORRECTION_VALUE_FIELD[item.correctionType];
  const text = asText(item[field]).trim();
  const error = correctionValueError(item.correctionType, text);
  if (error) return [fieldIssue(['corrections', index, field], error)];
  return {
    employeeId: item.employeeId,
    correctionType: item.correctionType,
    correctionDriveMiles: null,
    correctionFlyMiles: null,
    correctionWorkHours: null,
    correctionPerDiemType: null,
    correctionTruckAllowance: null,
    comments: (item.comments ? withoutNul(item.comments) : '').trim() || null,
    correctedDate: item.correctedDate ?? defaultDate,
    ...correctionValueFields(item.correctionType, text),
  };
};
