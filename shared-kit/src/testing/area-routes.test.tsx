import { PageHeading } from 'shared-kit';
import { areaRouteCases, expectNothingOutsideArea, expectRouteShowsTitle, sampleUrl } from './index.ts';

function Everywhere() {
  return <PageHeading>Payroll Dashboard</PageHeading>;
}

describe('route checks of a remote', () => {
  it('gives each route of the area with its title and a URL whose parameters are 7', () => {
    expect(areaRouteCases('mf-payroll')).toEqual([
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
    await expect(expectNothingOutsideArea(Everywhere, 'mf-payroll')).rejects.toThrow('/approver/queue');
  });
});
