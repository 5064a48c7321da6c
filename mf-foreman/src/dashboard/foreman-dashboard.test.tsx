import { act, screen, within } from '@testing-library/react';
import { queryClient } from 'shared-kit';
import userEvent from '@testing-library/user-event';
import { makeUser, mockApi, mockResponse, renderWithProviders } from 'shared-kit/testing';
import { AreaRoutes } from '../routes';
import { summary } from './test-data';
import { timesheetDetail } from '../timesheet-detail/test-data';

// Wednesday 4 March 2026: the week runs Monday 2 March to Sunday 8 March; the previous week starts 23 February.
const TODAY = new Date(2026, 2, 4, 10, 30);
const foreman = makeUser(['ForemanDashboard_View', 'Timesheets_View'], {
  employeeId: 42,
  firstName: 'Frank',
  lastName: 'Foreman',
});

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('Foreman Dashboard', () => {
  let api: ReturnType<typeof mockApi>;

  beforeEach(() => {
    // Only the clock is fixed; timers stay real so React Query and Testing Library behave as in the browser.
    jest.useFakeTimers({
      now: TODAY,
      doNotFake: [
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'setImmediate',
        'clearImmediate',
        'queueMicrotask',
        'nextTick',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'performance',
        'hrtime',
      ],
    });
  });
  afterEach(() => {
    api.restore();
    jest.useRealTimers();
  });

  const renderDashboard = () => renderWithProviders(<AreaRoutes />, { route: '/foreman', user: foreman });

  it("requests the signed-in user's own timesheets of the current week with total hours (U-27)", async () => {
    api = mockApi({ 'GET /timesheets': () => [] });
    renderDashboard();
    await screen.findByText('No timesheets for this week');
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /timesheets']);
    expect(Object.fromEntries(api.calls[0].query)).toEqual({
      creatorEmployeeId: '42',
      startDate: '2026-03-02',
      endDate: '2026-03-08',
      calcTotalHours: 'true',
    });
  });

  it('shows the title and the current week 03/02/2026 – 03/08/2026', async () => {
    api = mockApi({ 'GET /timesheets': () => [] });
    renderDashboard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Foreman Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Week: 03/02/2026 – 03/08/2026')).toBeInTheDocument();
  });

  it('links to the Timesheets list (FOREMAN-DASH-06) and to the previous week of it (FOREMAN-DASH-07, U-01)', async () => {
    api = mockApi({ 'GET /timesheets': () => [] });
    renderDashboard();
    expect(await screen.findByRole('link', { name: 'Timesheets' })).toHaveAttribute(
      'href',
      '/foreman/timesheets',
    );
    expect(screen.getByRole('link', { name: 'Review Previous Week' })).toHaveAttribute(
      'href',
      '/foreman/timesheets?startOfWeek=2026-02-23',
    );
  });

  it('lists rows sorted by project number, then by date (FOREMAN-DASH-02)', async () => {
    api = mockApi({
      'GET /timesheets': () => [
        summary({ timesheetId: 1, projectNumber: 'P20XYZ01', date: '2026-03-02', dayOfWeek: 'Monday' }),
        summary({ timesheetId: 2, projectNumber: 'P13ABC01', date: '2026-03-04', dayOfWeek: 'Wednesday' }),
        summary({ timesheetId: 3, projectNumber: 'P13ABC01', date: '2026-03-03', dayOfWeek: 'Tuesday' }),
      ],
    });
    renderDashboard();
    const table = await screen.findByRole('table');
    expect(rowsOf(table).map((row) => cellsOf(row).slice(1, 3))).toEqual([
      ['03-03-2026 (project P-13 ABC 01)', 'P-13 ABC 01'],
      ['03-04-2026 (project P-13 ABC 01)', 'P-13 ABC 01'],
      ['03-02-2026 (project P-20 XYZ 01)', 'P-20 XYZ 01'],
    ]);
  });

  it('shows weekday, date (MM-dd-yyyy), project number, creator name and state in each row (FOREMAN-DASH-03)', async () => {
    api = mockApi({
      'GET /timesheets': () => [
        summary({
          projectNumber: 'P13ABC01',
          date: '2026-03-05',
          dayOfWeek: 'Thursday',
          creatorEmployeeFirstName: 'Frank',
          creatorEmployeeLastName: 'Foreman',
          state: 'PENDING_APPROVAL',
        }),
      ],
    });
    renderDashboard();
    const [row] = rowsOf(await screen.findByRole('table'));
    expect(within(row).getByRole('link', { name: '03-05-2026 (project P-13 ABC 01)' })).toBeInTheDocument();
    expect(cellsOf(row)).toEqual([
      'Thursday',
      '03-05-2026 (project P-13 ABC 01)',
      'P-13 ABC 01',
      'Frank Foreman',
      'Pending Approval',
    ]);
  });

  it.each([
    { state: 'REJECTED', label: 'Rejected', colour: 'red' },
    { state: 'APPROVED', label: 'Approved', colour: 'green' },
    { state: 'PENDING_APPROVAL', label: 'Pending Approval', colour: 'blue' },
    { state: 'IN_REVIEW', label: 'In Review', colour: 'yellow' },
    { state: 'OPEN', label: 'Open', colour: 'gray' },
  ] as const)(
    'shows the $state state as "$label" in $colour (FOREMAN-DASH-04, U-27)',
    async ({ state, label, colour }) => {
      api = mockApi({ 'GET /timesheets': () => [summary({ state })] });
      renderDashboard();
      const [row] = rowsOf(await screen.findByRole('table'));
      const stateCell = within(row).getAllByRole('cell')[4];
      expect(stateCell).toHaveTextContent(label);
      expect(within(stateCell).getByText(label)).toHaveAttribute('data-colour', colour);
    },
  );

  // The Daily Timesheet loads its timesheet once opened.
  const detailHandlers = {
    'GET /timesheets/:id': () => timesheetDetail({ projectId: 17, timesheetId: 305 }),
    'GET /job-classes': () => [],
    'GET /employees': () => [],
  };

  it('opens /foreman/projects/{projectId}/timesheets/{timesheetId} when a row is clicked (FOREMAN-DASH-05)', async () => {
    api = mockApi({
      'GET /timesheets': () => [summary({ projectId: 17, timesheetId: 305 })],
      ...detailHandlers,
    });
    renderDashboard();
    const user = userEvent.setup();
    await user.click(await screen.findByText('Frank Foreman'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Daily Timesheet' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/foreman/projects/17/timesheets/305');
    expect(await screen.findByRole('heading', { name: 'Crew Timecard' })).toBeInTheDocument();
  });

  it('opens the timesheet detail from the keyboard with Enter on the row link', async () => {
    api = mockApi({
      'GET /timesheets': () => [summary({ projectId: 17, timesheetId: 305 })],
      ...detailHandlers,
    });
    renderDashboard();
    const user = userEvent.setup();
    const rowLink = await screen.findByRole('link', { name: /^03-02-2026/ });
    expect(rowLink).toHaveAttribute('href', '/foreman/projects/17/timesheets/305');
    rowLink.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Daily Timesheet' })).toBeInTheDocument();
  });

  it('says "No timesheets for this week" when there are none', async () => {
    api = mockApi({ 'GET /timesheets': () => [] });
    renderDashboard();
    expect(await screen.findByText('No timesheets for this week')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a loading state while the timesheets are on their way', async () => {
    api = mockApi({ 'GET /timesheets': () => new Promise<never>(() => undefined) });
    renderDashboard();
    expect(await screen.findByText('Loading your timesheets')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('keeps showing the rows it has when a read gets no answer (no signal behind a "connected" browser)', async () => {
    let answer: () => unknown = () => [
      summary({ creatorEmployeeFirstName: 'Kept', creatorEmployeeLastName: 'Row' }),
    ];
    api = mockApi({ 'GET /timesheets': () => answer() });
    renderDashboard();
    expect(await screen.findByText('Kept Row')).toBeInTheDocument();
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    await act(() => queryClient.refetchQueries({ queryKey: ['timesheets'] }));
    // React Query tells the page on its next tick.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.calls).toHaveLength(2);
    expect(screen.getByText('Kept Row')).toBeInTheDocument();
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();

    // An answer with an error is still said.
    answer = () => mockResponse(503, { message: 'Database unavailable' });
    await act(() => queryClient.refetchQueries({ queryKey: ['timesheets'] }));
    expect(
      await screen.findByText('Your timesheets for this week could not be loaded: Database unavailable'),
    ).toBeInTheDocument();
  });

  it("shows the server's error message with a Retry that loads the rows again", async () => {
    let failing = true;
    api = mockApi({
      'GET /timesheets': () =>
        failing
          ? mockResponse(503, { message: 'Database unavailable' })
          : [summary({ creatorEmployeeFirstName: 'Rita', creatorEmployeeLastName: 'Retry' })],
    });
    renderDashboard();
    expect(
      await screen.findByText('Your timesheets for this week could not be loaded: Database unavailable'),
    ).toBeInTheDocument();
    failing = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Rita Retry')).toBeInTheDocument();
    expect(api.calls).toHaveLength(2);
  });
});
