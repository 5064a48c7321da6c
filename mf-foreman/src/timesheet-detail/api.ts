import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, timesheetSummaryListSchema } from 'shared-kit';
import type {
  TimesheetDetail,
  TimesheetProjectView,
  EmployeeListItem,
  PayrollPeriodContractor,
  PayrollPeriodView,
  PerDiemType,
  ProjectEmployee,
  TimesheetCorrectionsBody,
  TimesheetForm,
  TimesheetSection,
} from 'shared-kit';

/** The api's timesheet types, from the shared domain (one definition for the api and this screen). */
export type {
  ContractLaborRecordView,
  CrewRecordView as TimesheetRecordView,
  TimesheetDetail,
} from 'shared-kit';

/** What the header shows of the project. */
export type TimesheetProject = Pick<
  TimesheetProjectView,
  'projectId' | 'projectNumber' | 'description' | 'city' | 'stateCode'
>;

/** GET /projects/{id}: what a new timesheet needs (header, roster prefill TS-CALC-10). */
export interface ProjectForTimesheet extends TimesheetProject {
  status: string;
  projectEmployees: ProjectEmployee[];
}

export interface JobClass {
  title: string;
  abbreviation: string;
  sortOrder: number;
}

/** Every employee the crew picker and the per diem eligibility need; the api's largest page. */
export const EMPLOYEE_LIMIT = 500;

const timesheetPath = (timesheetId: number) => `/timesheets/${timesheetId}`;

export const getTimesheet = (timesheetId: number, signal?: AbortSignal) =>
  api.get<TimesheetDetail>(timesheetPath(timesheetId), { signal });

export const timesheetQueryOptions = (timesheetId: number) =>
  queryOptions({
    queryKey: ['timesheets', 'detail', timesheetId],
    queryFn: ({ signal }) => getTimesheet(timesheetId, signal),
    // Fresh on every open (another user may have moved it on); not while the form is being edited in this tab.
    refetchOnWindowFocus: false,
  });

export const useTimesheet = (timesheetId: number | null) =>
  useQuery({ ...timesheetQueryOptions(timesheetId ?? 0), enabled: timesheetId !== null });

export const getProject = (projectId: number, signal?: AbortSignal) =>
  api.get<ProjectForTimesheet>(`/projects/${projectId}`, { signal });

export const projectQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: ['projects', 'detail', projectId],
    queryFn: ({ signal }) => getProject(projectId, signal),
  });

export const useProject = (projectId: number | null) =>
  useQuery({ ...projectQueryOptions(projectId ?? 0), enabled: projectId !== null });

export const getJobClasses = (signal?: AbortSignal) => api.get<JobClass[]>('/job-classes', { signal });

export const jobClassesQueryOptions = () =>
  queryOptions({
    queryKey: ['job-classes'],
    queryFn: ({ signal }) => getJobClasses(signal),
    staleTime: 10 * 60_000,
  });

export const useJobClasses = () => useQuery(jobClassesQueryOptions());

export async function getEmployees(signal?: AbortSignal): Promise<EmployeeListItem[]> {
  const page = await api.getPage<EmployeeListItem>('/employees', {
    query: { page: 1, pageSize: EMPLOYEE_LIMIT },
    signal,
  });
  return page.items;
}

export const employeesQueryOptions = () =>
  queryOptions({
    queryKey: ['employees', 'timesheet-crew'],
    queryFn: ({ signal }) => getEmployees(signal),
    staleTime: 5 * 60_000,
  });

export const useEmployees = () => useQuery(employeesQueryOptions());

/** GET /projects/{id}/per-diem-rate (TS-CALC-08). */
export interface PerDiemRateLookup {
  projectId: number;
  jobClass: string;
  perDiemType: PerDiemType;
  driveMiles: number;
  flyMiles: number;
  workHours: number;
}

export async function getPerDiemRate(lookup: PerDiemRateLookup, signal?: AbortSignal): Promise<number> {
  const { projectId, ...query } = lookup;
  const body = await api.get<{ rate: number }>(`/projects/${projectId}/per-diem-rate`, { query, signal });
  return body.rate;
}

