import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from 'shared-kit';
import {
  catalogueProblems,
  makeUser,
  mockApi,
  mockResponse,
  renderWithProviders,
  seedTextProblems,
  type MockApi,
} from 'shared-kit/testing';
import { KIT_CATALOGUES } from 'shared-kit/i18n';
import { AREA } from '../area';
import { NO_RESULTS } from '../common/report-texts';
import { AreaRoutes } from '../routes';
import { crewRecord, timesheetCorrection, timesheetDetail } from '../report/test-data';
import {
  NO_ACCESS_MANY,
  NO_ACCESS_ONE,
  NOT_SIGNED_IN,
  TIMESHEET_NOT_FOUND,
} from '../report/timesheet-report-page';
import {
  NEEDS_TIMESHEET_REPORT_PERMISSION,
  TIMESHEET_REPORT,
} from '../reports-dashboard/reports-dashboard-page';
import { CHECK_FAILED, GENERATE, SELECT_PROJECT } from '../timesheets-report/timesheets-report-page';
import { REPORTS_CATALOGUES } from './index';
import { REPORTS_SEED_TEXTS } from './seed-texts';

describe("mf-admin-reports' catalogues", () => {
  it('have the same keys and ICU arguments in English and Spanish, and every message parses', async () => {
    expect(await catalogueProblems(REPORTS_CATALOGUES)).toEqual([]);
  });

  it('keep the seed texts in English character for character', () => {
    expect(seedTextProblems(REPORTS_CATALOGUES.en, REPORTS_SEED_TEXTS)).toEqual([]);
  });

  it("say in English what the screens' constants say (the tests and the seeds read those)", () => {
    expect(REPORTS_CATALOGUES.en).toMatchObject({
      'reports.dashboard.timesheetReport': TIMESHEET_REPORT,
      'reports.dashboard.needsPermission': NEEDS_TIMESHEET_REPORT_PERMISSION,
      'reports.criteria.generate': GENERATE,
      'reports.criteria.selectProject': SELECT_PROJECT,
      'reports.criteria.checkFailed': CHECK_FAILED,
      'reports.criteria.noResults': NO_RESULTS,
      'reports.page.notSignedIn': NOT_SIGNED_IN,
      'reports.page.noAccessOne': NO_ACCESS_ONE,
      'reports.page.noAccessMany': NO_ACCESS_MANY,
    });
    expect(REPORTS_CATALOGUES.en['reports.page.notFound']).toMatch(new RegExp(`^${TIMESHEET_NOT_FOUND} `));
  });

  it('declare the Spanish title of every reports page a foreman may open, and its navigation entry', () => {
    for (const route of AREA.routes.filter((each) => each.path.startsWith('/reports'))) {
      expect(route.titles?.es).toEqual(expect.any(String));
      if (route.nav) expect(route.nav.labels?.es).toEqual(expect.any(String));
    }
  });

  it("name each column by its English header, so a column's key is its header", () => {
    for (const [key, english] of Object.entries(REPORTS_CATALOGUES.en))
      if (key.startsWith('reports.column.')) expect(key).toBe(`reports.column.${english}`);
  });
});

