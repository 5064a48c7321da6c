import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS } from 'shared-kit';
import { makeUser, mockApi, renderWithProviders, type MockApi } from 'shared-kit/testing';
import PayrollDashboardPage from './payroll-dashboard-page';

let api: MockApi;
afterEach(() => api.restore());

const period = (payrollPeriodId: number, endDate: string, unapproved = 0) => ({
  payrollPeriodId,
  startDate: endDate.replace(/\d{2}$/, (day) => String(Number(day) - 6).padStart(2, '0')),
  endDate,
  payrollPeriodState: 'CLOSED',
  rosterGeneratedTime: null,
  version: 3,
  numUnapprovedTimesheets: unapproved,
  numRejectedTimesheets: 0,
  numNoPayEmployees: 2,
  numApprovedEmployees: 11,
  numCorrections: 1,
});

const render = (permissions: readonly string[] = PERMISSIONS) => {
  api = mockApi({
    'GET /payroll-periods': () => [period(8, '2026-11-15', 2), period(9, '2026-11-22')],
    'PUT /payroll-periods/:id/complete': ({ params }) => period(Number(params.id), '2026-11-22'),
    'PUT /payroll-periods/:id/reopen': ({ params }) => period(Number(params.id), '2026-11-22'),
  });
  renderWithProviders(<PayrollDashboardPage />, {
    route: '/payroll?month=2026-11',
    user: makeUser(permissions as never),
  });
};

describe('Payroll Dashboard', () => {
  it('shows each period with its counts, and the columns and buttons the user may use', async () => {
    render();
    expect(await screen.findByText('11/22/2026')).toBeInTheDocument();
    expect(screen.getAllByText('11 Crew')).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: '1 Correction(s)' })[0]).toHaveAttribute(
      'href',
      '/payroll/8/corrections',
    );
    for (const label of ['Close', 'Re-Open', 'Regenerate', 'Export Payroll', 'Complete and Permanently Lock'])
      expect(screen.getByRole('button', { name: label })).toBeDisabled();
  });

  it('hides what the permissions do not allow', async () => {
    render(['PayrollDashboard_View', 'PayrollDashboard_Close']);
    expect(await screen.findByText('11/22/2026')).toBeInTheDocument();
    expect(screen.queryByText('Approved Hours')).not.toBeInTheDocument();
    expect(screen.queryByText('Late Changes')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Re-Open' })).not.toBeInTheDocument();
  });

  it('applies an action to every checked period, one call each, with the seed toast', async () => {
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Period ending 11/15/2026' }));
    await user.click(screen.getByRole('checkbox', { name: 'Period ending 11/22/2026' }));
    await user.click(screen.getByRole('button', { name: 'Re-Open' }));
    await waitFor(() =>
      expect(api.calls.filter((call) => call.method === 'PUT').map((call) => call.path)).toEqual([
        '/payroll-periods/8/reopen',
        '/payroll-periods/9/reopen',
      ]),
    );
    expect((await screen.findAllByText('Payroll period successfully re-opened')).length).toBeGreaterThan(0);
  });

  it('skips exporting a period with unapproved timesheets and says how many (U-33)', async () => {
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Period ending 11/15/2026' }));
    await user.click(screen.getByRole('button', { name: 'Export Payroll' }));
    expect(
      await screen.findByText(/^2 unapproved timesheet\(s\) for payroll period ending 11\/15\/2026/),
    ).toBeInTheDocument();
    expect(api.calls.some((call) => call.path.endsWith('/export/csv'))).toBe(false);
  });

  it('asks before completing, naming the periods and that it cannot be undone', async () => {
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Period ending 11/22/2026' }));
    await user.click(screen.getByRole('button', { name: 'Complete and Permanently Lock' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete and Permanently Lock' });
    expect(dialog).toHaveTextContent('ending 11/22/2026? This cannot be undone');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Complete and Permanently Lock' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Complete and Permanently Lock',
      }),
    );
    await waitFor(() =>
      expect(api.calls.filter((call) => call.method === 'PUT').map((call) => call.path)).toEqual([
        '/payroll-periods/9/complete',
      ]),
    );
  });
});
