import { screen, within } from '@testing-library/react';
import { TIMESHEET_ACTION_LABEL, hasPermission } from 'shared-kit';
import type { SignedInUser, TimesheetState } from 'shared-kit';
import { timesheetActions } from 'shared-kit/timesheet-form';
import { timesheetDetail } from './test-data';
import { foreman, payroll, renderSaved, restoreApi, reviewer } from './test-screen';

// The labels themselves are the domain's (shared-kit/src/domain/timesheet-actions.test.ts checks the seed's texts).
describe('Daily timesheet action bar', () => {
  afterEach(restoreApi);

  describe('action bar by state × permission (TS-DETAIL-07, 32…50)', () => {
    const cases: Array<[string, SignedInUser, TimesheetState, 'OPEN' | 'COMPLETED']> = [
      ['a foreman', foreman, 'OPEN', 'OPEN'],
      ['a foreman', foreman, 'PENDING_APPROVAL', 'OPEN'],
      ['a foreman', foreman, 'REJECTED', 'OPEN'],
      ['a reviewer', reviewer, 'PENDING_APPROVAL', 'OPEN'],
      ['a reviewer', reviewer, 'IN_REVIEW', 'OPEN'],
      ['a reviewer', reviewer, 'APPROVED', 'OPEN'],
      ['a reviewer', reviewer, 'APPROVED', 'COMPLETED'],
      ['a payroll clerk', payroll, 'APPROVED', 'COMPLETED'],
    ];
    it.each(cases)(
      'offers %s on %s (payroll %s) exactly the actions of timesheetActions',
      async (_, user, state, payroll) => {
        renderSaved(
          timesheetDetail({
            state,
            payrollPeriod: {
              payrollPeriodId: 5,
              startDate: '2026-03-02',
              endDate: '2026-03-08',
              payrollPeriodState: payroll,
            },
          }),
          user,
        );
        const heading = payroll === 'COMPLETED' ? 'Payroll Actions' : 'Approval Actions';
        const bar = await screen.findByRole('region', { name: heading });
        const expected = timesheetActions({
          state,
          payrollPeriodState: payroll,
          has: (permission) => hasPermission(user, permission),
        }).map((action) => TIMESHEET_ACTION_LABEL[action]);
        expect(
          within(bar)
            .getAllByRole('button')
            .map((button) => button.textContent),
        ).toEqual(expected);
      },
    );

    it('makes every input read-only for a foreman on a Pending Approval timesheet (TS-DETAIL-47/50)', async () => {
      renderSaved(timesheetDetail({ state: 'PENDING_APPROVAL' }));
      const workHours = await screen.findByRole('spinbutton', { name: 'Work hours, Ana Reyes' });
      expect(workHours).toHaveAttribute('readonly');
      expect(screen.getByRole('textbox', { name: 'Daily journal text' })).toHaveAttribute('readonly');
      expect(screen.queryByRole('button', { name: 'Add Employee' })).not.toBeInTheDocument();
    });

    it('shows the 4-row Approver Notes box to a reviewer once the timesheet is not Open (TS-DETAIL-16)', async () => {
      renderSaved(timesheetDetail({ state: 'PENDING_APPROVAL' }), reviewer);
      expect(await screen.findByRole('textbox', { name: 'Approver Notes' })).toHaveAttribute('rows', '4');
    });

    it('shows a foreman the approver notes of a Rejected timesheet, read-only (U-28)', async () => {
      renderSaved(timesheetDetail({ state: 'REJECTED', approverNotes: 'Hours missing.' }));
      const notes = await screen.findByRole('textbox', { name: 'Approver Notes' });
      expect(notes).toHaveValue('Hours missing.');
      expect(notes).toHaveAttribute('readonly');
    });

    it('hides the Approver Notes box from a foreman', async () => {
      renderSaved(timesheetDetail({ state: 'PENDING_APPROVAL' }));
      await screen.findByRole('heading', { name: 'Crew Timecard' });
      expect(screen.queryByRole('textbox', { name: 'Approver Notes' })).not.toBeInTheDocument();
    });
  });
});