describe('the printable timesheet report in Spanish', () => {
  let api: MockApi;
  beforeEach(() => act(() => setLanguage('es')));
  afterEach(() => {
    api.restore();
    act(() => setLanguage('en'));
  });

  it('titles its sections, fields and columns in Spanish and keeps the numbers and dates as printed', async () => {
    api = mockApi({
      'GET /timesheets/:id': () => timesheetDetail({ timesheetRecords: [crewRecord()] }),
    });
    renderWithProviders(<AreaRoutes />, {
      route: '/reports/timesheets/report?timesheetId=341',
      user: makeUser(['Report_View']),
    });
    const sheet = await screen.findByRole('article');
    expect(within(sheet).getByText('Parte diario')).toBeInTheDocument();
    expect(within(sheet).getByText('N.º de obra')).toBeInTheDocument();
    expect(within(sheet).getByText('Firma en obra / Aprobación')).toBeInTheDocument();
    const crew = within(sheet).getByRole('region', { name: 'Horas de la cuadrilla' });
    expect(within(crew).getByRole('columnheader', { name: 'Millas en carro' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Informe del parte' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeInTheDocument();
  });
});

describe('the reports screens a foreman opens, in Spanish', () => {
  let api: MockApi;
  const foreman = makeUser(['Report_View']);
  beforeEach(() => act(() => setLanguage('es')));
  afterEach(() => {
    api.restore();
    act(() => setLanguage('en'));
  });

  it('the reports dashboard: title, the Timesheet Report button and why it is disabled', async () => {
    api = mockApi({ 'GET /projects': () => [] });
    renderWithProviders(<AreaRoutes />, { route: '/reports', user: foreman });
    expect(await screen.findByRole('heading', { level: 1, name: 'Informes' })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Informe del parte' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/^No puede abrir el informe del parte: su rol no permite/);
    expect(screen.queryByText(NEEDS_TIMESHEET_REPORT_PERMISSION)).not.toBeInTheDocument();
  });

  it('the Timesheets Report: fields, hint, Generate and the messages of REPORTS-04…07', async () => {
    api = mockApi({ 'GET /projects': () => [] });
    renderWithProviders(<AreaRoutes />, { route: '/reports/timesheets/dashboard', user: foreman });
    expect(await screen.findByRole('heading', { level: 1, name: 'Informe de partes' })).toBeInTheDocument();
    const project = screen.getByRole('combobox', { name: 'Obra' });
    expect(await within(project).findByRole('option', { name: 'Elija una obra' })).toBeInTheDocument();
    expect(screen.getByLabelText('Fecha de inicio')).toHaveAccessibleDescription(
      /^Opcional\. Sin fechas, se toma esta semana, del \d\d-\d\d-\d{4} al \d\d-\d\d-\d{4} \(de lunes a domingo\)\.$/,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Fecha final'), '2026-03-08');
    await user.click(screen.getByRole('button', { name: 'Generar' }));
    expect(await screen.findByText('Falta elegir la obra')).toBeInTheDocument();
    expect(screen.getByText('Si pone la fecha final, ponga también la fecha de inicio.')).toBeInTheDocument();
    expect(screen.queryByText('Project cannot be empty')).not.toBeInTheDocument();
  });

  it('says the projects could not be loaded in Spanish', async () => {
    api = mockApi({
      'GET /projects': () =>
        mockResponse(503, { message: KIT_CATALOGUES.en['kit.answer.apiUnavailable'] as string }),
    });
    renderWithProviders(<AreaRoutes />, { route: '/reports/timesheets/dashboard', user: foreman });
    expect(await screen.findByText('No se pudieron cargar las obras.')).toBeInTheDocument();
  });

  it("the printable report names its sheet, per diem types and corrections' types in Spanish", async () => {
    api = mockApi({
      'GET /timesheets/:id': () =>
        timesheetDetail({
          timesheetRecords: [crewRecord({ perDiemType: 'NATIONAL' })],
          corrections: [timesheetCorrection({ correctionType: 'UPDATE_TRUCK_ALLOWANCE' })],
        }),
    });
    renderWithProviders(<AreaRoutes />, {
      route: '/reports/timesheets/report?timesheetId=341',
      user: foreman,
    });
    const sheet = await screen.findByRole('article');
    expect(within(sheet).getByRole('cell', { name: 'Cambiar camioneta' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: /^Parte diario, / })).toBe(sheet);
    expect(within(sheet).getByRole('cell', { name: 'Nacional' })).toBeInTheDocument();
    expect(within(sheet).queryByText('Update Truck Allowance')).not.toBeInTheDocument();
  });

  it('the printable report: a failed load with the gateway text, and Retry, in Spanish', async () => {
    api = mockApi({
      'GET /timesheets/:id': () =>
        mockResponse(502, { message: KIT_CATALOGUES.en['kit.answer.apiUnavailable'] as string }),
    });
    renderWithProviders(<AreaRoutes />, {
      route: '/reports/timesheets/report?timesheetId=341',
      user: foreman,
    });
    expect(
      await screen.findByText(
        'No se pudo cargar el informe: El servicio de partes no responde. Intente de nuevo en un momento.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
