import { screen } from '@testing-library/react';
import {
  areaRouteCases,
  expectNothingOutsideArea,
  expectRouteShowsTitle,
  expectSeedRoutes,
  makeUser,
  mockApi,
  renderWithProviders,
} from 'shared-kit/testing';
import { AREA } from './area';
import { AreaRoutes, SCREENS } from './routes';
import { projectDetail, timesheetDetail } from './timesheet-detail/test-data';

const foreman = makeUser(['ForemanDashboard_View', 'Timesheets_View'], { employeeId: 42 });

describe('mf-foreman routes', () => {
  it('declares the routes, titles, permissions and navigation entries the seeds give mf-foreman', () =>
    expectSeedRoutes(AREA));

  let api: ReturnType<typeof mockApi>;
  beforeEach(() => {
    api = mockApi({ 'GET /timesheets': () => [] });
  });
  afterEach(() => api.restore());

  it('has a screen for exactly the paths mf-foreman declares', () => {
    const owned = AREA.routes.map((route) => route.path);
    expect(Object.keys(SCREENS)).toEqual(owned);
  });

  it.each(areaRouteCases(AREA, { date: '2026-03-04' }))('shows "%s" on %s', async (title, url) => {
    api.restore();
    api = mockApi({
      'GET /timesheets': () => [],
      'GET /timesheets/:id': () => timesheetDetail({ projectId: 7, timesheetId: 7 }),
      'GET /projects/:id': () => projectDetail({ projectId: 7 }),
      'GET /job-classes': () => [],
      'GET /employees': () => [],
    });
    await expectRouteShowsTitle(AreaRoutes, url, title);
  });

  it('renders nothing on the routes of the other areas and the shell (the shell owns not-found)', () =>
    expectNothingOutsideArea(AreaRoutes, AREA));

  it('shows the Timesheets list on the requested week', async () => {
    renderWithProviders(<AreaRoutes />, {
      route: '/foreman/timesheets?startOfWeek=2026-02-23',
      user: foreman,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Timesheets' })).toBeInTheDocument();
    expect(screen.getByText('02/23/2026 - 03/01/2026')).toBeInTheDocument();
  });

  it('opens a saved Daily Timesheet', async () => {
    api.restore();
    api = mockApi({
      'GET /timesheets/:id': () => timesheetDetail({ projectId: 17, timesheetId: 305 }),
      'GET /job-classes': () => [],
      'GET /employees': () => [],
    });
    renderWithProviders(<AreaRoutes />, { route: '/foreman/projects/17/timesheets/305', user: foreman });
    expect(await screen.findByRole('heading', { level: 1, name: 'Daily Timesheet' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Crew Timecard' })).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/timesheets/305')).toBe(true);
  });

  it('opens a new Daily Timesheet of a project and date', async () => {
    api.restore();
    api = mockApi({
      'GET /projects/:id': () => projectDetail({ projectId: 17 }),
      'GET /job-classes': () => [],
      'GET /employees': () => [],
    });
    renderWithProviders(<AreaRoutes />, {
      route: '/foreman/projects/17/timesheets/new/2026-03-04',
      user: foreman,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Daily Timesheet' })).toBeInTheDocument();
    expect(await screen.findByText('03-04-2026')).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/projects/17')).toBe(true);
  });
});
