import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { session } from 'shared-kit';
import { createRouteTable, routesOf } from 'shared-kit/domain';
import { sendScreenRequests } from 'shared-kit/first-requests';
import { makeUser, mockApi, mockResponse, type MockApi } from 'shared-kit/testing';
import { prefetchProjectList } from './projects/project-list-query';
import { AREA } from './area';
import { SCREEN_REQUESTS } from './screen-requests';

const { match: matchRoute } = createRouteTable(routesOf(AREA));

describe("the area's first requests (src/first-requests.ts)", () => {
  let server: MockApi;
  afterEach(() => {
    server.restore();
    session.signOut();
  });

  it.each(['', '?search=hou&page=2', '?showInactive=true&sort=-city', '?sort=nonsense&page=0'])(
    'the project list%s: the page asks once, and the screen takes that answer',
    async (search) => {
      server = mockApi({
        'GET /projects': () => mockResponse(200, [{ projectId: 4 }], { 'X-Total-Count': '1' }),
      });
      session.setTokens({ idToken: 'the-id-token', accessToken: 'the-access-token' });
      session.setUser(makeUser(['Projects_View']));
      sendScreenRequests('mf-masterdata', SCREEN_REQUESTS, matchRoute('/approver/projects'), search);
      expect(server.calls).toHaveLength(1);

      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      prefetchProjectList({ queryClient, params: {}, user: null, search: new URLSearchParams(search) });
      const pages = () => queryClient.getQueriesData({ queryKey: ['projects'] }).map(([, data]) => data);
      await waitFor(() => expect(pages()).toEqual([{ items: [{ projectId: 4 }], total: 1 }]));
      expect(server.calls).toHaveLength(1);
    },
  );

  it("sends nothing on the area's other pages", () => {
    server = mockApi({});
    session.setTokens({ idToken: 'the-id-token', accessToken: 'the-access-token' });
    session.setUser(makeUser(['Projects_View', 'Projects_Create', 'Customers_View']));
    for (const path of ['/approver/projects/new', '/approver/projects/12', '/approver/customers'])
      sendScreenRequests('mf-masterdata', SCREEN_REQUESTS, matchRoute(path), '');
    expect(server.calls).toHaveLength(0);
  });
});
