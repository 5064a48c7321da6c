import { screen } from '@testing-library/react';
import { ROUTES } from 'shared-kit';
import { makeUser, mockApi, renderWithProviders } from 'shared-kit/testing';
import { AreaRoutes, SCREENS } from './routes';

const foreman = makeUser(['ForemanDashboard_View', 'Timesheets_View'], { employeeId: 42 });

describe('mf-foreman routes', () => {
  let api: ReturnType<typeof mockApi>;
  beforeEach(() => {
    api = mockApi({ 'GET /timesheets': () => [] });
  });
  afterEach(() => api.restore());

  it('has a screen for exactly the paths the route table gives mf-foreman', () => {
    const owned = ROUTES.filter((route) => route.owner === 'mf-foreman').map((route) => route.path);
    expect(SCREENS.map((screenRoute) => screenRoute.path)).toEqual(owned);
  });

  it('renders nothing for a path outside the foreman area (the shell owns not-found)', async () => {
    const { container } = renderWithProviders(
      <div data-testid="area">
        <AreaRoutes />
      </div>,
      { route: '/approver/queue', user: foreman },
    );
    // Let the lazy screens settle before asserting the area stays empty.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.querySelector('[data-testid="area"]')).toBeEmptyDOMElement();
  });

  it('shows the Timesheets list on the requested week', async () => {
    renderWithProviders(<AreaRoutes />, {
      route: '/foreman/timesheets?startOfWeek=2026-02-23',
      user: foreman,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Timesheets' })).toBeInTheDocument();
    expect(screen.getByText('02/23/2026 - 03/01/2026')).toBeInTheDocument();
  });

  it('shows the project and timesheet ids of a Daily Timesheet link with a way back to the dashboard', async () => {
    renderWithProviders(<AreaRoutes />, { route: '/foreman/projects/17/timesheets/305', user: foreman });
    expect(await screen.findByRole('heading', { level: 1, name: 'Daily Timesheet' })).toBeInTheDocument();
    expect(screen.getByText('Project ID').nextElementSibling).toHaveTextContent('17');
    expect(screen.getByText('Timesheet ID').nextElementSibling).toHaveTextContent('305');
    expect(screen.getByRole('link', { name: 'Back to the Foreman Dashboard' })).toHaveAttribute(
      'href',
      '/foreman',
    );
  });

  it('shows the project and date of a new Daily Timesheet link', async () => {
    renderWithProviders(<AreaRoutes />, {
      route: '/foreman/projects/17/timesheets/new/2026-03-04',
      user: foreman,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Daily Timesheet' })).toBeInTheDocument();
    expect(screen.getByText('Project ID').nextElementSibling).toHaveTextContent('17');
    expect(screen.getByText('Date').nextElementSibling).toHaveTextContent('03/04/2026');
    expect(
      screen.getByText('The Daily Timesheet screen arrives in the next release of the foreman area.'),
    ).toBeInTheDocument();
  });
});
