import { act, screen, waitFor, within } from '@testing-library/react';
import { queryClient } from 'shared-kit';
import userEvent from '@testing-library/user-event';
import { makeUser, mockApi, mockResponse, renderWithProviders } from 'shared-kit/testing';
import type { MockHandler } from 'shared-kit/testing';
import type { TimesheetExists } from 'shared-kit';
import { AreaRoutes } from '../routes';
import { NOT_VIEWABLE_NOTE } from './create-timesheet-dialog';
import { fixClock, project, summary } from './test-data';
import { projectDetail, timesheetDetail } from '../timesheet-detail/test-data';

// Wednesday 4 March 2026: the current week runs Monday 2 March to Sunday 8 March.
const TODAY = new Date(2026, 2, 4, 10, 30);
const foreman = makeUser(['ForemanDashboard_View', 'Timesheets_View'], { employeeId: 42 });

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const queryOf = (call: { query: URLSearchParams } | undefined) => Object.fromEntries(call?.query ?? []);
const listCalls = (api: ReturnType<typeof mockApi>) =>
  api.calls.filter((call) => call.path === '/timesheets' && call.query.has('pageSize'));

describe('Timesheet list', () => {
  let api: ReturnType<typeof mockApi>;

  beforeEach(() => fixClock(TODAY));
  afterEach(() => {
    api.restore();
    jest.useRealTimers();
  });

  const renderList = (
    handlers: Record<string, MockHandler> = {},
    options: { route?: string; user?: typeof foreman } = {},
  ) => {
    api = mockApi({ 'GET /timesheets': () => [], 'GET /projects': () => [], ...handlers });
    return renderWithProviders(<AreaRoutes />, {
      route: options.route ?? '/foreman/timesheets',
      user: options.user ?? foreman,
    });
  };

  it("loads only the foreman's own timesheets of the current week, 7 per page, with total hours (TS-LIST-06/09/11)", async () => {
    renderList();
    await screen.findByText('No timesheets match these filters');
    expect(listCalls(api).map(queryOf)).toEqual([
      {
        startDate: '2026-03-02',
        endDate: '2026-03-08',
        creatorEmployeeId: '42',
        page: '1',
        pageSize: '7',
        calcTotalHours: 'true',
      },
    ]);
  });

  it.each(['ApproverDashboard_View', 'Timesheets_Approve', 'Timesheets_ApproveAny'] as const)(
    'loads approver-wide timesheets (no creatorEmployeeId) for a user holding %s (U-20)',
    async (permission) => {
      renderList({}, { user: makeUser(['Timesheets_View', permission], { employeeId: 3 }) });
      await screen.findByText('No timesheets match these filters');
      expect(listCalls(api)).toHaveLength(1);
      expect(listCalls(api)[0]?.query.has('creatorEmployeeId')).toBe(false);
    },
  );

  it('honours the startOfWeek query parameter (TS-LIST-01)', async () => {
    renderList({}, { route: '/foreman/timesheets?startOfWeek=2026-02-23' });
    expect(await screen.findByText('02/23/2026 - 03/01/2026')).toBeInTheDocument();
    await screen.findByText('No timesheets match these filters');
    expect(queryOf(listCalls(api)[0])).toMatchObject({ startDate: '2026-02-23', endDate: '2026-03-01' });
  });

  it('ignores an invalid startOfWeek and shows the current week', async () => {
    renderList({}, { route: '/foreman/timesheets?startOfWeek=2026-02-31' });
    expect(await screen.findByText('03/02/2026 - 03/08/2026')).toBeInTheDocument();
    await screen.findByText('No timesheets match these filters');
    expect(queryOf(listCalls(api)[0])).toMatchObject({ startDate: '2026-03-02', endDate: '2026-03-08' });
  });

  it('disables Next week at the current week (TS-LIST-05); Previous week moves one week back into the URL', async () => {
    renderList();
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Next week' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(await screen.findByText('02/23/2026 - 03/01/2026')).toBeInTheDocument();
    expect(window.location.search).toBe('?startOfWeek=2026-02-23');
    expect(screen.getByRole('button', { name: 'Next week' })).toBeEnabled();
    await waitFor(() => expect(queryOf(listCalls(api).at(-1))).toMatchObject({ startDate: '2026-02-23' }));
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await screen.findByText('03/02/2026 - 03/08/2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next week' })).toBeDisabled();
  });

  it('offers Pending Approval, In Review, Approved and Rejected, never Open or Completed (TS-LIST-07)', async () => {
    renderList();
    const stateFilter = await screen.findByRole('combobox', { name: 'State' });
    expect(
      within(stateFilter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All states', 'Pending Approval', 'In Review', 'Approved', 'Rejected']);
  });

  it('filters by project and state and sends both to the api (TS-LIST-02/11)', async () => {
    renderList({
      'GET /projects': () => [
        project({ projectId: 17, projectNumber: 'P20XYZ01', description: 'Tank Farm' }),
        project({ projectId: 10 }),
      ],
    });
    const user = userEvent.setup();
    const projectFilter = await screen.findByRole('combobox', { name: 'Project' });
    await screen.findByRole('option', { name: 'P-20 XYZ 01 – Tank Farm' });
    await user.selectOptions(projectFilter, 'P-20 XYZ 01 – Tank Farm');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Approved');
    await waitFor(() =>
      expect(queryOf(listCalls(api).at(-1))).toMatchObject({ projectId: '17', state: 'APPROVED' }),
    );
    expect(new URLSearchParams(window.location.search).get('projectId')).toBe('17');
    expect(new URLSearchParams(window.location.search).get('state')).toBe('APPROVED');
  });

  it('resets to the current week, no project and no state with Clear Filters (TS-LIST-03)', async () => {
    renderList(
      { 'GET /projects': () => [project({ projectId: 17 })] },
      { route: '/foreman/timesheets?startOfWeek=2026-02-16&projectId=17&state=REJECTED' },
    );
    const user = userEvent.setup();
    expect(await screen.findByText('02/16/2026 - 02/22/2026')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('REJECTED');
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(await screen.findByText('03/02/2026 - 03/08/2026')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Project' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('');
    await waitFor(() =>
      expect(queryOf(listCalls(api).at(-1))).toEqual({
        startDate: '2026-03-02',
        endDate: '2026-03-08',
        creatorEmployeeId: '42',
        page: '1',
        pageSize: '7',
        calcTotalHours: 'true',
      }),
    );
  });

  it('shows weekday, date, project number, creator, state and total hours in each row (U-29)', async () => {
    renderList({
      'GET /timesheets': () => [
        summary({ date: '2026-03-05', dayOfWeek: 'Thursday', state: 'REJECTED', totalHours: 41.5 }),
        summary({
          timesheetId: 2,
          date: '2026-03-06',
          dayOfWeek: 'Friday',
          state: 'APPROVED',
          totalHours: 1,
        }),
      ],
    });
    const rows = rowsOf(await screen.findByRole('table'));
    expect(rows.map(cellsOf)).toEqual([
      [
        'Thursday',
        '03-05-2026 (project P-13 ABC 01)',
        'P-13 ABC 01',
        'Frank Foreman',
        'Rejected',
        '41.5 Hours',
      ],
      ['Friday', '03-06-2026 (project P-13 ABC 01)', 'P-13 ABC 01', 'Frank Foreman', 'Approved', '1 Hour'],
    ]);
    expect(within(rows[0] as HTMLElement).getByText('Rejected')).toHaveAttribute('data-colour', 'red');
  });

  it('pages 7 at a time with "Page X of Y" (TS-LIST-08)', async () => {
    renderList({
      'GET /timesheets': ({ query }) =>
        mockResponse(200, [summary({ timesheetId: Number(query.get('page')) })], { 'X-Total-Count': '15' }),
    });
    const user = userEvent.setup();
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await waitFor(() => expect(queryOf(listCalls(api).at(-1))).toMatchObject({ page: '3', pageSize: '7' }));
  });

  it('opens /foreman/projects/{projectId}/timesheets/{timesheetId} from a row (TS-LIST-18)', async () => {
    renderList({
      'GET /timesheets': () => [summary({ projectId: 17, timesheetId: 305 })],
      // The Daily Timesheet loads its timesheet once opened.
      'GET /timesheets/:id': () => timesheetDetail({ projectId: 17, timesheetId: 305 }),
      'GET /job-classes': () => [],
      'GET /employees': () => [],
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('link', { name: /^03-02-2026/ })).toHaveAttribute(
      'href',
      '/foreman/projects/17/timesheets/305',
    );
    await user.click(screen.getByText('Frank Foreman'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Daily Timesheet' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/foreman/projects/17/timesheets/305');
  });

  it('shows a loading state while the timesheets are on their way', async () => {
    renderList({ 'GET /timesheets': () => new Promise<never>(() => undefined) });
    expect(await screen.findByText('Loading timesheets')).toBeInTheDocument();
  });

  it('keeps showing the rows and projects it has when a read gets no answer (no signal behind a "connected" browser)', async () => {
    let reachable = true;
    const orNoAnswer = (value: unknown) => () => {
      if (!reachable) throw new TypeError('Failed to fetch');
      return value;
    };
    renderList({
      'GET /timesheets': orNoAnswer([summary({ creatorEmployeeFirstName: 'Rita' })]),
      'GET /projects': orNoAnswer([project({ projectId: 10, projectNumber: 'P13ABC01' })]),
    });
    expect(await screen.findByText('Rita Foreman')).toBeInTheDocument();
    await waitFor(() => expect(api.calls.filter((call) => call.path === '/projects')).toHaveLength(1));
    reachable = false;
    await act(() => queryClient.refetchQueries());
    // React Query tells the page on its next tick.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(
      queryClient
        .getQueryCache()
        .findAll({ type: 'active' })
        .every((query) => query.state.error),
    ).toBe(true);
    expect(screen.getByText('Rita Foreman')).toBeInTheDocument();
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
  });

  it("shows the server's error message with a Retry that loads again", async () => {
    let failing = true;
    renderList({
      'GET /timesheets': () =>
        failing
          ? mockResponse(503, { message: 'Database unavailable' })
          : [summary({ creatorEmployeeFirstName: 'Rita' })],
    });
    expect(
      await screen.findByText('Timesheets could not be loaded: Database unavailable'),
    ).toBeInTheDocument();
    failing = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Rita Foreman')).toBeInTheDocument();
  });
});

describe('Create Blank Timesheet', () => {
  let api: ReturnType<typeof mockApi>;

  beforeEach(() => fixClock(TODAY));
  afterEach(() => {
    api.restore();
    jest.useRealTimers();
  });

  const pickerProjects: MockHandler = ({ query }) => {
    if (query.get('status') !== 'Active') return [];
    const search = query.get('search');
    const all = Array.from({ length: 23 }, (_, index) =>
      project({ projectId: index + 1, projectNumber: `P13ABC${String(index + 1).padStart(2, '0')}` }),
    );
    const matching = search ? all.filter((option) => option.projectNumber.includes(search)) : all;
    const page = Number(query.get('page'));
    const size = Number(query.get('pageSize'));
    return mockResponse(200, matching.slice((page - 1) * size, page * size), {
      'X-Total-Count': String(matching.length),
    });
  };

  /** Days of project 7 with a timesheet, and the ones of them this foreman may open (GET /timesheets/exists). */
  const noTimesheet: TimesheetExists = { exists: false, dates: [], viewable: [] };
  const existingOn = (date: string, viewable: TimesheetExists['viewable'] = []): TimesheetExists => ({
    exists: true,
    dates: [date],
    viewable,
  });
  /** Answers a one-day check with `existing`, and a calendar page with the days of `existing` inside it. */
  const existsHandler =
    (existing: TimesheetExists): MockHandler =>
    ({ query }) => {
      const date = query.get('date');
      const [from, to] = date ? [date, date] : [query.get('startDate') ?? '', query.get('endDate') ?? ''];
      const dates = existing.dates.filter((day) => day >= from && day <= to);
      return {
        exists: dates.length > 0,
        dates,
        viewable: existing.viewable.filter((sheet) => dates.includes(sheet.date)),
      };
    };
  const checks = () =>
    api.calls.filter((call) => call.path === '/timesheets/exists' && call.query.has('date'));
  const pageChecks = () =>
    api.calls.filter((call) => call.path === '/timesheets/exists' && call.query.has('startDate'));

  const openPicker = async (existing: TimesheetExists = noTimesheet) => {
    api = mockApi({
      'GET /projects': pickerProjects,
      'GET /timesheets': () => [],
      'GET /timesheets/exists': existsHandler(existing),
      // The new Daily Timesheet loads its project once opened.
      'GET /projects/:id': () => projectDetail({ projectId: 7 }),
      'GET /job-classes': () => [],
      'GET /employees': () => [],
    });
    renderWithProviders(<AreaRoutes />, { route: '/foreman/timesheets', user: foreman });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create Blank Timesheet' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Blank Timesheet' });
    return { user, dialog };
  };

  const pickerCalls = () =>
    api.calls.filter((call) => call.path === '/projects' && call.query.get('status') === 'Active');

  it('lists Active projects 10 per page with "Page X of Y" (TS-LIST-12/14)', async () => {
    const { user, dialog } = await openPicker();
    expect(await within(dialog).findByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(10);
    expect(queryOf(pickerCalls()[0])).toEqual({ status: 'Active', page: '1', pageSize: '10' });
    await user.click(within(dialog).getByRole('button', { name: 'Next page' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Next page' }));
    expect(await within(dialog).findByText('Page 3 of 3')).toBeInTheDocument();
    expect(await within(dialog).findAllByRole('listitem')).toHaveLength(3);
  });

  it('filters the projects by number on the server (TS-LIST-13)', async () => {
    const { user, dialog } = await openPicker();
    await within(dialog).findByText('Page 1 of 3');
    // Focus starts in the filter box.
    expect(within(dialog).getByRole('searchbox', { name: 'Filter by project number' })).toHaveFocus();
    await user.keyboard('ABC2');
    expect(await within(dialog).findByText('Page 1 of 1')).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.slice(0, 11)),
    ).toEqual(['P-13 ABC 20', 'P-13 ABC 21', 'P-13 ABC 22', 'P-13 ABC 23']);
    expect(queryOf(pickerCalls().at(-1))).toMatchObject({ search: 'ABC2', page: '1' });
  });

  it('closes with Escape and gives focus back to the Create Blank Timesheet button', async () => {
    const { user } = await openPicker();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Blank Timesheet' })).toHaveFocus();
  });

  const chooseProject = async (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) =>
    user.click(await within(dialog).findByRole('button', { name: /^P-13 ABC 07/ }));

  it('shows the calendar after a project is chosen, with dates after today disabled (TS-LIST-15, U-30)', async () => {
    const { user, dialog } = await openPicker();
    await chooseProject(user, dialog);
    expect(within(dialog).getByText('March 2026')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Wednesday, 03/04/2026' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Thursday, 03/05/2026' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Next month' })).toBeDisabled();
  });

  it('warns "Caution: Timesheet for selected date and project already exists" when one exists, whoever created it (TS-LIST-17, U-06)', async () => {
    // Another foreman's timesheet: the own-only list would not show it, GET /timesheets/exists counts it.
    const { user, dialog } = await openPicker(existingOn('2026-03-03'));
    await chooseProject(user, dialog);
    await user.click(
      await within(dialog).findByRole('button', { name: 'Tuesday, 03/03/2026, has a timesheet' }),
    );
    expect(
      await within(dialog).findByText('Caution: Timesheet for selected date and project already exists'),
    ).toBeInTheDocument();
    expect(checks().map(queryOf)).toEqual([{ projectId: '7', date: '2026-03-03' }]);
    // Not the own-only list (U-20): it would miss another foreman's timesheet.
    expect(api.calls.some((call) => call.path === '/timesheets' && !call.query.has('pageSize'))).toBe(false);
    // No link to a timesheet this foreman may not open (U-20): the caution says why.
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
    expect(within(dialog).getByText(NOT_VIEWABLE_NOTE)).toBeInTheDocument();
    // The warning does not block creating.
    expect(within(dialog).getByRole('button', { name: 'Create Timesheet for 03/03/2026' })).toBeEnabled();
  });

  it('links the caution to the existing timesheet the foreman may open (TS-LIST-18)', async () => {
    const { user, dialog } = await openPicker(
      existingOn('2026-03-03', [
        {
          timesheetId: 91,
          date: '2026-03-03',
          creatorEmployeeFirstName: 'Frank',
          creatorEmployeeLastName: 'Morales',
        },
      ]),
    );
    await chooseProject(user, dialog);
    await user.click(
      await within(dialog).findByRole('button', { name: 'Tuesday, 03/03/2026, has a timesheet' }),
    );
    const link = await within(dialog).findByRole('link', {
      name: 'Open the existing timesheet by Frank Morales',
    });
    expect(link).toHaveAttribute('href', '/foreman/projects/7/timesheets/91');
    expect(within(dialog).queryByText(NOT_VIEWABLE_NOTE)).not.toBeInTheDocument();
  });

  it('marks the days of the shown month that have a timesheet, asking once per month shown', async () => {
    const { user, dialog } = await openPicker({
      exists: true,
      dates: ['2026-02-10', '2026-03-02', '2026-03-03'],
      viewable: [],
    });
    await chooseProject(user, dialog);
    expect(
      await within(dialog).findByRole('button', { name: 'Monday, 03/02/2026, has a timesheet' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Wednesday, 03/04/2026' })).toBeInTheDocument();
    // March 2026's page runs Monday 23 February to Sunday 5 April.
    expect(pageChecks().map(queryOf)).toEqual([
      { projectId: '7', startDate: '2026-02-23', endDate: '2026-04-05' },
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Previous month' }));
    expect(
      await within(dialog).findByRole('button', { name: 'Tuesday, 02/10/2026, has a timesheet' }),
    ).toBeInTheDocument();
    expect(pageChecks().map(queryOf).at(-1)).toEqual({
      projectId: '7',
      startDate: '2026-01-26',
      endDate: '2026-03-01',
    });
    expect(pageChecks()).toHaveLength(2);
  });

  it('shows no caution when no timesheet exists for the date and project', async () => {
    const { user, dialog } = await openPicker();
    await chooseProject(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Tuesday, 03/03/2026' }));
    await waitFor(() => expect(checks()).toHaveLength(1));
    await waitFor(() =>
      expect(within(dialog).queryByText('Checking for an existing timesheet')).not.toBeInTheDocument(),
    );
    expect(within(dialog).queryByText(/^Caution/)).not.toBeInTheDocument();
  });

  it('goes to /foreman/projects/{projectId}/timesheets/new/{yyyy-MM-dd} (TS-LIST-16)', async () => {
    const { user, dialog } = await openPicker();
    await chooseProject(user, dialog);
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Timesheet date (MM/dd/yyyy)' }),
      '02/27/2026',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create Timesheet for 02/27/2026' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Daily Timesheet' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/foreman/projects/7/timesheets/new/2026-02-27');
  });

  it('says "Date input not valid." for a typed date that is not a date (CONST-23)', async () => {
    const { user, dialog } = await openPicker();
    await chooseProject(user, dialog);
    const dateInput = within(dialog).getByRole('textbox', { name: 'Timesheet date (MM/dd/yyyy)' });
    await user.type(dateInput, '02/30/2026');
    await user.tab();
    expect(within(dialog).getByText('Date input not valid.')).toBeInTheDocument();
    expect(dateInput).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('button', { name: 'Create Timesheet' })).toBeDisabled();
  });
});
