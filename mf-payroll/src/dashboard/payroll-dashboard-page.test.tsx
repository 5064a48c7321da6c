import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS } from 'shared-kit';
import { makeUser, mockApi, mockResponse, renderWithProviders, type MockApi } from 'shared-kit/testing';
import PayrollDashboardPage from './payroll-dashboard-page';

let api: MockApi;
afterEach(() => api.restore());

const period = (payrollPeriodId: number, endDate: string, unapproved = 0, payrollPeriodState = 'CLOSED') => ({
  payrollPeriodId,
  startDate: endDate.replace(/\d{2}$/, (day) => String(Number(day) - 6).padStart(2, '0')),
  endDate,
  payrollPeriodState,
  rosterGeneratedTime: null,
  version: 3,
  numUnapprovedTimesheets: unapproved,
  numRejectedTimesheets: 0,
  numNoPayEmployees: 2,
  numApprovedEmployees: 11,
  numCorrections: 1,
});

/** A period's completeness: ready unless told what is missing. */
const completeness = (payrollPeriodId: number, missing: Record<string, unknown> = {}) => ({
  payrollPeriodId,
  endDate: payrollPeriodId === 7 ? '2026-11-29' : '2026-11-22',
  payrollPeriodState: 'OPEN',
  ready: Object.keys(missing).length === 0,
  unapprovedCount: 0,
  unapprovedTimesheets: [],
  rejectedCount: 0,
  employeesWithoutHoursOrReasonCount: 0,
  employeesWithoutHoursOrReason: [],
  ...missing,
});

const NOT_READY = {
  unapprovedCount: 2,
  unapprovedTimesheets: [
    {
      timesheetId: 41,
      projectId: 3,
      projectNumber: 'P24DAL03',
      date: '2026-11-25',
      state: 'PENDING_APPROVAL',
      foremanName: 'Frank Morales',
    },
  ],
  rejectedCount: 1,
  employeesWithoutHoursOrReasonCount: 3,
  employeesWithoutHoursOrReason: [
    { employeeId: 5, firstName: 'Ann', lastName: 'Adams' },
    { employeeId: 6, firstName: 'Bo', lastName: 'Baker' },
  ],
};

