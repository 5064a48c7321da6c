import { act, screen, within } from '@testing-library/react';
import { setLanguage } from 'shared-kit';
import { catalogueProblems, makeUser, mockApi, renderWithProviders, type MockApi } from 'shared-kit/testing';
import { AreaRoutes } from '../routes';
import { crewRecord, timesheetDetail } from '../report/test-data';
import { REPORTS_CATALOGUES } from './index';

describe("mf-admin-reports' catalogues", () => {
  it('have the same keys and ICU arguments in English and Spanish, and every message parses', () => {
    expect(catalogueProblems(REPORTS_CATALOGUES)).toEqual([]);
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
