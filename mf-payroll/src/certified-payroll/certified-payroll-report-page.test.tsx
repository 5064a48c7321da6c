import { screen, within } from '@testing-library/react';
import { PERMISSIONS } from 'shared-kit';
import { makeUser, mockApi, mockResponse, renderWithProviders, type MockApi } from 'shared-kit/testing';
import CertifiedPayrollReportPage, {
  INVALID_LINK,
  NO_HOURS,
  formatDayHours,
  formatTotalHours,
} from './certified-payroll-report-page';

let api: MockApi;
afterEach(() => api.restore());

const DAYS = [
  '2026-03-02',
  '2026-03-03',
  '2026-03-04',
  '2026-03-05',
  '2026-03-06',
  '2026-03-07',
  '2026-03-08',
];

const report = (overrides: object = {}) => ({
  companyName: 'Crewtime',
  projectId: 3,
  projectNumber: 'P24DAL03',
  projectDescription: 'Love Field Hangar 4 Electrical Upgrade',
  customerName: 'Southwest Aviation',
  address: '8008 Herb Kelleher Way',
  city: 'Dallas',
  stateCode: 'TX',
  zipCode: '75235',
  weekStarting: '2026-03-02',
  weekEnding: '2026-03-08',
  days: DAYS,
  payrollPeriodId: 12,
  payrollPeriodState: 'COMPLETED',
  workers: [
    {
      employeeId: 5,
      firstName: 'Ann',
      lastName: 'Adams',
      accumaticaId: 'EMP-005',
      jobClass: 'ELECTRICIAN',
      dailyHours: [8, 8, 0, 0, 0, 0, 0],
      correctionHours: 0,
      totalHours: 16,
    },
    {
      employeeId: 6,
      firstName: 'Bo',
      lastName: 'Baker',
      accumaticaId: 'EMP-006',
      jobClass: 'FOREMAN',
      dailyHours: [0, 10.5, 0, 0, 0, 0, 0],
      correctionHours: 2.5,
      totalHours: 10.5,
    },
  ],
  dailyTotals: [8, 18.5, 0, 0, 0, 0, 0],
  totalHours: 26.5,
  unapprovedTimesheets: [],
  ...overrides,
});

const render = (query: string, answer: () => unknown = () => report()) => {
  api = mockApi({ 'GET /projects/:id/certified-payroll': answer });
  renderWithProviders(<CertifiedPayrollReportPage />, {
    route: `/payroll/certified-payroll/report${query}`,
    user: makeUser([...PERMISSIONS]),
  });
};

describe('Certified Payroll Report', () => {
  it('prints each worker, classification and hours Monday to Sunday with row and column totals', async () => {
    render('?projectId=3&weekEnding=2026-03-08');
    const table = await screen.findByRole('table', { name: 'Hours worked' });
    expect(api.calls[0]?.path).toBe('/projects/3/certified-payroll');
    expect(api.calls[0]?.query.get('weekEnding')).toBe('2026-03-08');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      [
        'Worker',
        'Classification',
        'Mon03-02',
        'Tue03-03',
        'Wed03-04',
        'Thu03-05',
        'Fri03-06',
        'Sat03-07',
        'Sun03-08',
        'Total Hours',
      ],
      ['Adams, Ann (EMP-005)', 'ELECTRICIAN', '8.00', '8.00', '', '', '', '', '', '16.00'],
      ['Baker, Bo (EMP-006)', 'FOREMAN', '', '10.50', '', '', '', '', '', '10.50'],
      ['Total', '8.00', '18.50', '0.00', '0.00', '0.00', '0.00', '0.00', '26.50'],
    ]);
    const sheet = screen.getByRole('article', { name: 'Certified payroll' });
    expect(sheet).toHaveTextContent('P-24 DAL 03 - Love Field Hangar 4 Electrical Upgrade');
    expect(sheet).toHaveTextContent('03/08/2026 (03/02/2026 to 03/08/2026)');
    expect(sheet).toHaveTextContent(
      '2 worker(s), 26.50 hours from approved timesheets, including 2.50 hours of corrections.',
    );
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it('lists on screen the timesheets of the week still waiting for approval, with links', async () => {
    render('?projectId=3&weekEnding=2026-03-08', () =>
      report({
        unapprovedTimesheets: [
          {
            timesheetId: 41,
            projectId: 3,
            projectNumber: 'P24DAL03',
            date: '2026-03-04',
            state: 'IN_REVIEW',
            foremanName: 'Frank Morales',
          },
        ],
      }),
    );
    expect(
      await screen.findByText(
        '1 timesheet(s) of this week are not approved yet; their hours are not included:',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '03/04/2026' })).toHaveAttribute(
      'href',
      '/foreman/projects/3/timesheets/41',
    );
  });

  it('says so when the week has no approved hours', async () => {
    render('?projectId=3&weekEnding=2026-03-08', () =>
      report({ workers: [], dailyTotals: [0, 0, 0, 0, 0, 0, 0], totalHours: 0 }),
    );
    expect(await screen.findByText(NO_HOURS)).toBeInTheDocument();
  });

  it("shows the api's refusal of a project that is not prevailing wage, without a retry", async () => {
    const message =
      'Project P-24 HOU 01 is not a prevailing wage project; certified payroll covers prevailing wage projects only.';
    render('?projectId=4&weekEnding=2026-03-08', () => mockResponse(400, { message }));
    expect(
      await screen.findByText(`The certified payroll could not be loaded: ${message}`),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose another project or week' })).toHaveAttribute(
      'href',
      '/payroll/certified-payroll',
    );
  });

  it('asks nothing of the api for a link that is not valid', async () => {
    render('?projectId=3&weekEnding=2026-03-07');
    expect(await screen.findByText(INVALID_LINK)).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('writes hours with two decimals and leaves an empty day blank', () => {
    expect(formatDayHours(0)).toBe('');
    expect(formatDayHours(7.5)).toBe('7.50');
    expect(formatTotalHours(0)).toBe('0.00');
    expect(formatTotalHours(1234.5)).toBe('1,234.50');
  });
});
