import * as z from 'zod/mini';
import { DATE_INPUT_INVALID } from './dates.ts';
import {
  DEPARTMENTS,
  EMPLOYEE_STATUSES,
  NONE_OPTION,
  PAY_GROUPS,
  PER_DIEM_TABLE_TYPES,
  PROJECT_STATUSES,
} from './enums.ts';
import { normaliseProjectNumber } from './project-number.ts';

/** Messages of seed 001 §5 (and U-56, U-57 where the seed gives a pattern only). */
export const MASTER_DATA_MSG = {
  projectNumberEmpty: 'Project Number cannot be empty',
  projectNumberPattern:
    'Please enter a valid Project Number ex: P-(13-99) (A-Z) (A-Z or 0-9)x2 (1-99) (A-Z or 0-9)x0-3',
  statusRequired: 'Must select a status',
  descriptionEmpty: 'Description cannot be empty',
  addressEmpty: 'Address cannot be empty',
  cityEmpty: 'City cannot be empty',
  stateCodeLength: 'State Abbreviation must contain 2 letters',
  stateCodeLetters: 'State Abbreviation can only contain letters',
  zipLength: 'Zip code must contain 5 numbers',
  zipDigits: 'Zip code can only contain numbers',
  customerExternalIdEmpty: 'Acumatica ID cannot be empty',
  customerNameBlank: 'Customer name cannot be blank',
  accumaticaIdBlank: 'Acumatica ID cannot be blank',
  payrollProviderIdBlank: 'Payroll Provider ID cannot be blank',
  firstNameBlank: 'First name cannot be blank',
  lastNameBlank: 'Last name cannot be blank',
  nameNumeric: 'Name cannot contain numbers',
  employeeClassInvalid: 'Please enter a valid employee class',
  departmentInvalid: 'Please enter a valid department',
  laborItemInvalid: 'Please enter a valid labor item',
  perDiemEligibilityRequired: 'Must select Per Diem eligibility',
  roleNameEmpty: 'Role Name cannot be empty',
  roleExists: 'Role already exists',
  perDiemAmountBlank: 'Per diem amount cannot be blank',
  perDiemAmountPositive: 'Only positive numbers are allowed',
  correctionDateRequired: 'Please select a date for the standalone correction',
  reportProjectEmpty: 'Project cannot be empty',
  reportStartRequired: 'Start Date is required if an End Date is specified.',
  reportEndRequired: 'End Date is required if a Start Date is specified.',
  reportStartAfterEnd: 'Start Date must be less than or equal to End Date',
  dateInputInvalid: DATE_INPUT_INVALID,
} as const;

/** 'Must be in the form of username@domain ({email})' with the typed value (U-37). */
export const emailFormatMessage = (email: string): string =>
  `Must be in the form of username@domain (${email})`;

const PROJECT_NUMBER = /^P-?(1[3-9]|[2-9]\d)[A-Z][A-Z0-9]{2}(0[1-9]|[1-9]\d)[A-Z0-9]{0,3}$/;
const PROJECT_NUMBER_MAX = 15;

/** Project number: checked on the normalised form, stored normalised (PROJECTS-18…21, U-39). */
export const projectNumberSchema = z.pipe(
  z.pipe(z.string({ error: MASTER_DATA_MSG.projectNumberEmpty }), z.transform(normaliseProjectNumber)),
  z
    .string()
    .check(
      z.minLength(1, MASTER_DATA_MSG.projectNumberEmpty),
      z.maxLength(PROJECT_NUMBER_MAX, MASTER_DATA_MSG.projectNumberPattern),
      z.regex(PROJECT_NUMBER, MASTER_DATA_MSG.projectNumberPattern),
    ),
);

const required = (message: string) => z.string({ error: message }).check(z.trim(), z.minLength(1, message));

