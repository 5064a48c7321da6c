import type { JobClass } from 'shared-kit/domain';
import type { Db } from '../database.ts';

export const listJobClasses = async (db: Db): Promise<JobClass[]> =>
  db.selectFrom('jobClasses').select(['title', 'abbreviation', 'sortOrder']).orderBy('sortOrder').execute();

export const findJobClasses = async (db: Db, titles: readonly string[]): Promise<string[]> =>
  titles.length === 0
    ? []
    : (
        await db
          .selectFrom('jobClasses')
          .select('title')
          .where('title', 'in', [...titles])
          .execute()
      ).map((row) => row.title);

export interface LaborItemRow {
  laborItem: string;
  jobClass: string;
}

export const listLaborItems = async (db: Db): Promise<LaborItemRow[]> =>
  db
    .selectFrom('laborItems')
    .innerJoin('jobClasses', 'jobClasses.title', 'laborItems.jobClass')
    .select(['laborItems.laborItem', 'laborItems.jobClass'])
    .orderBy('jobClasses.sortOrder')
    .orderBy('laborItems.laborItem')
    .execute();

export const findLaborItem = async (db: Db, laborItem: string): Promise<LaborItemRow | undefined> =>
  db
    .selectFrom('laborItems')
    .select(['laborItem', 'jobClass'])
    .where('laborItem', '=', laborItem)
    .executeTakeFirst();

export interface EquipmentRow {
  equipmentId: number;
  name: string;
  category: string;
}

export const listEquipment = async (db: Db): Promise<EquipmentRow[]> =>
  db
    .selectFrom('equipment')
    .select(['equipmentId', 'name', 'category'])
    .orderBy('category')
    .orderBy('name')
    .execute();

export const findEquipmentIds = async (db: Db, ids: readonly number[]): Promise<number[]> =>
  ids.length === 0
    ? []
    : (
        await db
          .selectFrom('equipment')
          .select('equipmentId')
          .where('equipmentId', 'in', [...ids])
          .execute()
      ).map((row) => row.equipmentId);

export interface PerDiemRateRecord {
  jobClass: string;
  abbreviation: string;
  sortOrder: number;
  perDiemType: string;
  rate: number;
}

/** The rate records of a shared table (projectId undefined) or of a project's custom table, in job class order. */
export const listPerDiemRates = async (
  db: Db,
  tableType: string,
  projectId?: number,
): Promise<PerDiemRateRecord[]> =>
  db
    .selectFrom('perDiemRates')
    .innerJoin('jobClasses', 'jobClasses.title', 'perDiemRates.jobClass')
    .select([
      'perDiemRates.jobClass',
      'jobClasses.abbreviation',
      'jobClasses.sortOrder',
      'perDiemRates.perDiemType',
      'perDiemRates.rate',
    ])
    .where('perDiemRates.tableType', '=', tableType)
    .$if(projectId === undefined, (query) => query.where('perDiemRates.projectId', 'is', null))
    .$if(projectId !== undefined, (query) => query.where('perDiemRates.projectId', '=', projectId as number))
    .orderBy('jobClasses.sortOrder')
    .orderBy('perDiemRates.perDiemType')
    .execute();

export const replaceCustomPerDiemRates = async (
  db: Db,
  projectId: number,
  rows: readonly { jobClass: string; perDiemType: string; rate: number }[],
): Promise<void> => {
  await db.deleteFrom('perDiemRates').where('projectId', '=', projectId).execute();
  if (rows.length === 0) return;
  await db
    .insertInto('perDiemRates')
    .values(rows.map((row) => ({ ...row, tableType: 'PROJECT_CUSTOM', projectId })))
    .execute();
};

export const deleteCustomPerDiemRates = async (db: Db, projectId: number): Promise<void> => {
  await db.deleteFrom('perDiemRates').where('projectId', '=', projectId).execute();
};
