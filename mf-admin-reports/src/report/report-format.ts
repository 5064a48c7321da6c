import {
  CORRECTION_TYPE_LABEL,
  PER_DIEM_TYPE_LABEL,
  PER_DIEM_TYPES,
  fullName,
  truckAllowanceToOption,
} from 'shared-kit';
import type { CorrectionType, PerDiemType } from 'shared-kit';
import type { ProjectCorrectionView } from 'shared-kit/payroll';
import {
  CORRECTION_VALUE_FIELD,
  type TimesheetCorrectionView,
  type TimesheetDetail,
} from 'shared-kit/timesheet-form';

/** Formatting and grouping rules of the printable timesheet report (PRINT-02…06, PRINT-10). Pure: no React, no fetch. */

const isNumber = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** Hours with 2 decimals: 8 → '8.00', 7.5 → '7.50' (PRINT-05); nothing recorded → ''. */
export const formatReportHours = (hours: number | null | undefined): string =>
  isNumber(hours) ? hours.toFixed(2) : '';

/** Miles as whole numbers, rounded half up: 750 → '750', 12.5 → '13' (PRINT-06); nothing recorded → ''. */
export const formatReportMiles = (miles: number | null | undefined): string =>
  // `+ 0` turns the -0 of Math.round(-0.4) into 0.
  isNumber(miles) ? String(Math.round(miles) + 0) : '';

/** Truck allowance printed as Y or N (PRINT-04); a missing value is N. */
export const formatTruckAllowance = (truckAllowance: boolean | null | undefined): 'Y' | 'N' =>
  truckAllowanceToOption(truckAllowance === true);

const isPerDiemType = (value: string): value is PerDiemType =>
  (PER_DIEM_TYPES as readonly string[]).includes(value);

/** 'LOCAL' or 'Local' → 'Local'; an unknown text is printed as it is. */
export const formatPerDiemType = (value: string | null | undefined): string => {
  if (!value) return '';
  const type = value.trim().toUpperCase();
  return isPerDiemType(type) ? PER_DIEM_TYPE_LABEL[type] : value;
};

/** Signatures are stored as image data URLs (the pad's PNG, the demo data's SVG); anything else is not drawn. */
export const isSignatureImage = (value: string | null | undefined): value is string =>
  typeof value === 'string' && /^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/i.test(value.trim());

/**
 * One record of a timesheet in the seed's report shape (PRINT-10). A record with no employeeId is contract labor:
 * it carries contractorName and contractorCompanyName instead of an employee.
 */
export interface ReportRecord {
  /** Row id, unique within its table. */
  timesheetRecordId: number;
  employeeId: number | null;
  employeeName: string | null;
  jobClassOverride: string | null;
  /** The class that applies without an override (crew: roster or primary class; contract labor: its class). */
  jobClass: string | null;
  workHours: number;
  outOfScopeHours: number;
  driveMiles: number | null;
  flyMiles: number | null;
  originAndDestination: string | null;
  perDiemType: PerDiemType | null;
  truckAllowance: boolean | null;
  contractorName: string | null;
  contractorCompanyName: string | null;
}

/** The timesheet's crew rows, then its contract labor rows, as report records (PRINT-10). */
export function reportRecordsOf(
  timesheet: Pick<TimesheetDetail, 'timesheetRecords' | 'contractLaborRecords'>,
): ReportRecord[] {
  const crew = timesheet.timesheetRecords.map((record): ReportRecord => ({
    timesheetRecordId: record.timesheetRecordId,
    employeeId: record.employeeId,
    employeeName: fullName(record.employee),
    jobClassOverride: record.jobClassOverride,
    jobClass: record.jobClass,
    workHours: record.workHours,
    outOfScopeHours: record.outOfScopeHours,
    driveMiles: record.driveMiles,
    flyMiles: record.flyMiles,
    originAndDestination: record.originAndDestination,
    perDiemType: record.perDiemType,
    truckAllowance: record.truckAllowance,
    contractorName: null,
    contractorCompanyName: null,
  }));
  const contractLabor = timesheet.contractLaborRecords.map((record): ReportRecord => ({
    timesheetRecordId: record.timesheetRecordId,
    employeeId: null,
    employeeName: null,
    jobClassOverride: null,
    jobClass: record.contractorClass,
    workHours: record.workHours,
    outOfScopeHours: record.outOfScopeHours,
    driveMiles: null,
    flyMiles: null,
    originAndDestination: null,
    perDiemType: null,
    truckAllowance: null,
    contractorName: record.contractor,
    contractorCompanyName: record.contractorCompanyName,
  }));
  return [...crew, ...contractLabor];
}

export const isContractLabor = (record: Pick<ReportRecord, 'employeeId'>): boolean =>
  record.employeeId === null || record.employeeId === undefined;

/** Splits records into the crew table and the contract labor table (PRINT-10), keeping their order. */
export function splitRecords<T extends Pick<ReportRecord, 'employeeId'>>(
  records: readonly T[],
): { crew: T[]; contractLabor: T[] } {
  const crew: T[] = [];
  const contractLabor: T[] = [];
  for (const record of records) (isContractLabor(record) ? contractLabor : crew).push(record);
  return { crew, contractLabor };
}

/** The job class printed for a record: its override when it has one, else the class that applies. */
export const jobClassOf = (record: Pick<ReportRecord, 'jobClassOverride' | 'jobClass'>): string =>
  record.jobClassOverride?.trim() || record.jobClass || '';

/** Who a record is about: the employee, or the contractor (company in the next column). */
export const personOf = (record: ReportRecord): string =>
  (isContractLabor(record) ? record.contractorName : record.employeeName) ?? '';

