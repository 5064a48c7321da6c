import { QueryClient } from '@tanstack/react-query';
import { makeUser, mockApi, mockResponse } from 'shared-kit/testing';
import type { Permission } from 'shared-kit';
import {
  activeProjectPageQueryOptions,
  creatorFilterFor,
  timesheetListQueryOptions,
  type ActiveProjectQuery,
  type TimesheetListQuery,
} from './api';
import { project, summary } from './test-data';

/** What the screen's query fetches (a fresh cache each time). */
const getTimesheetPage = (query: TimesheetListQuery) =>
  new QueryClient().fetchQuery(timesheetListQueryOptions(query));
const getActiveProjectPage = (query: ActiveProjectQuery) =>
  new QueryClient().fetchQuery(activeProjectPageQueryOptions(query));

const LIST = {
  startDate: '2026-03-02',
  endDate: '2026-03-08',
  projectId: null,
  state: null,
  creatorEmployeeId: 42,
  page: 1,
};

describe('timesheet list api', () => {
  let api: ReturnType<typeof mockApi> | undefined;
  afterEach(() => api?.restore());

  it.each<Permission>(['ApproverDashboard_View', 'Timesheets_Approve', 'Timesheets_ApproveAny'])(
    'lists approver-wide for a user holding %s (U-20)',
    (permission) => {
      expect(creatorFilterFor(makeUser(['Timesheets_View', permission], { employeeId: 42 }))).toBeNull();
    },
  );

  it("lists only the user's own timesheets without an approver permission (TS-LIST-09/10)", () => {
    expect(
      creatorFilterFor(
        makeUser(['Timesheets_View', 'ForemanDashboard_View', 'Timesheets_Review'], { employeeId: 42 }),
      ),
    ).toBe(42);
  });

  it('asks for one page of 7 of the week with the filters and total hours, and reads X-Total-Count', async () => {
    api = mockApi({ 'GET /timesheets': () => mockResponse(200, [summary()], { 'X-Total-Count': '15' }) });
    const page = await getTimesheetPage({ ...LIST, projectId: 17, state: 'IN_REVIEW', page: 3 });
    expect(Object.fromEntries(api.calls[0]?.query ?? [])).toEqual({
      startDate: '2026-03-02',
      endDate: '2026-03-08',
      projectId: '17',
      state: 'IN_REVIEW',
      creatorEmployeeId: '42',
      page: '3',
      pageSize: '7',
      calcTotalHours: 'true',
    });
    expect(page.total).toBe(15);
    expect(page.items).toHaveLength(1);
  });

  it('sends no creatorEmployeeId for an approver-wide list', async () => {
    api = mockApi({ 'GET /timesheets': () => [] });
    await getTimesheetPage({ ...LIST, creatorEmployeeId: null });
    expect(api.calls[0]?.query.has('creatorEmployeeId')).toBe(false);
  });

  it('rejects a response that is not a list of timesheet summaries', async () => {
    api = mockApi({ 'GET /timesheets': () => [{ timesheetId: 'one' }] });
    await expect(getTimesheetPage(LIST)).rejects.toThrow();
  });

  it('keys the list by the timesheets resource and the whole request', () => {
    expect(timesheetListQueryOptions(LIST).queryKey).toEqual([
      'timesheets',
      'list',
      { ...LIST, pageSize: 7, calcTotalHours: true },
    ]);
  });

  it('asks the picker for Active projects, 10 per page, searched by the typed number (TS-LIST-12…14)', async () => {
    api = mockApi({ 'GET /projects': () => mockResponse(200, [project()], { 'X-Total-Count': '31' }) });
    const page = await getActiveProjectPage({ search: ' P-13 ', page: 2 });
    expect(Object.fromEntries(api.calls[0]?.query ?? [])).toEqual({
      status: 'Active',
      search: 'P-13',
      page: '2',
      pageSize: '10',
    });
    expect(page).toEqual({ items: [project()], total: 31 });
  });

  it('leaves the search out when the filter box is empty', async () => {
    api = mockApi({ 'GET /projects': () => [] });
    await getActiveProjectPage({ search: '  ', page: 1 });
    expect(api.calls[0]?.query.has('search')).toBe(false);
  });
});
