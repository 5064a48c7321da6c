import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProjectCorrectionPage } from 'shared-kit/resources/corrections';
import { timesheetKeys } from 'shared-kit/resources/keys';
import { getProject } from 'shared-kit/resources/projects';
import { getTimesheet, getTimesheetPage } from 'shared-kit/resources/timesheets';
import type { ProjectCorrectionView } from 'shared-kit/payroll';
import type { TimesheetDetail, TimesheetProjectView } from 'shared-kit/timesheet-form';
import { getAllPages } from '../common/paging';
import type { ReportQuery, ValidReportQuery } from './report-query';

/** The project a report is about: what its page headers print. */
export type ReportProject = Pick<
  TimesheetProjectView,
  'projectId' | 'projectNumber' | 'description' | 'city' | 'stateCode'
>;

/** Everything the printable report shows (PRINT-09): the timesheets in full, and for a range its standalone corrections. */
export interface TimesheetReport {
  project: ReportProject;
  timesheets: TimesheetDetail[];
  projectCorrections: ProjectCorrectionView[];
}

/** Timesheet details fetched at the same time for a range (a year of one project is a few hundred). */
export const DETAIL_CONCURRENCY = 6;

/** GET /projects/{id}: the report prints only the header fields of the (much larger) project detail. */
export async function getReportProject(projectId: number, signal?: AbortSignal): Promise<ReportProject> {
  const project = await getProject(projectId, signal);
  const { projectNumber, description, city, stateCode } = project;
  return { projectId, projectNumber, description, city, stateCode };
}

/** Runs `task` for each item, at most `limit` at a time; results in the items' order. Fails on the first failure. */
export async function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * U-12: GET /timesheets?projectId&startDate&endDate&hydrate=true (all pages; only the ids are read), each timesheet in full from
 * GET /timesheets/{id} (the list has no records, signatures or corrections), GET /project-corrections for the same
 * project and range (all pages), and the project's header fields.
 */
export async function getProjectRangeReport(
  query: Extract<ValidReportQuery, { kind: 'project-range' }>,
  signal?: AbortSignal,
): Promise<TimesheetReport> {
  const { projectId, startDate, endDate } = query;
  const [summaries, projectCorrections, project] = await Promise.all([
    getAllPages((paging) =>
      getTimesheetPage({ projectId, startDate, endDate, hydrate: true, ...paging }, signal),
    ),
    getAllPages((paging) => getProjectCorrectionPage({ projectId, startDate, endDate, ...paging }, signal)),
    getReportProject(projectId, signal),
  ]);
  const timesheets = await mapWithConcurrency(summaries, DETAIL_CONCURRENCY, (summary) =>
    getTimesheet(summary.timesheetId, signal),
  );
  return { project, timesheets, projectCorrections };
}

export async function getTimesheetReport(
  query: ValidReportQuery,
  signal?: AbortSignal,
): Promise<TimesheetReport> {
  if (query.kind === 'project-range') return getProjectRangeReport(query, signal);
  const timesheet = await getTimesheet(query.timesheetId, signal);
  return { project: timesheet.project, timesheets: [timesheet], projectCorrections: [] };
}

export const timesheetReportQueryOptions = (query: ValidReportQuery) =>
  queryOptions({
    queryKey: timesheetKeys.report('print', query),
    queryFn: ({ signal }) => getTimesheetReport(query, signal),
  });

/** The report's data; an invalid query (or `enabled` false) makes no call. */
export const useTimesheetReport = (query: ReportQuery, enabled = true) =>
  useQuery({
    ...timesheetReportQueryOptions(query.kind === 'invalid' ? { kind: 'timesheet', timesheetId: 0 } : query),
    enabled: enabled && query.kind !== 'invalid',
  });
