import { useState } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { makeUser, mockApi, mockResponse, payrollPeriodView, renderWithProviders } from 'shared-kit/testing';
import {
  GenerateNoPayRosterButton,
  NO_PAY_ROSTER_FAILED,
  NO_PAY_ROSTER_REGENERATED,
} from './generate-no-pay-roster';

const WEEK = { weekStart: '2026-11-16', weekEnd: '2026-11-22', hasResults: true };
const generator = makeUser(['ApproverDashboard_View', 'PayrollDashboard_GenerateRoster']);

describe('Generate No Pay Roster on the approver board (APPROVER-08)', () => {
  let api: ReturnType<typeof mockApi>;
  afterEach(() => api.restore());

  it('is not offered without PayrollDashboard_GenerateRoster', () => {
    api = mockApi({});
    renderWithProviders(<GenerateNoPayRosterButton {...WEEK} />, {
      route: '/approver',
      user: makeUser(['ApproverDashboard_View']),
    });
    expect(screen.queryByRole('button', { name: 'Generate No Pay Roster' })).not.toBeInTheDocument();
  });

  it("regenerates the roster of the week's period at its version, says so and opens it; a double click sends one", async () => {
    let answerRoster: (value: unknown) => void = () => undefined;
    api = mockApi({
      'GET /payroll-periods': () => [payrollPeriodView({ payrollPeriodId: 7, version: 4 })],
      'POST /payroll-periods/:id/roster': () => new Promise((resolve) => (answerRoster = resolve)),
    });
    renderWithProviders(<GenerateNoPayRosterButton {...WEEK} />, { route: '/approver', user: generator });
    const button = screen.getByRole('button', { name: 'Generate No Pay Roster' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST')).toBe(true));
    expect(button).toBeDisabled();
    answerRoster(payrollPeriodView({ payrollPeriodId: 7, version: 5 }));

    expect(await screen.findByText(NO_PAY_ROSTER_REGENERATED)).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/payroll/7/nopayroster'));
    const periods = api.calls.filter((call) => call.method === 'GET');
    expect(periods).toHaveLength(1);
    expect(periods[0]?.query.get('startDate')).toBe(WEEK.weekStart);
    expect(periods[0]?.query.get('endDate')).toBe(WEEK.weekEnd);
    const posts = api.calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.path)).toEqual(['/payroll-periods/7/roster']);
    expect(posts[0]?.headers['If-Match'] ?? posts[0]?.headers['if-match']).toContain('4');
  });

  it("says 'Unable to generate no pay roster' and stays on the board when no period holds the week", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api = mockApi({ 'GET /payroll-periods': () => [] });
    renderWithProviders(<GenerateNoPayRosterButton {...WEEK} />, { route: '/approver', user: generator });
    fireEvent.click(screen.getByRole('button', { name: 'Generate No Pay Roster' }));
    expect(await screen.findByText(new RegExp(`^${NO_PAY_ROSTER_FAILED}`))).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    expect(window.location.pathname).toBe('/approver');
    expect(screen.getByRole('button', { name: 'Generate No Pay Roster' })).toBeEnabled();
  });

  it("says 'Unable to generate no pay roster' on a board with no results, asks the api nothing and stays", async () => {
    api = mockApi({ 'GET /payroll-periods': () => [payrollPeriodView()] });
    renderWithProviders(<GenerateNoPayRosterButton {...WEEK} hasResults={false} />, {
      route: '/approver',
      user: generator,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Generate No Pay Roster' }));
    expect(await screen.findByText(NO_PAY_ROSTER_FAILED, { exact: true })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    expect(window.location.pathname).toBe('/approver');
    expect(screen.getByRole('button', { name: 'Generate No Pay Roster' })).toBeEnabled();
  });

  it('pressed while the week is on its way, waits for it, then regenerates only if the board has results', async () => {
    api = mockApi({
      'GET /payroll-periods': () => [payrollPeriodView({ payrollPeriodId: 7 })],
      'POST /payroll-periods/:id/roster': () => payrollPeriodView({ payrollPeriodId: 7 }),
    });
    // The board around the button: its results arrive after the click.
    let setResults: (hasResults: boolean | null) => void = () => undefined;
    function Board() {
      const [hasResults, set] = useState<boolean | null>(null);
      setResults = set;
      return <GenerateNoPayRosterButton {...WEEK} hasResults={hasResults} />;
    }
    renderWithProviders(<Board />, { route: '/approver', user: generator });
    const button = screen.getByRole('button', { name: 'Generate No Pay Roster' });
    fireEvent.click(button);
    expect(button).toBeDisabled();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.calls).toHaveLength(0);

    act(() => setResults(false));
    expect(await screen.findByText(NO_PAY_ROSTER_FAILED, { exact: true })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);

    act(() => setResults(null));
    fireEvent.click(button);
    act(() => setResults(true));
    await waitFor(() => expect(window.location.pathname).toBe('/payroll/7/nopayroster'));
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('says so when the api refuses, and the button can be pressed again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api = mockApi({
      'GET /payroll-periods': () => [payrollPeriodView()],
      'POST /payroll-periods/:id/roster': () =>
        mockResponse(409, { message: 'The payroll period is locked.' }),
    });
    renderWithProviders(<GenerateNoPayRosterButton {...WEEK} />, { route: '/approver', user: generator });
    fireEvent.click(screen.getByRole('button', { name: 'Generate No Pay Roster' }));
    expect(
      await screen.findByText(`${NO_PAY_ROSTER_FAILED} - The payroll period is locked.`),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/approver');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Generate No Pay Roster' })).toBeEnabled());
  });
});
