import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, mockApi, renderWithProviders } from 'shared-kit/testing';
import type { MockHandler } from 'shared-kit/testing';
import type { SignedInUser, TimesheetSummary } from 'shared-kit';
import { AreaRoutes } from '../routes';
import { JOB_CLASSES, timesheetDetail } from './test-data';

const foreman = makeUser(['Timesheets_View', 'Timesheets_UpdateOpen'], { employeeId: 42 });
const reviewer = makeUser(['Timesheets_View', 'Timesheets_Review'], { employeeId: 3 });

const summary = (overrides: Partial<TimesheetSummary> = {}): TimesheetSummary => ({
  timesheetId: 78,
  projectId: 10,
  projectNumber: 'P13ABC01',
  date: '2026-03-03',
  dayOfWeek: 'Tuesday',
  state: 'OPEN',
  creatorEmployeeId: 42,
  creatorEmployeeFirstName: 'Frank',
  creatorEmployeeLastName: 'Foreman',
  totalHours: 1,
  version: 2,
  ...overrides,
});

describe('Other timesheets dropdown', () => {
  let api: ReturnType<typeof mockApi>;
  let reviewed = false;
  afterEach(() => {
    api.restore();
    reviewed = false;
    window.localStorage.clear();
  });

  const render = (handlers: Record<string, MockHandler>, user: SignedInUser = foreman) => {
    api = mockApi({
      'GET /timesheets/:id': (request) =>
        timesheetDetail({ timesheetId: Number(request.params.id), state: reviewed ? 'IN_REVIEW' : 'OPEN' }),
      'GET /job-classes': () => JOB_CLASSES,
      'GET /employees': () => [],
      ...handlers,
    });
    renderWithProviders(<AreaRoutes />, { route: '/foreman/projects/10/timesheets/77', user });
    return userEvent.setup();
  };

  it("lists the project's other timesheets of the payroll period with day, date, state, creator and hours (TS-DETAIL-17/18)", async () => {
    const user = render({
      'GET /timesheets': () => [
        summary({ timesheetId: 77 }),
        summary(),
        summary({ timesheetId: 79, totalHours: 8 }),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Other timesheets' }));
    const list = await screen.findByRole('list', { name: 'Other timesheets' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((entry) => entry.textContent),
    ).toEqual([
      'Tuesday · 03-03-2026 · Open · Frank Foreman · 1 Hour',
      'Tuesday · 03-03-2026 · Open · Frank Foreman · 8 Hours',
    ]);
    const query = api.calls.find((call) => call.path === '/timesheets')?.query;
    expect(Object.fromEntries(query ?? [])).toEqual({
      projectId: '10',
      startDate: '2026-03-02',
      endDate: '2026-03-08',
      calcTotalHours: 'true',
    });
  });

  it('says "No other timesheets for this project and payroll period" when there are none (TS-DETAIL-19)', async () => {
    const user = render({ 'GET /timesheets': () => [summary({ timesheetId: 77 })] });
    await user.click(await screen.findByRole('button', { name: 'Other timesheets' }));
    expect(
      await screen.findByText('No other timesheets for this project and payroll period'),
    ).toBeInTheDocument();
  });

  it('puts a Pending Approval timesheet into review when a reviewer opens it (TS-DETAIL-20, U-21)', async () => {
    const user = render(
      {
        'GET /timesheets': () => [summary({ state: 'PENDING_APPROVAL' })],
        'PUT /timesheets/:id/review': () => {
          reviewed = true;
          return timesheetDetail({ timesheetId: 78, state: 'IN_REVIEW' });
        },
      },
      reviewer,
    );
    await user.click(await screen.findByRole('button', { name: 'Other timesheets' }));
    await user.click(await screen.findByRole('button', { name: /^Tuesday/ }));
    await waitFor(() => expect(window.location.pathname).toBe('/foreman/projects/10/timesheets/78'));
    expect(api.calls.find((call) => call.path === '/timesheets/78/review')?.body).toEqual({ version: 2 });
    expect(await screen.findByText('In Review')).toBeInTheDocument();
  });

  it('just opens it for a user without Timesheets_Review (U-21)', async () => {
    const user = render({ 'GET /timesheets': () => [summary({ state: 'PENDING_APPROVAL' })] });
    await user.click(await screen.findByRole('button', { name: 'Other timesheets' }));
    await user.click(await screen.findByRole('button', { name: /^Tuesday/ }));
    await waitFor(() => expect(window.location.pathname).toBe('/foreman/projects/10/timesheets/78'));
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
  });
});
