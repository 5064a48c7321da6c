import { sql, type Selectable, type Transaction } from 'kysely';
import type { Db } from '../database.ts';
import type { Database, ProjectCorrectionsTable } from '../schema.ts';
import { type PageRequest, countRows } from './page-request.ts';

type Executor = Db | Transaction<Database>;

export interface ProjectCorrectionFilter {
  payrollPeriodId?: number;
  projectId?: number;
  employeeId?: number;
  startDate?: string;
  endDate?: string;
}

export interface ProjectCorrectionRow {
  projectCorrectionId: number;
  payrollPeriodId: number;
  projectId: number;
  projectNumber: string;
  employeeId: number;
  employeeFirstName: string;
  employeeLastName: string;
  correctionDate: string;
  correctedDate: string;
  correctionType: string;
  newValue: string;
  comments: string | null;
  version: number;
}

const filtered = (db: Executor, filter: ProjectCorrectionFilter) =>
  db
    .selectFrom('projectCorrections as c')
    .innerJoin('projects as p', 'p.projectId', 'c.projectId')
    .innerJoin('employees as e', 'e.employeeId', 'c.employeeId')
    .$if(filter.payrollPeriodId !== undefined, (query) =>
      query.where('c.payrollPeriodId', '=', filter.payrollPeriodId as number),
    )
    .$if(filter.projectId !== undefined, (query) =>
      query.where('c.projectId', '=', filter.projectId as number),
    )
    .$if(filter.employeeId !== undefined, (query) =>
      query.where('c.employeeId', '=', filter.employeeId as number),
    )
    .$if(filter.startDate !== undefined, (query) =>
      query.where('c.correctionDate', '>=', filter.startDate as string),
    )
    .$if(filter.endDate !== undefined, (query) =>
      query.where('c.correctionDate', '<=', filter.endDate as string),
    );

const COLUMNS = [
  'c.projectCorrectionId',
  'c.payrollPeriodId',
  'c.projectId',
  'p.projectNumber',
  'c.employeeId',
  'e.firstName as employeeFirstName',
  'e.lastName as employeeLastName',
  'c.correctionDate',
  'c.correctedDate',
  'c.correctionType',
  'c.newValue',
  'c.comments',
  'c.version',
] as const;

/** Sorted by project number, correction date, then id (the approver board groups by project). */
export const listProjectCorrectionRows = async (
  db: Executor,
  filter: ProjectCorrectionFilter,
  page: PageRequest,
): Promise<ProjectCorrectionRow[]> =>
  filtered(db, filter)
    .select(COLUMNS)
    .orderBy('p.projectNumber')
    .orderBy('c.correctionDate')
    .orderBy('c.projectCorrectionId')
    .limit(page.limit)
    .offset(page.offset)
    .execute();

export const countProjectCorrections = async (
  db: Executor,
  filter: ProjectCorrectionFilter,
): Promise<number> => countRows(filtered(db, filter));

export const findProjectCorrectionRow = async (
  db: Executor,
  projectCorrectionId: number,
): Promise<ProjectCorrectionRow | undefined> =>
  filtered(db, {})
    .select(COLUMNS)
    .where('c.projectCorrectionId', '=', projectCorrectionId)
    .executeTakeFirst();

/** What a standalone correction's write sets: its own columns, without its id and bookkeeping. */
export type ProjectCorrectionValues = Omit<
  Selectable<ProjectCorrectionsTable>,
  'projectCorrectionId' | 'createdByEmployeeId' | 'version' | 'createdAt' | 'updatedAt'
>;

export const insertProjectCorrection = async (
  trx: Transaction<Database>,
  values: ProjectCorrectionValues & { createdByEmployeeId: number },
): Promise<number> => {
  const { projectCorrectionId } = await trx
    .insertInto('projectCorrections')
    .values(values)
    .returning('projectCorrectionId')
    .executeTakeFirstOrThrow();
  return projectCorrectionId;
};

/** Updates when the version still matches; false when someone else changed (or deleted) it first. */
export const updateProjectCorrection = async (
  trx: Transaction<Database>,
  projectCorrectionId: number,
  version: number,
  values: ProjectCorrectionValues,
): Promise<boolean> => {
  const result = await trx
    .updateTable('projectCorrections')
    .set((eb) => ({ ...values, version: eb('version', '+', 1), updatedAt: sql`now()` }))
    .where('projectCorrectionId', '=', projectCorrectionId)
    .where('version', '=', version)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
};

export const deleteProjectCorrection = async (
  trx: Transaction<Database>,
  projectCorrectionId: number,
  version: number | undefined,
): Promise<boolean> => {
  const result = await trx
    .deleteFrom('projectCorrections')
    .where('projectCorrectionId', '=', projectCorrectionId)
    .$if(version !== undefined, (query) => query.where('version', '=', version as number))
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
};

/** Whether the project and employee a correction names exist. */
export const correctionReferencesExist = async (
  db: Executor,
  projectId: number,
  employeeId: number,
): Promise<{ project: boolean; employee: boolean }> => {
  const project = await db
    .selectFrom('projects')
    .select('projectId')
    .where('projectId', '=', projectId)
    .executeTakeFirst();
  const employee = await db
    .selectFrom('employees')
    .select('employeeId')
    .where('employeeId', '=', employeeId)
    .executeTakeFirst();
  return { project: project !== undefined, employee: employee !== undefined };
};
