import { areaRouteCases, expectNothingOutsideArea, expectRouteShowsTitle } from 'shared-kit/testing';
import { AreaRoutes } from './routes';

describe('mf-approver routes', () => {
  it.each(areaRouteCases('mf-approver'))('shows "%s" on %s', (title, url) =>
    expectRouteShowsTitle(AreaRoutes, url, title),
  );

  it('renders nothing on the routes of the other areas and the shell', () =>
    expectNothingOutsideArea(AreaRoutes, 'mf-approver'));
});
