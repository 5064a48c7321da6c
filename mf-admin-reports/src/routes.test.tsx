import { screen } from '@testing-library/react';
import { PERMISSIONS, routesOf } from 'shared-kit';
import {
  areaRouteCases,
  expectNothingOutsideArea,
  expectRouteShowsTitle,
  expectSeedRoutes,
  makeUser,
  mockApi,
  mockResponse,
  renderWithProviders,
} from 'shared-kit/testing';
import { AREA } from './area';
import { AreaRoutes } from './routes';

const admin = makeUser([...PERMISSIONS]);
const NOTICE = 'The screens of the Admin & Reports area arrive in later releases of Crewtime.';

const ownRoutes = routesOf(AREA);
const REPORT_PATH = '/reports/timesheets/report';
const REPORTS_PATH = '/reports';
const TIMESHEETS_REPORT_PATH = '/reports/timesheets/dashboard';

describe('mf-admin-reports area', () => {
  it('declares the routes, titles, permissions and navigation entries the seeds give mf-admin-reports', () =>
    expectSeedRoutes(AREA));

  it.each(areaRouteCases(AREA))('shows "%s" on %s', async (title, url) => {
    const api = mockApi({
      'GET /projects': () => [],
      'GET /roles': () => [],
      'GET /roles/:id': () => ({ roleId: 7, name: 'Clerk', homePage: null, permissions: [], version: 1 }),
      'GET /permissions': () => [...PERMISSIONS],
      'GET /home-pages': () => [],
      'GET /admin/reminders/:kind/recipients': () => ({ kind: 'FINAL', recipients: 0 }),
      'GET /admin/reminders/outbox': () => [],
    });
    try {
      await expectRouteShowsTitle(AreaRoutes, url, title);
    } finally {
      api.restore();
    }
  });

  it('renders nothing on the routes of the other areas and the shell', () =>
    expectNothingOutsideArea(AreaRoutes, AREA));

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
