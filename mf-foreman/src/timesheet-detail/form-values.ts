import { DEFAULT_CONTRACTOR_CLASS, type PerDiemType } from 'shared-kit';
import { effectivePerDiemType, sortCrewRows } from 'shared-kit/timesheet-form';
import type { EmployeeListItem } from 'shared-kit/master-data';
import type { JobClass, ProjectForTimesheet, TimesheetDetail } from './api';

/**
 * A crew row as the form holds it: inputs as text (the shared schema reads them as numbers and turns blanks into 0),
 * plus what the row shows but never sends (names, the applying job class, the stored rate).
 */
export interface CrewRowValues {
  /** Which row this is on this screen, kept through a save (the api's id is null until then). Never sent. */
  rowKey: string;
  timesheetRecordId: number | null;
  employeeId: string;
  firstName: string;
  lastName: string;
  /** The class that applies when there is no override (roster, else primary job class). */
  jobClass: string;
  jobClassOverride: string;
  workHours: string;
  outOfScopeHours: string;
  driveMiles: string;
  flyMiles: string;
  originAndDestination: string;
  perDiemType: PerDiemType;
  truckAllowance: boolean;
  isFromProject: boolean;
  /** Per diem eligibility when known (roster rows, picked employees); null: look it up in the employee list. */
  perDiemEligible: boolean | null;
}

export interface ContractLaborRowValues {
  /** As a crew row's: which row this is on this screen. Never sent. */
  rowKey: string;
  timesheetRecordId: number | null;
  contractor: string;
  contractorCompanyName: string;
  contractorClass: string;
  workHours: string;
  outOfScopeHours: string;
}

export interface TimesheetFormValues {
  projectId: number;
  date: string;
  approverNotes: string;
  outOfScopeHoursDescription: string;
  dailyJournal: string;
  foremanSignature: string | null;
  foremanSignerName: string;
  customerSignature: string | null;
  customerSignerName: string;
  timesheetRecords: CrewRowValues[];
  contractLaborRecords: ContractLaborRowValues[];
  version?: number;
}

let rowsMade = 0;
/** A key for a row made on this screen (unique within the page, and unlike any saved row's). */
export const newRowKey = (): string => `new-${Date.now().toString(36)}-${(rowsMade += 1)}`;
/** A saved row's key: its id, so the same row read twice has the same key. */
const savedRowKey = (timesheetRecordId: number): string => `saved-${timesheetRecordId}`;

const numberText = (value: number | null | undefined): string => (value == null ? '' : String(value));

export const jobClassOrder = (jobClasses: readonly JobClass[]): Map<string, number> =>
  new Map(jobClasses.map((jobClass) => [jobClass.title, jobClass.sortOrder]));

export const emptyCrewRow = (): CrewRowValues => ({
  rowKey: newRowKey(),
  timesheetRecordId: null,
  employeeId: '',
  firstName: '',
  lastName: '',
  jobClass: '',
  jobClassOverride: '',
  workHours: '',
  outOfScopeHours: '',
  driveMiles: '',
  flyMiles: '',
  originAndDestination: '',
  perDiemType: 'NONE',
  truckAllowance: false,
  isFromProject: false,
  perDiemEligible: null,
});

/** TS-CALC-12: a new contract labor row is FIELD_LABOR. */
export const emptyContractLaborRow = (): ContractLaborRowValues => ({
  rowKey: newRowKey(),
  timesheetRecordId: null,
  contractor: '',
  contractorCompanyName: '',
  contractorClass: DEFAULT_CONTRACTOR_CLASS,
  workHours: '',
  outOfScopeHours: '',
});

/**
 * A new timesheet (TS-CALC-10): crew rows from the project's roster (Active employees), per diem reset to None for
 * anyone not eligible (TS-VALID-13), sorted by job class order then last name (TS-CALC-09).
 */
export function newTimesheetValues(
  project: ProjectForTimesheet,
  date: string,
  jobClasses: readonly JobClass[],
): TimesheetFormValues {
  const rows = project.projectEmployees
    .filter((member) => member.employeeStatus === 'Active')
    .map((member): CrewRowValues => ({
      ...emptyCrewRow(),
      employeeId: String(member.employeeId),
      firstName: member.employeeFirstName,
      lastName: member.employeeLastName,
      jobClass: member.jobClass,
      perDiemType: effectivePerDiemType(member.perDiemType, member.employeePerDiemEligible),
      isFromProject: true,
      perDiemEligible: member.employeePerDiemEligible,
    }));
  return {
    projectId: project.projectId,
    date,
    approverNotes: '',
    outOfScopeHoursDescription: '',
    dailyJournal: '',
    foremanSignature: null,
    foremanSignerName: '',
    customerSignature: null,
    customerSignerName: '',
    timesheetRecords: sortCrewRows(rows, jobClassOrder(jobClasses)),
    contractLaborRecords: [],
  };
}

/** The form of a saved timesheet (rows already in job class order from the api). */
export function savedTimesheetValues(timesheet: TimesheetDetail): TimesheetFormValues {
  return {
    projectId: timesheet.projectId,
    date: timesheet.date,
    approverNotes: timesheet.approverNotes ?? '',
    outOfScopeHoursDescription: timesheet.outOfScopeHoursDescription ?? '',
    dailyJournal: timesheet.dailyJournal ?? '',
    foremanSignature: timesheet.foremanSignature,
    foremanSignerName: timesheet.foremanSignerName ?? '',
    customerSignature: timesheet.customerSignature,
    customerSignerName: timesheet.customerSignerName ?? '',
    timesheetRecords: timesheet.timesheetRecords.map((record) => ({
      rowKey: savedRowKey(record.timesheetRecordId),
      timesheetRecordId: record.timesheetRecordId,
      employeeId: String(record.employeeId),
      firstName: record.employee.firstName,
      lastName: record.employee.lastName,
      jobClass: record.jobClass ?? '',
      jobClassOverride: record.jobClassOverride ?? '',
      workHours: numberText(record.workHours),
      outOfScopeHours: numberText(record.outOfScopeHours),
      driveMiles: numberText(record.driveMiles),
      flyMiles: numberText(record.flyMiles),
      originAndDestination: record.originAndDestination ?? '',
      perDiemType: record.perDiemType,
      truckAllowance: record.truckAllowance,
      isFromProject: record.isFromProject,
      perDiemEligible: null,
    })),
    contractLaborRecords: timesheet.contractLaborRecords.map((record) => ({
      rowKey: savedRowKey(record.timesheetRecordId),
      timesheetRecordId: record.timesheetRecordId,
      contractor: record.contractor,
      contractorCompanyName: record.contractorCompanyName,
      contractorClass: record.contractorClass,
      workHours: numberText(record.workHours),
      outOfScopeHours: numberText(record.outOfScopeHours),
    })),
    version: timesheet.version,
  };
}

/** TS-VALID-16: Active employees with a primary job class who are not on the sheet yet (the row's own stays). */
export const employeeChoices = (
  employees: readonly EmployeeListItem[],
  onSheet: ReadonlySet<string>,
  own: string,
): EmployeeListItem[] =>
  employees.filter(
    (employee) =>
      employee.employeeStatus === 'Active' &&
      !!employee.primaryJobClass &&
      (String(employee.employeeId) === own || !onSheet.has(String(employee.employeeId))),
  );

/** A field's number as the rules read it: blank is 0 (TS-CALC-13). */
export const toNumber = (value: string): number => {
  if (value.trim() === '') return 0;
  const number = Number(value);
  return Number.isFinite(number) ? number : 0;
};
