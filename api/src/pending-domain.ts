/**
 * Domain constants and schemas the api needs that shared-kit/src/domain does not have yet. They belong there
 * (DESIGN §6: one source of truth); they live here only until the lead moves them, and nothing outside api imports
 * this file.
 */
import { z } from 'zod';
import { projectOptionSchema } from 'shared-kit/domain';

/** Per diem types with their ids 0…5 (CONST-02); stored and sent upper-case ('NONE' when empty, API-21). */
export const PER_DIEM_TYPES = ['NONE', 'STANDARD', 'TRAVEL', 'LOCAL', 'REGIONAL', 'NATIONAL'] as const;
export type PerDiemType = (typeof PER_DIEM_TYPES)[number];

/** U-16: both seeds' values. */
export const PROJECT_STATUSES = ['Active', 'Inactive', 'Completed', 'Cancelled'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const EMPLOYEE_STATUSES = ['Active', 'Inactive'] as const;
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
/** Pay groups (employeeClass). */
export const PAY_GROUPS = ['WKLYHRLY', 'BIWKLYHRLY'] as const;
export type PayGroup = (typeof PAY_GROUPS)[number];

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

export const CORRECTION_TYPES = [
  'ADD_DRIVE_MILES',
  'ADD_FLY_MILES',
  'ADD_WORK_HOURS',
  'UPDATE_PER_DIEM',
  'UPDATE_TRUCK_ALLOWANCE',
] as const;
export type CorrectionType = (typeof CORRECTION_TYPES)[number];

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

/** Default class of a contract labor row (TS-CALC-12). */
export const DEFAULT_CONTRACTOR_CLASS = 'FIELD_LABOR';

/** Event names of the timesheet audit log, in the seeds' button words. Entries inside an event are add/delete/update. */
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

/** A project row of GET /projects: the picker's option plus what the project list shows (contract, U-46). */
export const projectListItemSchema = z.object({
  ...projectOptionSchema.shape,
  customerId: z.number().int(),
  customerName: z.string(),
  pmEmployeeId: z.number().int().nullable(),
  pmFirstName: z.string().nullable(),
  pmLastName: z.string().nullable(),
  prevailingWage: z.boolean(),
});
export type ProjectListItem = z.infer<typeof projectListItemSchema>;

/** Query of GET /projects. `status` takes one status or a comma-separated list ('Inactive,Completed,Cancelled'). */
export const projectQuerySchema = z.object({
  status: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(PROJECT_STATUSES)).min(1))
    .optional(),
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(1).max(500).optional(),
});
export type ProjectQuery = z.infer<typeof projectQuerySchema>;
