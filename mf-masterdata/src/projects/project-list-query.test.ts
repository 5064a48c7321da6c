import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { mockApi } from 'shared-kit/testing';
import { prefetchProjectList } from './project-list-query';

describe('project list query', () => {
  let api: ReturnType<typeof mockApi> | undefined;
  afterEach(() => api?.restore());

  it('prefetches the page of projects the URL describes (PROJECTS-06, U-16)', async () => {
    api = mockApi({ 'GET /projects': () => ({ items: [], totalCount: 0 }) });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const context = { queryClient, params: {}, user: null };
    prefetchProjectList({ ...context, search: new URLSearchParams('search=hou&page=2') });
    prefetchProjectList({ ...context, search: new URLSearchParams('showInactive=true') });
    await waitFor(() => expect(api?.calls).toHaveLength(2));
    const [first, second] = api.calls.map(({ query }) => Object.fromEntries(query));
    expect(first).toEqual(
      expect.objectContaining({
        search: 'hou',
        status: 'Active',
        page: '2',
        pageSize: '20',
        sort: 'projectNumber',
      }),
    );
    expect(second).not.toHaveProperty('status');
  });
});
