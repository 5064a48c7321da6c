import { queryOptions } from '@tanstack/react-query';
import { api } from 'shared-kit';
import { ifMatch, rosterKeys } from 'shared-kit/resources/keys';
import type { PayrollPeriodView, PayrollRosterRow, PayrollRosterUpdate } from 'shared-kit/payroll';

/** The no-pay roster of a payroll period (NOPAY-*): its rows, regeneration (U-13) and the no-pay statuses. */

const rosterPath = (payrollPeriodId: number) => `/payroll-periods/${payrollPeriodId}/roster`;

/** GET …/roster: every row, hours highest first (not paged; the screen filters). */
export const rosterQueryOptions = (payrollPeriodId: number) =>
  queryOptions({
    queryKey: rosterKeys.detail(payrollPeriodId),
    queryFn: ({ signal }) => api.get<PayrollRosterRow[]>(rosterPath(payrollPeriodId), { signal }),
  });

/** POST …/roster: regenerate; answers the period. The version is checked when sent. */
export const regenerateRoster = (payrollPeriodId: number, version?: number) =>
  api.post<PayrollPeriodView>(rosterPath(payrollPeriodId), undefined, ifMatch(version));

/** PUT …/roster/no-pay: the edited rows and the period's version (NOPAY-15); answers the period. */
export const saveNoPayRoster = (payrollPeriodId: number, update: PayrollRosterUpdate) =>
  api.put<PayrollPeriodView>(`${rosterPath(payrollPeriodId)}/no-pay`, update, ifMatch(update.version));
