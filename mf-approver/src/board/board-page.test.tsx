import { screen, waitFor } from '@testing-library/react';
import { makeUser, mockApi, renderWithProviders } from 'shared-kit/testing';
import { AreaRoutes } from '../routes';

// APPROVER-20: without PayrollDashboard_Export, the Project Manager filter starts at the user (employee 3).
const approver = makeUser(['ApproverDashboard_View', 'Timesheets_Review'], { employeeId: 3 });

describe('Approver board', () => {
  let api: ReturnType<typeof mockApi>;
  afterEach(() => api.restore());

  it("writes the preset Project Manager into the board's URL, and never pulls back a user who has clicked away", async () => {
    let answerTimesheets: (rows: unknown[]) => void = () => undefined;
    api = mockApi({
      'GET /timesheets': () => new Promise((resolve) => (answerTimesheets = resolve)),
      'GET /project-corrections': () => [],
      'GET /projects': () => [],
      'GET /employees': () => [],
    });
    renderWithProviders(<AreaRoutes />, { route: '/approver', user: approver });
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('pm')).toBe('3'));
    expect(window.location.pathname).toBe('/approver');

    // The shell's navigation moves the page on (history.pushState) while the board still renders: data arrives.
    window.history.pushState(null, '', '/approver/employees');
    answerTimesheets([]);
    expect(await screen.findByText(/There are no timesheets or corrections/)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/approver/employees');
    expect(window.location.search).toBe('');
  });
});
