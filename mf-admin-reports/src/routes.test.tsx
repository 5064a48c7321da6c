import { screen, within } from '@testing-library/react';
import { ROUTES, PERMISSIONS } from 'shared-kit';
import { makeUser, mockApi, mockResponse, renderWithProviders } from 'shared-kit/testing';
import { AreaRoutes } from './routes';

const admin = makeUser([...PERMISSIONS]);
const NOTICE = 'The screens of the Admin & Reports area arrive in later releases of Crewtime.';

/** Screens of the area without parameters: each a link (accessible name = title and path). */
const LINKED: ReadonlyArray<[name: string, href: string]> = [
  ['Roles /payroll/roles', '/payroll/roles'],
  ['New Role /payroll/roles/new', '/payroll/roles/new'],
  ['Admin /admin', '/admin'],
  ['Reports /reports', '/reports'],
  ['Timesheets Report /reports/timesheets/dashboard', '/reports/timesheets/dashboard'],
];
/** Routes with parameters (and print views) are listed as their pattern text, never as links. */
const AS_TEXT: readonly string[] = ['/payroll/roles/:roleId', '/reports/timesheets/report'];

const ownRoutes = ROUTES.filter((route) => route.owner === 'mf-admin-reports');
const REPORT_PATH = '/reports/timesheets/report';
const REPORTS_PATH = '/reports';
const TIMESHEETS_REPORT_PATH = '/reports/timesheets/dashboard';
/** Routes whose screen is built: every other route shows the area overview. */
const BUILT = [REPORTS_PATH, TIMESHEETS_REPORT_PATH, REPORT_PATH];
const overviewRoutes = ownRoutes.filter((route) => !BUILT.includes(route.path));
/** A concrete URL of a route pattern: every parameter becomes 7. */
const sampleUrl = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, '7');

describe('mf-admin-reports area', () => {
  it('renders "Admin" with the later-releases notice and the build version on /admin', async () => {
    renderWithProviders(<AreaRoutes />, { route: '/admin', user: admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin' })).toBeInTheDocument();
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
    expect(screen.getByText('Build 0.0.0-test')).toBeInTheDocument();
  });

  it('links every screen of the area that has no parameters, and only those', async () => {
    renderWithProviders(<AreaRoutes />, { route: '/admin', user: admin });
    const list = within(await screen.findByRole('list'));
    expect(list.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      LINKED,
    );
  });

  it('lists every route of the area, those with parameters as pattern text', async () => {
    renderWithProviders(<AreaRoutes />, { route: '/admin', user: admin });
    const list = within(await screen.findByRole('list'));
    expect(list.getAllByRole('listitem')).toHaveLength(ownRoutes.length);
    for (const pattern of AS_TEXT) {
      const item = list.getByText(pattern).closest('li');
      expect(item).not.toBeNull();
      expect(within(item as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
    }
  });

  it.each(overviewRoutes.map((route) => [route.title, route.path] as const))(
    'renders the title "%s" with the later-releases notice for %s',
    async (title, path) => {
      renderWithProviders(<AreaRoutes />, { route: sampleUrl(path), user: admin });
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByText(NOTICE)).toBeInTheDocument();
    },
  );

  it('renders nothing on /payroll/7/corrections, which another area owns', async () => {
    const { container } = renderWithProviders(
      <div data-testid="area">
        <AreaRoutes />
      </div>,
      { route: '/payroll/7/corrections', user: admin },
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.querySelector('[data-testid="area"]')).toBeEmptyDOMElement();
  });

  it('owns the print view /reports/timesheets/report', () => {
    expect(ownRoutes.find((route) => route.path === REPORT_PATH)).toMatchObject({
      print: true,
      permission: null,
    });
  });

  it('renders the timesheet report, not the overview, on /reports/timesheets/report', async () => {
    const api = mockApi({
      'GET /timesheets/:id': () => mockResponse(404, { message: 'Timesheet not found' }),
    });
    try {
      renderWithProviders(<AreaRoutes />, { route: `${REPORT_PATH}?timesheetId=12`, user: admin });
      expect(await screen.findByRole('heading', { level: 1, name: 'Timesheet Report' })).toBeInTheDocument();
      expect(await screen.findByRole('alert')).toHaveTextContent('Timesheet not found.');
      expect(api.calls.map((call) => call.path)).toEqual(['/timesheets/12']);
      expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
      expect(screen.queryByRole('list')).not.toBeInTheDocument();
    } finally {
      api.restore();
    }
  });

  it('renders the Reports dashboard, not the overview, on /reports', async () => {
    renderWithProviders(<AreaRoutes />, { route: REPORTS_PATH, user: admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Timesheet Report' })).toBeEnabled();
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('renders the Timesheets Report form, not the overview, on /reports/timesheets/dashboard', async () => {
    const api = mockApi({ 'GET /projects': () => [] });
    try {
      renderWithProviders(<AreaRoutes />, { route: TIMESHEETS_REPORT_PATH, user: admin });
      expect(await screen.findByRole('heading', { level: 1, name: 'Timesheets Report' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Generate' })).toBeInTheDocument();
      expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
      await screen.findByRole('option', { name: 'Select a project' });
    } finally {
      api.restore();
    }
  });
});