const render = (
  permissions: readonly string[] = PERMISSIONS,
  checks: Record<number, Record<string, unknown>> = {},
) => {
  api = mockApi({
    'GET /payroll-periods': () => [
      period(7, '2026-11-29', 0, 'OPEN'),
      period(8, '2026-11-15', 2),
      period(9, '2026-11-22'),
    ],
    'GET /payroll-periods/:id/completeness': ({ params }) =>
      checks[Number(params.id)]?.fail
        ? mockResponse(500, { message: 'The database is not answering' })
        : completeness(Number(params.id), checks[Number(params.id)]),
    'PUT /payroll-periods/:id/close': ({ params }) => period(Number(params.id), '2026-11-29'),
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
    expect(screen.getAllByText('11 Crew')).toHaveLength(3);
    expect(screen.getAllByRole('link', { name: '1 Correction(s)' })[1]).toHaveAttribute(
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

  const puts = () => api.calls.filter((call) => call.method === 'PUT').map((call) => call.path);
  const checked = () =>
    api.calls.filter((call) => call.path.endsWith('/completeness')).map((call) => call.path);

  it('closes at once, with no extra dialog, when the period is ready', async () => {
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Period ending 11/29/2026' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(puts()).toEqual(['/payroll-periods/7/close']));
    expect(checked()).toEqual(['/payroll-periods/7/completeness']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect((await screen.findAllByText('Payroll period successfully closed')).length).toBeGreaterThan(0);
  });

  it('shows what is not ready before Close: unapproved timesheets with links, employees without hours or reason', async () => {
    render(PERMISSIONS, { 7: NOT_READY });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Period ending 11/29/2026' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    const dialog = await screen.findByRole('dialog', { name: 'Not Ready to Close' });
    const section = within(dialog).getByRole('region', { name: 'Period ending 11/29/2026' });
    expect(section).toHaveTextContent('2 unapproved timesheet(s)');
    expect(within(section).getByRole('link', { name: 'P-24 DAL 03, 11/25/2026' })).toHaveAttribute(
      'href',
      '/foreman/projects/3/timesheets/41',
    );
    expect(section).toHaveTextContent('Pending Approval, Frank Morales');
    expect(section).toHaveTextContent('and 1 more: see the approver board.');
    expect(section).toHaveTextContent('3 employee(s) with neither hours nor a no-pay reason');
    expect(section).toHaveTextContent('Ann Adams, Bo Baker and 1 more.');
    expect(within(section).getByRole('link', { name: 'No-Pay Roster' })).toHaveAttribute(
      'href',
      '/payroll/7/nopayroster',
    );
    expect(section).toHaveTextContent('1 rejected timesheet(s) are left out, as in the payroll export.');
    expect(puts()).toEqual([]);
  });

  it('goes back to fix it without closing, or closes anyway', async () => {
    render(PERMISSIONS, { 7: NOT_READY });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Period ending 11/29/2026' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Go Back and Fix' }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(puts()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close Anyway' }));
    await waitFor(() => expect(puts()).toEqual(['/payroll-periods/7/close']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('with an OPEN period checked offers Close, Regenerate and Export, and says why Re-Open and Complete are not (U-11)', async () => {
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Period ending 11/29/2026' }));
    for (const label of ['Close', 'Regenerate', 'Export Payroll']) {
      expect(screen.getByRole('button', { name: label })).toBeEnabled();
      expect(screen.getByRole('button', { name: label })).not.toHaveAccessibleDescription();
    }
    expect(screen.getByRole('button', { name: 'Re-Open' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Re-Open' })).toHaveAccessibleDescription(
      'Re-Open: only for CLOSED periods; the period ending 11/29/2026 is OPEN.',
    );
    expect(screen.getByRole('button', { name: 'Complete and Permanently Lock' })).toBeDisabled();
    // Said on screen too, not only to a screen reader.
    expect(
      screen.getByText(
        'Complete and Permanently Lock: only for CLOSED periods; the period ending 11/29/2026 is OPEN.',
      ),
    ).toBeVisible();
    // A CLOSED one beside it: Close no longer fits every checked period, and the api is never asked.
    await user.click(screen.getByRole('checkbox', { name: 'Period ending 11/22/2026' }));
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveAccessibleDescription(
      'Close: only for OPEN periods; the period ending 11/22/2026 is CLOSED.',
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(checked()).toEqual([]);
    expect(puts()).toEqual([]);
  });

  it('with nothing checked every action says a period must be checked first', async () => {
    render();
    await screen.findByText('11/22/2026');
    for (const label of ['Close', 'Re-Open', 'Regenerate', 'Export Payroll', 'Complete and Permanently Lock'])
      expect(screen.getByRole('button', { name: label })).toHaveAccessibleDescription(
        'Check a payroll period below to act on it.',
      );
    expect(screen.getAllByText('Check a payroll period below to act on it.')).toHaveLength(1);
  });

  it('before Complete shows what is not ready, then still asks for the confirmation', async () => {
    render(PERMISSIONS, { 9: NOT_READY });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Period ending 11/22/2026' }));
    await user.click(screen.getByRole('button', { name: 'Complete and Permanently Lock' }));
    const check = await screen.findByRole('dialog', { name: 'Not Ready to Complete' });
    expect(check).toHaveTextContent('This payroll period is not ready to complete.');
    await user.click(within(check).getByRole('button', { name: 'Continue to Complete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Complete and Permanently Lock' });
    expect(confirm).toHaveTextContent('This cannot be undone');
    expect(puts()).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Complete and Permanently Lock' }));
    await waitFor(() => expect(puts()).toEqual(['/payroll-periods/9/complete']));
  });

  it('says when a check could not be run, and lets the clerk decide', async () => {
    render(PERMISSIONS, { 7: { fail: true } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Period ending 11/29/2026' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    const dialog = await screen.findByRole('dialog', { name: 'Not Ready to Close' });
    expect(dialog).toHaveTextContent('The check could not be run: The database is not answering');
    await user.click(within(dialog).getByRole('button', { name: 'Close Anyway' }));
    await waitFor(() => expect(puts()).toEqual(['/payroll-periods/7/close']));
  });
});
