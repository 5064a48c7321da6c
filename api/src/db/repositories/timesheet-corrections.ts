import type { Selectable } from 'kysely';
import type { Db } from '../database.ts';
import type { TimesheetCorrectionsTable } from '../schema.ts';
import { type PageRequest, countRows } from './page-request.ts';
import type { TimesheetCorrectionView } from 'shared-kit/domain';

export interface CorrectionFilter {
  timesheetId?: number;
  payrollPeriodId?: number;
  projectId?: number;
  employeeId?: number;
  startDate?: string;
  endDate?: string;
  /** Own-only users: corrections of timesheets they created. */
  creatorEmployeeId?: number;
}

/**
 * A correction as stored: the api's view (shared-kit) without the derived weekday, with the type as the text the
 * column holds (the service narrows it).
 */
export type CorrectionRow = Omit<TimesheetCorrectionView, 'correctedDayOfWeek' | 'correctionType'> & {
  correctionType: string;
};

const filtered = (db: Db, filter: CorrectionFilter) =>
  db
    .selectFrom('timesheetCorrections')
    .innerJoin('timesheets', 'timesheets.timesheetId', 'timesheetCorrections.timesheetId')
    .$if(filter.timesheetId !== undefined, (q) =>
      q.where('timesheetCorrections.timesheetId', '=', filter.timesheetId as number),
    )
    .$if(filter.payrollPeriodId !== undefined, (q) =>
      q.where('timesheets.payrollPeriodId', '=', filter.payrollPeriodId as number),
    )
    .$if(filter.projectId !== undefined, (q) =>
      q.where('timesheets.projectId', '=', filter.projectId as number),
    )
    .$if(filter.employeeId !== undefined, (q) =>
      q.where('timesheetCorrections.employeeId', '=', filter.employeeId as number),
    )
    .$if(filter.startDate !== undefined, (q) =>
      q.where('timesheetCorrections.correctedDate', '>=', filter.startDate as string),
    )
    .$if(filter.endDate !== undefined, (q) =>
      q.where('timesheetCorrections.correctedDate', '<=', filter.endDate as string),
    )
    .$if(filter.creatorEmployeeId !== undefined, (q) =>
      q.where('timesheets.creatorEmployeeId', '=', filter.creatorEmployeeId as number),
    );

/** Sorted by corrected date, then id. */
export const listCorrections = async (
  db: Db,
  filter: CorrectionFilter,
  page: PageRequest,
): Promise<CorrectionRow[]> =>
  filtered(db, filter)
    .innerJoin('employees', 'employees.employeeId', 'timesheetCorrections.employeeId')
    .innerJoin('projects', 'projects.projectId', 'timesheets.projectId')
    .select([
      'timesheetCorrections.timesheetCorrectionId',
      'timesheetCorrections.employeeId',
      'employees.firstName as employeeFirstName',
      'employees.lastName as employeeLastName',
      'timesheetCorrections.correctionType',
      'timesheetCorrections.correctionDriveMiles',
      'timesheetCorrections.correctionFlyMiles',
      'timesheetCorrections.correctionWorkHours',
      'timesheetCorrections.correctionPerDiemType',
      'timesheetCorrections.correctionTruckAllowance',
      'timesheetCorrections.comments',
      'timesheetCorrections.timesheetId',
      'timesheets.date as timesheetDate',
      'timesheets.projectId',
      'projects.projectNumber',
      'projects.status as projectStatus',
      'projects.stateCode as projectStateCode',
      'timesheetCorrections.correctedDate',
      'timesheets.payrollPeriodId',
      'timesheetCorrections.version',
    ])
    .orderBy('timesheetCorrections.correctedDate')
    .orderBy('timesheetCorrections.timesheetCorrectionId')
    .limit(page.limit)
    .offset(page.offset)
    .execute();

export const countCorrections = async (db: Db, filter: CorrectionFilter): Promise<number> =>
  countRows(filtered(db, filter));

/** What a correction's write sets: its own columns, without the ids and bookkeeping the repository adds. */
export type CorrectionValues = Omit<
  Selectable<TimesheetCorrectionsTable>,
  'timesheetCorrectionId' | 'timesheetId' | 'createdByEmployeeId' | 'version' | 'createdAt' | 'updatedAt'
>;

export const insertCorrection = async (
  db: Db,
  timesheetId: number,
  createdByEmployeeId: number,
  values: CorrectionValues,
): Promise<void> => {
  await db
    .insertInto('timesheetCorrections')
    .values({ ...values, timesheetId, createdByEmployeeId })
    .execute();
};

export const updateCorrection = async (
  db: Db,
  timesheetCorrectionId: number,
  values: CorrectionValues,
): Promise<void> => {
  await db
    .updateTable('timesheetCorrections')
    .set((eb) => ({ ...values, version: eb('version', '+', 1), updatedAt: new Date() }))
    .where('timesheetCorrectionId', '=', timesheetCorrectionId)
    .execute();
};

export const deleteCorrections = async (db: Db, ids: readonly number[]): Promise<void> => {
  if (ids.length === 0) return;
  await db
    .deleteFrom('timesheetCorrections')
    .where('timesheetCorrectionId', 'in', [...ids])
    .execute();
};
