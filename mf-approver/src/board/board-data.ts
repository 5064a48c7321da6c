import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  MAX_PAGE_SIZE,
  hasPermission,
  parseApiDate,
  seesAllTimesheets,
  useCurrentUser,
  weekOf,
  type HydratedTimesheetSummary,
  type ProjectListItem,
  type ScreenPrefetch,
  type SignedInUser,
} from 'shared-kit';
import { readListParams, type ListParams } from 'shared-kit/list';
import type { ProjectCorrectionView } from 'shared-kit/payroll';
import { projectCorrectionPageQueryOptions } from 'shared-kit/resources/corrections';
import { employeePageQueryOptions } from 'shared-kit/resources/employees';
import { projectPageQueryOptions } from 'shared-kit/resources/projects';
import { allHydratedTimesheetsQueryOptions } from 'shared-kit/resources/timesheets';
import { buildBoard, type ProjectFacts } from './board-model';
import { BOARD_PARAMS } from './board-params';

export type BoardFilters = ListParams<typeof BOARD_PARAMS>;

/** U-20, said once in shared-kit: approver-wide with any of the approver permissions, else the user's own. */
export const boardIsApproverWide = (user: SignedInUser | null): boolean =>
  user !== null && seesAllTimesheets({ has: (permission) => hasPermission(user, permission) });

/** APPROVER-20: a user without PayrollDashboard_Export starts with the Project Manager filter on themselves. */
export const presetProjectManager = (user: SignedInUser | null): number | null =>
  user && !hasPermission(user, 'PayrollDashboard_Export') ? user.employeeId : null;

/**
 * GET /timesheets of the board (APPROVER-21): the week, every filter the api takes, hydrate and calcTotalHours. One
 * chosen project goes to the api as projectId; several are filtered here (the api takes one). Without the
 * approver-wide permissions the list is the user's own (creatorEmployeeId), whatever the Foreman filter says.
 */
export function timesheetQueryOf(filters: BoardFilters, user: SignedInUser | null) {
  const week = weekOf(parseApiDate(filters.week) ?? new Date());
  const wide = boardIsApproverWide(user);
  return {
    startDate: week.startOfWeek,
    endDate: week.endOfWeek,
    state: filters.state,
    prevailingWage: filters.prevailing === null ? null : filters.prevailing === 'true',
    creatorEmployeeId: wide ? filters.foreman : (user?.employeeId ?? null),
    projectManagerEmployeeId: filters.pm,
    projectId: filters.projects.length === 1 ? filters.projects[0] : null,
  };
}

/** Standalone corrections belong on the board only while no filter excludes them (they have no state or creator). */
const showsCorrections = (filters: BoardFilters, user: SignedInUser | null): boolean =>
  boardIsApproverWide(user) && filters.state === null && filters.foreman === null;

/**
 * The filters the board shows: the URL's, with APPROVER-20's preset Project Manager while the URL names none. Used from
 * the first render on, so the board never asks for a week it then replaces.
 */
export function effectiveFilters(
  params: BoardFilters,
  search: URLSearchParams,
  user: SignedInUser | null,
): BoardFilters {
  const preset = presetProjectManager(user);
  return preset !== null && !search.has('pm') ? { ...params, pm: preset } : params;
}

/** Every request of the board, as query options: what the page reads and what is prefetched are the same. */
function boardQueries(filters: BoardFilters, user: SignedInUser | null) {
  const query = timesheetQueryOf(filters, user);
  return {
    query,
    timesheets: {
      ...allHydratedTimesheetsQueryOptions(query),
      // Back on the tab, the board shows what others approved meanwhile.
      refetchOnWindowFocus: 'always' as const,
    },
    corrections: {
      ...projectCorrectionPageQueryOptions({
        startDate: query.startDate,
        endDate: query.endDate,
        projectId: query.projectId,
        pageSize: MAX_PAGE_SIZE,
      }),
      enabled: showsCorrections(filters, user),
      refetchOnWindowFocus: 'always' as const,
    },
    projects: projectPageQueryOptions({ status: 'Active', pageSize: MAX_PAGE_SIZE }),
    foremen: {
      ...employeePageQueryOptions({ status: 'Active', pageSize: MAX_PAGE_SIZE, sort: 'lastName' }),
      enabled: boardIsApproverWide(user),
    },
    managers: employeePageQueryOptions({
      projectManagerCandidates: true,
      pageSize: MAX_PAGE_SIZE,
      sort: 'lastName',
    }),
  };
}

