import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, mockApi, mockResponse, renderWithProviders } from 'shared-kit/testing';
import type { MockApi, MockHandler } from 'shared-kit/testing';
import type { SignedInUser } from 'shared-kit';
import { NO_RESULTS } from '../common/report-texts';
import { AreaRoutes } from '../routes';
import { INVALID_LINK, MISSING_PARAMS, START_AFTER_END, notAnId } from './report-query';
import { NO_ACCESS_MANY, NO_ACCESS_ONE, NULL_TOKEN_LOG, TIMESHEET_NOT_FOUND } from './timesheet-report-page';
import {
  SIGNATURE_PNG,
  contractLaborRecord,
  crewRecord,
  projectCorrection,
  reportProject,
  timesheetCorrection,
  timesheetDetail,
  timesheetSummary,
} from './test-data';

const REPORT = '/reports/timesheets/report';
const RANGE = `${REPORT}?projectId=10&startDate=2026-03-02&endDate=2026-03-08`;
/** The report has no permission check (SHELL-34): a user without any permission may open it. */
const foreman = makeUser(['Timesheets_View', 'Report_View'], { employeeId: 2 });
const noAccess = makeUser([], { employeeId: 99 });

describe('Timesheet report (/reports/timesheets/report)', () => {
  let api: MockApi;
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    api.restore();
    consoleError.mockRestore();
  });

  const render = (
    route: string,
    handlers: Record<string, MockHandler>,
    user: SignedInUser | null = foreman,
  ) => {
    api = mockApi(handlers);
    return renderWithProviders(<AreaRoutes />, { route, user });
  };
  const pages = () => screen.getAllByRole('article');
  const rowsOf = (region: HTMLElement) =>
    within(region)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );

  describe('by timesheet id', () => {
    const renderTimesheet = (overrides: Parameters<typeof timesheetDetail>[0] = {}) =>
      render(`${REPORT}?timesheetId=341`, { 'GET /timesheets/:id': () => timesheetDetail(overrides) });

    it('loads GET /timesheets/341 and prints the project number, name, date MM-dd-yyyy and state (PRINT-09)', async () => {
      renderTimesheet();
      const page = await screen.findByRole('article', { name: 'Daily Timesheet, P-24 HOU 01, 03-02-2026' });
      expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /timesheets/341']);
      expect(within(page).getByText('P-24 HOU 01')).toBeInTheDocument();
      expect(within(page).getByText('Ship Channel Pump Station Retrofit')).toBeInTheDocument();
      expect(within(page).getByText('03-02-2026 (Monday)')).toBeInTheDocument();
      expect(within(page).getByText('Approved')).toBeInTheDocument();
      expect(within(page).getByText('Checked against the gate log.')).toBeInTheDocument();
      expect(within(page).getByText('Extra trenching for the owner.')).toBeInTheDocument();
      expect(within(page).getByText(/Poured the east footing\./)).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Timesheet Report' })).toBeInTheDocument();
    });

    it('prints crew rows with hours to 2 decimals, whole miles, per diem and truck allowance Y/N (PRINT-04…06)', async () => {
      renderTimesheet({
        timesheetRecords: [
          crewRecord(),
          crewRecord({
            timesheetRecordId: 902,
            employee: { employeeId: 18, firstName: 'Bo', lastName: 'Young' },
            employeeId: 18,
            jobClass: 'LABORER',
            jobClassOverride: 'OPERATOR',
            workHours: 7.5,
            outOfScopeHours: 0,
            driveMiles: 0,
            flyMiles: 250.6,
            originAndDestination: null,
            perDiemType: 'NONE',
            truckAllowance: false,
          }),
        ],
      });
      const crew = await screen.findByRole('region', { name: 'Crew Timecard' });
      expect(rowsOf(crew)).toEqual([
        ['Ana Reyes', 'FOREMAN', '8.00', '1.50', '750', '0', 'Houston - Dallas', 'Standard', 'Y'],
        ['Bo Young', 'OPERATOR', '7.50', '0.00', '0', '251', '', 'None', 'N'],
      ]);
      // The figures' headers are marked like the figures, so both align right on the sheet.
      const numericHeaders = within(crew)
        .getAllByRole('columnheader')
        .filter((header) => header.hasAttribute('data-numeric'))
        .map((header) => header.textContent);
      expect(numericHeaders).toEqual(['Work Hours', 'Out Of Scope Hours', 'Drive Miles', 'Fly Miles']);
    });

    it('prints contract labor (records with no employee) in its own table', async () => {
      renderTimesheet({
        contractLaborRecords: [contractLaborRecord({ workHours: 4, outOfScopeHours: 0.5 })],
      });
      const contractLabor = await screen.findByRole('region', { name: 'Contract Labor' });
      expect(rowsOf(contractLabor)).toEqual([['Ray Diaz', 'Diaz Labor', 'FIELD_LABOR', '4.00', '0.50']]);
      expect(
        within(screen.getByRole('region', { name: 'Crew Timecard' })).queryByText('Ray Diaz'),
      ).toBeNull();
    });

    it('includes the signer names and signature images at 200x100, and a 200x100 box when unsigned (PRINT-07)', async () => {
      renderTimesheet();
      const foremanSignature = await screen.findByRole('img', { name: 'Foreman signature of Frank Morales' });
      expect(foremanSignature).toHaveAttribute('src', SIGNATURE_PNG);
      expect(foremanSignature).toHaveAttribute('width', '200');
      expect(foremanSignature).toHaveAttribute('height', '100');
      expect(screen.getByText('Foreman: Frank Morales')).toBeInTheDocument();
      expect(screen.getByRole('img', { name: 'No customer signature' })).toHaveTextContent('Not signed');
      expect(screen.getByText('Customer: Dana Price')).toBeInTheDocument();
    });

    it("prints the timesheet's corrections", async () => {
      renderTimesheet({
        corrections: [
          timesheetCorrection(),
          timesheetCorrection({
            timesheetCorrectionId: 19,
            correctionType: 'UPDATE_PER_DIEM',
            correctionDriveMiles: null,
            correctionPerDiemType: 'LOCAL',
            comments: null,
          }),
        ],
      });
      const corrections = await screen.findByRole('table', { name: 'Corrections' });
      expect(rowsOf(corrections)).toEqual([
        ['Ana Reyes', 'Add Drive Miles', '13', 'Missed return trip', '03-20-2026'],
        ['Ana Reyes', 'Update Per Diem', 'Local', '', '03-20-2026'],
      ]);
    });

    it('prints from the Print button, which the printed page hides', async () => {
      const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
      renderTimesheet();
      await userEvent.click(await screen.findByRole('button', { name: 'Print' }));
      expect(print).toHaveBeenCalledTimes(1);
      print.mockRestore();
    });

    it(`shows "${NO_ACCESS_ONE}" when the api answers 403, as it does for a user without permissions`, async () => {
      render(
        `${REPORT}?timesheetId=341`,
        {
          'GET /timesheets/:id': () => mockResponse(403, { message: "You don't have permission to do this" }),
        },
        noAccess,
      );
      expect(await screen.findByRole('alert')).toHaveTextContent(NO_ACCESS_ONE);
      expect(screen.queryByRole('article')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
    });

    it(`shows "${TIMESHEET_NOT_FOUND}" when the api answers 404`, async () => {
      render(`${REPORT}?timesheetId=341`, {
        'GET /timesheets/:id': () => mockResponse(404, { message: 'Timesheet not found' }),
      });
      expect(await screen.findByRole('alert')).toHaveTextContent(
        `${TIMESHEET_NOT_FOUND} There is no timesheet 341, or it is not one you can open.`,
      );
    });

    it('offers Retry when the server fails, and shows the report once it answers', async () => {
      let fail = true;
      render(`${REPORT}?timesheetId=341`, {
        'GET /timesheets/:id': () =>
          fail
            ? mockResponse(500, { message: 'Something went wrong on our side. Please try again.' })
            : timesheetDetail(),
      });
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'The report could not be loaded: Something went wrong on our side. Please try again.',
      );
      fail = false;
      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByRole('article')).toBeInTheDocument();
    });
  });

  describe('by project and date range', () => {
    const rangeHandlers = (overrides: Record<string, MockHandler> = {}): Record<string, MockHandler> => ({
      'GET /timesheets': () => [
        timesheetSummary({ timesheetId: 1, date: '2026-03-02' }),
        timesheetSummary({ timesheetId: 2, date: '2026-03-03' }),
        timesheetSummary({ timesheetId: 3, date: '2026-03-04' }),
      ],
      'GET /timesheets/:id': ({ params }) => {
        const timesheetId = Number(params.id);
        return timesheetDetail({ timesheetId, date: `2026-03-0${timesheetId + 1}`, dayOfWeek: '' });
      },
      'GET /project-corrections': () => [],
      'GET /projects/:id': () => ({ ...reportProject(), projectEmployees: [] }),
      ...overrides,
    });

    it('prints one page per timesheet, with a page break after each but the last (PRINT-02)', async () => {
      render(RANGE, rangeHandlers());
      await screen.findAllByRole('article');
      expect(pages().map((page) => page.getAttribute('aria-label'))).toEqual([
        'Daily Timesheet, P-24 HOU 01, 03-02-2026',
        'Daily Timesheet, P-24 HOU 01, 03-03-2026',
        'Daily Timesheet, P-24 HOU 01, 03-04-2026',
      ]);
      for (const page of pages()) expect(page).toHaveAttribute('data-report-page', 'timesheet');
      const [first, second, last] = pages().map((page) => getComputedStyle(page));
      expect(first?.breakAfter).toBe('page');
      expect(first?.pageBreakAfter).toBe('always');
      expect(second?.breakAfter).toBe('page');
      expect(last?.breakAfter).toBe('auto');
      expect(screen.getByText('P-24 HOU 01, 03-02-2026 to 03-08-2026: 3 timesheets')).toBeInTheDocument();
    });

    it('prints a page per day of standalone corrections after that day’s timesheets (PRINT-03)', async () => {
      render(
        RANGE,
        rangeHandlers({
          'GET /project-corrections': () => [
            projectCorrection({ projectCorrectionId: 1, correctionDate: '2026-03-03' }),
            projectCorrection({
              projectCorrectionId: 2,
              correctionDate: '2026-03-03',
              employeeFirstName: 'Cara',
              employeeLastName: 'Adams',
              correctionType: 'UPDATE_TRUCK_ALLOWANCE',
              newValue: 'y',
            }),
          ],
        }),
      );
      await screen.findAllByRole('article');
      expect(pages().map((page) => page.getAttribute('data-report-page'))).toEqual([
        'timesheet',
        'timesheet',
        'corrections',
        'timesheet',
      ]);
      const corrections = screen.getByRole('article', {
        name: 'Standalone Corrections, P-24 HOU 01, 03-03-2026',
      });
      expect(within(corrections).getByText('Ship Channel Pump Station Retrofit')).toBeInTheDocument();
      expect(rowsOf(within(corrections).getByRole('table'))).toEqual([
        ['Cara Adams', 'Update Truck Allowance', 'Y', '', '03-21-2026'],
        ['Luis Ortega', 'Update Work Hours', '2.00', '', '03-21-2026'],
      ]);
      expect(screen.getByText(/3 timesheets, 1 page of standalone corrections$/)).toBeInTheDocument();
    });

    it(`shows "${NO_RESULTS}" when the range has no timesheets and no corrections (REPORTS-10)`, async () => {
      render(RANGE, rangeHandlers({ 'GET /timesheets': () => [] }));
      expect(await screen.findByText(NO_RESULTS)).toBeInTheDocument();
      expect(screen.queryByRole('article')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
      expect(api.calls.some((call) => call.path.startsWith('/timesheets/'))).toBe(false);
    });

    it(`shows "${NO_ACCESS_MANY}" when the api answers 403`, async () => {
      render(
        RANGE,
        rangeHandlers({
          'GET /timesheets': () => mockResponse(403, { message: "You don't have permission to do this" }),
        }),
        noAccess,
      );
      expect(await screen.findByRole('alert')).toHaveTextContent(NO_ACCESS_MANY);
    });
  });

  describe('a link that is not a valid report query', () => {
    it.each([
      [REPORT, MISSING_PARAMS],
      [`${REPORT}?timesheetId=abc`, notAnId('timesheetId', 'abc')],
      [`${REPORT}?projectId=10&startDate=2026-03-09&endDate=2026-03-08`, START_AFTER_END],
    ])('%s shows why, and calls no api', async (route, reason) => {
      render(route, {});
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(INVALID_LINK);
      expect(alert).toHaveTextContent(reason);
      expect(api.calls).toEqual([]);
    });
  });

  describe('identity token (PRINT-08)', () => {
    it('logs a null identity token to the console, and calls no api', async () => {
      render(`${REPORT}?timesheetId=341`, {}, null);
      expect(await screen.findByRole('alert')).toHaveTextContent('You are not signed in.');
      expect(consoleError).toHaveBeenCalledWith(NULL_TOKEN_LOG);
      expect(api.calls).toEqual([]);
    });

    it('logs nothing when the session has an identity token', async () => {
      render(`${REPORT}?timesheetId=341`, { 'GET /timesheets/:id': () => timesheetDetail() });
      await screen.findByRole('article');
      expect(consoleError).not.toHaveBeenCalled();
    });
  });
});
