import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, hasAnyPermission, projectOptionSchema, timesheetSummaryListSchema } from 'shared-kit';
import type { Page, ProjectOption, SignedInUser, TimesheetState } from 'shared-kit';

/** CONST-13 / seed §9. */
export const TIMESHEET_LIST_PAGE_SIZE = 7;
export const PROJECT_PICKER_PAGE_SIZE = 10;
/** The project filter is a plain select: enough for every project the company runs (the api's largest page). */
export const PROJECT_FILTER_LIMIT = 500;

/** U-20: any of these lists every foreman's timesheets; anyone else sees only their own. */
export const canListApproverWide = (user: SignedInUser | null): boolean =>
  hasAnyPermission(user, ['ApproverDashboard_View', 'Timesheets_Approve', 'Timesheets_ApproveAny']);

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

export async function getTimesheetPage(query: TimesheetListQuery, signal?: AbortSignal) {
  const page = await api.getPage<unknown>('/timesheets', {
    query: { ...query, pageSize: TIMESHEET_LIST_PAGE_SIZE, calcTotalHours: true },
    signal,
  });
  return { items: timesheetSummaryListSchema.parse(page.items), total: page.total };
}

export const timesheetPageQueryOptions = (query: TimesheetListQuery) =>
  queryOptions({
    queryKey: ['timesheets', 'list', query],
    queryFn: ({ signal }) => getTimesheetPage(query, signal),
  });

/** The list's rows; waits while the signed-in user is not known. Keeps the previous page on screen while paging. */
export const useTimesheetPage = (query: TimesheetListQuery | null) =>
  useQuery({
    ...timesheetPageQueryOptions(
      query ?? { startDate: '', endDate: '', projectId: null, state: null, creatorEmployeeId: null, page: 1 },
    ),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });

// getPage already yields an array; each item is checked with the shared schema (no zod import in this bundle).
const toProjectOptions = (items: unknown[]): ProjectOption[] =>
  items.map((item) => projectOptionSchema.parse(item));

/** Projects of the list's project filter (any status: old weeks may belong to finished projects). */
export async function getFilterProjects(signal?: AbortSignal): Promise<ProjectOption[]> {
  const page = await api.getPage<unknown>('/projects', {
    query: { page: 1, pageSize: PROJECT_FILTER_LIMIT },
    signal,
  });
  return toProjectOptions(page.items);
}

export const filterProjectsQueryOptions = () =>
  queryOptions({
    queryKey: ['projects', 'timesheet-list-filter'],
    queryFn: ({ signal }) => getFilterProjects(signal),
    staleTime: 5 * 60_000,
  });

export const useFilterProjects = () => useQuery(filterProjectsQueryOptions());

/** One page of the 'Create Blank Timesheet' picker: Active projects only, searched by number (TS-LIST-12…14). */
export interface ActiveProjectQuery {
  search: string;
  page: number;
}

export async function getActiveProjectPage(
  query: ActiveProjectQuery,
  signal?: AbortSignal,
): Promise<Page<ProjectOption>> {
  const search = query.search.trim();
  const page = await api.getPage<unknown>('/projects', {
    query: {
      status: 'Active',
      search: search === '' ? undefined : search,
      page: query.page,
      pageSize: PROJECT_PICKER_PAGE_SIZE,
    },
    signal,
  });
  return { items: toProjectOptions(page.items), total: page.total };
}

export const activeProjectPageQueryOptions = (query: ActiveProjectQuery) =>
  queryOptions({
    queryKey: ['projects', 'active-picker', query],
    queryFn: ({ signal }) => getActiveProjectPage(query, signal),
  });

export const useActiveProjectPage = (query: ActiveProjectQuery) =>
  useQuery({ ...activeProjectPageQueryOptions(query), placeholderData: keepPreviousData });

/** U-06: whether a timesheet of the project exists on the date (drives the 'Caution' warning). */
export async function timesheetExists(
  query: { projectId: number; date: string },
  signal?: AbortSignal,
): Promise<boolean> {
  const body = await api.get<unknown>('/timesheets', {
    query: { projectId: query.projectId, startDate: query.date, endDate: query.date },
    signal,
  });
  return timesheetSummaryListSchema.parse(body).length > 0;
}

export const timesheetExistsQueryOptions = (query: { projectId: number; date: string }) =>
  queryOptions({
    queryKey: ['timesheets', 'exists', query],
    queryFn: ({ signal }) => timesheetExists(query, signal),
  });

export const useTimesheetExists = (query: { projectId: number; date: string | null }) =>
  useQuery({
    ...timesheetExistsQueryOptions({ projectId: query.projectId, date: query.date ?? '' }),
    enabled: query.date !== null,
  });
