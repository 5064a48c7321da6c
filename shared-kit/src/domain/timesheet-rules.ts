import type { PerDiemType } from './enums.ts';

/** Travel hours = driveMiles/50 + flyMiles/250, 0 if either is null (TS-CALC-01). */
export const travelHours = (
  driveMiles: number | null | undefined,
  flyMiles: number | null | undefined,
): number => (driveMiles == null || flyMiles == null ? 0 : driveMiles / 50 + flyMiles / 250);

/**
 * On-screen travel hours while a mileage field is edited, exactly as seed 000 §9 writes it (U-18): editing drive gives
 * drive/50 + fly/250, editing fly gives fly/50 + drive/250, otherwise 0.
 */
export const onScreenTravelHours = (
  edited: 'driveMiles' | 'flyMiles' | null,
  driveMiles: number,
  flyMiles: number,
): number => {
  if (edited === 'driveMiles') return driveMiles / 50 + flyMiles / 250;
  if (edited === 'flyMiles') return flyMiles / 50 + driveMiles / 250;
  return 0;
};

/** Drive miles of 700 or more set hasDriveMilesPerDiem (TS-CALC-05). */
export const DRIVE_MILES_PER_DIEM_THRESHOLD = 700;
export const hasDriveMilesPerDiem = (driveMiles: number): boolean =>
  driveMiles >= DRIVE_MILES_PER_DIEM_THRESHOLD;

/** Fly miles ≥ 1 with zero work hours and a per diem type other than None set the fly flag (TS-CALC-06). */
export const hasFlyMilesPerDiem = (flyMiles: number, workHours: number, perDiemType: PerDiemType): boolean =>
  flyMiles >= 1 && workHours === 0 && perDiemType !== 'NONE';

/** Per diem type is reset to None when the eligibility flag is missing (TS-VALID-13). */
export const effectivePerDiemType = (
  perDiemType: PerDiemType,
  perDiemEligible: boolean | null | undefined,
): PerDiemType => (perDiemEligible ? perDiemType : 'NONE');

export interface SortableCrewRow {
  jobClass: string | null | undefined;
  lastName: string;
}

/** Crew rows sorted by job class sortOrder, then last name (TS-CALC-09); unknown job classes go last. */
export const sortCrewRows = <T extends SortableCrewRow>(
  rows: readonly T[],
  jobClassOrder: ReadonlyMap<string, number>,
): T[] =>
  [...rows].sort((left, right) => {
    const leftOrder = jobClassOrder.get(left.jobClass ?? '') ?? Number.MAX_SAFE_INTEGER;
    const rightOrder = jobClassOrder.get(right.jobClass ?? '') ?? Number.MAX_SAFE_INTEGER;
    return leftOrder - rightOrder || left.lastName.localeCompare(right.lastName);
  });

/** Contract labor rows grouped by job class (TS-CALC-11), groups in first-seen order. */
export const groupByContractorClass = <T extends { contractorClass: string }>(
  rows: readonly T[],
): Map<string, T[]> => {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(row.contractorClass, [...(groups.get(row.contractorClass) ?? []), row]);
  return groups;
};

/** The mobile-landscape check (CONST-22). */
export const isMobileLandscape = (isMobileDevice: boolean, width: number, height: number): boolean =>
  isMobileDevice && width > height;
