import { MAX_PAGE_SIZE, toApiDate, type ScreenPrefetch } from 'shared-kit';
import { readListParams, type ListParam } from 'shared-kit/list';
import { payrollPeriodPageQueryOptions } from 'shared-kit/resources/payroll-periods';
import { monthRange } from '../common/month-picker';

/** This month as yyyy-MM, in the browser's time zone (U-54): at 17:00 on Nov 30 in Los Angeles it is still November. */
export const thisMonth = (now: Date = new Date()): string => toApiDate(now).slice(0, 7);

/** The month shown, in the URL (`month=2026-11`). */
const MONTH_PARAM: ListParam<string> = {
  parse: (raw) => (/^\d{4}-\d{2}$/.test(raw) ? raw : undefined),
  serialize: (value) => value,
  default: thisMonth(),
};
export const DASHBOARD_PARAMS = { month: MONTH_PARAM };

/** The periods of a month with their counts (PAYROLL-03); an unreadable month shows this month. */
export const monthPeriodsQueryOptions = (month: string) =>
  payrollPeriodPageQueryOptions({
    calculateStats: true,
    ...(monthRange(month) ?? monthRange(thisMonth())!),
    pageSize: MAX_PAGE_SIZE,
  });

/** Every open period: the months the month picker offers. */
export const openPeriodsQueryOptions = () =>
  payrollPeriodPageQueryOptions({ state: 'OPEN', pageSize: MAX_PAGE_SIZE });

/** Both requests of the dashboard, sent while its code still downloads (lazyScreen). */
export const prefetchPayrollDashboard: ScreenPrefetch = ({ queryClient, search }) => {
  const { month } = readListParams(DASHBOARD_PARAMS, search);
  void queryClient.prefetchQuery(monthPeriodsQueryOptions(month));
  void queryClient.prefetchQuery(openPeriodsQueryOptions());
};