/** The board's requests sent while its code still downloads (lazyScreen), for the URL's week and filters. */
export const prefetchBoard: ScreenPrefetch = ({ queryClient, search, user }) => {
  const queries = boardQueries(effectiveFilters(readListParams(BOARD_PARAMS, search), search, user), user);
  void queryClient.prefetchQuery(queries.timesheets);
  if (queries.corrections.enabled) void queryClient.prefetchQuery(queries.corrections);
  void queryClient.prefetchQuery(queries.projects);
  if (queries.foremen.enabled) void queryClient.prefetchQuery(queries.foremen);
  void queryClient.prefetchQuery(queries.managers);
};

/**
 * The columns of the board for the week's timesheets and standalone corrections: the chosen projects only (several are
 * filtered here; the api takes one), corrections also by prevailing wage and project manager, each group with its
 * project's manager and prevailing wage.
 */
export function boardColumnsOf(
  timesheets: readonly HydratedTimesheetSummary[],
  corrections: readonly ProjectCorrectionView[],
  projects: readonly ProjectListItem[],
  filters: Pick<BoardFilters, 'projects' | 'prevailing' | 'pm'>,
) {
  const listed = new Map(projects.map((project) => [project.projectId, project]));
  const facts = new Map<number, ProjectFacts>(
    projects.map((project) => [
      project.projectId,
      {
        projectManager: [project.pmFirstName, project.pmLastName].filter(Boolean).join(' '),
        prevailingWage: project.prevailingWage,
      },
    ]),
  );
  const chosen = new Set(filters.projects);
  const inChosenProjects = (projectId: number) => chosen.size === 0 || chosen.has(projectId);
  const correctionRows = corrections.filter((correction) => {
    const project = listed.get(correction.projectId);
    if (!inChosenProjects(correction.projectId)) return false;
    if (filters.prevailing !== null && project && String(project.prevailingWage) !== filters.prevailing)
      return false;
    if (filters.pm !== null && project?.pmEmployeeId !== filters.pm) return false;
    return true;
  });
  return buildBoard(
    timesheets.filter((timesheet) => inChosenProjects(timesheet.projectId)),
    correctionRows,
    facts,
  );
}

/** The board's data: the week's timesheets and standalone corrections, the filter choices, and the columns. */
export function useBoardData(filters: BoardFilters) {
  const user = useCurrentUser();
  const queries = boardQueries(filters, user);
  const { query } = queries;
  const timesheets = useQuery(queries.timesheets);
  const withCorrections = queries.corrections.enabled;
  const corrections = useQuery(queries.corrections);
  const projects = useQuery(queries.projects);
  const foremen = useQuery(queries.foremen);
  const managers = useQuery(queries.managers);

  const projectItems = projects.data?.items;
  const correctionItems = withCorrections ? corrections.data?.items : undefined;
  // useListParams gives the same chosen projects until the URL changes, so the columns are not rebuilt for nothing.
  const { projects: chosenProjects, prevailing, pm } = filters;
  // Only the week's data and the project facts shape the columns: a filter list arriving re-renders the filters, not
  // the ~20 groups of the board again (each of the five requests answering used to render every card once more).
  const columns = useMemo(
    () =>
      timesheets.data
        ? boardColumnsOf(timesheets.data, correctionItems ?? [], projectItems ?? [], {
            projects: chosenProjects,
            prevailing,
            pm,
          })
        : null,
    [timesheets.data, correctionItems, projectItems, chosenProjects, prevailing, pm],
  );

  return {
    user,
    week: { start: query.startDate, end: query.endDate },
    timesheets,
    corrections,
    columns,
    choices: {
      projects: projects.data?.items ?? [],
      // While a list loads its filter stands with 'All' only: one that appeared once its list arrived moved the
      // filters after it and the board below. null only where the user may not list every foreman.
      foremen: queries.foremen.enabled ? (foremen.data?.items ?? []) : null,
      managers: managers.data?.items ?? [],
    },
  };
}
