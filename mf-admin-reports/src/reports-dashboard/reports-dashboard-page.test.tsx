import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, mockApi, renderWithProviders } from 'shared-kit/testing';
import type { MockApi } from 'shared-kit/testing';
import { AreaRoutes } from '../routes';
import { NEEDS_TIMESHEET_REPORT_PERMISSION } from './reports-dashboard-page';

const reporter = makeUser(['Report_View', 'Report_Timesheet_View']);
const viewerOnly = makeUser(['Report_View']);

describe('Reports dashboard (/reports)', () => {
  let api: MockApi;
  beforeEach(() => {
    api = mockApi({ 'GET /projects': () => [] });
  });
  afterEach(() => api.restore());

  it('enables "Timesheet Report" with Report_Timesheet_View and goes to /reports/timesheets/dashboard (REPORTS-01/02)', async () => {
    renderWithProviders(<AreaRoutes />, { route: '/reports', user: reporter });
    const button = await screen.findByRole('button', { name: 'Timesheet Report' });
    expect(button).toBeEnabled();
    expect(screen.queryByText(NEEDS_TIMESHEET_REPORT_PERMISSION)).not.toBeInTheDocument();

    await userEvent.click(button);
    expect(await screen.findByRole('heading', { level: 1, name: 'Timesheets Report' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/reports/timesheets/dashboard');
  });

  it('disables "Timesheet Report" without Report_Timesheet_View and says why next to it (REPORTS-02)', async () => {
    renderWithProviders(<AreaRoutes />, { route: '/reports', user: viewerOnly });
    const button = await screen.findByRole('button', { name: 'Timesheet Report' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(NEEDS_TIMESHEET_REPORT_PERMISSION);

    await userEvent.click(button);
    expect(window.location.pathname).toBe('/reports');
    expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
  });
});
