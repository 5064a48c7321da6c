import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS } from 'shared-kit';
import { makeUser, mockApi, mockResponse, payrollPeriodView, renderWithProviders } from 'shared-kit/testing';
import { AreaRoutes } from '../routes';

const PERIOD = payrollPeriodView({ payrollPeriodState: 'COMPLETED' });
const HOURS_RULE = 'Only numbers between 1-99 are allowed for this correction type.';

describe('New Standalone Correction (CORRECTIONS-12…17)', () => {
  let api: ReturnType<typeof mockApi>;
  afterEach(() => api.restore());

  const renderForm = () => {
    api = mockApi({
      'GET /payroll-periods/:id': () => PERIOD,
      'GET /projects': () => [{ projectId: 3, projectNumber: 'P24HOU01', description: 'Pump Station' }],
      'GET /employees': () => [{ employeeId: 40, firstName: 'Rosa', lastName: 'Roberts' }],
      'POST /project-corrections': ({ body }) =>
        mockResponse(201, { ...(body as object), projectCorrectionId: 12, version: 1 }),
    });
    renderWithProviders(<AreaRoutes />, {
      route: '/payroll/7/corrections/new',
      user: makeUser([...PERMISSIONS]),
    });
  };
  const newValue = () => screen.getByRole('textbox', { name: 'New Value' });

  it('offers Active projects and Active employees only (U-52)', async () => {
    renderForm();
    await screen.findByRole('heading', { level: 1, name: 'New Standalone Correction' });
    const statusOf = (path: string) => api.calls.find((call) => call.path === path)?.query.get('status');
    expect(statusOf('/projects')).toBe('Active');
    expect(statusOf('/employees')).toBe('Active');
  });

  it('keeps New Value disabled until a correction type is chosen, with "Select a correction type before entering a value" (TS-CORR-05)', async () => {
    renderForm();
    await screen.findByRole('heading', { level: 1, name: 'New Standalone Correction' });
    expect(newValue()).toBeDisabled();
    expect(newValue()).toHaveAccessibleDescription('Select a correction type before entering a value');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Correction Type' }),
      'ADD_WORK_HOURS',
    );
    expect(newValue()).toBeEnabled();
    expect(newValue()).not.toHaveAccessibleDescription('Select a correction type before entering a value');
  });

  it('checks a field when it is left, then at every change, before any Save (seed 001 §5)', async () => {
    renderForm();
    await screen.findByRole('heading', { level: 1, name: 'New Standalone Correction' });
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Correction Type' }),
      'ADD_WORK_HOURS',
    );
    await userEvent.type(newValue(), '150');
    // Not while typing the first time…
    expect(screen.queryByText(HOURS_RULE)).not.toBeInTheDocument();
    // …but on leaving the field,
    await userEvent.tab();
    await waitFor(() => expect(newValue()).toHaveAccessibleDescription(HOURS_RULE));
    // and from then on at every change.
    await userEvent.clear(newValue());
    await userEvent.type(newValue(), '8');
    await waitFor(() => expect(newValue()).not.toHaveAccessibleDescription(HOURS_RULE));
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('saves a new correction with the seed toast and goes back to the period corrections page (U-48)', async () => {
    renderForm();
    await screen.findByRole('heading', { level: 1, name: 'New Standalone Correction' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Project' }), '3');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Employee' }), '40');
    await userEvent.type(screen.getByLabelText('Correction Date'), PERIOD.startDate);
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Correction Type' }),
      'ADD_WORK_HOURS',
    );
    await userEvent.type(newValue(), '8');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Standalone Correction data saved successfully')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/payroll/7/corrections'));
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });
});
