import {
  areaRouteCases,
  expectNothingOutsideArea,
  expectRouteShowsTitle,
  expectSeedRoutes,
} from 'shared-kit/testing';
import { AREA } from './area';
import { AreaRoutes } from './routes';

describe('mf-approver routes', () => {
  it('declares the routes, titles, permissions and navigation entries the seeds give mf-approver', () =>
    expectSeedRoutes(AREA));

  it.each(areaRouteCases(AREA))('shows "%s" on %s', (title, url) =>
    expectRouteShowsTitle(AreaRoutes, url, title),
  );

  it('renders nothing on the routes of the other areas and the shell', () =>
    expectNothingOutsideArea(AreaRoutes, AREA));
});
