import type { z } from 'zod';
import {
  apiErrorBodySchema,
  customerFormSchema,
  customerSchema,
  employeeFormSchema,
  employeeListItemSchema,
  employeeSchema,
  hydratedTimesheetSummarySchema,
  payrollPeriodViewSchema,
  payrollRosterRowSchema,
  payrollRosterUpdateSchema,
  projectCorrectionInputSchema,
  projectCorrectionViewSchema,
  projectDetailSchema,
  projectEquipmentSchema,
  projectFormSchema,
  projectListItemSchema,
  projectPerDiemTableSchema,
  projectRosterSchema,
  roleFormSchema,
  roleViewSchema,
  timesheetCorrectionViewSchema,
  timesheetCorrectionsBodySchema,
  timesheetDetailSchema,
  timesheetFormSchema,
  timesheetSummarySchema,
  timesheetTransitionBodySchema,
} from 'shared-kit/domain';

/**
 * The names under components/schemas of the shared-kit schemas the routes answer with: wherever a route's response
 * holds one of these schema objects, /openapi.json refers to it by name instead of repeating it. Names only; the
 * schemas themselves are the routes' own (RouteDoc.response).
 */
export const NAMED_RESPONSE_SCHEMAS: Record<string, z.core.$ZodType> = {
  ErrorBody: apiErrorBodySchema,
  TimesheetSummary: timesheetSummarySchema,
  HydratedTimesheetSummary: hydratedTimesheetSummarySchema,
  Timesheet: timesheetDetailSchema,
  TimesheetCorrection: timesheetCorrectionViewSchema,
  ProjectListItem: projectListItemSchema,
  Project: projectDetailSchema,
  PayrollPeriod: payrollPeriodViewSchema,
  PayrollRosterRow: payrollRosterRowSchema,
  ProjectCorrection: projectCorrectionViewSchema,
  Role: roleViewSchema,
  Customer: customerSchema,
  EmployeeListItem: employeeListItemSchema,
  Employee: employeeSchema,
};

/** The same for the request bodies (RouteDoc.body), described by what a client sends. */
export const NAMED_REQUEST_SCHEMAS: Record<string, z.core.$ZodType> = {
  TimesheetForm: timesheetFormSchema,
  TimesheetTransitionBody: timesheetTransitionBodySchema,
  TimesheetCorrectionsBody: timesheetCorrectionsBodySchema,
  ProjectForm: projectFormSchema,
  ProjectRoster: projectRosterSchema,
  ProjectEquipment: projectEquipmentSchema,
  ProjectPerDiemTable: projectPerDiemTableSchema,
  PayrollRosterUpdate: payrollRosterUpdateSchema,
  ProjectCorrectionInput: projectCorrectionInputSchema,
  RoleForm: roleFormSchema,
  CustomerForm: customerFormSchema,
  EmployeeForm: employeeFormSchema,
};
