import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  makeUser,
  mockApi,
  mockResponse,
  renderWithProviders,
  timesheetCorrectionView,
} from 'shared-kit/testing';
import type { MockHandler } from 'shared-kit/testing';
import { setLanguage } from 'shared-kit';
import type { TimesheetCorrectionView } from 'shared-kit/timesheet-form';
import { FOREMAN_CATALOGUES } from '../i18n';
import { AreaRoutes } from '../routes';
import { CORRECTIONS_FAILED, CORRECTIONS_SAVED } from './corrections-panel';
import { JOB_CLASSES, timesheetDetail } from './test-data';

const payroll = makeUser(['Timesheets_View', 'Timesheets_AddCorrection'], { employeeId: 5 });

// A correction of the timesheet's own day (03-02-2026).
const correction = (overrides: Partial<TimesheetCorrectionView> = {}) =>
  timesheetCorrectionView({ correctedDate: '2026-03-02', correctedDayOfWeek: 'Monday', ...overrides });

const approvedCompleted = (corrections: TimesheetCorrectionView[] = []) =>
  timesheetDetail({
    state: 'APPROVED',
    payrollPeriod: {
      payrollPeriodId: 5,
      startDate: '2026-03-02',
      endDate: '2026-03-08',
      payrollPeriodState: 'COMPLETED',
    },
    corrections,
  });

