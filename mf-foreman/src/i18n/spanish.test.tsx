import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from 'shared-kit';
import {
  catalogueProblems,
  makeUser,
  mockApi,
  mockResponse,
  projectListItem,
  renderWithProviders,
  seedTextProblems,
  type MockApi,
} from 'shared-kit/testing';
import { AREA } from '../area';
import { AreaRoutes } from '../routes';
import { fixClock, summary } from '../timesheets/test-data';
import { KIT_CATALOGUES, formatIn } from 'shared-kit/i18n';
import { FOREMAN_CATALOGUES } from './index';
import { FOREMAN_SEED_TEXTS } from './seed-texts';

// Wednesday 4 March 2026: the week runs Monday 2 March to Sunday 8 March.
const TODAY = new Date(2026, 2, 4, 10, 30);
const foreman = makeUser(['ForemanDashboard_View', 'Timesheets_View'], {
  employeeId: 42,
  firstName: 'Frank',
  lastName: 'Foreman',
});
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe("mf-foreman's catalogues", () => {
  it('have the same keys and ICU arguments in English and Spanish, and every message parses', async () => {
    expect(await catalogueProblems(FOREMAN_CATALOGUES)).toEqual([]);
  });

  it('keep the seed texts in English character for character', () => {
    expect(seedTextProblems(FOREMAN_CATALOGUES.en, FOREMAN_SEED_TEXTS)).toEqual([]);
  });

  it("count the audit log's rows as the seed writes them in English, with Spanish plurals", () => {
    const added = (language: 'en' | 'es', count: number) =>
      formatIn(language, FOREMAN_CATALOGUES, 'foreman.audit.added', { count });
    expect([added('en', 1), added('en', 3)]).toEqual(['1 record(s) added', '3 record(s) added']);
    expect([added('es', 1), added('es', 3)]).toEqual(['1 fila agregada', '3 filas agregadas']);
    expect(formatIn('es', FOREMAN_CATALOGUES, 'foreman.audit.deleted', { count: 2 })).toBe(
      '2 filas borradas',
    );
  });

  it('use keys of their own namespace only', () => {
    expect(Object.keys(FOREMAN_CATALOGUES.en).filter((key) => !key.startsWith('foreman.'))).toEqual([]);
  });

  it('declare every page title and navigation entry in Spanish', () => {
    for (const route of AREA.routes) {
      expect(route.titles?.es).toEqual(expect.any(String));
      if (route.nav) expect(route.nav.labels?.es).toEqual(expect.any(String));
    }
  });
});

describe('the foreman in Spanish', () => {
  let api: MockApi;
  beforeEach(() => {
    fixClock(TODAY);
    act(() => setLanguage('es'));
  });
  afterEach(() => {
    api.restore();
    jest.useRealTimers();
    act(() => setLanguage('en'));
  });

  it('reads the dashboard: title, links, columns, weekday, state and the week', async () => {
    api = mockApi({ 'GET /timesheets': () => [summary({ dayOfWeek: 'Monday', state: 'PENDING_APPROVAL' })] });
    renderWithProviders(<AreaRoutes />, { route: '/foreman', user: foreman });
    const table = await screen.findByRole('table', { name: /^Sus partes, semana del/ });
    expect(screen.getByRole('heading', { level: 1, name: 'Panel del capataz' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver la semana pasada' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Día', 'Fecha', 'N.º de obra', 'Creado por', 'Estado']);
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(cellsOf(row!)).toEqual([
      'Lunes',
      '03-02-2026 (obra P-13 ABC 01)',
      'P-13 ABC 01',
      'Frank Foreman',
      'Por aprobar',
    ]);
  });

  it('reads the list with its hours in Spanish numbers and the plural (7,5 Horas, 1 Hora)', async () => {
    api = mockApi({
      'GET /timesheets': () => [
        summary({ timesheetId: 1, totalHours: 7.5 }),
        summary({ timesheetId: 2, date: '2026-03-03', dayOfWeek: 'Tuesday', totalHours: 1 }),
      ],
      'GET /projects': () => [],
    });
    renderWithProviders(<AreaRoutes />, { route: '/foreman/timesheets', user: foreman });
    const table = await screen.findByRole('table', { name: /^Partes diarios, semana del/ });
    expect(screen.getByRole('heading', { level: 1, name: 'Partes diarios' })).toBeInTheDocument();
    const hours = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => cellsOf(row).at(-1));
    expect(hours).toEqual(['7,5 Horas', '1 Hora']);
    expect(screen.getByRole('button', { name: 'Quitar filtros' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveTextContent('Por aprobar');
  });

  it('reads the picker: the project step and the date step', async () => {
    api = mockApi({
      'GET /timesheets': () => [],
      'GET /projects': () => [
        projectListItem({ projectId: 7, projectNumber: 'P13ABC07', description: 'Depot' }),
      ],
      'GET /timesheets/exists': ({ query }) =>
        query.get('date')
          ? { exists: true, dates: ['2026-03-03'], viewable: [] }
          : { exists: false, dates: [], viewable: [] },
    });
    renderWithProviders(<AreaRoutes />, { route: '/foreman/timesheets', user: foreman });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Nuevo parte en blanco' }));
    const dialog = screen.getByRole('dialog', { name: 'Nuevo parte en blanco' });
    expect(within(dialog).getByRole('searchbox', { name: 'Buscar por número de obra' })).toBeInTheDocument();
    await user.click(await within(dialog).findByRole('button', { name: /Depot/ }));
    expect(within(dialog).getByRole('button', { name: 'Cambiar de obra' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Crear parte' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  });

  // The bff answers 502–504 in English (bff/src/proxy/api-proxy.ts); the kit knows those texts (kit.answer.…).
  const UNAVAILABLE = KIT_CATALOGUES.en['kit.answer.apiUnavailable'] as string;
  const TIMEOUT = KIT_CATALOGUES.en['kit.answer.apiTimeout'] as string;

  it("says a load failure with the bff's gateway text in Spanish: dashboard, list and its project filter", async () => {
    api = mockApi({
      'GET /timesheets': () => mockResponse(502, { message: UNAVAILABLE }),
      'GET /projects': () => mockResponse(504, { message: TIMEOUT }),
    });
    const { unmount } = renderWithProviders(<AreaRoutes />, { route: '/foreman', user: foreman });
    expect(
      await screen.findByText(
        'No se pudieron cargar sus partes de esta semana: El servicio de partes no responde. Intente de nuevo en un momento.',
      ),
    ).toBeInTheDocument();
    unmount();

    renderWithProviders(<AreaRoutes />, { route: '/foreman/timesheets', user: foreman });
    expect(
      await screen.findByText(/^No se pudieron cargar los partes: El servicio de partes no responde\./),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(/El servicio de partes tardó demasiado en responder\./),
    ).toBeInTheDocument();
    expect(screen.queryByText(new RegExp(UNAVAILABLE.replace('.', '\\.')))).not.toBeInTheDocument();
  });

  it("says a daily timesheet's load failure with the bff's gateway text in Spanish", async () => {
    api = mockApi({ 'GET /timesheets/7': () => mockResponse(502, { message: UNAVAILABLE }) });
    renderWithProviders(<AreaRoutes />, { route: '/foreman/projects/3/timesheets/7', user: foreman });
    expect(await screen.findByText(/El servicio de partes no responde\./)).toBeInTheDocument();
    expect(screen.queryByText(new RegExp(UNAVAILABLE.replace('.', '\\.')))).not.toBeInTheDocument();
  });
});
