import * as z from 'zod/mini';
import { pageQueryShape } from './paging.ts';
import { PROJECT_STATUSES } from './enums.ts';
import { PAYROLL_PERIOD_STATES, TIMESHEET_STATES } from './states.ts';

/** Timesheet summary as lists, dashboards and the other-timesheets dropdown use it (seed 000 §3). */
export const timesheetSummarySchema = z.object({
  timesheetId: z.int(),
  projectId: z.int(),
  projectNumber: z.string(),
  date: z.string(),
  dayOfWeek: z.string(),
  state: z.enum(TIMESHEET_STATES),
  creatorEmployeeId: z.int(),
  creatorEmployeeFirstName: z.string(),
  creatorEmployeeLastName: z.string(),
  totalHours: z.number(),
  version: z.int(),
});
export type TimesheetSummary = z.infer<typeof timesheetSummarySchema>;

/** An id from a query string or form value: a positive whole number. */
export const positiveId = z.pipe(z.coerce.number(), z.int().check(z.positive()));

/** The summary list GET /timesheets returns. */
export const timesheetSummaryListSchema = z.array(timesheetSummarySchema);

/** A summary with `hydrate=true`: what the approver board groups by and marks (project, PM, payroll period). */
export const hydratedTimesheetSummarySchema = z.object({
  ...timesheetSummarySchema.shape,
  projectDescription: z.string(),
  prevailingWage: z.boolean(),
  pmEmployeeId: z.nullable(z.int()),
  pmFirstName: z.nullable(z.string()),
  pmLastName: z.nullable(z.string()),
  payrollPeriodId: z.int(),
  payrollPeriodState: z.enum(PAYROLL_PERIOD_STATES),
});
export type HydratedTimesheetSummary = z.infer<typeof hydratedTimesheetSummarySchema>;

/** "1 Hour", "2.5 Hours" (TS-DETAIL-18). */
export const formatHours = (hours: number): string => `${hours} ${hours === 1 ? 'Hour' : 'Hours'}`;

/** Project option for pickers (seed 001 §3). */
export const projectOptionSchema = z.object({
  projectId: z.int(),
  projectNumber: z.string(),
  city: z.string(),
  stateCode: z.string(),
  description: z.string(),
  status: z.string(),
});
export type ProjectOption = z.infer<typeof projectOptionSchema>;

/** A project row of GET /projects: the picker's option plus what the project list shows (U-46). */
export const projectListItemSchema = z.object({
  ...projectOptionSchema.shape,
  customerId: z.int(),
  customerName: z.string(),
  pmEmployeeId: z.nullable(z.int()),
  pmFirstName: z.nullable(z.string()),
  pmLastName: z.nullable(z.string()),
  prevailingWage: z.boolean(),
});
export type ProjectListItem = z.infer<typeof projectListItemSchema>;

/** Query of GET /projects. `status` takes one status or a comma-separated list ('Inactive,Completed,Cancelled'). */
export const projectQuerySchema = z.object({
  status: z.optional(
    z.pipe(
      z.pipe(
        z.string(),
        z.transform((value: string) =>
          value
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean),
        ),
      ),
      z.array(z.enum(PROJECT_STATUSES)).check(z.minLength(1)),
    ),
  ),
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  ...pageQueryShape,
});
export type ProjectQuery = z.infer<typeof projectQuerySchema>;

// The answer of GET /timesheets/exists is read by 'shared-kit/resources/timesheets', on the foreman's first screens, so
// it is on the root; its query (a superRefine) is the api's check, with the timesheet's writes in api-timesheets.ts.

/** A timesheet of the asked days that the caller may open (their own, or any for an approver-wide user, U-20). */
export const viewableTimesheetSchema = z.object({
  timesheetId: z.number(),
  date: z.string(),
  creatorEmployeeFirstName: z.string(),
  creatorEmployeeLastName: z.string(),
});
export type ViewableTimesheet = z.infer<typeof viewableTimesheetSchema>;

/**
 * GET /timesheets/exists: whether any timesheet, whoever created it, is for that project on the asked days (`exists`),
 * on which of them (`dates`, ascending), and of those the ones the caller may open (`viewable`, by date): another
 * foreman's timesheet is counted, never named, for an own-only user.
 */
export const timesheetExistsSchema = z.object({
  exists: z.boolean(),
  dates: z.array(z.string()),
  viewable: z.array(viewableTimesheetSchema),
});
export type TimesheetExists = z.infer<typeof timesheetExistsSchema>;
