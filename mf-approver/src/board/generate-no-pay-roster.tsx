import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, navigateTo, notify, usePermission } from 'shared-kit';
import { invalidate, invalidateAfter } from 'shared-kit/resources/keys';

export const NO_PAY_ROSTER_FAILED = 'Unable to generate no pay roster';
export const NO_PAY_ROSTER_REGENERATED = 'Successfully regenerated No Pay Roster';

/**
 * Generate No Pay Roster (APPROVER-08, U-34): regenerates the roster of the payroll period holding the week shown and
 * opens it; 'Unable to generate no pay roster' when no period holds the week or the api refuses. Behind
 * PayrollDashboard_GenerateRoster (the api's own rule for the call). The period and roster requests load on the click:
 * the board's first render does not wait for two more shared entries it never uses before then.
 */
export function GenerateNoPayRosterButton({ weekStart, weekEnd }: { weekStart: string; weekEnd: string }) {
  const allowed = usePermission('PayrollDashboard_GenerateRoster');
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  if (!allowed) return null;

  const generate = async () => {
    setBusy(true);
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
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button onClick={() => void generate()} disabled={busy}>
      Generate No Pay Roster
    </Button>
  );
}
