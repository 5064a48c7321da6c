/** Per diem types with the seeds' ids 0–5 (CONST-02); stored and sent upper-case (API-21: NONE when empty). */
export const PER_DIEM_TYPES = ['NONE', 'STANDARD', 'TRAVEL', 'LOCAL', 'REGIONAL', 'NATIONAL'] as const;
export type PerDiemType = (typeof PER_DIEM_TYPES)[number];
export const PER_DIEM_TYPE_LABEL: Record<PerDiemType, string> = {
  NONE: 'None',
  STANDARD: 'Standard',
  TRAVEL: 'Travel',
  LOCAL: 'Local',
  REGIONAL: 'Regional',
  NATIONAL: 'National',
};
export const perDiemTypeId = (type: PerDiemType): number => PER_DIEM_TYPES.indexOf(type);

/** Correction types (CONST-03) and their labels (TS-CORR-04). */
export const CORRECTION_TYPES = [
  'ADD_DRIVE_MILES',
  'ADD_FLY_MILES',
  'ADD_WORK_HOURS',
  'UPDATE_PER_DIEM',
  'UPDATE_TRUCK_ALLOWANCE',
] as const;
export type CorrectionType = (typeof CORRECTION_TYPES)[number];
export const CORRECTION_TYPE_LABEL: Record<CorrectionType, string> = {
  ADD_DRIVE_MILES: 'Add Drive Miles',
  ADD_FLY_MILES: 'Add Fly Miles',
  ADD_WORK_HOURS: 'Update Work Hours',
  UPDATE_PER_DIEM: 'Update Per Diem',
  UPDATE_TRUCK_ALLOWANCE: 'Update Truck Allowance',
};

/** Truck allowance options N and Y, stored as a boolean (TS-DETAIL-11). */
export const TRUCK_ALLOWANCE_OPTIONS = ['N', 'Y'] as const;
export const truckAllowanceToBoolean = (option: string): boolean => option.toUpperCase() === 'Y';
export const truckAllowanceToOption = (value: boolean): 'Y' | 'N' => (value ? 'Y' : 'N');

/** Project statuses (U-16). */
export const PROJECT_STATUSES = ['Active', 'Inactive', 'Completed', 'Cancelled'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const EMPLOYEE_STATUSES = ['Active', 'Inactive'] as const;
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];

/** ' - ' is the "none" option of department and pay group selects (CONST-07/08). */
export const NONE_OPTION = ' - ';
export const DEPARTMENTS = [
  'SHOP',
  'FIELD',
  'ADMIN',
  'CONST',
  'DESIGN',
  'EXEC',
  'PROCURE',
  'PROJMGMT',
  'HR',
  'CM',
] as const;
export type Department = (typeof DEPARTMENTS)[number];
export const PAY_GROUPS = ['WKLYHRLY', 'BIWKLYHRLY'] as const;
export type PayGroup = (typeof PAY_GROUPS)[number];

/** No-pay statuses (CONST-10), labelled as words. */
export const NO_PAY_STATUSES = [
  'OFF',
  'PTO',
  'REQUESTED_NOT_FLEXIBLE_TIME_OFF',
  'REQUESTED_FLEXIBLE_TIME_OFF',
  'PERSONAL_LEAVE',
  'NOT_ASSIGNED_JOB_YET',
  'ON_JOB',
  'TERMINATED',
] as const;
export type NoPayStatus = (typeof NO_PAY_STATUSES)[number];
export const NO_PAY_STATUS_LABEL: Record<NoPayStatus, string> = {
  OFF: 'Off',
  PTO: 'PTO',
  REQUESTED_NOT_FLEXIBLE_TIME_OFF: 'Requested Not Flexible Time Off',
  REQUESTED_FLEXIBLE_TIME_OFF: 'Requested Flexible Time Off',
  PERSONAL_LEAVE: 'Personal Leave',
  NOT_ASSIGNED_JOB_YET: 'Not Assigned Job Yet',
  ON_JOB: 'On Job',
  TERMINATED: 'Terminated',
};

/** Per diem rate table types (CONST-11); DEFAULT for a new project. */
export const PER_DIEM_TABLE_TYPES = [
  'PROJECT_CUSTOM',
  'REGION_HAWAII',
  'REGION_TEXAS',
  'REGION_PENNSYLVANIA',
  'REGION_KENTUCKY',
  'REGION_CALIFORNIA',
  'PREVAILING_WAGE',
  'DEFAULT',
] as const;
export type PerDiemTableType = (typeof PER_DIEM_TABLE_TYPES)[number];

/** Default contract labor class (TS-CALC-12). */
export const DEFAULT_CONTRACTOR_CLASS = 'FIELD_LABOR';

/** Events of the timesheet audit log, in the seeds' button words; entries inside an event are add/delete/update. */
export const AUDIT_ACTIONS = [
  'Create',
  'Update',
  'Submit',
  'Start Review',
  'Cancel Review',
  'Approve',
  'Reject',
  'Reopen',
  'Revoke Approval',
  'Delete',
  'Corrections',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
