import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, mockApi, payrollPeriodView, renderWithProviders } from 'shared-kit/testing';
import { AreaRoutes } from '../routes';
import { JOB_CLASSES, projectDetail, rosterMember, timesheetDetail } from './test-data';

const foreman = makeUser(['Timesheets_View', 'Timesheets_UpdateOpen'], { employeeId: 42 });

describe('Contract Labor', () => {
  let api: ReturnType<typeof mockApi>;
  afterEach(() => {
    api.restore();
    window.localStorage.clear();
  });

  const renderNew = () => {
    api = mockApi({
      'GET /projects/10': () => projectDetail({ projectEmployees: [rosterMember()] }),
      'GET /job-classes': () => JOB_CLASSES,
      'GET /employees': () => [],
      'GET /payroll-periods/active': () =>
        payrollPeriodView({ payrollPeriodId: 5, startDate: '2026-03-02', endDate: '2026-03-08' }),
      'GET /payroll-periods/5/contractors': () => [
        {
          payrollPeriodContractorId: 1,
          contractorName: 'Ray Diaz',
          contractorCompanyName: 'Diaz Labor',
          contractorClass: 'OPERATOR',
        },
      ],
    });
    renderWithProviders(<AreaRoutes />, {
      route: '/foreman/projects/10/timesheets/new/2026-03-02',
      user: foreman,
    });
    return userEvent.setup();
  };

  it('says there is no contract labor on a read-only timesheet without any, and offers no Add button', async () => {
    api = mockApi({
      'GET /timesheets/:id': () => timesheetDetail({ state: 'APPROVED', contractLaborRecords: [] }),
      'GET /job-classes': () => JOB_CLASSES,
      'GET /employees': () => [],
    });
    renderWithProviders(<AreaRoutes />, { route: '/foreman/projects/10/timesheets/77', user: foreman });
    expect(await screen.findByText('No contract labor on this timesheet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Contract Labor' })).not.toBeInTheDocument();
  });

  it('adds a row of class FIELD_LABOR by default (TS-CALC-12)', async () => {
    const user = renderNew();
    await user.click(await screen.findByRole('button', { name: 'Add Contract Labor' }));
    expect(screen.getByRole('combobox', { name: 'Contractor class, contract labor row 1' })).toHaveValue(
      'FIELD_LABOR',
    );
  });

  it("fills the company and class of a payroll period's contractor chosen by name (TS-DETAIL-12)", async () => {
    const user = renderNew();
    await user.click(await screen.findByRole('button', { name: 'Add Contract Labor' }));
    await screen.findByRole('option', { name: 'Diaz Labor', hidden: true });
    await user.type(
      screen.getByRole('combobox', { name: 'Contractor name, contract labor row 1' }),
      'ray diaz',
    );
    expect(
      screen.getByRole('textbox', { name: 'Contractor company name, contract labor row 1' }),
    ).toHaveValue('Diaz Labor');
    expect(screen.getByRole('combobox', { name: 'Contractor class, contract labor row 1' })).toHaveValue(
      'OPERATOR',
    );
  });

  it('groups rows by class (TS-CALC-11)', async () => {
    api = mockApi({
      'GET /timesheets/:id': () =>
        timesheetDetail({
          contractLaborRecords: [
            {
              timesheetRecordId: 1,
              contractor: 'A',
              contractorCompanyName: 'A Co',
              contractorClass: 'FIELD_LABOR',
              workHours: 4,
              outOfScopeHours: 0,
            },
            {
              timesheetRecordId: 2,
              contractor: 'B',
              contractorCompanyName: 'B Co',
              contractorClass: 'OPERATOR',
              workHours: 4,
              outOfScopeHours: 0,
            },
            {
              timesheetRecordId: 3,
              contractor: 'C',
              contractorCompanyName: 'C Co',
              contractorClass: 'FIELD_LABOR',
              workHours: 4,
              outOfScopeHours: 0,
            },
          ],
        }),
      'GET /job-classes': () => JOB_CLASSES,
      'GET /employees': () => [],
    });
    renderWithProviders(<AreaRoutes />, { route: '/foreman/projects/10/timesheets/77', user: foreman });
    const fieldLabor = await screen.findByRole('region', { name: 'Contract Labor FIELD_LABOR' });
    const operator = screen.getByRole('region', { name: 'Contract Labor OPERATOR' });
    expect(within(fieldLabor).getAllByRole('row')).toHaveLength(3);
    expect(within(operator).getAllByRole('row')).toHaveLength(2);
  });

  it('blocks Submit with "Contractor name cannot be blank", "Contractor company name cannot be blank" and "Must have some work hours" (TS-VALID-17/18/19)', async () => {
    const user = renderNew();
    await user.click(await screen.findByRole('button', { name: 'Add Contract Labor' }));
    await user.click(screen.getByRole('button', { name: 'Submit Time' }));
    const box = await screen.findByRole('alert');
    const section = within(box).getByRole('region', { name: 'Contract Labor errors' });
    expect(section).toHaveTextContent('Row 1: Contractor name cannot be blank');
    expect(section).toHaveTextContent('Row 1: Contractor company name cannot be blank');
    expect(section).toHaveTextContent('Row 1: Must have some work hours');
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
