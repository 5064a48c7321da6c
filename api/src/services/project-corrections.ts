import { z } from 'zod';
import {
  correctionValueError,
  dayOfWeekName,
  MSG,
  standaloneCorrectionDateError,
  toApiDate,
  type CorrectionType,
  type ProjectCorrectionInput,
  type ProjectCorrectionQuery,
  type ProjectCorrectionView,
} from 'shared-kit/domain';
import type { Db } from '../db/database.ts';
import { findPayrollPeriodRow } from '../db/repositories/payroll-periods.ts';
import {
  correctionReferencesExist,
  countProjectCorrections,
  deleteProjectCorrection,
  findProjectCorrectionRow,
  insertProjectCorrection,
  listProjectCorrectionRows,
  updateProjectCorrection,
  type ProjectCorrectionFilter,
  type ProjectCorrectionRow,
  type ProjectCorrectionValues,
} from '../db/repositories/project-corrections.ts';
import { conflict, notFound, staleWrite } from './errors.ts';
import { pageRequestOf } from './paging.ts';

export const STANDALONE_CORRECTION = 'standalone correction';

/** CORRECTIONS-20: standalone corrections belong to completed payroll periods only. */
export const NOT_COMPLETED =
  'Standalone corrections can be added only to a completed payroll period. Complete the payroll period first.';

export const correctionViewOf = (row: ProjectCorrectionRow): ProjectCorrectionView => ({
  ...row,
  correctionType: row.correctionType as CorrectionType,
  correctedDayOfWeek: dayOfWeekName(row.correctedDate),
});

export const listProjectCorrections = async (
  db: Db,
  query: ProjectCorrectionQuery,
): Promise<{ items: ProjectCorrectionView[]; total: number }> => {
  const filter = Object.fromEntries(
    Object.entries({
      payrollPeriodId: query.payrollPeriodId,
      projectId: query.projectId,
      employeeId: query.employeeId,
      startDate: query.startDate,
      endDate: query.endDate,
    }).filter(([, value]) => value !== undefined),
  ) as ProjectCorrectionFilter;
  const rows = await listProjectCorrectionRows(db, filter, pageRequestOf(query));
  return { items: rows.map(correctionViewOf), total: await countProjectCorrections(db, filter) };
};

export const getProjectCorrection = async (
  db: Db,
  projectCorrectionId: number,
): Promise<ProjectCorrectionView> => {
  const row = await findProjectCorrectionRow(db, projectCorrectionId);
  if (!row) throw notFound(STANDALONE_CORRECTION);
  return correctionViewOf(row);
};

/** A 400 with field errors, in the same shape as a schema failure. */
const fieldErrors = (problems: readonly { path: string; message: string }[]): z.core.$ZodError =>
  new z.core.$ZodError(
    problems.map((problem) => ({
      code: 'custom' as const,
      path: [problem.path],
      message: problem.message,
      input: undefined,
    })),
  );

/** Stored spelling of a valid value: 'Local'/'Regional'/'National', 'Y'/'N', numbers as typed. */
export const normaliseCorrectionValue = (type: CorrectionType, value: string): string => {
  const trimmed = value.trim();
  if (type === 'UPDATE_PER_DIEM')
    return `${trimmed.charAt(0).toUpperCase()}${trimmed.slice(1).toLowerCase()}`;
  if (type === 'UPDATE_TRUCK_ALLOWANCE') return trimmed.toUpperCase();
  return trimmed;
};

/** Checks a create/update body against the seeds' rules and the database; returns the values to store. */
const checkedValues = async (
  db: Db,
  input: ProjectCorrectionInput,
  today: Date,
): Promise<ProjectCorrectionValues> => {
  const period = await findPayrollPeriodRow(db, input.payrollPeriodId);
  if (!period) throw fieldErrors([{ path: 'payrollPeriodId', message: 'Payroll period not found' }]);
  if (period.state !== 'COMPLETED') throw conflict(NOT_COMPLETED);
  const problems: { path: string; message: string }[] = [];
  const dateError = standaloneCorrectionDateError(input.correctionDate, period);
  if (dateError) problems.push({ path: 'correctionDate', message: dateError });
  const valueError = correctionValueError(input.correctionType, input.newValue);
  if (valueError === MSG.correctionSelectType) problems.push({ path: 'correctionType', message: valueError });
  else if (valueError) problems.push({ path: 'newValue', message: valueError });
  const exists = await correctionReferencesExist(db, input.projectId, input.employeeId);
  if (!exists.project) problems.push({ path: 'projectId', message: 'Project not found' });
  if (!exists.employee) problems.push({ path: 'employeeId', message: 'Employee not found' });
  if (problems.length > 0 || !input.correctionType || !input.correctionDate) throw fieldErrors(problems);
  return {
    payrollPeriodId: input.payrollPeriodId,
    projectId: input.projectId,
    employeeId: input.employeeId,
    correctionDate: input.correctionDate,
    // CORRECTIONS-16: the date corrected is the day the change is made; the server sets it.
    correctedDate: toApiDate(today),
    correctionType: input.correctionType,
    newValue: normaliseCorrectionValue(input.correctionType, input.newValue),
    comments: input.comments,
  };
};

export const createProjectCorrection = async (
  db: Db,
  input: ProjectCorrectionInput,
  employeeId: number,
  today: Date,
): Promise<ProjectCorrectionView> => {
  const values = await checkedValues(db, input, today);
  const id = await db
    .transaction()
    .execute((trx) => insertProjectCorrection(trx, { ...values, createdByEmployeeId: employeeId }));
  return getProjectCorrection(db, id);
};

export const updateProjectCorrectionById = async (
  db: Db,
  projectCorrectionId: number,
  input: ProjectCorrectionInput,
  version: number,
  today: Date,
): Promise<ProjectCorrectionView> => {
  const current = await findProjectCorrectionRow(db, projectCorrectionId);
  if (!current) throw notFound(STANDALONE_CORRECTION);
  if (current.version !== version) throw staleWrite(STANDALONE_CORRECTION);
  const values = await checkedValues(db, input, today);
  const updated = await db
    .transaction()
    .execute((trx) => updateProjectCorrection(trx, projectCorrectionId, version, values));
  if (!updated) throw staleWrite(STANDALONE_CORRECTION);
  return getProjectCorrection(db, projectCorrectionId);
};

/** DELETE: the version is checked when sent; without one the correction is deleted as it is. */
export const deleteProjectCorrectionById = async (
  db: Db,
  projectCorrectionId: number,
  version: number | undefined,
): Promise<void> => {
  const current = await findProjectCorrectionRow(db, projectCorrectionId);
  if (!current) throw notFound(STANDALONE_CORRECTION);
  if (version !== undefined && current.version !== version) throw staleWrite(STANDALONE_CORRECTION);
  const deleted = await db
    .transaction()
    .execute((trx) => deleteProjectCorrection(trx, projectCorrectionId, version));
  if (!deleted) throw staleWrite(STANDALONE_CORRECTION);
};
