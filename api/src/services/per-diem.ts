import {
  PER_DIEM_TABLE_SLUGS,
  type PerDiemRate,
  type PerDiemRateQuery,
  type PerDiemRateTable,
  type PerDiemTableType,
} from 'shared-kit/domain';
import type { Db } from '../db/database.ts';
import { listJobClasses, listPerDiemRates, type PerDiemRateRecord } from '../db/repositories/catalog.ts';
import { findProject } from '../db/repositories/projects.ts';
import { rateTableOf } from './catalog.ts';
import { fieldError, notFound } from './errors.ts';

/** A shared table by its URL name (API-46…52); undefined for an unknown name. */
export const sharedPerDiemTable = async (db: Db, slug: string): Promise<PerDiemRateTable | undefined> => {
  const type = (PER_DIEM_TABLE_SLUGS as Record<string, PerDiemTableType>)[slug];
  if (!Object.hasOwn(PER_DIEM_TABLE_SLUGS, slug) || !type) return undefined;
  return rateTableOf(type, await listPerDiemRates(db, type));
};

/** The rate records of the table a project uses: its own rows for PROJECT_CUSTOM, otherwise the shared table (U-51). */
const projectRateRecords = (db: Db, projectId: number, type: string): Promise<PerDiemRateRecord[]> =>
  listPerDiemRates(db, type, type === 'PROJECT_CUSTOM' ? projectId : undefined);

/** The table a project uses, as the Per Diem tab shows it. */
export const projectPerDiemTable = async (
  db: Db,
  projectId: number,
  type: PerDiemTableType,
): Promise<PerDiemRateTable> => rateTableOf(type, await projectRateRecords(db, projectId, type));

/** A project's daily rate for a job class title and per diem type; undefined when its table has none. */
export type PerDiemRateLookup = (jobClass: string, perDiemType: string) => number | undefined;

/**
 * The one per diem rate lookup (TS-CALC-08), for the rate endpoint and for timesheet saves alike: one read of the
 * project's table, then any number of look-ups (a timesheet save needs one per crew row).
 */
export const projectPerDiemRates = async (
  db: Db,
  project: { projectId: number; perDiemTableType: string },
): Promise<PerDiemRateLookup> => {
  const records = await projectRateRecords(db, project.projectId, project.perDiemTableType);
  const rates = new Map(records.map((record) => [`${record.jobClass}|${record.perDiemType}`, record.rate]));
  return (jobClass, perDiemType) => rates.get(`${jobClass}|${perDiemType}`);
};

/**
 * GET /projects/{id}/per-diem-rate (API-21, TS-CALC-08): the daily rate of the project's table for the job class
 * (title or abbreviation) and per diem type. NONE → 0; a job class without a rate in the table → 0. Mileage and
 * work hours are accepted (and checked) but do not change the rate: whether per diem is due is decided by the
 * timesheet rules (TS-CALC-05/06), the amount by the table alone.
 */
export const perDiemRateFor = async (
  db: Db,
  projectId: number,
  query: PerDiemRateQuery,
): Promise<PerDiemRate> => {
  const project = await findProject(db, projectId);
  if (!project) throw notFound('project');
  const tableType = project.perDiemTableType as PerDiemTableType;
  const jobClassText = query.jobClass?.trim() ?? '';
  if (query.perDiemType === 'NONE') {
    return { projectId, tableType, jobClass: jobClassText || null, perDiemType: 'NONE', rate: 0 };
  }
  if (!jobClassText) throw fieldError(['jobClass'], 'Choose a job class');
  const jobClass = (await listJobClasses(db)).find(
    (candidate) =>
      candidate.title === jobClassText.toUpperCase() || candidate.abbreviation === jobClassText.toUpperCase(),
  );
  if (!jobClass) throw fieldError(['jobClass'], `Unknown job class ${jobClassText}`);
  const rateOf = await projectPerDiemRates(db, { projectId, perDiemTableType: tableType });
  const rate = rateOf(jobClass.title, query.perDiemType);
  return { projectId, tableType, jobClass: jobClass.title, perDiemType: query.perDiemType, rate: rate ?? 0 };
};
