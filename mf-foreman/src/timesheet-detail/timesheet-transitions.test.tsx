import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockResponse } from 'shared-kit/testing';
import { timesheetDetail } from './test-data';
import { SAVED_ROUTE, callsTo, foreman, renderSaved, restoreApi, reviewer } from './test-screen';

describe('Daily timesheet transitions, delete, print and audit log', () => {
  afterEach(restoreApi);

  describe('transitions', () => {
    const pending = () => timesheetDetail({ state: 'PENDING_APPROVAL' });

    it.each([
      ['Start Review', 'review', 'PENDING_APPROVAL', 'Timesheet successfully put into review'],
      ['Cancel Review', 'cancel-review', 'IN_REVIEW', 'Timesheet successfully removed from Review'],
      ['Approve', 'approve', 'IN_REVIEW', 'Timesheet successfully approved'],
      ['Revoke Approval', 'revoke-approval', 'APPROVED', 'Timesheet successfully revoked'],
    ] as const)(
      '%s sends PUT /timesheets/{id}/%s with the version and says so',
      async (label, path, state, toast) => {
        renderSaved(timesheetDetail({ state }), reviewer, {
          [`PUT /timesheets/:id/${path}`]: () => timesheetDetail({ state: 'APPROVED', version: 4 }),
        });
        const user = userEvent.setup();
        await user.click(await screen.findByRole('button', { name: label }));
        expect(await screen.findByText(toast)).toBeInTheDocument();
        expect(callsTo('PUT', `/timesheets/77/${path}`)[0]?.body).toEqual({ version: 3 });
      },
    );

    it.each([
      ['Start Review', 'review', 'PENDING_APPROVAL', 'Problem setting timesheet into review'],
      ['Cancel Review', 'cancel-review', 'IN_REVIEW', 'Problem removing timesheet from review'],
      ['Approve', 'approve', 'IN_REVIEW', 'Problem approving timesheet'],
      ['Reopen', 'reopen', 'PENDING_APPROVAL', 'Problem reopening timesheet'],
      ['Revoke Approval', 'revoke-approval', 'APPROVED', 'Problem revoking timesheet'],
    ] as const)('%s failing shows the seed toast', async (label, path, state, toast) => {
      renderSaved(timesheetDetail({ state }), reviewer, {
        [`PUT /timesheets/:id/${path}`]: () => mockResponse(500),
      });
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: label }));
      expect(await screen.findByText(toast)).toBeInTheDocument();
    });

    it('asks before a transition would drop unsaved edits; cancelling keeps them', async () => {
      const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
      renderSaved(timesheetDetail({ state: 'IN_REVIEW' }), reviewer);
      const user = userEvent.setup();
      const journal = await screen.findByRole('textbox', { name: 'Daily journal text' });
      await user.type(journal, ' Checked.');
      await user.click(screen.getByRole('button', { name: 'Approve' }));
      expect(confirm).toHaveBeenCalledWith('You have unsaved changes. Are you sure you want to leave?');
      expect(callsTo('PUT', '/timesheets/77/approve')).toHaveLength(0);
      expect(journal).toHaveValue('Set forms. Checked.');
      confirm.mockRestore();
    });

    it('reopens a Pending Approval timesheet for its foreman (TS-DETAIL-40)', async () => {
      renderSaved(pending(), foreman, {
        'PUT /timesheets/:id/reopen': () => timesheetDetail({ state: 'OPEN', version: 4 }),
      });
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Reopen' }));
      expect(await screen.findByText('Timesheet successfully reopened')).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: 'Submit Time' })).toBeInTheDocument();
    });

    it('deletes with If-Match and goes to the Timesheets list (TS-DETAIL-41)', async () => {
      renderSaved(timesheetDetail(), foreman, { 'DELETE /timesheets/:id': () => undefined });
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Delete Timesheet' }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
      expect(await screen.findByText('Timesheet successfully deleted')).toBeInTheDocument();
      expect(callsTo('DELETE', '/timesheets/77')[0]?.headers['If-Match']).toBe('"3"');
      await waitFor(() => expect(window.location.pathname).toBe('/foreman/timesheets'));
    });

    it("shows 'Problem deleting timesheet' when the delete fails", async () => {
      renderSaved(timesheetDetail(), foreman, {
        'DELETE /timesheets/:id': () =>
          mockResponse(409, { message: 'Only an Open timesheet can be deleted' }),
      });
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Delete Timesheet' }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
      expect(
        await screen.findByText('Problem deleting timesheet - Only an Open timesheet can be deleted'),
      ).toBeInTheDocument();
      expect(window.location.pathname).toBe(SAVED_ROUTE);
    });

    it('prints in a new tab without an opener (TS-DETAIL-28)', async () => {
      const open = jest.spyOn(window, 'open').mockReturnValue(null);
      renderSaved(timesheetDetail());
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Print' }));
      expect(open).toHaveBeenCalledWith(
        '/reports/timesheets/report?timesheetId=77',
        '_blank',
        'noopener,noreferrer',
      );
      open.mockRestore();
    });

    it('opens the audit log view and comes back (TS-DETAIL-27, AUDIT-*)', async () => {
      renderSaved(
        timesheetDetail({
          auditLogs: [
            {
              auditLogId: 2,
              action: 'Update',
              date: new Date(2026, 2, 2, 15, 20).toISOString(),
              employeeId: 42,
              employeeFirstName: 'Frank',
              employeeLastName: 'Foreman',
              fromState: 'OPEN',
              toState: 'OPEN',
              log: [
                {
                  action: 'add',
                  parent: 'Crew Timecard',
                  fieldName: null,
                  newValue: 'Ana Reyes',
                  oldValue: null,
                },
                {
                  action: 'update',
                  parent: 'timesheet',
                  fieldName: 'dailyJournal',
                  oldValue: 'a',
                  newValue: 'b',
                },
              ],
            },
          ],
        }),
      );
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'View Audit log' }));
      expect(screen.getByRole('heading', { name: 'Timesheet Audit Logs' })).toBeInTheDocument();
      const table = screen.getByRole('table');
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent),
      ).toEqual(['Action', 'Date', 'Time', 'Employee', 'From state', 'To state', 'Full log']);
      const cells = within(within(table).getAllByRole('row')[1] as HTMLElement).getAllByRole('cell');
      expect(cells.slice(0, 6).map((cell) => cell.textContent)).toEqual([
        'Update',
        '03/02/2026',
        '03:20 PM',
        'Frank Foreman',
        'Open',
        'Open',
      ]);
      expect(cells[6]).toHaveTextContent('1 record(s) added');
      expect(cells[6]).toHaveTextContent('dailyJournal: a → b');
      await user.click(screen.getByRole('button', { name: 'Back to timesheet' }));
      expect(await screen.findByRole('heading', { name: 'Crew Timecard' })).toBeInTheDocument();
    });
  });
});
