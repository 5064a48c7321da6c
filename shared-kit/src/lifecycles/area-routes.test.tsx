import { lazy } from 'react';
import { screen } from '@testing-library/react';
import {
  areaRouteCases,
  expectNothingOutsideArea,
  expectRouteShowsTitle,
  makeUser,
  renderWithProviders,
  seedArea,
} from 'shared-kit/testing';
import { session } from '../auth/session.ts';
import { queryClient } from '../query/client.ts';
import { createAreaRoutes, lazyScreen, recordScreens, type ScreenPrefetchContext } from './area-routes.tsx';

const ADMIN_REPORTS = seedArea('mf-admin-reports');
const NOTICE = 'The screens of the Admin & Reports area arrive in later releases of Crewtime.';
const reporter = makeUser(['Report_View']);

function ReportsScreen() {
  return <h1>Reports</h1>;
}

const AdminReportsRoutes = createAreaRoutes({
  area: ADMIN_REPORTS,
  screens: { '/reports': lazy(async () => ({ default: ReportsScreen })) },
  build: '1.2.3',
});

describe('createAreaRoutes', () => {
  it('renders the screen of a route that has one, without the overview', async () => {
    renderWithProviders(<AdminReportsRoutes />, { route: '/reports', user: reporter });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });

  it('shows the area overview on a route whose screen is not built yet', async () => {
    renderWithProviders(<AdminReportsRoutes />, { route: '/payroll/roles/7', user: reporter });
    expect(await screen.findByRole('heading', { level: 1, name: 'Role Detail' })).toBeInTheDocument();
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
  });

  it.each(areaRouteCases(ADMIN_REPORTS))('shows "%s" on %s', (title, url) =>
    expectRouteShowsTitle(AdminReportsRoutes, url, title),
  );

  it('renders nothing on the routes of the other areas and the shell', () =>
    expectNothingOutsideArea(AdminReportsRoutes, ADMIN_REPORTS));

  it('refuses a screen for a path the area does not declare', () => {
    expect(() =>
      createAreaRoutes({
        area: seedArea('mf-approver'),
        screens: { '/foreman': lazy(async () => ({ default: ReportsScreen })) },
        build: '1.2.3',
      }),
    ).toThrow('mf-approver declares no route /foreman (src/area.ts)');
  });

  it('serves a route the area declares beyond the seeds, and names its title', async () => {
    const withAudit = createAreaRoutes({
      area: {
        name: 'mf-admin-reports',
        routes: [
          ...ADMIN_REPORTS.routes,
          { path: '/reports/audit', permission: 'Report_View', title: 'Audit Report' },
        ],
      },
      screens: { '/reports/audit': lazy(async () => ({ default: () => <h1>Audit Report</h1> })) },
      build: '1.3.0',
    });
    expect(withAudit.titleOf('/reports/audit')).toBe('Audit Report');
    expect(withAudit.titleOf('/foreman')).toBeUndefined();
    await expectRouteShowsTitle(withAudit, '/reports/audit', 'Audit Report');
  });

  it("gives a resource's list, its create form and one record their screens (recordScreens)", async () => {
    const RoleRecord = () => <h1>Role form</h1>;
    const RoleRoutes = createAreaRoutes({
      area: ADMIN_REPORTS,
      screens: recordScreens('/payroll/roles', 'roleId', {
        list: () => <h1>Role list</h1>,
        record: RoleRecord,
      }),
      build: '1.2.3',
    });
    const admin = makeUser(['Roles_View', 'Roles_Create']);
    const shown = async (route: string) => {
      const view = renderWithProviders(<RoleRoutes />, { route, user: admin });
      const heading = (await screen.findByRole('heading', { level: 1 })).textContent;
      view.unmount();
      return heading;
    };
    expect(await shown('/payroll/roles')).toBe('Role list');
    expect(await shown('/payroll/roles/new')).toBe('Role form');
    expect(await shown('/payroll/roles/7')).toBe('Role form');
    // A wrong id name is a path the route table does not have, refused when the area starts.
    expect(() =>
      createAreaRoutes({
        area: ADMIN_REPORTS,
        screens: recordScreens('/payroll/roles', 'id', { list: RoleRecord, record: RoleRecord }),
        build: '1.2.3',
      }),
    ).toThrow('mf-admin-reports declares no route /payroll/roles/:id (src/area.ts)');
  });

  describe('lazyScreen', () => {
    const reportsRoutesLoading = (load: () => Promise<{ default: typeof ReportsScreen }>) =>
      createAreaRoutes({
        area: ADMIN_REPORTS,
        screens: { '/reports': lazyScreen(load) },
        build: '1.2.3',
      });

    it('renders a preloaded screen on the first render, with no Loading in between', async () => {
      const load = jest.fn(async () => ({ default: ReportsScreen }));
      const Routes = reportsRoutesLoading(load);
      await Routes.preload({ pathname: '/reports', search: '' });
      renderWithProviders(<Routes />, { route: '/reports', user: reporter });
      expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(1);
    });

    it('loads a screen that was not preloaded when it renders, once', async () => {
      const load = jest.fn(async () => ({ default: ReportsScreen }));
      const Routes = reportsRoutesLoading(load);
      renderWithProviders(<Routes />, { route: '/reports', user: reporter });
      expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
      await Routes.preload({ pathname: '/reports', search: '' });
      expect(load).toHaveBeenCalledTimes(1);
    });

    it('preloads nothing for a path of another area or one without a screen', async () => {
      const load = jest.fn(async () => ({ default: ReportsScreen }));
      const Routes = reportsRoutesLoading(load);
      await Routes.preload({ pathname: '/foreman', search: '' });
      await Routes.preload({ pathname: '/payroll/roles/7', search: '' });
      await Routes.preload({ pathname: '/no/such/page', search: '' });
      expect(load).not.toHaveBeenCalled();
    });

    it("starts the screen's prefetch with the path's parameters, query and user, before its code arrives", async () => {
      let arrive: (module: { default: typeof ReportsScreen }) => void = () => undefined;
      const load = jest.fn(
        () => new Promise<{ default: typeof ReportsScreen }>((resolve) => (arrive = resolve)),
      );
      const prefetch = jest.fn();
      const Routes = createAreaRoutes({
        area: ADMIN_REPORTS,
        screens: { '/payroll/roles/:roleId': lazyScreen(load, prefetch) },
        build: '1.2.3',
      });
      const preloading = Routes.preload({ pathname: '/payroll/roles/7', search: '?tab=permissions' });
      expect(prefetch).toHaveBeenCalledTimes(1);
      const [context] = prefetch.mock.calls[0] as [ScreenPrefetchContext];
      expect(context.params).toEqual({ roleId: '7' });
      expect(context.search.get('tab')).toBe('permissions');
      expect(context.queryClient).toBe(queryClient);
      arrive({ default: ReportsScreen });
      await preloading;
    });

    describe('signed in, before GET /user has answered (the area loads while the sign-in completes)', () => {
      const reportsWith = (load: () => Promise<{ default: typeof ReportsScreen }>, prefetch: () => void) =>
        createAreaRoutes({
          area: ADMIN_REPORTS,
          screens: { '/reports': lazyScreen(load, prefetch) },
          build: '1.2.3',
        });
      afterEach(() => session.signOut());

      it('downloads the screen at once and starts its prefetch once the user is known, with that user', async () => {
        const load = jest.fn(async () => ({ default: ReportsScreen }));
        const prefetch = jest.fn();
        const Routes = reportsWith(load, prefetch);
        session.setTokens({ idToken: 'id', accessToken: 'access' });
        await Routes.preload({ pathname: '/reports', search: '?year=2026' });
        expect(load).toHaveBeenCalledTimes(1);
        // Asked for no user, a screen's requests are another page's (the approver board without its preset manager).
        expect(prefetch).not.toHaveBeenCalled();

        session.setUser(reporter);
        expect(prefetch).toHaveBeenCalledTimes(1);
        const [context] = prefetch.mock.calls[0] as [ScreenPrefetchContext];
        expect(context.user?.employeeId).toBe(reporter.employeeId);
        expect(context.search.get('year')).toBe('2026');
        session.setUser(makeUser(['Report_View', 'Roles_View']));
        expect(prefetch).toHaveBeenCalledTimes(1);
        expect(load).toHaveBeenCalledTimes(1);
      });

      it('prefetches nothing when the browser signs out before the user is known', async () => {
        const prefetch = jest.fn();
        const Routes = reportsWith(async () => ({ default: ReportsScreen }), prefetch);
        session.setTokens({ idToken: 'id', accessToken: 'access' });
        await Routes.preload({ pathname: '/reports', search: '' });
        session.signOut();
        session.setTokens({ idToken: 'other', accessToken: 'other' });
        session.setUser(reporter);
        expect(prefetch).not.toHaveBeenCalled();
      });
    });

    it('still loads the screen when its prefetch throws', async () => {
      const Screen = lazyScreen(
        async () => ({ default: ReportsScreen }),
        () => {
          throw new Error('no user yet');
        },
      );
      await expect(
        Screen.preload({ queryClient, params: {}, search: new URLSearchParams(), user: null }),
      ).resolves.toBeUndefined();
    });

    it('tries a failed download again on the next preload', async () => {
      const load = jest
        .fn<Promise<{ default: typeof ReportsScreen }>, []>()
        .mockRejectedValueOnce(new Error('offline'))
        .mockResolvedValue({ default: ReportsScreen });
      const Screen = lazyScreen(load);
      await expect(Screen.preload()).rejects.toThrow('offline');
      await expect(Screen.preload()).resolves.toBeUndefined();
      expect(load).toHaveBeenCalledTimes(2);
    });
  });
});