/** Exactly two letters (PROJECTS-24, EMPLOYEES-16); upper-cased. */
export const stateCodeSchema = z.pipe(
  z
    .string({ error: MASTER_DATA_MSG.stateCodeLength })
    .check(
      z.trim(),
      z.regex(/^[A-Za-z]*$/, MASTER_DATA_MSG.stateCodeLetters),
      z.length(2, MASTER_DATA_MSG.stateCodeLength),
    ),
  z.transform((value: string) => value.toUpperCase()),
);

export const zipCodeSchema = z
  .string({ error: MASTER_DATA_MSG.zipLength })
  .check(z.trim(), z.regex(/^\d*$/, MASTER_DATA_MSG.zipDigits), z.length(5, MASTER_DATA_MSG.zipLength));

const booleanish = z.pipe(
  z.transform((value: unknown) =>
    value === '1' || value === 1 ? true : value === '0' || value === 0 ? false : value,
  ),
  z.boolean(),
);
const id = z.pipe(z.coerce.number(), z.int().check(z.positive()));
const version = z.optional(z.int().check(z.nonnegative()));

/** The fallback project manager (PROJECTS-28). */
export const FALLBACK_PM_EMPLOYEE_ID = 3;

export const projectFormSchema = z.object({
  projectNumber: projectNumberSchema,
  status: z.enum(PROJECT_STATUSES, { error: MASTER_DATA_MSG.statusRequired }),
  customerId: z.nullish(id),
  description: required(MASTER_DATA_MSG.descriptionEmpty),
  address: required(MASTER_DATA_MSG.addressEmpty),
  city: required(MASTER_DATA_MSG.cityEmpty),
  stateCode: stateCodeSchema,
  zipCode: zipCodeSchema,
  pmEmployeeId: z._default(id, FALLBACK_PM_EMPLOYEE_ID),
  prevailingWage: z._default(booleanish, false),
  perDiemTableType: z._default(z.enum(PER_DIEM_TABLE_TYPES), 'DEFAULT'),
  version,
});
export type ProjectForm = z.output<typeof projectFormSchema>;

export const customerFormSchema = z.object({
  customerExternalId: required(MASTER_DATA_MSG.customerExternalIdEmpty),
  customerName: required(MASTER_DATA_MSG.customerNameBlank),
  version,
});
export type CustomerForm = z.output<typeof customerFormSchema>;

/** Names are required and not purely numeric (U-23). */
const personName = (blankMessage: string) =>
  required(blankMessage).check(
    z.refine((value: string) => !/^\d+$/.test(value), MASTER_DATA_MSG.nameNumeric),
  );

const notNone = (message: string) =>
  z
    .string({ error: message })
    .check(
      z.refine(
        (value: string) => value !== NONE_OPTION && value.trim() !== '' && value.trim() !== '-',
        message,
      ),
    );

const money = z._default(z.pipe(z.coerce.number(), z.number().check(z.nonnegative(), z.multipleOf(0.01))), 0);

export const employeeFormSchema = z.object({
  accumaticaId: required(MASTER_DATA_MSG.accumaticaIdBlank),
  payrollProviderId: required(MASTER_DATA_MSG.payrollProviderIdBlank),
  firstName: personName(MASTER_DATA_MSG.firstNameBlank),
  lastName: personName(MASTER_DATA_MSG.lastNameBlank),
  email: z.pipe(
    z.nullish(
      z.string().check(
        z.trim(),
        z.superRefine((value: string, context) => {
          if (value && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
            context.addIssue({ code: 'custom', message: emailFormatMessage(value), input: value });
          }
        }),
      ),
    ),
    z.transform((value: string | null | undefined) => (value ? value : null)),
  ),
  stateCode: stateCodeSchema,
  employeeClass: z.pipe(
    notNone(MASTER_DATA_MSG.employeeClassInvalid),
    z.enum(PAY_GROUPS, { error: MASTER_DATA_MSG.employeeClassInvalid }),
  ),
  department: z.pipe(
    notNone(MASTER_DATA_MSG.departmentInvalid),
    z.enum(DEPARTMENTS, { error: MASTER_DATA_MSG.departmentInvalid }),
  ),
  laborItem: notNone(MASTER_DATA_MSG.laborItemInvalid),
  primaryJobClass: z.nullish(z.string().check(z.trim())),
  employeeStatus: z.enum(EMPLOYEE_STATUSES, { error: MASTER_DATA_MSG.statusRequired }),
  perDiemEligible: z.pipe(
    z.transform((value: unknown) =>
      value === '' || value === null || value === undefined ? undefined : Number(value),
    ),
    z.literal([0, 1], { error: MASTER_DATA_MSG.perDiemEligibilityRequired }),
  ),
  truckAllowance: money,
  weeklyTruckAllowance: money,
  roleIds: z._default(z.array(id), []),
  version,
});
export type EmployeeForm = z.output<typeof employeeFormSchema>;

