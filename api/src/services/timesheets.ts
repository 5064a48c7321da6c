import {
  dayOfWeekName,
  seesAllTimesheets,
  type HydratedTimesheetSummary,
  type PayrollPeriodState,
  type TimesheetExists,
  type TimesheetExistsQuery,
  type TimesheetQuery,
  type TimesheetSummary,
} from 'shared-kit/domain';
import type { CurrentUser } from '../auth/current-user.ts';
import type { Db } from '../db/database.ts';
import {
  anyTimesheetOn,
  countTimesheets,
  listTimesheetSummaries,
  type TimesheetFilter,
  type TimesheetSummaryRow,
} from '../db/repositories/timesheets.ts';
import { pageRequestOf } from './paging.ts';

/**
 * The filter a user may run. Without an approver-wide permission `creatorEmployeeId` is forced to the user's own
 * id, whatever the query asked for: the server decides scope, the browser's choice is a courtesy.
 */
export const timesheetFilterFor = (user: CurrentUser, query: TimesheetQuery): TimesheetFilter => {
  const approverWide = seesAllTimesheets(user.permissions);
  const filter: TimesheetFilter = {
    startDate: query.startDate,
    endDate: query.endDate,
    creatorEmployeeId: approverWide ? query.creatorEmployeeId : user.employeeId,
    projectManagerEmployeeId: query.projectManagerEmployeeId,
    projectId: query.projectId,
    state: query.state,
    prevailingWage: query.prevailingWage === undefined ? undefined : query.prevailingWage === 'true',
  };
  return Object.fromEntries(
    Object.entries(filter).filter(([, value]) => value !== undefined),
  ) as TimesheetFilter;
};

const summaryOf = (
  row: TimesheetSummaryRow,
  hydrate: boolean,
): TimesheetSummary | HydratedTimesheetSummary => {
  const summary: TimesheetSummary = {
    timesheetId: row.timesheetId,
    projectId: row.projectId,
    projectNumber: row.projectNumber,
    date: row.date,
    dayOfWeek: dayOfWeekName(row.date),
    state: row.state as TimesheetSummary['state'],
    creatorEmployeeId: row.creatorEmployeeId,
    creatorEmployeeFirstName: row.creatorEmployeeFirstName,
    creatorEmployeeLastName: row.creatorEmployeeLastName,
    totalHours: row.totalHours,
    version: row.version,
  };
  if (!hydrate) return summary;
  return {
    ...summary,
    projectDescription: row.projectDescription,
    prevailingWage: row.prevailingWage,
    pmEmployeeId: row.pmEmployeeId,
    pmFirstName: row.pmFirstName,
    pmLastName: row.pmLastName,
    payrollPeriodId: row.payrollPeriodId,
    payrollPeriodState: row.payrollPeriodState as PayrollPeriodState,
  };
};

export interface TimesheetPage {
  items: (TimesheetSummary | HydratedTimesheetSummary)[];
  total: number;
}

export const listTimesheets = async (
  db: Db,
  user: CurrentUser,
  query: TimesheetQuery,
): Promise<TimesheetPage> => {
  const filter = timesheetFilterFor(user, query);
  const rows = await listTimesheetSummaries(db, filter, pageRequestOf(query));
  const total = await countTimesheets(db, filter);
  return { items: rows.map((row) => summaryOf(row, query.hydrate === 'true')), total };
};

/**
 * GET /timesheets/exists (TS-LIST-17, U-06): whether a timesheet of the project is already recorded for the day, by
 * anyone. It sees past the own-only scope of U-20 on purpose, so it answers that and nothing else (no id, creator,
 * state or count).
 */
export const timesheetExistsOn = async (db: Db, query: TimesheetExistsQuery): Promise<TimesheetExists> => ({
  exists: await anyTimesheetOn(db, query),
});
