import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ACCESS_DENIED_TEXT,
  session,
  theme,
  type AppRoute,
  type RouteTable,
  type SignedInUser,
} from 'shared-kit';
import { makeUser, mockApi, mockResponse, seedRouteTable, type MockApi } from 'shared-kit/testing';
import { browser } from './browser';
import { ShellApp } from './ShellApp';
import { SIGN_IN_UNAVAILABLE } from './auth/LoginPage';
import { sendFirstRequests } from 'shared-kit/first-requests';
import { BOOT_ELEMENT_ID, readBootData } from './registry/config';
import { loadRouteTable } from './registry/route-table';
import { authConfig, fakeAreas, foreman } from './test-support';

const noAccess = makeUser([], { firstName: 'Nora', lastName: 'None', roles: [] });

let server: MockApi;

function signIn(user: SignedInUser | null, userResponse: () => unknown = () => user) {
  server = mockApi({ 'GET /user': userResponse });
  session.setTokens({ idToken: 'id-token', accessToken: 'access-token' });
}

function renderShell(path: string, areas = fakeAreas(), routeTable: RouteTable = seedRouteTable()) {
  window.history.replaceState(null, '', path);
  render(<ShellApp authConfig={authConfig} areas={areas} routeTable={routeTable} />);
  return areas;
}

