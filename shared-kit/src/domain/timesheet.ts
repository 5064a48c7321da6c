import { z } from 'zod';
import { TIMESHEET_STATES } from './states.ts';

/** Timesheet summary as lists, dashboards and the other-timesheets dropdown use it (seed 000 §3). */
export const timesheetSummarySchema = z.object({
  timesheetId: z.number().int(),
  projectId: z.number().int(),
  projectNumber: z.string(),
  date: z.string(),
  dayOfWeek: z.string(),
  state: z.enum(TIMESHEET_STATES),
  creatorEmployeeId: z.number().int(),
  creatorEmployeeFirstName: z.string(),
  creatorEmployeeLastName: z.string(),
  totalHours: z.number(),
  version: z.number().int(),
});
export type TimesheetSummary = z.infer<typeof timesheetSummarySchema>;

/** Query parameters of GET /timesheets (API-05); dates yyyy-MM-dd. */
export const timesheetQuerySchema = z.object({
  startDate: z.iso.date().optional(),
  endDate: z.iso.date().optional(),
  creatorEmployeeId: z.coerce.number().int().positive().optional(),
  projectManagerEmployeeId: z.coerce.number().int().positive().optional(),
  projectId: z.coerce.number().int().positive().optional(),
  state: z.enum(TIMESHEET_STATES).optional(),
  prevailingWage: z.enum(['true', 'false']).optional(),
  hydrate: z.enum(['true', 'false']).optional(),
  calcTotalHours: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(1).max(500).optional(),
});
export type TimesheetQuery = z.infer<typeof timesheetQuerySchema>;

/** "1 Hour", "2.5 Hours" (TS-DETAIL-18). */
export const formatHours = (hours: number): string => `${hours} ${hours === 1 ? 'Hour' : 'Hours'}`;

/** Project option for pickers (seed 001 §3). */
export const projectOptionSchema = z.object({
  projectId: z.number().int(),
  projectNumber: z.string(),
  city: z.string(),
  stateCode: z.string(),
  description: z.string(),
  status: z.string(),
});
export type ProjectOption = z.infer<typeof projectOptionSchema>;
