import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endOfMonth, endOfWeek, startOfMonth, startOfWeek } from 'date-fns';
import { MAX_PAGE_SIZE, hasPermission, seesAllTimesheets, toApiDate } from 'shared-kit';
import type { Page, SignedInUser, TimesheetState } from 'shared-kit';
import { projectPageQueryOptions } from 'shared-kit/resources/projects';
import { timesheetExistsQueryOptions, timesheetPageQueryOptions } from 'shared-kit/resources/timesheets';

/** CONST-13 / seed §9. */
export const TIMESHEET_LIST_PAGE_SIZE = 7;
export const PROJECT_PICKER_PAGE_SIZE = 10;
/** The project filter is a plain select: enough for every project the company runs (the api's largest page). */
export const PROJECT_FILTER_LIMIT = MAX_PAGE_SIZE;

/** U-20: approver-wide lists every foreman's timesheets; anyone else sees only their own (the api's rule). */
export const canListApproverWide = (user: SignedInUser | null): boolean =>
  user !== null && seesAllTimesheets({ has: (permission) => hasPermission(user, permission) });

/** One page of the Timesheet list (TS-LIST-09…11). */
export interface TimesheetListQuery {
  startDate: string;
  endDate: string;
  projectId: number | null;
  state: TimesheetState | null;
  /** null: approver-wide (U-20) */
  creatorEmployeeId: number | null;
  page: number;
}

/** The list query of `user`: approver-wide, or only the user's own timesheets (TS-LIST-09/10, U-20). */
export const creatorFilterFor = (user: SignedInUser): number | null =>
  canListApproverWide(user) ? null : user.employeeId;

/** GET /timesheets: one page of 7 with the filters and total hours. */
export const timesheetListQueryOptions = (query: TimesheetListQuery) =>
  timesheetPageQueryOptions({ ...query, pageSize: TIMESHEET_LIST_PAGE_SIZE, calcTotalHours: true });

/** The list's rows; waits while the signed-in user is not known. Keeps the previous page on screen while paging. */
export const useTimesheetPage = (query: TimesheetListQuery | null) =>
  useQuery({
    ...timesheetListQueryOptions(
      query ?? { startDate: '', endDate: '', projectId: null, state: null, creatorEmployeeId: null, page: 1 },
    ),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });

const itemsOf = <Item>(page: Page<Item>) => page.items;

/** Projects of the list's project filter (any status: old weeks may belong to finished projects). */
export const useFilterProjects = () =>
  useQuery({
    ...projectPageQueryOptions({ page: 1, pageSize: PROJECT_FILTER_LIMIT }),
    select: itemsOf,
    staleTime: 5 * 60_000,
  });

/** One page of the 'Create Blank Timesheet' picker: Active projects only, searched by number (TS-LIST-12…14). */
export interface ActiveProjectQuery {
  search: string;
  page: number;
}

export const activeProjectPageQueryOptions = ({ search, page }: ActiveProjectQuery) =>
  projectPageQueryOptions({
    status: 'Active',
    search: search.trim() === '' ? undefined : search.trim(),
    page,
    pageSize: PROJECT_PICKER_PAGE_SIZE,
  });

export const useActiveProjectPage = (query: ActiveProjectQuery) =>
  useQuery({ ...activeProjectPageQueryOptions(query), placeholderData: keepPreviousData });

/**
 * U-06: whether a timesheet of the project exists on the date, whoever created it (drives the 'Caution' warning), and
 * the ones of them this user may open.
 */
export const useTimesheetExists = (query: { projectId: number; date: string | null }) =>
  useQuery({
    ...timesheetExistsQueryOptions({ projectId: query.projectId, date: query.date ?? '' }),
    enabled: query.date !== null,
  });

/** The days a calendar page shows: whole weeks, Monday first, from the month's first day to its last. */
export const calendarPageOf = (month: Date): { startDate: string; endDate: string } => ({
  startDate: toApiDate(startOfWeek(startOfMonth(month), { weekStartsOn: 1 })),
  endDate: toApiDate(endOfWeek(endOfMonth(month), { weekStartsOn: 1 })),
});

/** The days of the shown calendar page that already have a timesheet of the project, by anyone (one request a month). */
export const useTimesheetDays = (query: { projectId: number; month: Date | null }) =>
  useQuery({
    ...timesheetExistsQueryOptions({
      projectId: query.projectId,
      ...(query.month ? calendarPageOf(query.month) : { startDate: '', endDate: '' }),
    }),
    enabled: query.month !== null,
    select: (answer) => answer.dates,
    placeholderData: keepPreviousData,
  });