export const perDiemRateQueryOptions = (lookup: PerDiemRateLookup) =>
  queryOptions({
    queryKey: ['projects', 'per-diem-rate', lookup],
    queryFn: ({ signal }) => getPerDiemRate(lookup, signal),
    staleTime: 5 * 60_000,
  });

/** The rate of a row; nothing to look up for per diem type None. */
export const usePerDiemRate = (lookup: PerDiemRateLookup) =>
  useQuery({ ...perDiemRateQueryOptions(lookup), enabled: lookup.perDiemType !== 'NONE' });

/** POST /timesheets: creates the timesheet (state OPEN). */
export const createTimesheet = (form: TimesheetForm) => api.post<TimesheetDetail>('/timesheets', form);

/** PUT /timesheets/{id}/update/{section}: the whole form plus the version read (U-31). */
export const updateTimesheet = (timesheetId: number, section: TimesheetSection, form: TimesheetForm) =>
  api.put<TimesheetDetail>(`${timesheetPath(timesheetId)}/update/${section}`, form);

export type TimesheetTransition =
  'submit' | 'review' | 'cancel-review' | 'approve' | 'reject' | 'reopen' | 'revoke-approval';

/** PUT /timesheets/{id}/{transition} with the version read (and the notes on reject). */
export const transitionTimesheet = (
  timesheetId: number,
  transition: TimesheetTransition,
  body: { version: number; approverNotes?: string | null },
) => api.put<TimesheetDetail>(`${timesheetPath(timesheetId)}/${transition}`, body);

/** DELETE /timesheets/{id} with If-Match: "version". */
export const deleteTimesheet = (timesheetId: number, version: number) =>
  api.delete<void>(timesheetPath(timesheetId), { headers: { 'If-Match': `"${version}"` } });

/** The other-timesheets dropdown (TS-DETAIL-17): the project's timesheets of one payroll period, with hours. */
export interface OtherTimesheetsQuery {
  projectId: number;
  startDate: string;
  endDate: string;
}

export async function getPeriodTimesheets(query: OtherTimesheetsQuery, signal?: AbortSignal) {
  const body = await api.get<unknown>('/timesheets', { query: { ...query, calcTotalHours: true }, signal });
  return timesheetSummaryListSchema.parse(body);
}

export const periodTimesheetsQueryOptions = (query: OtherTimesheetsQuery) =>
  queryOptions({
    queryKey: ['timesheets', 'period', query],
    queryFn: ({ signal }) => getPeriodTimesheets(query, signal),
  });

export const usePeriodTimesheets = (query: OtherTimesheetsQuery | null, enabled: boolean) =>
  useQuery({
    ...periodTimesheetsQueryOptions(query ?? { projectId: 0, startDate: '', endDate: '' }),
    enabled: enabled && query !== null,
  });

/** PUT /timesheets/{id}/corrections: the whole list (left-out ones are deleted) and the timesheet version. */
export const saveCorrections = (timesheetId: number, body: TimesheetCorrectionsBody) =>
  api.put<TimesheetDetail>(`${timesheetPath(timesheetId)}/corrections`, body);

/** GET /payroll-periods/active: the period a new timesheet's contract labor looks its contractors up in. */
export const getActivePayrollPeriod = (signal?: AbortSignal) =>
  api.get<PayrollPeriodView>('/payroll-periods/active', { signal });

export const useActivePayrollPeriod = (enabled: boolean) =>
  useQuery({
    queryKey: ['payroll-periods', 'active'],
    queryFn: ({ signal }) => getActivePayrollPeriod(signal),
    enabled,
    staleTime: 5 * 60_000,
  });

/** GET /payroll-periods/{id}/contractors (TS-DETAIL-12): contract labor rows find theirs by name. */
export const getPeriodContractors = (payrollPeriodId: number, signal?: AbortSignal) =>
  api.get<PayrollPeriodContractor[]>(`/payroll-periods/${payrollPeriodId}/contractors`, { signal });

export const usePeriodContractors = (payrollPeriodId: number | null) =>
  useQuery({
    queryKey: ['payroll-periods', payrollPeriodId, 'contractors'],
    queryFn: ({ signal }) => getPeriodContractors(payrollPeriodId ?? 0, signal),
    enabled: payrollPeriodId !== null,
    staleTime: 5 * 60_000,
  });
