import {
  dayOfWeekName,
  seesAllTimesheets,
  type HydratedTimesheetSummary,
  type PayrollPeriodState,
  type Permission,
  type TimesheetExists,
  type TimesheetExistsQuery,
  type TimesheetQuery,
  type TimesheetSummary,
} from 'shared-kit/domain';
import type { CurrentUser } from '../auth/current-user.ts';
import type { Db } from '../db/database.ts';
import {
  countTimesheets,
  listTimesheetSummaries,
  timesheetsOfProjectOnDays,
  type TimesheetFilter,
  type TimesheetSummaryRow,
} from '../db/repositories/timesheets.ts';
import { pageRequestOf } from './paging.ts';
import { canSee } from './timesheet-detail.ts';

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

/** Who may read timesheets at all (GET /timesheets, GET /timesheets/{id}); visibility within that is U-20's. */
export const TIMESHEET_READER_PERMISSIONS = [
  'Timesheets_View',
  'ForemanDashboard_View',
  'ApproverDashboard_View',
] as const satisfies readonly Permission[];

/**
 * GET /timesheets/exists (TS-LIST-17, U-06): which of the asked days already have a timesheet of the project, by
 * anyone. It sees past the own-only scope of U-20 on purpose, so of another creator's timesheet it tells only the day;
 * ids and creators are given for the timesheets the caller could open anyway (`viewable`, as GET /timesheets/{id}).
 */
export const timesheetExistsOn = async (
  db: Db,
  user: CurrentUser,
  query: TimesheetExistsQuery,
): Promise<TimesheetExists> => {
  const rows = await timesheetsOfProjectOnDays(db, {
    projectId: query.projectId,
    startDate: query.date ?? query.startDate ?? '',
    endDate: query.date ?? query.endDate ?? '',
  });
  const reads = TIMESHEET_READER_PERMISSIONS.some((permission) => user.permissions.has(permission));
  return {
    exists: rows.length > 0,
    dates: [...new Set(rows.map((row) => row.date))],
    viewable: rows
      .filter((row) => reads && canSee(user, row))
      .map(({ timesheetId, date, creatorEmployeeFirstName, creatorEmployeeLastName }) => ({
        timesheetId,
        date,
        creatorEmployeeFirstName,
        creatorEmployeeLastName,
      })),
  };
};
