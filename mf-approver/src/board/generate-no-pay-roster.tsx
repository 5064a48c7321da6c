import { useEffect, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Button, navigateTo, notify, usePermission } from 'shared-kit';
import { invalidate, invalidateAfter } from 'shared-kit/resources/keys';

export const NO_PAY_ROSTER_FAILED = 'Unable to generate no pay roster';
export const NO_PAY_ROSTER_REGENERATED = 'Successfully regenerated No Pay Roster';

/**
 * U-34: regenerates the roster of the payroll period holding the week and opens it; 'Unable to generate no pay roster'
 * when no period holds the week or the api refuses. The period and roster requests load on the click: the board's first
 * render does not wait for two more shared entries it never uses before then.
 */
async function regenerateWeekRoster(weekStart: string, weekEnd: string, queryClient: QueryClient) {
  try {
    const [{ getPayrollPeriodPage }, { regenerateRoster }] = await Promise.all([
      import('shared-kit/resources/payroll-periods'),
      import('shared-kit/resources/roster'),
    ]);
    const periods = await getPayrollPeriodPage({ startDate: weekStart, endDate: weekEnd, pageSize: 1 });
    const period = periods.items[0];
    if (!period) throw new Error('No payroll period holds this week');
    await regenerateRoster(period.payrollPeriodId, period.version);
    await invalidate(queryClient, invalidateAfter.rosterSaved(period.payrollPeriodId));
    notify.success(NO_PAY_ROSTER_REGENERATED);
    navigateTo(`/payroll/${period.payrollPeriodId}/nopayroster`);
  } catch (error) {
    notify.error(NO_PAY_ROSTER_FAILED, error);
  }
}

/**
 * Generate No Pay Roster (APPROVER-08): on a board with no results it says 'Unable to generate no pay roster' and
 * stays; otherwise U-34. `hasResults` is null while the board's week is on its way: a click then waits for it. Behind
 * PayrollDashboard_GenerateRoster (the api's own rule for the call).
 */
export function GenerateNoPayRosterButton({
  weekStart,
  weekEnd,
  hasResults,
}: {
  weekStart: string;
  weekEnd: string;
  hasResults: boolean | null;
}) {
  const allowed = usePermission('PayrollDashboard_GenerateRoster');
  // waiting: pressed while the week was on its way; running: the roster's requests are under way.
  const [press, setPress] = useState<'none' | 'waiting' | 'running'>('none');
  const queryClient = useQueryClient();

  useEffect(() => {
    if (press !== 'waiting' || hasResults === null) return;
    if (!hasResults) {
      notify.error(NO_PAY_ROSTER_FAILED);
      setPress('none');
      return;
    }
    setPress('running');
    void regenerateWeekRoster(weekStart, weekEnd, queryClient).finally(() => setPress('none'));
  }, [press, hasResults, weekStart, weekEnd, queryClient]);

  if (!allowed) return null;
  return (
    <Button onClick={() => setPress('waiting')} disabled={press !== 'none'}>
      Generate No Pay Roster
    </Button>
  );
}
