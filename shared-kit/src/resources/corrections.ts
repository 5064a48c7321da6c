import { queryOptions } from '@tanstack/react-query';
import { api } from 'shared-kit';
import type { Page } from 'shared-kit';
import {
  ifMatch,
  projectCorrectionKeys,
  timesheetCorrectionKeys,
  type QueryOf,
} from 'shared-kit/resources/keys';
import type {
  ProjectCorrectionInput,
  ProjectCorrectionQuery,
  ProjectCorrectionView,
} from 'shared-kit/payroll';
import type {
  TimesheetCorrectionQuery,
  TimesheetCorrectionsBody,
  TimesheetCorrectionView,
  TimesheetDetail,
} from 'shared-kit/timesheet-form';

/**
 * Corrections (api/docs/timesheets.md, api/docs/payroll.md): those of an Approved timesheet in a Completed payroll
 * period (TS-CORR-*), saved with the timesheet, and standalone project corrections (CORRECTIONS-*).
 */

/** GET /timesheet-corrections (timesheetCorrectionQuerySchema); dates filter correctedDate. */
export type TimesheetCorrectionListParams = QueryOf<TimesheetCorrectionQuery>;
/** GET /project-corrections (projectCorrectionQuerySchema); dates filter correctionDate (U-12). */
export type ProjectCorrectionListParams = QueryOf<ProjectCorrectionQuery>;

export const getTimesheetCorrectionPage = (
  params: TimesheetCorrectionListParams,
  signal?: AbortSignal,
): Promise<Page<TimesheetCorrectionView>> =>
  api.getPage<TimesheetCorrectionView>('/timesheet-corrections', { query: params, signal });

export const timesheetCorrectionPageQueryOptions = (params: TimesheetCorrectionListParams) =>
  queryOptions({
    queryKey: timesheetCorrectionKeys.list(params),
    queryFn: ({ signal }) => getTimesheetCorrectionPage(params, signal),
  });

/** PUT /timesheets/{id}/corrections: the whole list (left-out ones are deleted), at the timesheet's version. */
export const saveTimesheetCorrections = (timesheetId: number, body: TimesheetCorrectionsBody) =>
  api.put<TimesheetDetail>(`/timesheets/${timesheetId}/corrections`, body, ifMatch(body.version));

const projectCorrectionPath = (projectCorrectionId: number) => `/project-corrections/${projectCorrectionId}`;

export const getProjectCorrectionPage = (
  params: ProjectCorrectionListParams,
  signal?: AbortSignal,
): Promise<Page<ProjectCorrectionView>> =>
  api.getPage<ProjectCorrectionView>('/project-corrections', { query: params, signal });

export const projectCorrectionPageQueryOptions = (params: ProjectCorrectionListParams) =>
  queryOptions({
    queryKey: projectCorrectionKeys.list(params),
    queryFn: ({ signal }) => getProjectCorrectionPage(params, signal),
  });

/** How many standalone corrections match (X-Total-Count of a one-row page). */
export const countProjectCorrections = async (
  params: ProjectCorrectionListParams,
  signal?: AbortSignal,
): Promise<number> => (await getProjectCorrectionPage({ ...params, pageSize: 1 }, signal)).total;

export const projectCorrectionQueryOptions = (projectCorrectionId: number) =>
  queryOptions({
    queryKey: projectCorrectionKeys.detail(projectCorrectionId),
    queryFn: ({ signal }) =>
      api.get<ProjectCorrectionView>(projectCorrectionPath(projectCorrectionId), { signal }),
  });

/** POST /project-corrections: add, or duplicate (CORRECTIONS-04: ids in the body are ignored). */
export const createProjectCorrection = (input: ProjectCorrectionInput) =>
  api.post<ProjectCorrectionView>('/project-corrections', input);

export const updateProjectCorrection = (projectCorrectionId: number, input: ProjectCorrectionInput) =>
  api.put<ProjectCorrectionView>(projectCorrectionPath(projectCorrectionId), input, ifMatch(input.version));

/** DELETE /project-corrections/{id}: the version is checked when sent. */
export const deleteProjectCorrection = (projectCorrectionId: number, version?: number) =>
  api.delete<void>(projectCorrectionPath(projectCorrectionId), ifMatch(version));
