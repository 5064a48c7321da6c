import { PageHeading } from 'shared-kit';
import type { AreaDeclaration, AreaRoute } from '../domain/routes.ts';
import {
  areaRouteCases,
  expectNothingOutsideArea,
  expectRouteShowsTitle,
  expectSeedRoutes,
  sampleUrl,
  seedArea,
} from './index.ts';

function Everywhere() {
  return <PageHeading>Payroll Dashboard</PageHeading>;
}

describe('route checks of a remote', () => {
  it('gives each route of the area with its title and a URL whose parameters are 7', () => {
    expect(areaRouteCases(seedArea('mf-payroll'))).toEqual([
      ['Payroll Dashboard', '/payroll'],
      ['Certified Payroll', '/payroll/certified-payroll'],
      ['Certified Payroll Report', '/payroll/certified-payroll/report'],
      ['No-Pay Roster', '/payroll/7/nopayroster'],
      ['Corrections', '/payroll/7/corrections'],
      ['New Standalone Correction', '/payroll/7/corrections/new'],
      ['Edit Standalone Correction', '/payroll/7/corrections/7'],
    ]);
    expect(sampleUrl('/foreman/projects/:projectId/timesheets/new/:date', { date: '2026-03-04' })).toBe(
      '/foreman/projects/7/timesheets/new/2026-03-04',
    );
  });

  it('fails when the route shows another title', async () => {
    await expect(
      expectRouteShowsTitle(Everywhere, '/payroll/7/nopayroster', 'No-Pay Roster'),
    ).rejects.toThrow('No-Pay Roster');
  });

  it('fails naming the foreign URLs where the remote renders something', async () => {
    await expect(expectNothingOutsideArea(Everywhere, seedArea('mf-payroll'))).rejects.toThrow(
      '/approver/queue',
    );
  });
});

describe('expectSeedRoutes', () => {
  const payroll = seedArea('mf-payroll');

  it("passes for the seeds' declaration, and with a page beyond the seeds", () => {
    expectSeedRoutes(payroll);
    expectSeedRoutes({
      ...payroll,
      routes: [
        ...payroll.routes,
        {
          path: '/payroll/audit',
          permission: 'PayrollDashboard_Export',
          title: 'Payroll Audit',
          nav: { label: 'Payroll Audit', order: 25 },
        },
      ],
    });
  });

  it("fails when a seed route's title, permission or navigation entry changes, or it is gone", () => {
    const changed = (edit: (route: AreaRoute) => AreaRoute | null): AreaDeclaration => ({
      ...payroll,
      routes: payroll.routes.flatMap((route) => (route.path === '/payroll' ? (edit(route) ?? []) : [route])),
    });
    expect(() => expectSeedRoutes(changed((route) => ({ ...route, title: 'Payroll' })))).toThrow();
    expect(() => expectSeedRoutes(changed((route) => ({ ...route, permission: 'Admin_View' })))).toThrow();
    expect(() =>
      expectSeedRoutes(changed((route) => ({ ...route, nav: { label: 'Payroll Dashboard', order: 5 } }))),
    ).toThrow();
    expect(() => expectSeedRoutes(changed(() => null))).toThrow();
  });
});
