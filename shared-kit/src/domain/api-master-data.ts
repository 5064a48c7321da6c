import * as z from 'zod/mini';
import { pageQueryShape } from './paging.ts';
import { EMPLOYEE_STATUSES, PER_DIEM_TABLE_TYPES, PER_DIEM_TYPES, PROJECT_STATUSES } from './enums.ts';
import { perDiemAmountSchema } from './master-data.ts';
import { projectQuerySchema } from './timesheet.ts';
import { CUSTOMER_SORT_FIELDS, EMPLOYEE_SORT_FIELDS, PROJECT_SORT_FIELDS } from './sort-fields.ts';

/**
 * Payloads of the master-data api (projects, customers, employees, catalogs) that the form schemas of
 * master-data.ts do not cover: list queries, the roster, equipment and per diem table writes, the rate lookup.
 */

const search = z.optional(z.string().check(z.trim(), z.maxLength(100)));
const id = z.pipe(z.coerce.number(), z.int().check(z.positive()));
const version = z.optional(z.int().check(z.nonnegative()));

/** `sort=field` ascending or `sort=-field` descending, field from a fixed list. */
export interface SortOrder<Field extends string> {
  field: Field;
  direction: 'asc' | 'desc';
}
const sortOf = <const Fields extends readonly [string, ...string[]]>(fields: Fields) =>
  z.optional(
    z.pipe(
      z
        .string()
        .check(
          z.refine(
            (value: string) => fields.includes(value.replace(/^-/, '')),
            `Sort by one of: ${fields.join(', ')} (prefix - for descending)`,
          ),
        ),
      z.transform((value: string): SortOrder<Fields[number]> => ({
        field: value.replace(/^-/, ''),
        direction: value.startsWith('-') ? 'desc' : 'asc',
      })),
    ),
  );

/** 'true'/'1' → true, 'false'/'0' → false (query strings and the eligibility select's 0/1). */
const queryBoolean = z.optional(
  z.pipe(
    z.transform((value: unknown) =>
      value === 'true' || value === '1' || value === 1 || value === true
        ? true
        : value === 'false' || value === '0' || value === 0 || value === false
          ? false
          : value,
    ),
    z.boolean({ error: 'Use true or false' }),
  ),
);

/** GET /projects: the picker query plus `sort` for the project list (PROJECTS-05). */
export const projectListQuerySchema = z.object({
  ...projectQuerySchema.shape,
  sort: sortOf(PROJECT_SORT_FIELDS),
});
export type ProjectListQuery = z.output<typeof projectListQuerySchema>;

/** GET /customers: search finds the Acumatica ID or the name (U-46). */
export const customerQuerySchema = z.object({
  search,
  sort: sortOf(CUSTOMER_SORT_FIELDS),
  ...pageQueryShape,
});
export type CustomerQuery = z.output<typeof customerQuerySchema>;

/** GET /employees: name search, eligibility filter (EMPLOYEES-02), status, project-manager candidates (PROJECTS-26). */
export const employeeQuerySchema = z.object({
  search,
  perDiemEligible: queryBoolean,
  status: z.optional(z.enum(EMPLOYEE_STATUSES)),
  projectManagerCandidates: queryBoolean,
  sort: sortOf(EMPLOYEE_SORT_FIELDS),
  ...pageQueryShape,
});
export type EmployeeQuery = z.output<typeof employeeQuerySchema>;

export const ROSTER_MSG = {
  duplicate: 'An employee can be on the roster only once',
  deprecatedPerDiem: 'Standard and Travel per diem cannot be chosen on the roster',
  employeeRequired: 'Choose an employee',
  jobClassRequired: 'Choose a job class',
} as const;

/** One Manpower row; per diem type defaults to NONE (PROJECTS-34) and may not be STANDARD or TRAVEL (U-17). */
export const projectEmployeeInputSchema = z.object({
  employeeId: z.pipe(
    z.coerce.number({ error: ROSTER_MSG.employeeRequired }),
    z.int({ error: ROSTER_MSG.employeeRequired }).check(z.positive(ROSTER_MSG.employeeRequired)),
  ),
  jobClass: z
    .string({ error: ROSTER_MSG.jobClassRequired })
    .check(z.trim(), z.minLength(1, ROSTER_MSG.jobClassRequired)),
  perDiemType: z.pipe(
    z.transform((value: unknown) =>
      value === null || value === undefined || value === '' ? 'NONE' : String(value).toUpperCase(),
    ),
    z
      .enum(PER_DIEM_TYPES)
      .check(
        z.refine((value: string) => value !== 'STANDARD' && value !== 'TRAVEL', ROSTER_MSG.deprecatedPerDiem),
      ),
  ),
});

