import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, mockApi, mockResponse, renderWithProviders, type MockApi } from 'shared-kit/testing';
import type { PayrollPeriodView } from 'shared-kit/payroll';
import { KEEP_EDITING, RELOAD } from 'shared-kit/form';
import { NoPayRoster, ROSTER_TOAST } from './no-pay-roster';

let api: MockApi;
afterEach(() => api.restore());

const period: PayrollPeriodView = {
  payrollPeriodId: 7,
  startDate: '2026-11-16',
  endDate: '2026-11-22',
  payrollPeriodState: 'CLOSED',
  rosterGeneratedTime: '2026-11-23T14:05:00.000Z',
  version: 4,
};
const rows = [
  {
    payrollPeriodEmployeeId: 31,
    hours: 0,
    travelHours: 0,
    noPayStatus: null,
    noPayNotes: null,
    employeeAccumaticaId: 'E31',
    employeeStatus: 'Active',
    employeeFirstName: 'Rosa',
    employeeLastName: 'Roberts',
    employeeId: 131,
    employeePrimaryJobClass: 'LABORER',
    employeeStateCode: 'TX',
    employeeClass: 'WKLYHRLY',
  },
  {
    payrollPeriodEmployeeId: 32,
    hours: 36,
    travelHours: 0,
    noPayStatus: null,
    noPayNotes: null,
    employeeAccumaticaId: 'E32',
    employeeStatus: 'Active',
    employeeFirstName: 'Hector',
    employeeLastName: 'Nelson',
    employeeId: 132,
    employeePrimaryJobClass: 'CARPENTER',
    employeeStateCode: 'TX',
    employeeClass: 'WKLYHRLY',
  },
];

const render = (permissions: string[], save: () => unknown = () => period, shown = period) => {
  api = mockApi({
    'GET /payroll-periods/:id/roster': () => rows,
    'PUT /payroll-periods/:id/roster/no-pay': save,
  });
  renderWithProviders(<NoPayRoster period={shown} />, { user: makeUser(permissions as never) });
};

describe('No-Pay Roster', () => {
  it('saves the reasons as the enum values with the notes and the period version, with the seed toast', async () => {
    render(['PayrollDashboard_View', 'PayrollDashboard_Export']);
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Reason, Rosa Roberts' }), 'PTO');
    await user.type(screen.getByRole('textbox', { name: 'Notes, Rosa Roberts' }), 'Family week');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ROSTER_TOAST.saved)).toBeInTheDocument();
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({
      version: 4,
      payrollRosters: [{ payrollPeriodEmployeeId: 31, noPayStatus: 'PTO', noPayNotes: 'Family week' }],
    });
  });

  it('keeps what was typed when the save fails', async () => {
    render(['PayrollDashboard_View', 'PayrollDashboard_Export'], () =>
      mockResponse(500, { message: 'down' }),
    );
    const user = userEvent.setup();
    const notes = await screen.findByRole('textbox', { name: 'Notes, Rosa Roberts' });
    await user.type(notes, 'Off sick');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(new RegExp(`^${ROSTER_TOAST.saveFailed}`))).toBeInTheDocument();
    expect(notes).toHaveValue('Off sick');
  });

  it('offers Reload or Keep editing when someone changed the period first (409), and Reload shows the saved roster', async () => {
    const changed = 'This payroll period was changed by someone else since you opened it.';
    render(['PayrollDashboard_View', 'PayrollDashboard_Export'], () =>
      mockResponse(409, { message: changed }),
    );
    const user = userEvent.setup();
    const notes = await screen.findByRole('textbox', { name: 'Notes, Rosa Roberts' });
    await user.type(notes, 'Off sick');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(changed)).toBeInTheDocument();
    expect(notes).toHaveValue('Off sick');

    await user.click(screen.getByRole('button', { name: KEEP_EDITING }));
    expect(screen.queryByText(changed)).not.toBeInTheDocument();
    expect(notes).toHaveValue('Off sick');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: RELOAD }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Notes, Rosa Roberts' })).toHaveValue(''));
    expect(screen.queryByText(changed)).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'GET')).toHaveLength(2);
  });

  it('keeps what is typed while a save is under way: only what was sent counts as saved', async () => {
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    const second = { ...rows[0]!, payrollPeriodEmployeeId: 33, employeeId: 133, employeeFirstName: 'Cody' };
    api = mockApi({
      'GET /payroll-periods/:id/roster': () => [rows[0], second],
      'PUT /payroll-periods/:id/roster/no-pay': async () => {
        await answered;
        return period;
      },
    });
    renderWithProviders(<NoPayRoster period={period} />, {
      user: makeUser(['PayrollDashboard_View', 'PayrollDashboard_Export']),
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Notes, Rosa Roberts' }), 'Off sick');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const typedDuringSave = screen.getByRole('textbox', { name: 'Notes, Cody Roberts' });
    await user.type(typedDuringSave, 'Jury duty');
    release();
    expect(await screen.findByText(ROSTER_TOAST.saved)).toBeInTheDocument();
    await waitFor(() => expect(api.calls.filter((call) => call.method === 'GET')).toHaveLength(2));
    expect(typedDuringSave).toHaveValue('Jury duty');
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({
      payrollRosters: [
        { payrollPeriodEmployeeId: 31, noPayNotes: 'Off sick' },
        { payrollPeriodEmployeeId: 33, noPayNotes: '' },
      ],
    });
  });

  it("shows the crew with hours only 'With Hours', and read-only fields without PayrollDashboard_Export", async () => {
    render(['PayrollDashboard_View']);
    const user = userEvent.setup();
    expect(await screen.findByRole('combobox', { name: 'Reason, Rosa Roberts' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByText('Hector Nelson')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Without Hours' }));
    expect(screen.getByRole('button', { name: 'With Hours' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(screen.getByText('Hector Nelson')).toBeInTheDocument());
  });

  it('shows the roster of a COMPLETED period read-only, with no Save or Regenerate, whatever the permissions', async () => {
    render(['PayrollDashboard_Export', 'PayrollDashboard_GenerateRoster'], undefined, {
      ...period,
      payrollPeriodState: 'COMPLETED',
    });
    expect(await screen.findByRole('combobox', { name: 'Reason, Rosa Roberts' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Regenerate' })).not.toBeInTheDocument();
  });
});