describe('Add/Edit Corrections (TS-CORR)', () => {
  let api: ReturnType<typeof mockApi>;
  afterEach(() => {
    api.restore();
    window.localStorage.clear();
  });

  const openPanel = async (
    corrections: TimesheetCorrectionView[],
    handlers: Record<string, MockHandler> = {},
  ) => {
    api = mockApi({
      'GET /timesheets/:id': () => approvedCompleted(corrections),
      'GET /job-classes': () => JOB_CLASSES,
      'GET /employees': () => [],
      ...handlers,
    });
    renderWithProviders(<AreaRoutes />, { route: '/foreman/projects/10/timesheets/77', user: payroll });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add/Edit Corrections' }));
    return user;
  };

  it('lists the existing corrections for editing (TS-CORR-03)', async () => {
    await openPanel([correction()]);
    expect(screen.getByRole('combobox', { name: 'Employee, correction 1' })).toHaveDisplayValue('Ana Reyes');
    expect(screen.getByRole('combobox', { name: 'Correction type, correction 1' })).toHaveDisplayValue(
      'Add Drive Miles',
    );
    expect(screen.getByRole('textbox', { name: 'New Value, correction 1' })).toHaveValue('12.5');
  });

  it('disables the new value until a type is chosen, with "Select a correction type before entering a value" (TS-CORR-05)', async () => {
    const user = await openPanel([]);
    await user.click(screen.getByRole('button', { name: 'Add Correction' }));
    const value = screen.getByRole('textbox', { name: 'New Value, correction 1' });
    expect(value).toBeDisabled();
    expect(value).toHaveAccessibleDescription('Select a correction type before entering a value');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Correction type, correction 1' }),
      'Update Work Hours',
    );
    expect(value).toBeEnabled();
  });

  it('validates on blur, then on every change (TS-CORR-09/12)', async () => {
    const user = await openPanel([]);
    await user.click(screen.getByRole('button', { name: 'Add Correction' }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Correction type, correction 1' }),
      'Update Work Hours',
    );
    const value = screen.getByRole('textbox', { name: 'New Value, correction 1' });
    await user.type(value, '100');
    expect(
      screen.queryByText('Only numbers between 1-99 are allowed for this correction type.'),
    ).not.toBeInTheDocument();
    await user.tab();
    expect(
      screen.getByText('Only numbers between 1-99 are allowed for this correction type.'),
    ).toBeInTheDocument();
    await user.type(value, '{Backspace}');
    expect(
      screen.queryByText('Only numbers between 1-99 are allowed for this correction type.'),
    ).not.toBeInTheDocument();
  });

  it('sends only the value field of each type and says "Corrections successfully updated" (TS-CORR-13/14/15)', async () => {
    const user = await openPanel([correction()], {
      'PUT /timesheets/:id/corrections': () => approvedCompleted([correction()]),
    });
    await user.click(screen.getByRole('button', { name: 'Add Correction' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Employee, correction 2' }), 'Ana Reyes');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Correction type, correction 2' }),
      'Update Truck Allowance',
    );
    await user.type(screen.getByRole('textbox', { name: 'New Value, correction 2' }), 'y');
    await user.click(screen.getByRole('button', { name: 'Submit Corrections' }));
    expect(await screen.findByText('Corrections successfully updated')).toBeInTheDocument();
    const body = api.calls.find((call) => call.path === '/timesheets/77/corrections')?.body;
    expect(body).toEqual({
      timesheetId: 77,
      version: 3,
      corrections: [
        {
          timesheetCorrectionId: 18,
          employeeId: 17,
          correctionType: 'ADD_DRIVE_MILES',
          correctionDriveMiles: 12.5,
          comments: 'Missed return trip',
          correctedDate: '2026-03-02',
        },
        {
          timesheetCorrectionId: null,
          employeeId: 17,
          correctionType: 'UPDATE_TRUCK_ALLOWANCE',
          correctionTruckAllowance: true,
          comments: null,
          correctedDate: null,
        },
      ],
    });
  });

  it('does not submit a correction without a new value: "Must enter new value for correction" (TS-CORR-06/07)', async () => {
    const user = await openPanel([]);
    await user.click(screen.getByRole('button', { name: 'Add Correction' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Employee, correction 1' }), 'Ana Reyes');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Correction type, correction 1' }),
      'Add Fly Miles',
    );
    await user.click(screen.getByRole('button', { name: 'Submit Corrections' }));
    expect(screen.getByText('Must enter new value for correction')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('says "Problem submitting corrections" when the call fails (TS-CORR-15)', async () => {
    const user = await openPanel([correction()], {
      'PUT /timesheets/:id/corrections': () => mockResponse(500),
    });
    await user.click(screen.getByRole('button', { name: 'Submit Corrections' }));
    await waitFor(() => expect(screen.getByText('Problem submitting corrections')).toBeInTheDocument());
  });

  describe('in Spanish', () => {
    afterEach(() => act(() => setLanguage('en')));

    it("keeps the seeds' toasts in English and says them in Spanish", () => {
      expect(FOREMAN_CATALOGUES.en['foreman.corrections.saved']).toBe(CORRECTIONS_SAVED);
      expect(FOREMAN_CATALOGUES.en['foreman.corrections.saveFailed']).toBe(CORRECTIONS_FAILED);
    });

    it('labels, selects, buttons, messages and the toast read in Spanish', async () => {
      act(() => setLanguage('es'));
      api = mockApi({
        'GET /timesheets/:id': () => approvedCompleted([correction()]),
        'GET /job-classes': () => JOB_CLASSES,
        'GET /employees': () => [],
        'PUT /timesheets/:id/corrections': () => approvedCompleted([correction()]),
      });
      renderWithProviders(<AreaRoutes />, { route: '/foreman/projects/10/timesheets/77', user: payroll });
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Correcciones' }));

      expect(screen.getByRole('heading', { name: 'Correcciones' })).toBeVisible();
      expect(screen.getByRole('columnheader', { name: 'Tipo de corrección' })).toBeVisible();
      expect(screen.getByRole('combobox', { name: 'Tipo de corrección, corrección 1' })).toHaveDisplayValue(
        'Sumar millas en carro',
      );
      await user.click(screen.getByRole('button', { name: 'Agregar corrección' }));
      const type = screen.getByRole('combobox', { name: 'Tipo de corrección, corrección 2' });
      expect(type).toHaveDisplayValue('Elija el tipo de corrección');
      expect(screen.getByRole('combobox', { name: 'Trabajador, corrección 2' })).toHaveDisplayValue(
        'Elija al trabajador',
      );
      const value = screen.getByRole('textbox', { name: 'Valor nuevo, corrección 2' });
      expect(value).toHaveAttribute('placeholder', 'Elija el tipo de corrección antes de poner un valor');
      expect(screen.getByRole('button', { name: 'Quitar corrección 2' })).toBeVisible();
      expect(screen.getByRole('button', { name: 'Cerrar correcciones' })).toBeVisible();

      // Submitting with the row empty: the domain's messages, in Spanish.
      await user.click(screen.getByRole('button', { name: 'Enviar correcciones' }));
      expect(screen.getByText('Falta elegir el trabajador')).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Quitar corrección 2' }));
      await user.click(screen.getByRole('button', { name: 'Enviar correcciones' }));
      expect(await screen.findByText('Correcciones guardadas')).toBeInTheDocument();
      expect(screen.queryByText('Corrections successfully updated')).not.toBeInTheDocument();
    });
  });
});
