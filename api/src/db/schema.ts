import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/**
 * The relational schema as TypeScript sees it (camelCase; CamelCasePlugin maps to the snake_case of the migrations).
 * Dates are 'yyyy-MM-dd' strings and numerics are numbers on both PostgreSQL and PGlite (see type-parsers.ts).
 */

/** A timestamp column the database fills by default. */
type CreatedTime = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** Optimistic-concurrency version of a mutable aggregate (DESIGN §5). */
type Version = ColumnType<number, number | undefined, number>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface HomePagesTable {
  name: string;
  path: string;
  sortOrder: Defaulted<number>;
}

export interface RolesTable {
  roleId: Generated<number>;
  name: string;
  homePage: string | null;
  version: Version;
  createdAt: CreatedTime;
  updatedAt: CreatedTime;
}

export interface RolePermissionsTable {
  roleId: number;
  permission: string;
}

export interface JobClassesTable {
  title: string;
  abbreviation: string;
  sortOrder: number;
}

export interface LaborItemsTable {
  laborItem: string;
  jobClass: string;
}

export interface EmployeesTable {
  employeeId: Generated<number>;
  accumaticaId: string;
  payrollProviderId: string;
  firstName: string;
  lastName: string;
  email: string | null;
  stateCode: string;
  /** Pay group: WKLYHRLY or BIWKLYHRLY. */
  employeeClass: string;
  department: string;
  laborItem: string;
  primaryJobClass: string | null;
  employeeStatus: Defaulted<string>;
  perDiemEligible: Defaulted<boolean>;
  /** Daily truck allowance. */
  truckAllowance: Defaulted<number>;
  weeklyTruckAllowance: Defaulted<number>;
  /** The portal language the employee picked ('en' or 'es'); null until they pick one. */
  language: ColumnType<string | null, string | null | undefined, string | null>;
  version: Version;
  createdAt: CreatedTime;
  updatedAt: CreatedTime;
}

export interface EmployeeRolesTable {
  employeeId: number;
  roleId: number;
  /** Assignment order: the first role with a home page decides the post-login redirect. */
  position: number;
}

export interface CustomersTable {
  customerId: Generated<number>;
  /** Shown as Acumatica ID. */
  customerExternalId: string;
  customerName: string;
  version: Version;
  createdAt: CreatedTime;
  updatedAt: CreatedTime;
}

export interface EquipmentTable {
  equipmentId: Generated<number>;
  name: string;
  category: string;
}

export interface ProjectsTable {
  projectId: Generated<number>;
  /** Stored normalised: no spaces or hyphens, upper-case ('P13ABC01'). */
  projectNumber: string;
  status: Defaulted<string>;
  customerId: number;
  description: string;
  address: string;
  city: string;
  stateCode: string;
  zipCode: string;
  pmEmployeeId: number | null;
  prevailingWage: Defaulted<boolean>;
  perDiemTableType: Defaulted<string>;
  version: Version;
  createdAt: CreatedTime;
  updatedAt: CreatedTime;
}

export interface ProjectEmployeesTable {
  projectEmployeeId: Generated<number>;
  projectId: number;
  employeeId: number;
  jobClass: string;
  perDiemType: Defaulted<string>;
}

export interface ProjectEquipmentTable {
  projectEquipmentId: Generated<number>;
  projectId: number;
  equipmentId: number;
  quantity: number;
  vendor: string | null;
}

export interface PerDiemRatesTable {
  perDiemRateId: Generated<number>;
  tableType: string;
  /** Set only for PROJECT_CUSTOM tables. */
  projectId: number | null;
  jobClass: string;
  perDiemType: string;
  rate: number;
}

export interface PayrollPeriodsTable {
  payrollPeriodId: Generated<number>;
  /** Monday. */
  startDate: string;
  /** Sunday. */
  endDate: string;
  state: Defaulted<string>;
  rosterGeneratedTime: NullableTime;
  version: Version;
  createdAt: CreatedTime;
  updatedAt: CreatedTime;
}

export interface PayrollPeriodTransitionsTable {
  payrollPeriodTransitionId: Generated<number>;
  payrollPeriodId: number;
  fromState: string;
  toState: string;
  employeeId: number | null;
  transitionTime: CreatedTime;
}

export interface PayrollPeriodContractorsTable {
  payrollPeriodContractorId: Generated<number>;
  payrollPeriodId: number;
  contractorName: string;
  contractorCompanyName: string;
  contractorClass: Defaulted<string>;
}

/** A no-pay roster row (payrollPeriodEmployeeId in the seeds). */
export interface PayrollPeriodEmployeesTable {
  payrollPeriodEmployeeId: Generated<number>;
  payrollPeriodId: number;
  employeeId: number;
  hours: Defaulted<number>;
  travelHours: Defaulted<number>;
  noPayStatus: string | null;
  noPayNotes: string | null;
}

export interface TimesheetsTable {
  timesheetId: Generated<number>;
  projectId: number;
  date: string;
  state: Defaulted<string>;
  creatorEmployeeId: number;
  payrollPeriodId: number;
  approverNotes: string | null;
  outOfScopeHoursDescription: string | null;
  dailyJournal: string | null;
  /** Drawn signature as a data URL. */
  foremanSignature: string | null;
  foremanSignerName: string | null;
  customerSignature: string | null;
  customerSignerName: string | null;
  version: Version;
  createdAt: CreatedTime;
  updatedAt: CreatedTime;
}