/** A correction's new value as printed: miles whole, hours 2 decimals, per diem as its label, truck Y/N. */
export function formatCorrectionValue(
  correctionType: CorrectionType,
  value: number | string | boolean | null | undefined,
): string {
  if (value === null || value === undefined || value === '') return '';
  const asNumber = typeof value === 'number' ? value : Number(value);
  switch (correctionType) {
    case 'ADD_DRIVE_MILES':
    case 'ADD_FLY_MILES':
      return Number.isFinite(asNumber) && typeof value !== 'boolean'
        ? formatReportMiles(asNumber)
        : String(value);
    case 'ADD_WORK_HOURS':
      return Number.isFinite(asNumber) && typeof value !== 'boolean'
        ? formatReportHours(asNumber)
        : String(value);
    case 'UPDATE_PER_DIEM':
      return formatPerDiemType(String(value));
    case 'UPDATE_TRUCK_ALLOWANCE':
      if (typeof value === 'boolean') return formatTruckAllowance(value);
      return String(value).trim().toUpperCase();
    default:
      // A type this build does not know yet: print the value as the api sent it.
      return String(value);
  }
}

/** The value field of a timesheet correction that its type uses (TS-CORR-02: the others are null). */
export const timesheetCorrectionValue = (correction: TimesheetCorrectionView): string => {
  const value = correction[CORRECTION_VALUE_FIELD[correction.correctionType]];
  return formatCorrectionValue(correction.correctionType, value);
};

/** One printed line of a correction, the same for timesheet and standalone corrections. */
export interface CorrectionLine {
  key: string;
  employeeName: string;
  correctionType: string;
  newValue: string;
  comments: string;
  /** The day the correction was made (yyyy-MM-dd). */
  correctedDate: string;
}

export const timesheetCorrectionLine = (correction: TimesheetCorrectionView): CorrectionLine => ({
  key: `timesheet-correction-${correction.timesheetCorrectionId}`,
  employeeName: fullName({ firstName: correction.employeeFirstName, lastName: correction.employeeLastName }),
  correctionType: CORRECTION_TYPE_LABEL[correction.correctionType] ?? correction.correctionType,
  newValue: timesheetCorrectionValue(correction),
  comments: correction.comments ?? '',
  correctedDate: correction.correctedDate,
});

export const projectCorrectionLine = (correction: ProjectCorrectionView): CorrectionLine => ({
  key: `project-correction-${correction.projectCorrectionId}`,
  employeeName: fullName({ firstName: correction.employeeFirstName, lastName: correction.employeeLastName }),
  correctionType: CORRECTION_TYPE_LABEL[correction.correctionType] ?? correction.correctionType,
  newValue: formatCorrectionValue(correction.correctionType, correction.newValue),
  comments: correction.comments ?? '',
  correctedDate: correction.correctedDate,
});

/** Standalone corrections of one work day: one printed page (PRINT-03). */
export interface CorrectionGroup {
  /** The work day corrected (the corrections' correctionDate, yyyy-MM-dd). */
  date: string;
  corrections: ProjectCorrectionView[];
}

const byEmployeeThenId = (left: ProjectCorrectionView, right: ProjectCorrectionView): number =>
  left.employeeLastName.localeCompare(right.employeeLastName) ||
  left.employeeFirstName.localeCompare(right.employeeFirstName) ||
  left.projectCorrectionId - right.projectCorrectionId;

/**
 * PRINT-03 "one printed page per correction group". Decision: standalone (project) corrections are grouped by the
 * work day they correct (correctionDate), one page per day in date order, lines by employee last and first name —
 * the same unit as a timesheet page, so a clerk reads a day's timesheets and that day's late corrections together.
 * Corrections made on a timesheet (TimesheetDetail.corrections) print on that timesheet's page instead.
 */
export function groupProjectCorrections(corrections: readonly ProjectCorrectionView[]): CorrectionGroup[] {
  const byDate = new Map<string, ProjectCorrectionView[]>();
  for (const correction of corrections) {
    const group = byDate.get(correction.correctionDate);
    if (group) group.push(correction);
    else byDate.set(correction.correctionDate, [correction]);
  }
  return [...byDate.entries()]
    .sort(([left], [right]) => left.localeCompare(right))
    .map(([date, group]) => ({ date, corrections: [...group].sort(byEmployeeThenId) }));
}

/** One printed page of the report (PRINT-02, PRINT-03). */
export type ReportPage =
  | { kind: 'timesheet'; key: string; date: string; timesheet: TimesheetDetail }
  | { kind: 'corrections'; key: string; date: string; group: CorrectionGroup };

/**
 * The report's pages in date order: each day's timesheets (in the order given: the api's date, then id), then that
 * day's standalone-correction page.
 */
export function reportPagesOf(
  timesheets: readonly TimesheetDetail[],
  projectCorrections: readonly ProjectCorrectionView[] = [],
): ReportPage[] {
  const pages: ReportPage[] = [
    ...timesheets.map((timesheet): ReportPage => ({
      kind: 'timesheet',
      key: `timesheet-${timesheet.timesheetId}`,
      date: timesheet.date,
      timesheet,
    })),
    ...groupProjectCorrections(projectCorrections).map((group): ReportPage => ({
      kind: 'corrections',
      key: `corrections-${group.date}`,
      date: group.date,
      group,
    })),
  ];
  // Array.prototype.sort is stable: same-day timesheets keep their order and stay before the day's corrections.
  return pages.sort((left, right) => left.date.localeCompare(right.date));
}