describe('the shell', () => {
  beforeEach(() => {
    session.signOut();
    localStorage.clear();
    sessionStorage.clear();
    server = mockApi({});
  });
  afterEach(() => server.restore());

  describe('guards (SHELL-07, 11, 12, 14)', () => {
    it('sends an unauthenticated deep link to /login and saves the path with its query', async () => {
      renderShell('/foreman/timesheets?state=APPROVED');
      expect(await screen.findByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
      expect(window.location.pathname).toBe('/login');
      expect(localStorage.getItem('route')).toBe('/foreman/timesheets?state=APPROVED');
    });

    it('shows exactly the access-denied text to a user without the permission', async () => {
      signIn(noAccess);
      const areas = renderShell('/foreman');
      const denied = await screen.findByText(ACCESS_DENIED_TEXT);
      expect(denied.textContent).toBe("Access Denied: You don't have permission to view this page.");
      expect(areas.host).not.toBeVisible();
    });

    it('shows not-found with a link home for an unknown path', async () => {
      signIn(foreman);
      renderShell('/no/such/page');
      expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
      expect(document.title).toBe('Page Not Found · Crewtime');
    });

    it("sends '/' to the first role's home page", async () => {
      signIn(foreman);
      renderShell('/');
      await waitFor(() => expect(window.location.pathname).toBe('/foreman'));
      expect(document.title).toBe('Foreman Dashboard · Crewtime');
    });

    it("keeps a user without a home page at '/' with a welcome page", async () => {
      signIn(noAccess);
      renderShell('/');
      expect(await screen.findByRole('heading', { name: 'Welcome, Nora' })).toBeInTheDocument();
      expect(window.location.pathname).toBe('/');
    });

    it('shows a loading state while the user loads, then the area', async () => {
      let release: (value: SignedInUser) => void = () => undefined;
      signIn(foreman, () => new Promise<SignedInUser>((resolve) => (release = resolve)));
      const areas = renderShell('/foreman');
      expect(await screen.findByText('Loading your account...')).toBeInTheDocument();
      await act(async () => release(foreman));
      await waitFor(() => expect(screen.queryByText('Loading your account...')).not.toBeInTheDocument());
      expect(areas.host).toBeVisible();
      expect(server.calls[0]?.headers.Authorization).toBe('Bearer id-token');
    });

    it("takes over the entry script's GET /user, asked before the first render: one request for the page", async () => {
      let release: (value: SignedInUser) => void = () => undefined;
      signIn(foreman, () => new Promise<SignedInUser>((resolve) => (release = resolve)));
      // As the entry script does: its request is the one the shell uses.
      sendFirstRequests([{ path: '/user' }]);
      const userCalls = () => server.calls.filter((call) => call.path === '/user');
      await waitFor(() => expect(userCalls()).toHaveLength(1));
      const areas = renderShell('/foreman');
      expect(await screen.findByText('Loading your account...')).toBeInTheDocument();
      await act(async () => release(foreman));
      expect(await screen.findByTestId('user-name')).toHaveTextContent('Frank Foreman');
      expect(areas.host).toBeVisible();
      expect(userCalls()).toHaveLength(1);
    });

    it('asks GET /user again when the start-up answer was for other tokens (signed in again since)', async () => {
      server = mockApi({ 'GET /user': () => noAccess });
      session.setTokens({ idToken: 'earlier-id-token', accessToken: 'earlier-access-token' });
      sendFirstRequests([{ path: '/user' }]);
      await waitFor(() => expect(server.calls).toHaveLength(1));
      server.restore();
      signIn(foreman);
      renderShell('/foreman');
      expect(await screen.findByTestId('user-name')).toHaveTextContent('Frank Foreman');
    });

    it("keeps the navigation's and the user's places while the account loads, so nothing moves when it arrives", async () => {
      let release: (value: SignedInUser) => void = () => undefined;
      signIn(foreman, () => new Promise<SignedInUser>((resolve) => (release = resolve)));
      renderShell('/foreman');
      expect(await screen.findByText('Loading your account...')).toBeInTheDocument();
      expect(screen.getByTestId('side-nav-placeholder')).toHaveAttribute('aria-hidden', 'true');
      expect(screen.getByTestId('user-pending')).not.toBeVisible();
      expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
      await act(async () => release(foreman));
      expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
      expect(screen.queryByTestId('side-nav-placeholder')).not.toBeInTheDocument();
      expect(screen.queryByTestId('user-pending')).not.toBeInTheDocument();
      expect(screen.getByTestId('user-name')).toHaveTextContent('Frank Foreman');
    });

    it('keeps the same places on the sign-in callback, before the tokens are in', () => {
      renderShell('/auth-callback');
      expect(screen.getByText('Redirecting...')).toBeInTheDocument();
      expect(screen.getByTestId('side-nav-placeholder')).toBeInTheDocument();
      expect(screen.getByTestId('user-pending')).toBeInTheDocument();
    });

    it('keeps no empty navigation beside the page that says the account could not load', async () => {
      signIn(null, () => mockResponse(500, { message: 'Database down' }));
      renderShell('/foreman');
      expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
      expect(screen.queryByTestId('side-nav-placeholder')).not.toBeInTheDocument();
      expect(screen.queryByTestId('user-pending')).not.toBeInTheDocument();
    });

    it('signs out on a 401 and returns to /login, keeping the path to come back to', async () => {
      signIn(null, () => mockResponse(401, { message: 'Invalid token' }));
      renderShell('/foreman/timesheets');
      expect(await screen.findByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
      expect(session.getState().isAuthenticated).toBe(false);
      expect(localStorage.getItem('id_token')).toBeNull();
      expect(localStorage.getItem('route')).toBe('/foreman/timesheets');
    });

    it('explains a signed-in account without an employee record', async () => {
      signIn(null, () => mockResponse(403, { message: 'No employee record for this account' }));
      renderShell('/foreman');
      expect(await screen.findByRole('alert')).toHaveTextContent('No employee record for this account');
      expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    });
  });

  describe('areas', () => {
    it('shows "<Area> is unavailable right now" with Retry for a broken remote, with header and nav still there', async () => {
      signIn(foreman);
      const areas = renderShell(
        '/foreman',
        fakeAreas({ 'mf-foreman': { status: 'error', error: new Error('manifest unreachable') } }),
      );
      expect(
        await screen.findByRole('heading', { name: 'Foreman is unavailable right now' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
      expect(screen.getByTestId('page-title')).toHaveTextContent('Foreman Dashboard');
      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
      expect(areas.retried).toEqual(['mf-foreman']);
    });

    it("shows the page's heading and a loading state while a remote loads", async () => {
      signIn(foreman);
      renderShell('/reports', fakeAreas({ 'mf-admin-reports': { status: 'loading' } }));
      expect(await screen.findByText('Loading Admin & Reports...')).toBeInTheDocument();
      // The route's title, where the screen's own heading will stand (issue 13: the first paint says which page).
      expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    });

    it("shows the area's container only once the area has mounted, never below the pending page", async () => {
      signIn(foreman);
      const loading = renderShell('/reports', fakeAreas({ 'mf-admin-reports': { status: 'loading' } }));
      expect(await screen.findByText('Loading Admin & Reports...')).toBeInTheDocument();
      expect(loading.host).not.toBeVisible();
      cleanup();
      const mounted = renderShell('/reports');
      await waitFor(() => expect(mounted.host).toBeVisible());
      expect(screen.queryByText('Loading Admin & Reports...')).not.toBeInTheDocument();
    });

    it('renders print views without header or navigation', async () => {
      signIn(foreman);
      renderShell('/reports/timesheets/report?timesheetId=3');
      await waitFor(() => expect(session.getState().user).not.toBeNull());
      expect(screen.queryByRole('banner')).not.toBeInTheDocument();
      expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
      expect(document.title).toBe('Timesheet Report · Crewtime');
    });
  });

  describe('header and navigation', () => {
    it("shows the user's name, the page title, today and the current week (MM/dd/yyyy)", async () => {
      jest.useFakeTimers({
        now: new Date(2026, 10, 18, 9, 30),
        doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'],
      });
      try {
        signIn(foreman);
        renderShell('/foreman/timesheets');
        expect(await screen.findByTestId('user-name')).toHaveTextContent('Frank Foreman');
        expect(screen.getByTestId('page-title')).toHaveTextContent('Timesheets');
        expect(screen.getByTestId('today')).toHaveTextContent('11/18/2026');
        expect(screen.getByTestId('current-week')).toHaveTextContent('11/16/2026 - 11/22/2026');
      } finally {
        jest.useRealTimers();
      }
    });

    it('is dark blue with no dev banner on a live host (localhost)', () => {
      renderShell('/login');
      const header = screen.getByRole('banner');
      expect(header).toHaveAttribute('data-environment', 'live');
      expect(header).toHaveStyle({ background: theme.colors.header });
      expect(screen.getByTestId('page')).toHaveStyle({ background: theme.colors.background });
      expect(screen.queryByText('Dev Testing')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Go to Live Site' })).not.toBeInTheDocument();
    });

    it('lists only the permitted entries in the seed order and highlights the active one', async () => {
      signIn(
        makeUser([
          'Admin_View',
          'Roles_View',
          'Report_View',
          'Timesheets_View',
          'ApproverDashboard_View',
          'PayrollDashboard_View',
          'ForemanDashboard_View',
        ]),
      );
      renderShell('/payroll/roles/4');
      const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
      const links = within(nav).getAllByRole('link');
      expect(links.map((link) => link.textContent)).toEqual([
        'Foreman Dashboard',
        'Payroll Dashboard',
        'Approver Dashboard',
        'Timesheets',
        'Reports',
        'Roles',
        'Admin',
      ]);
      expect(within(nav).getByRole('link', { name: 'Roles' })).toHaveAttribute('aria-current', 'page');
      expect(within(nav).getByRole('link', { name: 'Payroll Dashboard' })).not.toHaveAttribute(
        'aria-current',
      );
    });

    it('highlights Timesheets, not the Foreman Dashboard, on a Daily Timesheet', async () => {
      signIn(makeUser(['Timesheets_View', 'ForemanDashboard_View']));
      renderShell('/foreman/projects/10/timesheets/77');
      const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
      expect(within(nav).getByRole('link', { name: 'Timesheets' })).toHaveAttribute('aria-current', 'page');
      expect(within(nav).getByRole('link', { name: 'Foreman Dashboard' })).not.toHaveAttribute(
        'aria-current',
      );
    });

    it('navigates with the history API from a nav link', async () => {
      signIn(foreman);
      renderShell('/foreman');
      await userEvent.click(await screen.findByRole('link', { name: 'Timesheets' }));
      expect(window.location.pathname).toBe('/foreman/timesheets');
      expect(await screen.findByTestId('page-title')).toHaveTextContent('Timesheets');
    });

    it('signs out from the navigation: tokens and user cleared, back at /login, no path saved', async () => {
      signIn(foreman);
      renderShell('/foreman');
      await userEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
      expect(await screen.findByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
      expect(session.getState()).toMatchObject({ isAuthenticated: false, user: null });
      expect(localStorage.getItem('id_token')).toBeNull();
      expect(localStorage.getItem('access_token')).toBeNull();
      expect(localStorage.getItem('route')).toBeNull();
    });

    it('collapses the navigation by default on a small screen, behind a toggle with aria-expanded', async () => {
      const original = window.matchMedia;
      window.matchMedia = ((query: string) => ({
        matches: true,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      })) as unknown as typeof window.matchMedia;
      try {
        signIn(foreman);
        renderShell('/foreman');
        const toggle = await screen.findByRole('button', { name: 'Menu' });
        expect(toggle).toHaveAttribute('aria-expanded', 'false');
        expect(screen.queryByRole('link', { name: 'Timesheets' })).not.toBeInTheDocument();
        await userEvent.click(toggle);
        expect(toggle).toHaveAttribute('aria-expanded', 'true');
        expect(screen.getByRole('link', { name: 'Timesheets' })).toBeVisible();
      } finally {
        window.matchMedia = original;
      }
    });
  });

  describe('the navigation on a tablet (768 px wide)', () => {
    const original = window.matchMedia;
    beforeEach(() => {
      // The browser's answer for a 768 px window: a max-width query matches from 768 up.
      window.matchMedia = ((query: string) => ({
        matches: Number(/max-width:\s*([\d.]+)px/.exec(query)?.[1] ?? 0) >= 768,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      })) as unknown as typeof window.matchMedia;
    });
    afterEach(() => {
      window.matchMedia = original;
    });

    it('is collapsed behind a Menu button, so the page keeps the width', async () => {
      signIn(foreman);
      renderShell('/foreman');
      const menu = await screen.findByRole('button', { name: 'Menu' });
      expect(menu).toHaveAttribute('aria-expanded', 'false');
      expect(menu).toHaveAttribute('aria-controls', 'side-nav-content');
      expect(screen.queryByRole('link', { name: 'Timesheets' })).not.toBeInTheDocument();
    });

    it('closes on Escape with the focus back on the Menu button', async () => {
      signIn(foreman);
      renderShell('/foreman');
      const user = userEvent.setup();
      const menu = await screen.findByRole('button', { name: 'Menu' });
      await user.click(menu);
      screen.getByRole('link', { name: 'Timesheets' }).focus();
      await user.keyboard('{Escape}');
      expect(menu).toHaveAttribute('aria-expanded', 'false');
      expect(menu).toHaveFocus();
    });

    it('closes when an entry is followed, with the focus back on the Menu button', async () => {
      signIn(foreman);
      renderShell('/foreman');
      const user = userEvent.setup();
      const menu = await screen.findByRole('button', { name: 'Menu' });
      await user.click(menu);
      await user.click(screen.getByRole('link', { name: 'Timesheets' }));
      expect(window.location.pathname).toBe('/foreman/timesheets');
      await waitFor(() => expect(menu).toHaveAttribute('aria-expanded', 'false'));
      expect(menu).toHaveFocus();
      expect(screen.queryByRole('link', { name: 'Timesheets' })).not.toBeInTheDocument();
    });
  });

  describe('sign-in pages', () => {
    it('sends the browser to the provider from /login once the provider answers', async () => {
      server = mockApi({ 'GET /config/auth/ready': () => mockResponse(204) });
      const redirect = jest.spyOn(browser, 'redirect').mockImplementation(() => undefined);
      renderShell('/login');
      await userEvent.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
      await waitFor(() => expect(redirect).toHaveBeenCalledTimes(1));
      const target = new URL(redirect.mock.calls[0]?.[0] as string);
      expect(target.searchParams.get('response_type')).toBe('id_token token');
      expect(target.searchParams.get('state')).toBe(sessionStorage.getItem('auth_state'));
      expect(target.searchParams.get('nonce')).toBe(sessionStorage.getItem('auth_nonce'));
    });

    it('says the sign-in service is not answering, and stays, when the provider is down', async () => {
      server = mockApi({
        'GET /config/auth/ready': () => mockResponse(503, { message: SIGN_IN_UNAVAILABLE }),
      });
      const redirect = jest.spyOn(browser, 'redirect').mockImplementation(() => undefined);
      renderShell('/login');
      await userEvent.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
      expect(await screen.findByText(SIGN_IN_UNAVAILABLE)).toBeInTheDocument();
      expect(redirect).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled();
    });

    it('leaves /login for / when already signed in', async () => {
      signIn(foreman);
      renderShell('/login');
      await waitFor(() => expect(window.location.pathname).toBe('/foreman'));
    });
  });

  describe('the routes the remotes declare, sent by the bff (issue 41)', () => {
    /** What the bff sends for the seeds' builds: every remote route with its owner and navigation entry. */
    const seedRemoteRoutes = seedRouteTable().routes.filter((route) => route.owner !== 'shell');
    /** A page a newer mf-payroll build declares, between the Payroll Dashboard (20) and the Approver Dashboard (30). */
    const overtime: AppRoute = {
      path: '/payroll/overtime',
      owner: 'mf-payroll',
      permission: 'PayrollDashboard_Export',
      title: 'Overtime',
      nav: { label: 'Overtime', order: 25 },
    };
    const payrollClerk = makeUser([
      'ForemanDashboard_View',
      'PayrollDashboard_View',
      'PayrollDashboard_Export',
      'ApproverDashboard_View',
    ]);

    /** The table the shell starts with on a page whose start-up data carries `routes` (as bootstrap.tsx makes it). */
    function tableSentWith(routes: unknown[]): Promise<RouteTable> {
      const page = document.implementation.createHTMLDocument('Crewtime');
      const block = page.createElement('script');
      block.type = 'application/json';
      block.id = BOOT_ELEMENT_ID;
      block.textContent = JSON.stringify({ auth: authConfig, remotes: [], routes });
      page.head.append(block);
      return loadRouteTable(readBootData(page));
    }

    const navLabels = async () =>
      within(await screen.findByRole('navigation', { name: 'Main navigation' }))
        .queryAllByRole('link')
        .map((link) => link.textContent);

    it('shows a new page in the side navigation at its order, with its title while its area loads', async () => {
      signIn(payrollClerk);
      renderShell(
        '/payroll/overtime',
        fakeAreas({ 'mf-payroll': { status: 'loading' } }),
        await tableSentWith([...seedRemoteRoutes, overtime]),
      );
      expect(await navLabels()).toEqual([
        'Foreman Dashboard',
        'Payroll Dashboard',
        'Overtime',
        'Approver Dashboard',
      ]);
      expect(screen.getByRole('link', { name: 'Overtime' })).toHaveAttribute('aria-current', 'page');
      expect(screen.getByText('Loading Payroll...')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Overtime' })).toBeInTheDocument();
      expect(screen.getByTestId('page-title')).toHaveTextContent('Overtime');
      expect(document.title).toBe('Overtime · Crewtime');
    });

    it('shows exactly the access-denied text on the new page to a user without its permission', async () => {
      signIn(makeUser(['ForemanDashboard_View', 'PayrollDashboard_View', 'ApproverDashboard_View']));
      const areas = renderShell(
        '/payroll/overtime',
        fakeAreas(),
        await tableSentWith([...seedRemoteRoutes, overtime]),
      );
      const denied = await screen.findByText(ACCESS_DENIED_TEXT);
      expect(denied.textContent).toBe("Access Denied: You don't have permission to view this page.");
      expect(areas.host).not.toBeVisible();
      expect(await navLabels()).toEqual(['Foreman Dashboard', 'Payroll Dashboard', 'Approver Dashboard']);
    });

    it('drops a malformed route and keeps the other pages', async () => {
      signIn(payrollClerk);
      renderShell(
        '/payroll/overtime',
        fakeAreas(),
        await tableSentWith([...seedRemoteRoutes, { ...overtime, owner: 'mf-overtime' }]),
      );
      expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
      expect(await navLabels()).toEqual(['Foreman Dashboard', 'Payroll Dashboard', 'Approver Dashboard']);
    });

    it('asks GET /config/routes for them when the page came without start-up data', async () => {
      server = mockApi({
        'GET /user': () => payrollClerk,
        'GET /config/routes': () => [...seedRemoteRoutes, overtime],
      });
      session.setTokens({ idToken: 'id-token', accessToken: 'access-token' });
      renderShell('/payroll/overtime', fakeAreas(), await loadRouteTable(null));
      expect(await navLabels()).toEqual([
        'Foreman Dashboard',
        'Payroll Dashboard',
        'Overtime',
        'Approver Dashboard',
      ]);
      expect(screen.getByTestId('page-title')).toHaveTextContent('Overtime');
    });

    it("shows not-found on an area's page when neither the page nor /config/routes gave the routes", async () => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      signIn(foreman);
      renderShell('/foreman', fakeAreas(), await loadRouteTable(null));
      expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
      expect(await navLabels()).toEqual([]);
      expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    });
  });
});
