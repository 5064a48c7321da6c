import { QueryClient } from '@tanstack/react-query';
import { mockApi, type MockApi } from 'shared-kit/testing';
import { jobClassesQueryOptions, laborItemsQueryOptions } from 'shared-kit/resources/job-classes';

describe('job classes resource', () => {
  let api: MockApi;
  afterEach(() => api.restore());

  it('reads the job class catalog and the labor items, each under its own key, kept for a while', async () => {
    api = mockApi({
      'GET /job-classes': () => [{ title: 'LABORER', abbreviation: 'LAB', sortOrder: 5 }],
      'GET /labor-items': () => [{ laborItem: 'LAB-01', jobClass: 'LABORER' }],
    });
    const client = new QueryClient();
    const jobClasses = jobClassesQueryOptions();
    const laborItems = laborItemsQueryOptions();
    expect(jobClasses.queryKey).toEqual(['job-classes', 'list']);
    expect(laborItems.queryKey).toEqual(['labor-items', 'list']);
    expect(jobClasses.staleTime).toBeGreaterThan(0);
    await expect(client.fetchQuery(jobClasses)).resolves.toEqual([
      { title: 'LABORER', abbreviation: 'LAB', sortOrder: 5 },
    ]);
    await client.fetchQuery(laborItems);
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /job-classes',
      'GET /labor-items',
    ]);
  });
});