/** Role names are unique, trimmed and compared case-insensitively; on edit only when the name changed (ROLES-07/08). */
export const roleNameTaken = (
  name: string,
  existingNames: readonly string[],
  originalName?: string,
): boolean => {
  const key = (value: string) => value.trim().toLowerCase();
  if (originalName !== undefined && key(originalName) === key(name)) return false;
  return existingNames.some((existing) => key(existing) === key(name));
};

export const roleFormSchema = z.object({
  name: required(MASTER_DATA_MSG.roleNameEmpty),
  homePage: z.pipe(
    z.nullish(z.string()),
    z.transform((value: string | null | undefined) => (value ? value : null)),
  ),
  permissions: z._default(z.array(z.string()), []),
  version,
});
export type RoleForm = z.output<typeof roleFormSchema>;

/** Custom per diem amounts: required, non-negative integers (PROJECTS-45/46). */
export const perDiemAmountSchema = z.pipe(
  z.pipe(
    z.transform((value: unknown) => (value === null || value === undefined ? '' : String(value).trim())),
    z.string().check(
      // abort: a blank amount reports only that it is blank.
      z.minLength(1, { error: MASTER_DATA_MSG.perDiemAmountBlank, abort: true }),
      z.regex(/^\d+$/, MASTER_DATA_MSG.perDiemAmountPositive),
    ),
  ),
  z.transform(Number),
);

export interface ReportCriteria {
  projectId: string | number | null | undefined;
  startDate?: string | null;
  endDate?: string | null;
}

/** The timesheets report form (REPORTS-04…07): returns field → message. */
export const reportCriteriaErrors = (
  criteria: ReportCriteria,
): Partial<Record<'projectId' | 'startDate' | 'endDate', string>> => {
  const errors: Partial<Record<'projectId' | 'startDate' | 'endDate', string>> = {};
  if (criteria.projectId === null || criteria.projectId === undefined || criteria.projectId === '') {
    errors.projectId = MASTER_DATA_MSG.reportProjectEmpty;
  }
  if (criteria.endDate && !criteria.startDate) errors.startDate = MASTER_DATA_MSG.reportStartRequired;
  if (criteria.startDate && !criteria.endDate) errors.endDate = MASTER_DATA_MSG.reportEndRequired;
  if (criteria.startDate && criteria.endDate && criteria.startDate > criteria.endDate) {
    errors.startDate = MASTER_DATA_MSG.reportStartAfterEnd;
  }
  return errors;
};

/** The standalone correction date lies in its payroll period (CORRECTIONS-12/13); dates yyyy-MM-dd. */
export const standaloneCorrectionDateError = (
  correctionDate: string | null | undefined,
  period: { startDate: string; endDate: string },
): string | null => {
  if (!correctionDate) return MASTER_DATA_MSG.correctionDateRequired;
  if (correctionDate < period.startDate || correctionDate > period.endDate) {
    return `Choose a date between ${period.startDate} and ${period.endDate}`;
  }
  return null;
};
