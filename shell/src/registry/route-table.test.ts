import { SHELL_ROUTES, type AppRoute, type RouteTable } from 'shared-kit';
import { SEED_ROUTES, mockApi, type MockApi } from 'shared-kit/testing';
import { loadRouteTable, shellRouteTable } from './route-table';

const overtime: AppRoute = {
  path: '/payroll/overtime',
  owner: 'mf-payroll',
  permission: 'PayrollDashboard_Export',
  title: 'Overtime',
  nav: { label: 'Overtime', order: 25 },
};
const boot = (routes: AppRoute[] | null) => ({ auth: null, remotes: [], routes });
const ownerAt = (table: RouteTable, pathname: string) => table.match(pathname)?.route.owner ?? null;

describe("the shell's route table", () => {
  let server: MockApi;
  beforeEach(() => {
    server = mockApi({ 'GET /config/routes': () => [overtime] });
  });
  afterEach(() => {
    server.restore();
    jest.restoreAllMocks();
  });

  it("is the shell's own routes and the remotes' routes sent with the page, without asking the bff", async () => {
    const table = await loadRouteTable(boot([...SEED_ROUTES]));
    expect(table.routes).toEqual([...SHELL_ROUTES, ...SEED_ROUTES]);
    expect(server.calls).toEqual([]);
  });

  it('asks GET /config/routes when the page came without start-up data', async () => {
    const table = await loadRouteTable(null);
    expect(server.calls.map((call) => call.path)).toEqual(['/config/routes']);
    expect(ownerAt(table, '/payroll/overtime')).toBe('mf-payroll');
    expect(ownerAt(table, '/login')).toBe('shell');
  });

  it('asks GET /config/routes when the start-up data has no list of routes', async () => {
    const table = await loadRouteTable(boot(null));
    expect(server.calls.map((call) => call.path)).toEqual(['/config/routes']);
    expect(ownerAt(table, '/payroll/overtime')).toBe('mf-payroll');
  });

  it("has only the shell's own routes when neither answers: a remote's page is then no page", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.restore();
    server = mockApi({});
    const table = await loadRouteTable(null);
    expect(table.routes).toEqual(SHELL_ROUTES);
    expect(table.match('/foreman')).toBeNull();
    expect(table.decide({ pathname: '/foreman' }, { isAuthenticated: true, user: null })).toEqual({
      kind: 'not-found',
    });
    expect(table.navEntries).toEqual([]);
  });

  it("keeps the shell's pages the shell's when a remote row claims one of their paths", () => {
    const table = shellRouteTable([
      { ...overtime, path: '/login' },
      { ...overtime, path: '/' },
    ]);
    expect(table.match('/login')?.route).toEqual(SHELL_ROUTES[0]);
    expect(ownerAt(table, '/')).toBe('shell');
  });
});
