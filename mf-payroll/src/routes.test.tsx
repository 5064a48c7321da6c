import { screen } from '@testing-library/react';
import {
  areaRouteCases,
  expectNothingOutsideArea,
  expectSeedRoutes,
  makeUser,
  mockApi,
  payrollPeriodView,
  renderWithProviders,
} from 'shared-kit/testing';
import { PERMISSIONS } from 'shared-kit';
import { AREA } from './area';
import { AreaRoutes } from './routes';

const ROSTER = '/payroll/7/nopayroster';
const CORRECTIONS = '/payroll/7/corrections';

describe('mf-payroll routes', () => {
  it('declares the routes, titles, permissions and navigation entries the seeds give mf-payroll', () =>
    expectSeedRoutes(AREA));

  it.each(areaRouteCases(AREA).filter(([, url]) => url !== ROSTER && url !== CORRECTIONS))(
    'shows "%s" on %s',
    async (title, url) => {
      const api = mockApi({
        'GET /payroll-periods': () => [],
        'GET /payroll-periods/:id': () => payrollPeriodView({ payrollPeriodState: 'COMPLETED' }),
        'GET /projects': () => [],
        'GET /employees': () => [],
        'GET /project-corrections/:id': ({ params }) => ({
          projectCorrectionId: Number(params.id),
          payrollPeriodId: 7,
          projectId: 3,
          projectNumber: 'P24HOU01',
          employeeId: 40,
          employeeFirstName: 'Rosa',
          employeeLastName: 'Roberts',
          correctionDate: '2026-11-18',
          correctedDate: '2026-11-24',
          correctedDayOfWeek: 'Tuesday',
          correctionType: 'ADD_WORK_HOURS',
          newValue: '2',
          comments: null,
          version: 2,
        }),
      });
      try {
        // The standalone correction form waits for its period, the projects and the employees.
        renderWithProviders(<AreaRoutes />, { route: url, user: makeUser([...PERMISSIONS]) });
        expect(
          await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 }),
        ).toBeInTheDocument();
      } finally {
        api.restore();
      }
    },
  );

  it(`titles ${ROSTER} '{end date} No-Pay Roster' (NOPAY-01)`, async () => {
    const api = mockApi({
      'GET /payroll-periods/:id': () => payrollPeriodView({ payrollPeriodState: 'CLOSED' }),
      'GET /payroll-periods/:id/roster': () => [],
      'GET /timesheet-corrections': () => [],
      'GET /project-corrections': () => [],
    });
    try {
      renderWithProviders(<AreaRoutes />, { route: ROSTER, user: makeUser([...PERMISSIONS]) });
      expect(
        await screen.findByRole('heading', { level: 1, name: '11/22/2026 No-Pay Roster' }),
      ).toBeInTheDocument();
      expect(screen.getByText('This payroll period is CLOSED.')).toBeInTheDocument();
      expect(await screen.findByText('Roster not yet generated.')).toBeInTheDocument();
    } finally {
      api.restore();
    }
  });

  it(`titles ${CORRECTIONS} 'Corrections for Payroll Period Ending {date}' and opens on that tab (CORRECTIONS-01, PAYROLL-23)`, async () => {
    const api = mockApi({
      'GET /payroll-periods/:id': () => payrollPeriodView({ payrollPeriodState: 'COMPLETED' }),
      'GET /timesheet-corrections': () => [],
      'GET /project-corrections': () => [],
    });
    try {
      renderWithProviders(<AreaRoutes />, { route: CORRECTIONS, user: makeUser([...PERMISSIONS]) });
      expect(
        await screen.findByRole('heading', {
          level: 1,
          name: 'Corrections for Payroll Period Ending 11/22/2026',
        }),
      ).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: 'Corrections' })).toHaveAttribute('aria-selected', 'true');
      expect(await screen.findByRole('link', { name: '+ Add Standalone Correction +' })).toHaveAttribute(
        'href',
        '/payroll/7/corrections/new',
      );
    } finally {
      api.restore();
    }
  });

  it('renders nothing on the routes of the other areas and the shell', () =>
    expectNothingOutsideArea(AreaRoutes, AREA));
});
