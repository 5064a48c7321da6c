import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-kit';
import type { ProjectOption } from 'shared-kit';
import { getAllPages } from '../common/paging';
import type { ReportRange } from './report-criteria';

/** GET /projects?status=Active, every page, in the api's order (by project number, its default sort). */
export const getActiveProjects = (signal?: AbortSignal) =>
  getAllPages<ProjectOption>('/projects', { status: 'Active' }, signal);

export const activeProjectsQueryOptions = () =>
  queryOptions({
    queryKey: ['projects', 'list', { status: 'Active', all: true }],
    queryFn: ({ signal }) => getActiveProjects(signal),
    staleTime: 60_000,
  });

export const useActiveProjects = () => useQuery(activeProjectsQueryOptions());

/**
 * U-41 (REPORTS-09 'noContent', REPORTS-10): whether the report of `range` would print anything, from the same two
 * lists the report reads (U-12) at pageSize=1 — any timesheet or any standalone correction (X-Total-Count).
 */
export async function getReportHasContent(range: ReportRange, signal?: AbortSignal): Promise<boolean> {
  const query = { ...range, pageSize: 1 };
  const [timesheets, projectCorrections] = await Promise.all([
    api.getPage<unknown>('/timesheets', { query, signal }),
    api.getPage<unknown>('/project-corrections', { query, signal }),
  ]);
  return timesheets.total > 0 || projectCorrections.total > 0;
}

export const reportHasContentQueryOptions = (range: ReportRange) =>
  queryOptions({
    queryKey: ['timesheets', 'report', 'has-content', range],
    queryFn: ({ signal }) => getReportHasContent(range, signal),
    staleTime: 30_000,
  });

const NO_RANGE: ReportRange = { projectId: 0, startDate: '', endDate: '' };

/** The check of a complete, valid range; none is made for null. */
export const useReportHasContent = (range: ReportRange | null) =>
  useQuery({ ...reportHasContentQueryOptions(range ?? NO_RANGE), enabled: range !== null });
