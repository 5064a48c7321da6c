import type { JobClass, PerDiemRateRow, PerDiemRateTable, PerDiemTableType } from 'shared-kit/domain';
import type { Db } from '../db/database.ts';
import {
  listEquipment,
  listJobClasses,
  listLaborItems,
  type EquipmentRow,
  type LaborItemRow,
  type PerDiemRateRecord,
} from '../db/repositories/catalog.ts';

export const jobClasses = (db: Db): Promise<JobClass[]> => listJobClasses(db);
export const laborItems = (db: Db): Promise<LaborItemRow[]> => listLaborItems(db);
export const equipmentCatalog = (db: Db): Promise<EquipmentRow[]> => listEquipment(db);

const COLUMN_OF = {
  STANDARD: 'standard',
  TRAVEL: 'travel',
  LOCAL: 'local',
  REGIONAL: 'regional',
  NATIONAL: 'national',
} as const;

/** Rate records → one row per job class with a rate per column (PROJECTS-43), in job class order. */
export const rateTableOf = (
  type: PerDiemTableType,
  records: readonly PerDiemRateRecord[],
): PerDiemRateTable => {
  const rows = new Map<string, PerDiemRateRow>();
  for (const record of records) {
    const row = rows.get(record.jobClass) ?? {
      jobClass: record.jobClass,
      jobClassAbbreviation: record.abbreviation,
      sortOrder: record.sortOrder,
      standard: null,
      travel: null,
      local: null,
      regional: null,
      national: null,
    };
    const column = COLUMN_OF[record.perDiemType as keyof typeof COLUMN_OF] as
      (typeof COLUMN_OF)[keyof typeof COLUMN_OF] | undefined;
    if (column) row[column] = record.rate;
    rows.set(record.jobClass, row);
  }
  return { type, rows: [...rows.values()].sort((a, b) => a.sortOrder - b.sortOrder) };
};
