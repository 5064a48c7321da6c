import { useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type Page } from 'shared-kit';
import { employeePageQueryOptions } from 'shared-kit/resources/employees';
import { jobClassesQueryOptions } from 'shared-kit/resources/job-classes';
import {
  activePayrollPeriodQueryOptions,
  payrollPeriodContractorsQueryOptions,
} from 'shared-kit/resources/payroll-periods';
import { perDiemRateQueryOptions, type PerDiemRateLookup } from 'shared-kit/resources/per-diem-tables';
import { projectQueryOptions } from 'shared-kit/resources/projects';
import { timesheetPageQueryOptions, timesheetQueryOptions } from 'shared-kit/resources/timesheets';
import type { ProjectEmployee } from 'shared-kit/master-data';
import type { TimesheetProjectView } from 'shared-kit/timesheet-form';

/** The api's timesheet types, from the shared domain (one definition for the api and this screen). */
export type {
  ContractLaborRecordView,
  CrewRecordView as TimesheetRecordView,
  TimesheetDetail,
} from 'shared-kit/timesheet-form';
export type { JobClass } from 'shared-kit/resources/job-classes';
export type { PerDiemRateLookup } from 'shared-kit/resources/per-diem-tables';

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

/** Every employee the crew picker and the per diem eligibility need; the api's largest page. */
export const EMPLOYEE_LIMIT = MAX_PAGE_SIZE;

const itemsOf = <Item>(page: Page<Item>) => page.items;

export const useTimesheet = (timesheetId: number | null) =>
  useQuery({ ...timesheetQueryOptions(timesheetId ?? 0), enabled: timesheetId !== null });

export const useProject = (projectId: number | null) =>
  useQuery({ ...projectQueryOptions(projectId ?? 0), enabled: projectId !== null });

export const useJobClasses = (enabled = true) => useQuery({ ...jobClassesQueryOptions(), enabled });

export const useEmployees = () =>
  useQuery({
    ...employeePageQueryOptions({ page: 1, pageSize: EMPLOYEE_LIMIT }),
    select: itemsOf,
    staleTime: 5 * 60_000,
  });

/** The rate of a row; nothing to look up for per diem type None. */
export const usePerDiemRate = (lookup: PerDiemRateLookup) =>
  useQuery({
    ...perDiemRateQueryOptions(lookup),
    enabled: lookup.perDiemType !== 'NONE',
    select: (answer) => answer.rate,
  });

/** The other-timesheets dropdown (TS-DETAIL-17): the project's timesheets of one payroll period, with hours. */
export interface OtherTimesheetsQuery {
  projectId: number;
  startDate: string;
  endDate: string;
}

export const usePeriodTimesheets = (query: OtherTimesheetsQuery | null, enabled: boolean) =>
  useQuery({
    ...timesheetPageQueryOptions({
      ...(query ?? { projectId: 0, startDate: '', endDate: '' }),
      calcTotalHours: true,
    }),
    enabled: enabled && query !== null,
    select: itemsOf,
  });

/** The period a new timesheet's contract labor looks its contractors up in (API-24). */
export const useActivePayrollPeriod = (enabled: boolean) =>
  useQuery({ ...activePayrollPeriodQueryOptions(), enabled });

/** TS-DETAIL-12: contract labor rows find their contractor by name. */
export const usePeriodContractors = (payrollPeriodId: number | null) =>
  useQuery({
    ...payrollPeriodContractorsQueryOptions(payrollPeriodId ?? 0),
    enabled: payrollPeriodId !== null,
  });
