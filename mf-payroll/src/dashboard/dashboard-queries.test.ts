import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { mockApi } from 'shared-kit/testing';
import {
  monthPeriodsQueryOptions,
  openPeriodsQueryOptions,
  prefetchPayrollDashboard,
  thisMonth,
} from './dashboard-queries';

const page = { items: [], totalCount: 0 };

describe('payroll dashboard queries', () => {
  let api: ReturnType<typeof mockApi> | undefined;
  afterEach(() => api?.restore());

  it('asks for the periods of the month in the URL with their counts, and for the open periods', async () => {
    api = mockApi({ 'GET /payroll-periods': () => page });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    prefetchPayrollDashboard({
      queryClient,
      params: {},
      search: new URLSearchParams('month=2026-02'),
      user: null,
    });
    await waitFor(() => expect(api?.calls).toHaveLength(2));
    const queries = api.calls.map(({ query }) => Object.fromEntries(query));
    expect(queries).toContainEqual(
      expect.objectContaining({ calculateStats: 'true', startDate: '2026-02-01', endDate: '2026-02-28' }),
    );
    expect(queries).toContainEqual(expect.objectContaining({ state: 'OPEN' }));
    // The page's own queries then find both answers in the cache.
    await waitFor(() =>
      expect(queryClient.getQueryState(monthPeriodsQueryOptions('2026-02').queryKey)?.status).toBe('success'),
    );
    expect(queryClient.getQueryState(openPeriodsQueryOptions().queryKey)?.status).toBe('success');
  });

  it('shows this month for a month it cannot read', () => {
    expect(monthPeriodsQueryOptions('December').queryKey).toEqual(
      monthPeriodsQueryOptions(thisMonth()).queryKey,
    );
  });

  it("is the browser's month (U-54): still November at 17:00 on Nov 30 in Los Angeles, December in UTC", () => {
    // The browser packages' tests run in America/Los_Angeles (jest.preset.web.cjs).
    expect(thisMonth(new Date('2026-12-01T01:00:00Z'))).toBe('2026-11');
  });
});
