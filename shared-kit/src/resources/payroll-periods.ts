import { queryOptions } from '@tanstack/react-query';
import { api } from 'shared-kit';
import type { Page, PayrollPeriodAction } from 'shared-kit';
import { ifMatch, payrollPeriodKeys, type QueryOf } from 'shared-kit/resources/keys';
import type {
  PayrollPeriodCompleteness,
  PayrollPeriodContractor,
  PayrollPeriodQuery,
  PayrollPeriodView,
} from 'shared-kit/payroll';

/** Payroll periods (api/docs/payroll.md): the dashboard list, one period, its contractors, moves and export. */

/** GET /payroll-periods (payrollPeriodQuerySchema): the month picker sends the month's first and last day. */
export type PayrollPeriodListParams = QueryOf<PayrollPeriodQuery>;

/** Looked up by every timesheet page, changed once a week. */
const PERIOD_STALE_TIME = 5 * 60_000;

const periodPath = (payrollPeriodId: number) => `/payroll-periods/${payrollPeriodId}`;

export const getPayrollPeriodPage = (
  params: PayrollPeriodListParams,
  signal?: AbortSignal,
): Promise<Page<PayrollPeriodView>> =>
  api.getPage<PayrollPeriodView>('/payroll-periods', { query: params, signal });

export const payrollPeriodPageQueryOptions = (params: PayrollPeriodListParams) =>
  queryOptions({
    queryKey: payrollPeriodKeys.list(params),
    queryFn: ({ signal }) => getPayrollPeriodPage(params, signal),
  });

/** GET /payroll-periods/{id}, with its counts (PAYROLL-24). */
export const payrollPeriodQueryOptions = (payrollPeriodId: number) =>
  queryOptions({
    queryKey: payrollPeriodKeys.detail(payrollPeriodId),
    queryFn: ({ signal }) => api.get<PayrollPeriodView>(periodPath(payrollPeriodId), { signal }),
  });

/** GET /payroll-periods/active: the period holding today (API-24); 404 when there is none. */
export const activePayrollPeriodQueryOptions = () =>
  queryOptions({
    queryKey: payrollPeriodKeys.active(),
    queryFn: ({ signal }) => api.get<PayrollPeriodView>('/payroll-periods/active', { signal }),
    staleTime: PERIOD_STALE_TIME,
  });

/** GET /payroll-periods/{id}/contractors (API-25): contract labor rows find theirs by name. */
export const payrollPeriodContractorsQueryOptions = (payrollPeriodId: number) =>
  queryOptions({
    queryKey: payrollPeriodKeys.contractors(payrollPeriodId),
    queryFn: ({ signal }) =>
      api.get<PayrollPeriodContractor[]>(`${periodPath(payrollPeriodId)}/contractors`, { signal }),
    staleTime: PERIOD_STALE_TIME,
  });

/** GET /payroll-periods/{id}/completeness: unapproved timesheets and employees without hours or reason. */
export const getPayrollPeriodCompleteness = (payrollPeriodId: number, signal?: AbortSignal) =>
  api.get<PayrollPeriodCompleteness>(`${periodPath(payrollPeriodId)}/completeness`, { signal });

/** Asked right before Close or Complete, so never served from an older answer. */
export const payrollPeriodCompletenessQueryOptions = (payrollPeriodId: number) =>
  queryOptions({
    queryKey: payrollPeriodKeys.completeness(payrollPeriodId),
    queryFn: ({ signal }) => getPayrollPeriodCompleteness(payrollPeriodId, signal),
    staleTime: 0,
  });

/** Close (OPEN → CLOSED), reopen (CLOSED → OPEN), complete (CLOSED → COMPLETED, locked for good). */
export const movePayrollPeriod = (payrollPeriodId: number, action: PayrollPeriodAction, version: number) =>
  api.put<PayrollPeriodView>(`${periodPath(payrollPeriodId)}/${action}`, undefined, ifMatch(version));

/** GET …/export/csv (PAYROLL-20): the file and its name; 409 while timesheets are unapproved (U-33). */
export const downloadPayrollExport = (payrollPeriodId: number) =>
  api.download(`${periodPath(payrollPeriodId)}/export/csv`);