/** PUT /projects/{id}/roster: the whole roster replaces the stored one (API-33). */
export const projectRosterSchema = z
  .object({
    projectEmployees: z.array(projectEmployeeInputSchema),
    version,
  })
  .check(
    z.superRefine((roster, context) => {
      const seen = new Set<number>();
      roster.projectEmployees.forEach((row, index) => {
        if (seen.has(row.employeeId)) {
          context.addIssue({
            code: 'custom',
            message: ROSTER_MSG.duplicate,
            path: ['projectEmployees', index, 'employeeId'],
            input: row.employeeId,
          });
        }
        seen.add(row.employeeId);
      });
    }),
  );
export type ProjectRosterInput = z.output<typeof projectRosterSchema>;

export const EQUIPMENT_MSG = {
  equipmentRequired: 'Choose a piece of equipment',
  quantity: 'Quantity must be a whole number of at least 1',
} as const;

/** PUT /projects/{id}/equipment (API-35): the whole list replaces the stored one. */
export const projectEquipmentSchema = z.object({
  projectId: z.optional(id),
  equipment: z.array(
    z.object({
      equipmentId: z.pipe(
        z.coerce.number({ error: EQUIPMENT_MSG.equipmentRequired }),
        z.int().check(z.positive()),
      ),
      quantity: z.pipe(
        z.coerce.number({ error: EQUIPMENT_MSG.quantity }),
        z.int({ error: EQUIPMENT_MSG.quantity }).check(z.gte(1, EQUIPMENT_MSG.quantity), z.lte(100000)),
      ),
      vendor: z.pipe(
        z.nullish(z.string().check(z.trim(), z.maxLength(200))),
        z.transform((value: string | null | undefined) => (value ? value : null)),
      ),
    }),
  ),
  version,
});
export type ProjectEquipmentInput = z.output<typeof projectEquipmentSchema>;

/** The columns a custom table may change (U-51); Standard and Travel are read-only and deprecated (PROJECTS-44). */
export const EDITABLE_PER_DIEM_TYPES = ['LOCAL', 'REGIONAL', 'NATIONAL'] as const;

/** PUT /projects/{id}/per-diem-rate-table (API-34): rate records; amounts checked with perDiemAmountSchema. */
export const projectPerDiemTableSchema = z.object({
  type: z.enum(PER_DIEM_TABLE_TYPES, { error: 'Choose a per diem table type' }),
  perDiemRates: z._default(
    z.array(
      z.object({
        jobClass: z.string().check(z.trim(), z.minLength(1)),
        perDiemType: z.pipe(
          z.pipe(
            z.string(),
            z.transform((value: string) => value.toUpperCase()),
          ),
          z.enum(PER_DIEM_TYPES),
        ),
        rate: perDiemAmountSchema,
      }),
    ),
    [],
  ),
  version,
});
export type ProjectPerDiemTableInput = z.output<typeof projectPerDiemTableSchema>;

const miles = z.pipe(
  z.transform((value: unknown): unknown =>
    value === '' || value === null || value === undefined ? 0 : value,
  ),
  z.pipe(z.coerce.number(), z.number().check(z.nonnegative())),
);

/** GET /projects/{id}/per-diem-rate (API-21, TS-CALC-08): perDiemType upper-cased, NONE when empty. */
export const perDiemRateQuerySchema = z.object({
  jobClass: z.optional(z.string().check(z.trim())),
  perDiemType: z.pipe(
    z.transform((value: unknown) =>
      value === undefined || value === null || value === '' ? 'NONE' : String(value).toUpperCase(),
    ),
    z.enum(PER_DIEM_TYPES),
  ),
  driveMiles: miles,
  flyMiles: miles,
  workHours: miles,
});
export type PerDiemRateQuery = z.output<typeof perDiemRateQuerySchema>;

/** Response of GET /projects/{id}/per-diem-rate. */
export const perDiemRateSchema = z.object({
  projectId: z.int(),
  tableType: z.enum(PER_DIEM_TABLE_TYPES),
  jobClass: z.nullable(z.string()),
  perDiemType: z.enum(PER_DIEM_TYPES),
  rate: z.number(),
});
export type PerDiemRate = z.output<typeof perDiemRateSchema>;

