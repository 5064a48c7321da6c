import {
  areaRouteCases,
  expectNothingOutsideArea,
  expectRouteShowsTitle,
  expectSeedRoutes,
  mockApi,
  type MockApi,
} from 'shared-kit/testing';
import { PUMP_STATION } from './projects/test-data';
import { AREA } from './area';
import { AreaRoutes } from './routes';

describe('mf-masterdata routes', () => {
  it('declares the routes, titles, permissions and navigation entries the seeds give mf-masterdata', () =>
    expectSeedRoutes(AREA));

  let api: MockApi;
  beforeEach(() => {
    api = mockApi({
      'GET /projects': () => [],
      'GET /projects/:projectId': ({ params }) => ({ ...PUMP_STATION, projectId: Number(params.projectId) }),
      'GET /customers': () => [],
      'GET /customers/:customerId': ({ params }) => ({
        customerId: Number(params.customerId),
        customerExternalId: 'C100231',
        customerName: 'Gulf Coast Water Authority',
        version: 1,
      }),
    });
  });
  afterEach(() => api.restore());

  it.each(areaRouteCases(AREA))('shows "%s" on %s', (title, url) =>
    expectRouteShowsTitle(AreaRoutes, url, title),
  );

  it('renders nothing on the routes of the other areas and the shell', () =>
    expectNothingOutsideArea(AreaRoutes, AREA));
});
