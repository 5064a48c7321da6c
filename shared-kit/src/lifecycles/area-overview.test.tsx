import { screen, within } from '@testing-library/react';
import { PERMISSIONS } from 'shared-kit';
import { makeUser, renderWithProviders, seedArea } from 'shared-kit/testing';
import { createAreaRoutes } from './area-routes.tsx';

const admin = makeUser([...PERMISSIONS]);
const NOTICE = 'The screens of the Admin & Reports area arrive in later releases of Crewtime.';
// No screen is built in these tests: every route of the area shows the overview.
const AdminReportsRoutes = createAreaRoutes({
  area: seedArea('mf-admin-reports'),
  screens: {},
  build: '4.5.6-rc1',
});

describe('the area overview', () => {
  it('shows the route title, the later-releases notice and the remote build on /admin', async () => {
    renderWithProviders(<AdminReportsRoutes />, { route: '/admin', user: admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin' })).toBeInTheDocument();
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
    expect(screen.getByText('Build 4.5.6-rc1')).toBeInTheDocument();
  });

  it('links every screen of the area that has no parameters and is no print view, and only those', async () => {
    renderWithProviders(<AdminReportsRoutes />, { route: '/admin', user: admin });
    const list = within(await screen.findByRole('list'));
    expect(list.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Roles /payroll/roles', '/payroll/roles'],
      ['New Role /payroll/roles/new', '/payroll/roles/new'],
      ['Admin /admin', '/admin'],
      ['Reports /reports', '/reports'],
      ['Timesheets Report /reports/timesheets/dashboard', '/reports/timesheets/dashboard'],
    ]);
  });

  it('lists every route of the area, those with parameters and print views as text', async () => {
    renderWithProviders(<AdminReportsRoutes />, { route: '/admin', user: admin });
    const list = within(await screen.findByRole('list'));
    expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Roles /payroll/roles',
      'New Role /payroll/roles/new',
      'Role Detail /payroll/roles/:roleId',
      'Admin /admin',
      'Reports /reports',
      'Timesheets Report /reports/timesheets/dashboard',
      'Timesheet Report /reports/timesheets/report (print view, opened from a report)',
    ]);
  });

  it('marks the link of the page shown as current', async () => {
    renderWithProviders(<AdminReportsRoutes />, { route: '/payroll/roles', user: admin });
    const list = within(await screen.findByRole('list'));
    expect(list.getByRole('link', { name: 'Roles /payroll/roles' })).toHaveAttribute('aria-current', 'page');
    expect(list.getByRole('link', { name: 'New Role /payroll/roles/new' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('shows a print view with its title and notice but without the list of screens', async () => {
    renderWithProviders(<AdminReportsRoutes />, { route: '/reports/timesheets/report', user: admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Timesheet Report' })).toBeInTheDocument();
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
