import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { weekOf } from 'shared-kit';
import type { ProjectOption } from 'shared-kit';
import { makeUser, mockApi, mockResponse, projectListItem, renderWithProviders } from 'shared-kit/testing';
import type { MockApi, MockHandler } from 'shared-kit/testing';
import { MASTER_DATA_MSG } from 'shared-kit/master-data';
import { AreaRoutes } from '../routes';
import { NO_RESULTS } from '../common/report-texts';
import { CHECK_FAILED } from './timesheets-report-page';

const ROUTE = '/reports/timesheets/dashboard';
const reporter = makeUser(['Report_View', 'Report_Timesheet_View', 'Timesheets_View']);

const project = (projectId: number, projectNumber: string, description: string): ProjectOption =>
  projectListItem({ projectId, projectNumber, description });
// In the api's order (by project number); the screen must not re-sort them.
const PROJECTS = [
  project(10, 'P24HOU01', 'Ship Channel Pump Station Retrofit'),
  project(4, 'P24AUS02', 'Lady Bird Lake Outfall'),
];
const total = (count: number) => mockResponse(200, count > 0 ? [{}] : [], { 'X-Total-Count': String(count) });

describe('Timesheets Report (/reports/timesheets/dashboard)', () => {
  let api: MockApi;
  let open: jest.SpyInstance;
  beforeEach(() => {
    open = jest.spyOn(window, 'open').mockImplementation(() => null);
  });
  afterEach(() => {
    api.restore();
    open.mockRestore();
  });

  const render = (
    counts: { timesheets: number; corrections: number },
    extra: Record<string, MockHandler> = {},
  ) => {
    api = mockApi({
      'GET /projects': () => mockResponse(200, PROJECTS, { 'X-Total-Count': String(PROJECTS.length) }),
      'GET /timesheets': () => total(counts.timesheets),
      'GET /project-corrections': () => total(counts.corrections),
      ...extra,
    });
    renderWithProviders(<AreaRoutes />, { route: ROUTE, user: reporter });
  };
  const projectSelect = () => screen.getByRole('combobox', { name: 'Project' });
  const startDate = () => screen.getByLabelText('Start Date');
  const endDate = () => screen.getByLabelText('End Date');
  const generate = () => userEvent.click(screen.getByRole('button', { name: 'Generate' }));
  const pickProject = async (name: string) => {
    await screen.findByRole('option', { name });
    await userEvent.selectOptions(projectSelect(), name);
  };
  const setDate = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
  const checks = () => api.calls.filter((call) => call.path !== '/projects');
  /** Waits until the emptiness check of the current criteria has answered (both lists). */
  const checked = async (count = 2) => waitFor(() => expect(checks()).toHaveLength(count));

  it('lists the Active projects as the api returns them, number and description (REPORTS-03)', async () => {
    render({ timesheets: 1, corrections: 0 });
    await screen.findByRole('option', { name: 'P-24 HOU 01 - Ship Channel Pump Station Retrofit' });
    expect(
      within(projectSelect())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Select a project',
      'P-24 HOU 01 - Ship Channel Pump Station Retrofit',
      'P-24 AUS 02 - Lady Bird Lake Outfall',
    ]);
    const projectsCall = api.calls.find((call) => call.path === '/projects');
    expect(projectsCall?.query.get('status')).toBe('Active');
    expect(projectsCall?.query.has('sort')).toBe(false);
  });

  it('shows "Project cannot be empty" at the project on Generate without one, and opens nothing (REPORTS-04)', async () => {
    render({ timesheets: 1, corrections: 0 });
    await screen.findByRole('option', { name: 'Select a project' });
    await generate();
    expect(projectSelect()).toHaveAttribute('aria-invalid', 'true');
    expect(projectSelect()).toHaveAccessibleDescription(MASTER_DATA_MSG.reportProjectEmpty);
    await waitFor(() => expect(projectSelect()).toHaveFocus());
    expect(open).not.toHaveBeenCalled();

    await pickProject('P-24 AUS 02 - Lady Bird Lake Outfall');
    expect(screen.queryByText(MASTER_DATA_MSG.reportProjectEmpty)).not.toBeInTheDocument();
    expect(projectSelect()).not.toHaveAttribute('aria-invalid');
  });

  it('shows "Start Date is required if an End Date is specified." at the start date, and keeps the end date (REPORTS-05)', async () => {
    render({ timesheets: 1, corrections: 0 });
    await pickProject('P-24 HOU 01 - Ship Channel Pump Station Retrofit');
    setDate(endDate(), '2026-03-08');
    await generate();
    expect(startDate()).toHaveAttribute('aria-invalid', 'true');
    expect(startDate()).toHaveAccessibleDescription(
      expect.stringContaining(MASTER_DATA_MSG.reportStartRequired) as string,
    );
    expect(endDate()).toHaveValue('2026-03-08');
    expect(open).not.toHaveBeenCalled();

    setDate(startDate(), '2026-03-02');
    await waitFor(() =>
      expect(screen.queryByText(MASTER_DATA_MSG.reportStartRequired)).not.toBeInTheDocument(),
    );
  });

  it('shows "End Date is required if a Start Date is specified." at the end date (REPORTS-06)', async () => {
    render({ timesheets: 1, corrections: 0 });
    await pickProject('P-24 HOU 01 - Ship Channel Pump Station Retrofit');
    setDate(startDate(), '2026-03-02');
    await generate();
    expect(endDate()).toHaveAttribute('aria-invalid', 'true');
    expect(endDate()).toHaveAccessibleDescription(
      expect.stringContaining(MASTER_DATA_MSG.reportEndRequired) as string,
    );
    await waitFor(() => expect(endDate()).toHaveFocus());
    expect(open).not.toHaveBeenCalled();

    setDate(endDate(), '2026-03-08');
    await waitFor(() =>
      expect(screen.queryByText(MASTER_DATA_MSG.reportEndRequired)).not.toBeInTheDocument(),
    );
  });

  it('shows "Start Date must be less than or equal to End Date" for a start after the end, not for equal dates (REPORTS-07)', async () => {
    render({ timesheets: 1, corrections: 0 });
    await pickProject('P-24 HOU 01 - Ship Channel Pump Station Retrofit');
    setDate(startDate(), '2026-03-09');
    setDate(endDate(), '2026-03-08');
    await generate();
    expect(screen.getByText(MASTER_DATA_MSG.reportStartAfterEnd)).toBeInTheDocument();
    expect(startDate()).toHaveAttribute('aria-invalid', 'true');
    expect(startDate()).toHaveValue('2026-03-09');
    expect(open).not.toHaveBeenCalled();

    setDate(startDate(), '2026-03-08');
    await waitFor(() =>
      expect(screen.queryByText(MASTER_DATA_MSG.reportStartAfterEnd)).not.toBeInTheDocument(),
    );
  });

  it('opens /reports/timesheets/report?projectId&startDate&endDate in a new tab with no opener on Generate (REPORTS-08)', async () => {
    render({ timesheets: 3, corrections: 0 });
    await pickProject('P-24 HOU 01 - Ship Channel Pump Station Retrofit');
    setDate(startDate(), '2026-03-02');
    setDate(endDate(), '2026-03-08');
    await checked();
    for (const call of checks()) {
      expect(Object.fromEntries(call.query)).toEqual({
        projectId: '10',
        startDate: '2026-03-02',
        endDate: '2026-03-08',
        pageSize: '1',
      });
    }
    expect(
      checks()
        .map((call) => call.path)
        .sort(),
    ).toEqual(['/project-corrections', '/timesheets']);

    await generate();
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith(
      '/reports/timesheets/report?projectId=10&startDate=2026-03-02&endDate=2026-03-08',
      '_blank',
      expect.stringContaining('noopener') as string,
    );
    expect(screen.queryByText(NO_RESULTS)).not.toBeInTheDocument();
  });

  it('reports the current week, Monday to Sunday, when no dates are given', async () => {
    render({ timesheets: 0, corrections: 2 });
    await pickProject('P-24 AUS 02 - Lady Bird Lake Outfall');
    await checked();
    await generate();
    const week = weekOf(new Date());
    expect(open).toHaveBeenCalledWith(
      `/reports/timesheets/report?projectId=4&startDate=${week.startOfWeek}&endDate=${week.endOfWeek}`,
      '_blank',
      expect.stringContaining('noopener') as string,
    );
  });

  it('shows "No results found for the specified criteria." under Generate when there are no timesheets and no corrections, and opens nothing (REPORTS-09/10, U-41)', async () => {
    render({ timesheets: 0, corrections: 0 });
    await pickProject('P-24 HOU 01 - Ship Channel Pump Station Retrofit');
    expect(await screen.findByText(NO_RESULTS)).toBeInTheDocument();
    await generate();
    expect(open).not.toHaveBeenCalled();
    expect(screen.getByText(NO_RESULTS)).toBeInTheDocument();
    // The form keeps what was chosen.
    expect(projectSelect()).toHaveValue('10');
  });

  it('still opens the report when the emptiness check fails, and says it could not check', async () => {
    render(
      { timesheets: 0, corrections: 0 },
      { 'GET /timesheets': () => mockResponse(403, { message: 'Forbidden' }) },
    );
    await pickProject('P-24 HOU 01 - Ship Channel Pump Station Retrofit');
    expect(await screen.findByText(CHECK_FAILED)).toBeInTheDocument();
    await generate();
    expect(open).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(NO_RESULTS)).not.toBeInTheDocument();
  });
});
