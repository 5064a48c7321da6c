import { useQuery } from '@tanstack/react-query';
import {
  DATE_DEFAULT,
  Loading,
  PageHeading,
  Stack,
  formatApiDate,
  navigateTo,
  useLocation,
  useParams,
  usePermission,
} from 'shared-kit';
import { firstLoadError, useLeaveOnLoadError } from 'shared-kit/form';
import { payrollPeriodQueryOptions } from 'shared-kit/resources/payroll-periods';
import { Tabs, type TabItem } from 'shared-kit/ui';
import { NoPayRoster } from './no-pay-roster';
import { PeriodCorrections } from './period-corrections';

type PeriodTab = 'nopayroster' | 'corrections';

/**
 * A payroll period (PAYROLL-22…24): '{end date} No-Pay Roster' (NOPAY-01) or 'Corrections for Payroll Period Ending
 * {date}' (CORRECTIONS-01) by tab, its state, and the tabs No-Pay Roster and
 * Corrections (the latter only with Timesheets_AddCorrection); a path with /corrections opens on Corrections.
 */
export default function PayrollPeriodPage() {
  const id = Number(useParams().payrollPeriodId);
  const period = useQuery(payrollPeriodQueryOptions(id));
  useLeaveOnLoadError(firstLoadError(period), 'Cannot find payroll period data', '/payroll');
  const showsCorrections = usePermission('Timesheets_AddCorrection');
  const tab: PeriodTab = useLocation().pathname.includes('/corrections') ? 'corrections' : 'nopayroster';
  if (!period.data) return <Loading label="Loading payroll period" />;

  const tabs: Array<TabItem<PeriodTab>> = [
    { value: 'nopayroster', label: 'No-Pay Roster' },
    ...(showsCorrections ? [{ value: 'corrections' as const, label: 'Corrections' }] : []),
  ];
  return (
    <Stack gap={4}>
      <PageHeading>
        {tab === 'corrections'
          ? `Corrections for Payroll Period Ending ${formatApiDate(period.data.endDate, DATE_DEFAULT)}`
          : `${formatApiDate(period.data.endDate, DATE_DEFAULT)} No-Pay Roster`}
      </PageHeading>
      <p>{`This payroll period is ${period.data.payrollPeriodState}.`}</p>
      <Tabs
        label="Payroll period"
        tabs={tabs}
        value={tab}
        onChange={(next) => navigateTo(`/payroll/${id}/${next}`)}
      >
        {tab === 'nopayroster' && <NoPayRoster period={period.data} />}
        {tab === 'corrections' && showsCorrections && <PeriodCorrections period={period.data} />}
      </Tabs>
    </Stack>
  );
}
