import { makeUser, seedRouteTable } from 'shared-kit/testing';
import { shellRouteTable } from '../registry/route-table';
import { isAreaActive } from './activity';

const clerk = { isAuthenticated: true, user: makeUser(['PayrollDashboard_View', 'PayrollDashboard_Export']) };
const seedRemoteRoutes = seedRouteTable().routes.filter((route) => route.owner !== 'shell');

describe('single-spa activity from the route table the shell was sent', () => {
  it('mounts a remote on a page only its own declarations name', () => {
    const withOvertime = shellRouteTable([
      ...seedRemoteRoutes,
      {
        path: '/payroll/overtime',
        owner: 'mf-payroll',
        permission: 'PayrollDashboard_Export',
        title: 'Overtime',
      },
    ]);
    expect(isAreaActive(withOvertime, 'mf-payroll', { pathname: '/payroll/overtime' }, clerk)).toBe(true);
    expect(isAreaActive(seedRouteTable(), 'mf-payroll', { pathname: '/payroll/overtime' }, clerk)).toBe(
      false,
    );
  });

  it('mounts no remote on a page of another owner, or one the guard denies', () => {
    const table = seedRouteTable();
    expect(isAreaActive(table, 'mf-payroll', { pathname: '/payroll/roles' }, clerk)).toBe(false);
    expect(isAreaActive(table, 'mf-payroll', { pathname: '/payroll/4/corrections' }, clerk)).toBe(false);
    expect(isAreaActive(table, 'mf-payroll', { pathname: '/payroll' }, clerk)).toBe(true);
  });
});
