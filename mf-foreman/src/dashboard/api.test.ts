import { createElement, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { mockApi } from 'shared-kit/testing';
import { makeUser } from 'shared-kit/testing';
import { weekOf } from 'shared-kit';
import {
  byProjectNumberThenDate,
  ownWeekTimesheetsQueryOptions,
  prefetchOwnWeek,
  useOwnWeekTimesheets,
} from './api.ts';
import { summary } from './test-data';

const WEEK = { creatorEmployeeId: 42, startDate: '2026-03-02', endDate: '2026-03-08' };

/** The dashboard's query for WEEK, settled (a fresh cache, no retries). */
async function ownWeek() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client }, children);
  const { result } = renderHook(() => useOwnWeekTimesheets(WEEK.creatorEmployeeId, WEEK), { wrapper });
  await waitFor(() => expect(result.current.isPending).toBe(false));
  return result.current;
}

describe('foreman dashboard api', () => {
  let api: ReturnType<typeof mockApi> | undefined;
  afterEach(() => api?.restore());

  it('sorts timesheets by project number, then by date (FOREMAN-DASH-02)', () => {
    const unsorted = [
      summary({ timesheetId: 1, projectNumber: 'P20XYZ01', date: '2026-03-02' }),
      summary({ timesheetId: 2, projectNumber: 'P13ABC01', date: '2026-03-04' }),
      summary({ timesheetId: 3, projectNumber: 'P13ABC01', date: '2026-03-03' }),
      summary({ timesheetId: 4, projectNumber: 'P13ABC02', date: '2026-03-01' }),
    ];
    expect(unsorted.toSorted(byProjectNumberThenDate).map((row) => row.timesheetId)).toEqual([3, 2, 4, 1]);
  });

  it("requests the user's own timesheets of the week with total hours (U-27)", async () => {
    api = mockApi({ 'GET /timesheets': () => [] });
    await ownWeek();
    expect(api.calls).toHaveLength(1);
    const { query } = api.calls[0];
    expect(Object.fromEntries(query)).toEqual({
      creatorEmployeeId: '42',
      startDate: '2026-03-02',
      endDate: '2026-03-08',
      calcTotalHours: 'true',
    });
  });

  it('returns the rows sorted even when the api does not sort them', async () => {
    api = mockApi({
      'GET /timesheets': () => [
        summary({ timesheetId: 7, projectNumber: 'P2', date: '2026-03-03' }),
        summary({ timesheetId: 8, projectNumber: 'P1', date: '2026-03-05' }),
        summary({ timesheetId: 9, projectNumber: 'P2', date: '2026-03-02' }),
      ],
    });
    const { data } = await ownWeek();
    expect(data?.map((row) => row.timesheetId)).toEqual([8, 9, 7]);
  });

  it('rejects a response that is not a list of timesheet summaries', async () => {
    api = mockApi({ 'GET /timesheets': () => [{ timesheetId: 'one' }] });
    expect((await ownWeek()).isError).toBe(true);
  });

  it('keys the query by the timesheets resource and the request it sends', () => {
    expect(ownWeekTimesheetsQueryOptions(WEEK).queryKey).toEqual([
      'timesheets',
      'list',
      { ...WEEK, calcTotalHours: true },
    ]);
  });

  it("prefetches the signed-in foreman's week before the dashboard's code arrives, and nothing without a user", async () => {
    api = mockApi({ 'GET /timesheets': () => [] });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const context = { queryClient, params: {}, search: new URLSearchParams() };
    prefetchOwnWeek({ ...context, user: null });
    expect(api.calls).toHaveLength(0);
    prefetchOwnWeek({ ...context, user: makeUser([], { employeeId: 42 }) });
    await waitFor(() => expect(api?.calls).toHaveLength(1));
    const week = weekOf(new Date());
    // The same query the dashboard then renders from: it finds the answer in the cache.
    const key = ownWeekTimesheetsQueryOptions({
      creatorEmployeeId: 42,
      startDate: week.startOfWeek,
      endDate: week.endOfWeek,
    }).queryKey;
    await waitFor(() => expect(queryClient.getQueryState(key)?.status).toBe('success'));
  });
});
