import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { queryClient } from 'shared-kit';
import { mockApi, type MockApi } from 'shared-kit/testing';
import { payrollPeriodKeys, timesheetKeys } from 'shared-kit/resources/keys';
import { timesheetFormSchema } from 'shared-kit/timesheet-form';
import { timesheetDetail } from './test-data';
import { useTimesheetMutations } from './use-timesheet-actions';

const FORM = timesheetFormSchema.parse({
  projectId: 10,
  date: '2026-03-02',
  timesheetRecords: [],
  version: 3,
});
const WEEK_LIST = timesheetKeys.list({ startDate: '2026-03-02', endDate: '2026-03-08', page: 1 });

describe('timesheet writes', () => {
  let api: MockApi;
  afterEach(() => api.restore());

  const mutations = () => {
    queryClient.clear();
    queryClient.setQueryData(WEEK_LIST, { items: [], total: 0 });
    queryClient.setQueryData(timesheetKeys.detail(77), timesheetDetail({ timesheetId: 77, version: 3 }));
    queryClient.setQueryData(payrollPeriodKeys.active(), { payrollPeriodId: 52 });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    return renderHook(() => useTimesheetMutations(), { wrapper }).result;
  };
  const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;

  it('makes the timesheet lists stale after an approve, not the approved timesheet (its answer is cached)', async () => {
    api = mockApi({ 'PUT /timesheets/:id/approve': () => timesheetDetail({ timesheetId: 77, version: 4 }) });
    const result = mutations();
    await act(() => result.current.approve.mutateAsync({ timesheetId: 77, version: 3 }));
    expect(stale(WEEK_LIST)).toBe(true);
    expect(stale(timesheetKeys.detail(77))).toBe(false);
    expect(stale(payrollPeriodKeys.active())).toBe(false);
  });

  it('makes the timesheet lists stale after a save and after a delete', async () => {
    api = mockApi({
      'PUT /timesheets/:id/update/:section': () => timesheetDetail({ timesheetId: 77, version: 4 }),
      'DELETE /timesheets/:id': () => undefined,
    });
    const result = mutations();
    await act(() => result.current.save.mutateAsync({ timesheetId: 77, form: FORM }));
    expect(stale(WEEK_LIST)).toBe(true);
    queryClient.setQueryData(WEEK_LIST, { items: [], total: 0 });
    await act(() => result.current.remove.mutateAsync({ timesheetId: 77, version: 4 }));
    expect(stale(WEEK_LIST)).toBe(true);
  });

  it('leaves the lists alone when the write fails', async () => {
    api = mockApi({});
    const result = mutations();
    await act(() => result.current.approve.mutateAsync({ timesheetId: 77, version: 3 }).catch(() => null));
    expect(stale(WEEK_LIST)).toBe(false);
  });
});
