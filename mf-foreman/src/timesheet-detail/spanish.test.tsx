import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from 'shared-kit';
import { summary } from '../timesheets/test-data';
import { mileageRefusal, timesheetDetail } from './test-data';
import { foreman, renderSaved, restoreApi } from './test-screen';

describe('the daily timesheet in Spanish', () => {
  beforeEach(() => act(() => setLanguage('es')));
  afterEach(() => {
    restoreApi();
    act(() => setLanguage('en'));
  });

  it('names its sections, columns and actions in Spanish', async () => {
    renderSaved(timesheetDetail());
    expect(await screen.findByRole('heading', { level: 1, name: 'Parte diario' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Horas de la cuadrilla' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Subcontratistas' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Diario del día' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Firma en obra / Aprobación' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar horas' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
    const crew = screen.getByRole('region', { name: 'Tabla de horas de la cuadrilla' });
    expect(within(crew).getByRole('columnheader', { name: 'Horas fuera de alcance' })).toBeInTheDocument();
    expect(within(crew).getByRole('columnheader', { name: 'Viáticos por millas' })).toBeInTheDocument();
    // The per diem types and the mileage per diem of a row with no miles.
    expect(within(crew).getAllByRole('option', { name: 'Estándar' }).length).toBeGreaterThan(0);
    expect(
      within(crew).getAllByRole('status').length + within(crew).getAllByText('Ninguno').length,
    ).toBeGreaterThan(0);
  });

  it('shows the Submit messages in Spanish at their fields and in the Data Errors box', async () => {
    renderSaved(timesheetDetail({ dailyJournal: null, foremanSignerName: null, foremanSignature: null }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Enviar horas' }));
    const box = await screen.findByRole('alert');
    expect(within(box).getByText('Errores en los datos')).toBeInTheDocument();
    expect(within(box).getByText('Corrija estos errores antes de enviar de nuevo')).toBeInTheDocument();
    expect(within(box).getByRole('link', { name: 'Diario del día' })).toHaveAttribute(
      'href',
      '#daily-journal',
    );
    expect(screen.getAllByText('El diario del día no puede quedar vacío')).toHaveLength(2);
    expect(within(box).getByText('Falta el nombre del supervisor')).toBeInTheDocument();
  });

  it("shows a server 400's toast and field message in Spanish", async () => {
    renderSaved(timesheetDetail(), foreman, {
      'PUT /timesheets/:id/update/:section': () => timesheetDetail({ version: 4 }),
      'PUT /timesheets/:id/submit': mileageRefusal,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Enviar horas' }));
    expect(
      await screen.findByText(
        'No se pudo enviar el parte - timesheetRecords.0.originAndDestination: Ponga el origen y el destino, porque se reclaman millas',
      ),
    ).toBeInTheDocument();
    const box = screen.getAllByRole('alert').find((alert) => alert.textContent?.startsWith('Errores'));
    expect(box).toHaveTextContent('Fila 1: Ponga el origen y el destino, porque se reclaman millas');
  });

  it("lists other timesheets with Spanish weekday, state and the plural of 'Hora'", async () => {
    renderSaved(timesheetDetail(), foreman, {
      'GET /timesheets': () => [
        summary({ timesheetId: 78, date: '2026-03-03', dayOfWeek: 'Tuesday', state: 'OPEN', totalHours: 1 }),
        summary({
          timesheetId: 79,
          date: '2026-03-03',
          dayOfWeek: 'Tuesday',
          state: 'OPEN',
          totalHours: 7.5,
        }),
      ],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Otros partes' }));
    const list = await screen.findByRole('list', { name: 'Otros partes' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((entry) => entry.textContent),
    ).toEqual([
      'Martes · 03-03-2026 · Abierto · Frank Foreman · 1 Hora',
      'Martes · 03-03-2026 · Abierto · Frank Foreman · 7,5 Horas',
    ]);
  });
});
