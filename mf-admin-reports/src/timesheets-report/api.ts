import { queryOptions, useQuery } from '@tanstack/react-query';
import { countProjectCorrections } from 'shared-kit/resources/corrections';
import { projectKeys, timesheetKeys } from 'shared-kit/resources/keys';
import { getProjectPage } from 'shared-kit/resources/projects';
import { countTimesheets } from 'shared-kit/resources/timesheets';
import { getAllPages } from '../common/paging';
import type { ReportRange } from './report-criteria';

/** GET /projects?status=Active, every page, in the api's order (by project number, its default sort). */
export const getActiveProjects = (signal?: AbortSignal) =>
  getAllPages((paging) => getProjectPage({ status: 'Active', ...paging }, signal));

export const activeProjectsQueryOptions = () =>
  queryOptions({
    queryKey: projectKeys.list({ status: 'Active', all: true }),
    queryFn: ({ signal }) => getActiveProjects(signal),
    staleTime: 60_000,
  });

export const useActiveProjects = () => useQuery(activeProjectsQueryOptions());

/**
 * U-41 (REPORTS-09 'noContent', REPORTS-10): whether the report of `range` would print anything, from the same two
 * lists the report reads (U-12) — any timesheet or any standalone correction (their X-Total-Count).
 */
export async function getReportHasContent(range: ReportRange, signal?: AbortSignal): Promise<boolean> {
  const [timesheets, projectCorrections] = await Promise.all([
    countTimesheets(range, signal),
    countProjectCorrections(range, signal),
  ]);
  return timesheets > 0 || projectCorrections > 0;
}

export const reportHasContentQueryOptions = (range: ReportRange) =>
  queryOptions({
    queryKey: timesheetKeys.report('has-content', range),
    queryFn: ({ signal }) => getReportHasContent(range, signal),
    staleTime: 30_000,
  });

const NO_RANGE: ReportRange = { projectId: 0, startDate: '', endDate: '' };

/** The check of a complete, valid range; none is made for null. */
export const useReportHasContent = (range: ReportRange | null) =>
  useQuery({ ...reportHasContentQueryOptions(range ?? NO_RANGE), enabled: range !== null });
