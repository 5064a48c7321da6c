import { Readable } from 'node:stream';
import { stringify, type Stringifier } from 'csv-stringify';
import {
  CORRECTION_VALUE_FIELD,
  DATE_DEFAULT,
  dayOfWeekName,
  formatApiDate,
  formatProjectNumber,
  type CorrectionType,
  type CorrectionValueField,
  type PayrollPeriodView,
} from 'shared-kit/domain';
import type { Db } from '../db/database.ts';
import {
  listExportCorrectionRows,
  listExportEmployeeIds,
  listExportWorkRows,
  type ExportCorrectionRow,
  type ExportWorkRow,
} from '../db/repositories/payroll-export.ts';
import { conflict } from './errors.ts';
import { getPayrollPeriod } from './payroll.ts';

/** The payroll CSV's columns, in order (documented in api/docs/payroll.md). */
export const PAYROLL_CSV_COLUMNS = [
  'Record Type',
  'Accumatica ID',
  'Payroll Provider ID',
  'Last Name',
  'First Name',
  'Pay Group',
  'Department',
  'Labor Item',
  'Job Class',
  'Date',
  'Day',
  'Project Number',
  'Project State',
  'Prevailing Wage',
  'Work Hours',
  'Out Of Scope Hours',
  'Drive Miles',
  'Fly Miles',
  'Travel Hours',
  'Per Diem Type',
  'Per Diem Rate',
  'Truck Allowance',
  'Correction Type',
  'Comments',
] as const;

type CsvCell = string | number | null;
type CsvRow = CsvCell[];

/** How many of a period's timesheets wait for approval: not approved, and not rejected (U-33). */
export const waitingForApproval = (period: PayrollPeriodView): number =>
  Math.max(0, (period.numUnapprovedTimesheets ?? 0) - (period.numRejectedTimesheets ?? 0));

/** U-33 / PAYROLL-21: the export is refused while timesheets still wait for approval (rejected ones do not count). */
export const unapprovedExportError = (period: PayrollPeriodView): string | null => {
  const waiting = waitingForApproval(period);
  return waiting > 0
    ? `${waiting} unapproved timesheet(s) for payroll period ending ${formatApiDate(period.endDate, DATE_DEFAULT)}`
    : null;
};

/** U-35: '{company}_{end date yyyy-MM-dd}_Payroll.csv', with characters unsafe in a file name replaced. */
export const payrollFileName = (companyName: string, endDate: string): string =>
  `${companyName.replace(/[^A-Za-z0-9 ._-]/g, '_').trim() || 'Payroll'}_${endDate}_Payroll.csv`;

/** A text cell that a spreadsheet would run as a formula gets a leading apostrophe (CSV injection). */
export const neutraliseFormula = (text: string): string => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

const round2 = (value: number): number => Math.round(value * 100) / 100;
const yesNo = (value: boolean | null): string | null => (value === null ? null : value ? 'Y' : 'N');

const employeeCells = (row: ExportWorkRow | ExportCorrectionRow): CsvRow => [
  row.accumaticaId,
  row.payrollProviderId,
  row.lastName,
  row.firstName,
  row.employeeClass,
  row.department,
  row.laborItem,
  row.jobClass,
  row.date,
  dayOfWeekName(row.date),
  formatProjectNumber(row.projectNumber),
  row.projectStateCode,
  yesNo(row.prevailingWage),
];

export const workRowCells = (row: ExportWorkRow): CsvRow => [
  'TIMESHEET',
  ...employeeCells(row),
  row.workHours,
  row.outOfScopeHours,
  row.driveMiles,
  row.flyMiles,
  round2(row.driveMiles / 50 + row.flyMiles / 250),
  row.perDiemType,
  row.perDiemRate,
  yesNo(row.truckAllowance),
  null,
  null,
];

const numberOrNull = (text: string | null): number | null =>
  text !== null && /^\d+(\.\d+)?$/.test(text.trim()) ? Number(text.trim()) : null;

type CorrectionValueCells = Record<CorrectionValueField, CsvCell>;

/**
 * The corrected value of a crew or standalone correction in the field of its type, as a number where it is one; the
 * other fields are empty. A standalone correction keeps its value as typed text, read here as its type's field holds it.
 */
export const correctionValuesOf = (row: ExportCorrectionRow): CorrectionValueCells => {
  const value: CorrectionValueCells = {
    correctionWorkHours: row.correctionWorkHours,
    correctionDriveMiles: row.correctionDriveMiles,
    correctionFlyMiles: row.correctionFlyMiles,
    correctionPerDiemType: row.correctionPerDiemType,
    correctionTruckAllowance: yesNo(row.correctionTruckAllowance),
  };
  const field = CORRECTION_VALUE_FIELD[row.correctionType as CorrectionType] as
    CorrectionValueField | undefined;
  if (row.standalone && field) {
    const text = row.newValue;
    const isText = field === 'correctionPerDiemType' || field === 'correctionTruckAllowance';
    value[field] = isText ? (text?.toUpperCase() ?? null) : numberOrNull(text);
  }
  return value;
};

/** A correction fills only the column of its type: the corrected value, as a number where it is one. */
export const correctionRowCells = (row: ExportCorrectionRow): CsvRow => {
  const value = correctionValuesOf(row);
  return [
    row.standalone ? 'STANDALONE CORRECTION' : 'CORRECTION',
    ...employeeCells(row),
    value.correctionWorkHours,
    null,
    value.correctionDriveMiles,
    value.correctionFlyMiles,
    null,
    value.correctionPerDiemType,
    null,
    value.correctionTruckAllowance,
    row.correctionType,
    row.comments,
  ];
};

/** CSV with every string quoted, numbers bare, formulas neutralised (CONST-24). */
export const createPayrollStringifier = (): Stringifier =>
  stringify({ header: true, columns: [...PAYROLL_CSV_COLUMNS], quoted_string: true });

/** Text cells neutralised for spreadsheets; numbers and empty cells as they are. */
const safeCells = (cells: CsvRow): CsvRow =>
  cells.map((cell) => (typeof cell === 'string' ? neutraliseFormula(cell) : cell));

/** Employees per query: each query reads only their rows, so memory stays flat however large the company. */
const EMPLOYEES_PER_QUERY = 500;

async function* payrollRows(db: Db, payrollPeriodId: number): AsyncGenerator<CsvRow> {
  const employeeIds = await listExportEmployeeIds(db, payrollPeriodId);
  for (let start = 0; start < employeeIds.length; start += EMPLOYEES_PER_QUERY) {
    const chunk = employeeIds.slice(start, start + EMPLOYEES_PER_QUERY);
    for (const row of await listExportWorkRows(db, payrollPeriodId, chunk))
      yield safeCells(workRowCells(row));
  }
  for (const row of await listExportCorrectionRows(db, payrollPeriodId))
    yield safeCells(correctionRowCells(row));
}

export interface PayrollExport {
  fileName: string;
  /** The CSV rows (cells), read page by page from the database as the consumer drains them. */
  rows: Readable;
}

/** PAYROLL-20: checks the period can be exported, then reads its rows (pipe them through createPayrollStringifier). */
export const exportPayroll = async (
  db: Db,
  payrollPeriodId: number,
  companyName: string,
): Promise<PayrollExport> => {
  const period = await getPayrollPeriod(db, payrollPeriodId);
  const refusal = unapprovedExportError(period);
  if (refusal) throw conflict(refusal);
  return {
    fileName: payrollFileName(companyName, period.endDate),
    rows: Readable.from(payrollRows(db, payrollPeriodId)),
  };
};
