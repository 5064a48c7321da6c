import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  employeeListItem,
  hydratedTimesheetSummary,
  makeUser,
  mockApi,
  payrollPeriodView,
  renderWithProviders,
} from 'shared-kit/testing';
import { AreaRoutes } from '../routes';
import type * as boardModel from './board-model';
import { timesheetRowText } from './board-model';

// The real row text, counted: each call is one card rendered.
jest.mock('./board-model', () => {
  const actual = jest.requireActual<typeof boardModel>('./board-model');
  return { ...actual, timesheetRowText: jest.fn(actual.timesheetRowText) };
});

// APPROVER-20: without PayrollDashboard_Export, the Project Manager filter starts at the user (employee 3).
const approver = makeUser(['ApproverDashboard_View', 'Timesheets_Review'], { employeeId: 3 });

/** The board's requests for a week with nothing in it. */
const EMPTY_WEEK = {
  'GET /timesheets': () => [],
  'GET /project-corrections': () => [],
  'GET /projects': () => [],
  'GET /employees': () => [],
};

describe('Approver board', () => {
  let api: ReturnType<typeof mockApi>;
  afterEach(() => api.restore());

  it("writes the preset Project Manager into the board's URL, and never pulls back a user who has clicked away", async () => {
    let answerTimesheets: (rows: unknown[]) => void = () => undefined;
    api = mockApi({
      'GET /timesheets': () => new Promise((resolve) => (answerTimesheets = resolve)),
      'GET /project-corrections': () => [],
      'GET /projects': () => [],
      'GET /employees': () => [],
    });
    renderWithProviders(<AreaRoutes />, { route: '/approver', user: approver });
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('pm')).toBe('3'));
    expect(window.location.pathname).toBe('/approver');

    // The shell's navigation moves the page on (history.pushState) while the board still renders: data arrives.
    window.history.pushState(null, '', '/approver/employees');
    answerTimesheets([]);
    expect(await screen.findByText(/There are no timesheets or corrections/)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/approver/employees');
    expect(window.location.search).toBe('');
  });

  // A filter that appeared once its list arrived pushed the filters after it aside, and the board below moved down
  // (a layout shift of 0.16 in the composed portal when the employees answered last).
  it('shows the Foreman and Project Manager filters while their lists are still on their way', async () => {
    const wide = makeUser(['ApproverDashboard_View', 'Timesheets_Review', 'PayrollDashboard_Export'], {
      employeeId: 3,
    });
    api = mockApi({ ...EMPTY_WEEK, 'GET /employees': () => new Promise(() => undefined) });
    renderWithProviders(<AreaRoutes />, { route: '/approver', user: wide });
    expect(await screen.findByText(/There are no timesheets or corrections/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Foreman' })).toHaveDisplayValue('All');
    expect(screen.getByRole('combobox', { name: 'Project Manager' })).toHaveDisplayValue('All');
  });

  // The board's columns stood only once the week arrived: the page showed a loading line, then jumped to three columns,
  // and the browser counted the approver's first sight of the board (LCP) from that late render.
  it('stands its three columns with their headings while the week is on its way, and counts them on arrival', async () => {
    let answerTimesheets: (rows: unknown[]) => void = () => undefined;
    api = mockApi({
      'GET /timesheets': () => new Promise((resolve) => (answerTimesheets = resolve)),
      'GET /project-corrections': () => [],
      'GET /projects': () => [],
      'GET /employees': () => [],
    });
    renderWithProviders(<AreaRoutes />, { route: '/approver', user: approver });
    expect(await screen.findByText("Loading the week's timesheets")).toBeInTheDocument();
    const headings = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent?.trim());
    expect(headings).toEqual(['Open', 'In Review / Pending Approval', 'Approved / Corrections / Rejected']);

    answerTimesheets([hydratedTimesheetSummary({ state: 'OPEN' })]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Open (1)' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'In Review / Pending Approval (0)' }),
    ).toBeInTheDocument();
    expect(screen.queryByText("Loading the week's timesheets")).not.toBeInTheDocument();
  });

  it('says in a sentence, with Retry, when the week arrives in a form the board does not know', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api = mockApi({
      // An api deployed ahead of the area: the hydrated fields are missing.
      'GET /timesheets': () => [{ timesheetId: 1, projectId: 7, state: 'OPEN' }],
      'GET /project-corrections': () => [],
      'GET /projects': () => [],
      'GET /employees': () => [],
    });
    renderWithProviders(<AreaRoutes />, { route: '/approver', user: approver });
    const callout = await screen.findByRole('alert');
    expect(callout).toHaveTextContent(
      "The board could not be loaded: The server's answer for GET /timesheets is not in the form this page expects.",
    );
    expect(callout).not.toHaveTextContent('invalid_type');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    logged.mockRestore();
  });

  it('leaves the Foreman filter out for a user who may not list every foreman', async () => {
    api = mockApi(EMPTY_WEEK);
    // A project manager reviewing their own projects' timesheets (/approver/queue), not approver-wide.
    const projectManager = makeUser(['Timesheets_Review'], { employeeId: 12 });
    renderWithProviders(<AreaRoutes />, { route: '/approver/queue', user: projectManager });
    expect(await screen.findByText(/There are no timesheets or corrections/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Project Manager' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Foreman' })).not.toBeInTheDocument();
  });

  // Each of the board's five requests answering rendered every card again: on a slow tablet the last filter lists
  // arriving after the week cost the approver a long task each (Lighthouse mobile TBT on /approver 408–432 ms).
  it('does not render the cards again when a filter list arrives after the week', async () => {
    let answerEmployees: (rows: unknown[]) => void = () => undefined;
    api = mockApi({
      'GET /timesheets': () => [
        hydratedTimesheetSummary({ timesheetId: 1, state: 'OPEN' }),
        hydratedTimesheetSummary({ timesheetId: 2, state: 'APPROVED' }),
      ],
      'GET /project-corrections': () => [],
      'GET /projects': () => [],
      'GET /employees': () => new Promise((resolve) => (answerEmployees = resolve)),
    });
    const cardRenders = jest.mocked(timesheetRowText);
    cardRenders.mockClear();
    renderWithProviders(<AreaRoutes />, { route: '/approver', user: approver });
    expect(await screen.findByRole('heading', { level: 2, name: 'Open (1)' })).toBeInTheDocument();
    const before = cardRenders.mock.calls.length;
    expect(before).toBeGreaterThan(0);

    answerEmployees([employeeListItem({ employeeId: 3, firstName: 'Alice', lastName: 'Brennan' })]);
    expect(await screen.findByRole('option', { name: 'Brennan, Alice' })).toBeInTheDocument();
    expect(cardRenders.mock.calls.length).toBe(before);
  });

  // APPROVER-08: with 'There are no timesheets or corrections…' on the board the button regenerated the week's roster.
  it("says 'Unable to generate no pay roster' for a board with no results, and asks for no roster", async () => {
    api = mockApi({ ...EMPTY_WEEK, 'GET /payroll-periods': () => [payrollPeriodView()] });
    const generator = makeUser(['ApproverDashboard_View', 'PayrollDashboard_GenerateRoster']);
    renderWithProviders(<AreaRoutes />, { route: '/approver?week=2026-11-23', user: generator });
    expect(await screen.findByText(/There are no timesheets or corrections/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Generate No Pay Roster' }));
    expect(await screen.findByText('Unable to generate no pay roster', { exact: true })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path.startsWith('/payroll-periods'))).toHaveLength(0);
    expect(window.location.pathname).toBe('/approver');
  });
});