/** A crew row of a timesheet. Travel hours are derived (drive/50 + fly/250), never stored. */
export interface TimesheetRecordsTable {
  timesheetRecordId: Generated<number>;
  timesheetId: number;
  employeeId: number;
  jobClassOverride: string | null;
  workHours: Defaulted<number>;
  outOfScopeHours: Defaulted<number>;
  driveMiles: Defaulted<number>;
  flyMiles: Defaulted<number>;
  originAndDestination: string | null;
  perDiemType: Defaulted<string>;
  /** Rate looked up when the row was saved, so a later rate change does not rewrite paid history. */
  perDiemRate: number | null;
  truckAllowance: Defaulted<boolean>;
  hasDriveMilesPerDiem: Defaulted<boolean>;
  hasFlyMilesPerDiem: Defaulted<boolean>;
  isFromProject: Defaulted<boolean>;
}

export interface ContractLaborRecordsTable {
  /** Exposed to clients as timesheetRecordId (seed 000 §3). */
  contractLaborRecordId: Generated<number>;
  timesheetId: number;
  payrollPeriodContractorId: number | null;
  contractorName: string;
  contractorCompanyName: string;
  contractorClass: Defaulted<string>;
  workHours: Defaulted<number>;
  outOfScopeHours: Defaulted<number>;
}

export interface TimesheetCorrectionsTable {
  timesheetCorrectionId: Generated<number>;
  timesheetId: number;
  employeeId: number;
  correctionType: string;
  correctionDriveMiles: number | null;
  correctionFlyMiles: number | null;
  correctionWorkHours: number | null;
  correctionPerDiemType: string | null;
  correctionTruckAllowance: boolean | null;
  comments: string | null;
  correctedDate: string;
  createdByEmployeeId: number | null;
  version: Version;
  createdAt: CreatedTime;
  updatedAt: CreatedTime;
}

/** A standalone correction of a completed payroll period (seed 001 "Standalone project correction"). */
export interface ProjectCorrectionsTable {
  projectCorrectionId: Generated<number>;
  payrollPeriodId: number;
  projectId: number;
  employeeId: number;
  correctionDate: string;
  correctedDate: string;
  correctionType: string;
  newValue: string;
  comments: string | null;
  createdByEmployeeId: number | null;
  version: Version;
  createdAt: CreatedTime;
  updatedAt: CreatedTime;
}

/** One audited event of a timesheet: a change (with entries) or a transition (from/to state). */
export interface AuditLogsTable {
  auditLogId: Generated<number>;
  /** No foreign key: the history of a deleted timesheet is kept. */
  timesheetId: number;
  action: string;
  employeeId: number | null;
  auditTime: CreatedTime;
  fromState: string | null;
  toState: string | null;
}

export interface AuditLogEntriesTable {
  auditLogEntryId: Generated<number>;
  auditLogId: number;
  /** add, delete or update. */
  action: string;
  parent: string;
  fieldName: string | null;
  newValue: string | null;
  oldValue: string | null;
}

export interface ReminderOutboxTable {
  reminderId: Generated<number>;
  reminderType: string;
  recipientEmployeeId: number | null;
  recipientEmail: string;
  subject: string;
  body: string;
  requestedByEmployeeId: number | null;
  createdAt: CreatedTime;
  sentAt: NullableTime;
  failure: string | null;
}

/** One Idempotency-Key of one employee and the answer its first request got (migration 0006). */
export interface IdempotencyKeysTable {
  employeeId: number;
  idempotencyKey: string;
  method: string;
  path: string;
  requestHash: string;
  /** Null while the first request runs. */
  responseStatus: number | null;
  /** The answer's JSON text. */
  responseBody: string | null;
  createdAt: CreatedTime;
}

export interface Database {
  homePages: HomePagesTable;
  roles: RolesTable;
  rolePermissions: RolePermissionsTable;
  jobClasses: JobClassesTable;
  laborItems: LaborItemsTable;
  employees: EmployeesTable;
  employeeRoles: EmployeeRolesTable;
  customers: CustomersTable;
  equipment: EquipmentTable;
  projects: ProjectsTable;
  projectEmployees: ProjectEmployeesTable;
  projectEquipment: ProjectEquipmentTable;
  perDiemRates: PerDiemRatesTable;
  payrollPeriods: PayrollPeriodsTable;
  payrollPeriodTransitions: PayrollPeriodTransitionsTable;
  payrollPeriodContractors: PayrollPeriodContractorsTable;
  payrollPeriodEmployees: PayrollPeriodEmployeesTable;
  timesheets: TimesheetsTable;
  timesheetRecords: TimesheetRecordsTable;
  contractLaborRecords: ContractLaborRecordsTable;
  timesheetCorrections: TimesheetCorrectionsTable;
  projectCorrections: ProjectCorrectionsTable;
  auditLogs: AuditLogsTable;
  auditLogEntries: AuditLogEntriesTable;
  reminderOutbox: ReminderOutboxTable;
  idempotencyKeys: IdempotencyKeysTable;
}

export type Employee = Selectable<EmployeesTable>;
export type NewEmployee = Insertable<EmployeesTable>;
export type Timesheet = Selectable<TimesheetsTable>;
export type NewTimesheet = Insertable<TimesheetsTable>;
export type Project = Selectable<ProjectsTable>;
export type PayrollPeriod = Selectable<PayrollPeriodsTable>;
