import { areaRouteCases, expectNothingOutsideArea, expectRouteShowsTitle } from 'shared-kit/testing';
import { AreaRoutes } from './routes';

describe('mf-payroll routes', () => {
  it.each(areaRouteCases('mf-payroll'))('shows "%s" on %s', (title, url) =>
    expectRouteShowsTitle(AreaRoutes, url, title),
  );

  it('renders nothing on the routes of the other areas and the shell', () =>
    expectNothingOutsideArea(AreaRoutes, 'mf-payroll'));
});
