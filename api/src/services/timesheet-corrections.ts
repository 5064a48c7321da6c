import {
  correctionValueError,
  dayOfWeekName,
  MSG,
  type CorrectionType,
  type TimesheetCorrectionInput,
  type TimesheetCorrectionQuery,
  type TimesheetCorrectionView,
} from 'shared-kit/domain';
import { hasAny, type CurrentUser } from '../auth/current-user.ts';
import type { Db } from '../db/database.ts';
import {
  countCorrections,
  listCorrections,
  type CorrectionFilter,
  type CorrectionRow,
  type CorrectionValues,
} from '../db/repositories/timesheet-corrections.ts';
import { pageRequestOf } from './paging.ts';
import { APPROVER_WIDE_PERMISSIONS } from './timesheets.ts';
import { fieldIssue, withoutNul, type Issue } from './timesheet-issues.ts';

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
      creatorEmployeeId: hasAny(user, APPROVER_WIDE_PERMISSIONS) ? undefined : user.employeeId,
    }).filter(([, value]) => value !== undefined),
  );
  const rows = await listCorrections(db, filter, pageRequestOf(query));
  const total = await countCorrections(db, filter);
  return { items: rows.map(correctionViewOf), total };
};

const VALUE_FIELD: Record<CorrectionType, keyof TimesheetCorrectionInput> = {
  ADD_DRIVE_MILES: 'correctionDriveMiles',
  ADD_FLY_MILES: 'correctionFlyMiles',
  ADD_WORK_HOURS: 'correctionWorkHours',
  UPDATE_PER_DIEM: 'correctionPerDiemType',
  UPDATE_TRUCK_ALLOWANCE: 'correctionTruckAllowance',
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
  const field = VALUE_FIELD[item.correctionType];
  const text = asText(item[field]).trim();
  const error = correctionValueError(item.correctionType, text);
  if (error)
    return [fieldIssue(['corrections', index, field], error === MSG.correctionValueRequired ? error : error)];
  const values: CorrectionValues = {
    employeeId: item.employeeId,
    correctionType: item.correctionType,
    correctionDriveMiles: null,
    correctionFlyMiles: null,
    correctionWorkHours: null,
    correctionPerDiemType: null,
    correctionTruckAllowance: null,
    comments: (item.comments ? withoutNul(item.comments) : '').trim() || null,
    correctedDate: item.correctedDate ?? defaultDate,
  };
  switch (item.correctionType) {
    case 'ADD_DRIVE_MILES':
      return { ...values, correctionDriveMiles: Number(text) };
    case 'ADD_FLY_MILES':
      return { ...values, correctionFlyMiles: Number(text) };
    case 'ADD_WORK_HOURS':
      return { ...values, correctionWorkHours: Number(text) };
    case 'UPDATE_PER_DIEM':
      return { ...values, correctionPerDiemType: text.toUpperCase() };
    case 'UPDATE_TRUCK_ALLOWANCE':
      return { ...values, correctionTruckAllowance: text.toUpperCase() === 'Y' };
  }
};