/** A row of a per diem table (PROJECTS-43): one job class, a rate per column; null where no rate is set. */
export const perDiemRateRowSchema = z.object({
  jobClass: z.string(),
  jobClassAbbreviation: z.string(),
  sortOrder: z.int(),
  standard: z.nullable(z.number()),
  travel: z.nullable(z.number()),
  local: z.nullable(z.number()),
  regional: z.nullable(z.number()),
  national: z.nullable(z.number()),
});
export type PerDiemRateRow = z.output<typeof perDiemRateRowSchema>;

export const perDiemRateTableSchema = z.object({
  type: z.enum(PER_DIEM_TABLE_TYPES),
  rows: z.array(perDiemRateRowSchema),
});
export type PerDiemRateTable = z.output<typeof perDiemRateTableSchema>;

/** URL names of the shared tables (API-46…52). */
export const PER_DIEM_TABLE_SLUGS = {
  default: 'DEFAULT',
  'region-hawaii': 'REGION_HAWAII',
  'region-texas': 'REGION_TEXAS',
  'region-pennsylvania': 'REGION_PENNSYLVANIA',
  'region-kentucky': 'REGION_KENTUCKY',
  'region-california': 'REGION_CALIFORNIA',
  'prevailing-wage': 'PREVAILING_WAGE',
} as const;

export const projectEmployeeSchema = z.object({
  projectEmployeeId: z.int(),
  employeeId: z.int(),
  jobClass: z.string(),
  perDiemType: z.enum(PER_DIEM_TYPES),
  employeeFirstName: z.string(),
  employeeLastName: z.string(),
  employeePrimaryJobClass: z.nullable(z.string()),
  employeeStateCode: z.string(),
  employeeStatus: z.enum(EMPLOYEE_STATUSES),
  employeePerDiemEligible: z.boolean(),
});
export type ProjectEmployee = z.output<typeof projectEmployeeSchema>;

export const projectEquipmentItemSchema = z.object({
  projectEquipmentId: z.int(),
  equipmentId: z.int(),
  equipmentName: z.string(),
  quantity: z.int(),
  vendor: z.nullable(z.string()),
});

/** GET /projects/{id} (PROJECTS-16). */
export const projectDetailSchema = z.object({
  projectId: z.int(),
  projectNumber: z.string(),
  status: z.enum(PROJECT_STATUSES),
  customerId: z.int(),
  customerName: z.string(),
  description: z.string(),
  address: z.string(),
  city: z.string(),
  stateCode: z.string(),
  zipCode: z.string(),
  pmEmployeeId: z.nullable(z.int()),
  pmFirstName: z.nullable(z.string()),
  pmLastName: z.nullable(z.string()),
  prevailingWage: z.boolean(),
  perDiemRateTable: perDiemRateTableSchema,
  projectEmployees: z.array(projectEmployeeSchema),
  equipment: z.array(projectEquipmentItemSchema),
  version: z.int(),
});
export type ProjectDetail = z.output<typeof projectDetailSchema>;

export const customerSchema = z.object({
  customerId: z.int(),
  customerExternalId: z.string(),
  customerName: z.string(),
  version: z.int(),
});
export type Customer = z.output<typeof customerSchema>;

/** GET /employees/{id} (EMPLOYEES-09); list items are the same without roleIds. */
export const employeeListItemSchema = z.object({
  employeeId: z.int(),
  accumaticaId: z.string(),
  payrollProviderId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.nullable(z.string()),
  stateCode: z.string(),
  employeeClass: z.string(),
  department: z.string(),
  laborItem: z.string(),
  primaryJobClass: z.nullable(z.string()),
  employeeStatus: z.enum(EMPLOYEE_STATUSES),
  perDiemEligible: z.union([z.literal(0), z.literal(1)]),
  truckAllowance: z.number(),
  weeklyTruckAllowance: z.number(),
  version: z.int(),
});
export type EmployeeListItem = z.output<typeof employeeListItemSchema>;
export const employeeSchema = z.object({ ...employeeListItemSchema.shape, roleIds: z.array(z.int()) });
export type EmployeeDetail = z.output<typeof employeeSchema>;

export const jobClassSchema = z.object({ title: z.string(), abbreviation: z.string(), sortOrder: z.int() });
/** A job class of GET /job-classes (API-23), in sort order. */
export type JobClass = z.infer<typeof jobClassSchema>;
export const laborItemSchema = z.object({ laborItem: z.string(), jobClass: z.string() });
export const equipmentSchema = z.object({ equipmentId: z.int(), name: z.string(), category: z.string() });
