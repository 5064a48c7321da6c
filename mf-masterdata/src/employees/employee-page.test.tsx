import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, mockResponse, type MockApi } from 'shared-kit/testing';
import { DANA, renderEmployeeRoute, writesOf } from './test-screen';

const button = (name: string) => screen.getByRole('button', { name });
const textbox = (name: string) => screen.getByRole('textbox', { name });
const select = (name: string) => screen.getByRole('combobox', { name });
const shown = (label: string) => screen.getByRole('group', { name: label });
const optionsOf = (name: string) =>
  within(select(name))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('Employee detail', () => {
  let api: MockApi;
  afterEach(() => api.restore());

  const renderDetail = (...args: Parameters<typeof renderEmployeeRoute>) => {
    api = renderEmployeeRoute(...args);
  };
  const writes = () => writesOf(api);
  const editData = async () => userEvent.click(await screen.findByRole('button', { name: 'Edit Data' }));

  it('opens read-only with every field of the employee; Edit Data edits them (EMPLOYEES-08/09)', async () => {
    renderDetail();
    expect(await screen.findByRole('group', { name: 'Acumatica ID' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Employee Detail' })).toBeInTheDocument();
    expect(
      [
        'Acumatica ID',
        'Payroll Provider ID',
        'First Name',
        'Last Name',
        'E-mail',
        'State',
        'Pay Group',
        'Department',
        'Labor Item',
        'Primary Job Class',
        'Status',
        'Per Diem Eligibility',
        'Truck Allowance (daily)',
        'Weekly Truck Allowance',
      ].map((label) => shown(label).lastChild?.textContent),
    ).toEqual([
      'E10005',
      'PP-5005',
      'Dana',
      'Okafor',
      'dana.okafor@example.com',
      'TX',
      'WKLYHRLY',
      'PROJMGMT',
      'PROJECT_MANAGER_LABOR',
      'PROJECT_MANAGER',
      'Active',
      'Eligible',
      '12.5',
      '60',
    ]);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await editData();
    expect(textbox('Acumatica ID')).toHaveValue('E10005');
    expect(select('Pay Group')).toHaveDisplayValue('WKLYHRLY');
    expect(select('Per Diem Eligibility')).toHaveDisplayValue('Eligible');
  });

  it("offers the seed's choices: ' - ' plus the codes, Active/Inactive, Not Eligible (0)/Eligible (1) (EMPLOYEES-25)", async () => {
    renderDetail();
    await editData();
    expect(optionsOf('Pay Group')).toEqual([' - ', 'WKLYHRLY', 'BIWKLYHRLY']);
    expect(optionsOf('Department')).toEqual([
      ' - ',
      'SHOP',
      'FIELD',
      'ADMIN',
      'CONST',
      'DESIGN',
      'EXEC',
      'PROCURE',
      'PROJMGMT',
      'HR',
      'CM',
    ]);
    await waitFor(() => expect(optionsOf('Labor Item')).toHaveLength(4));
    expect(optionsOf('Labor Item')).toEqual([
      ' - ',
      'FOREMAN_LABOR',
      'WELDER_LABOR',
      'PROJECT_MANAGER_LABOR',
    ]);
    expect(optionsOf('Status')).toEqual(['Select a status', 'Active', 'Inactive']);
    expect(
      within(select('Per Diem Eligibility'))
        .getAllByRole('option')
        .map((option) => [option.textContent, option.getAttribute('value')]),
    ).toEqual([
      ['Select Per Diem eligibility', ''],
      ['Not Eligible', '0'],
      ['Eligible', '1'],
    ]);
  });

  it('takes the truck allowances as numbers in steps of 0.01 (EMPLOYEES-23)', async () => {
    renderDetail();
    await editData();
    for (const label of ['Truck Allowance (daily)', 'Weekly Truck Allowance']) {
      const input = screen.getByRole('spinbutton', { name: label });
      expect(input).toHaveAttribute('type', 'number');
      expect(input).toHaveAttribute('step', '0.01');
    }
  });

  it('sets the primary job class from a labor item the user picks; Cancel puts both back (EMPLOYEES-24)', async () => {
    renderDetail();
    await editData();
    await waitFor(() => expect(optionsOf('Labor Item')).toContain('WELDER_LABOR'));
    await userEvent.selectOptions(select('Labor Item'), 'WELDER_LABOR');
    expect(shown('Primary Job Class')).toHaveTextContent('WELDER');
    await userEvent.selectOptions(select('Labor Item'), ' - ');
    expect(shown('Primary Job Class')).toHaveTextContent('—');
    await userEvent.click(button('Cancel'));
    expect(shown('Labor Item')).toHaveTextContent('PROJECT_MANAGER_LABOR');
    expect(shown('Primary Job Class')).toHaveTextContent('PROJECT_MANAGER');
  });

  it("updates with PUT and the version read, saying 'Employee Successfully Updated' (EMPLOYEES-27)", async () => {
    renderDetail({
      'PUT /employees/:employeeId': ({ body }) => ({ ...DANA, ...(body as object), version: 4 }),
    });
    await editData();
    await waitFor(() => expect(optionsOf('Labor Item')).toContain('FOREMAN_LABOR'));
    await userEvent.selectOptions(select('Labor Item'), 'FOREMAN_LABOR');
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Weekly Truck Allowance' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Weekly Truck Allowance' }), '72.25');
    await userEvent.click(button('Save'));
    expect(await screen.findByText('Employee Successfully Updated')).toBeInTheDocument();
    expect(writes()).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: '/employees/5',
        body: {
          accumaticaId: 'E10005',
          payrollProviderId: 'PP-5005',
          firstName: 'Dana',
          lastName: 'Okafor',
          email: 'dana.okafor@example.com',
          stateCode: 'TX',
          employeeClass: 'WKLYHRLY',
          department: 'PROJMGMT',
          laborItem: 'FOREMAN_LABOR',
          primaryJobClass: 'FOREMAN',
          employeeStatus: 'Active',
          perDiemEligible: 1,
          truckAllowance: 12.5,
          weeklyTruckAllowance: 72.25,
          version: 3,
        },
        headers: expect.objectContaining({ 'If-Match': '"3"' }),
      }),
    ]);
    expect(shown('Primary Job Class')).toHaveTextContent('FOREMAN');
  });

  it("says 'Problem Updating Employee' with the server's reason, keeping what was typed (EMPLOYEES-27)", async () => {
    renderDetail({
      'PUT /employees/:employeeId': () =>
        mockResponse(409, { message: 'An employee with this e-mail already exists' }),
    });
    await editData();
    await userEvent.type(textbox('First Name'), 'h');
    await userEvent.click(button('Save'));
    expect(
      await screen.findByText('Problem Updating Employee - An employee with this e-mail already exists'),
    ).toBeInTheDocument();
    expect(textbox('First Name')).toHaveValue('Danah');
  });

  it('offers a reload after someone else saved first (409), keeping what was typed until then', async () => {
    const stale =
      'This employee was changed by someone else since you opened it. Reload to see the latest version, then make your change again.';
    let current = DANA;
    renderDetail({
      'GET /employees/:employeeId': () => current,
      'PUT /employees/:employeeId': () => mockResponse(409, { message: stale }),
    });
    await editData();
    await userEvent.type(textbox('Last Name'), '-Reyes');
    current = { ...DANA, lastName: 'Okafor-Smith', version: 4 };
    await userEvent.click(button('Save'));
    expect(await screen.findByText(stale, { selector: 'p' })).toBeInTheDocument();
    expect(textbox('Last Name')).toHaveValue('Okafor-Reyes');
    await userEvent.click(button('Reload'));
    await waitFor(() => expect(textbox('Last Name')).toHaveValue('Okafor-Smith'));
  });

  it("creates an employee with POST, 'Employee Successfully Created', then shows it (EMPLOYEES-26)", async () => {
    let created: object = {};
    renderDetail(
      {
        'POST /employees': ({ body }) => {
          created = { ...DANA, ...(body as object), employeeId: 41, version: 1 };
          return mockResponse(201, created);
        },
        'GET /employees/:employeeId': () => created,
      },
      { route: '/approver/employees/new' },
    );
    await userEvent.type(textbox('Acumatica ID'), 'E10041');
    await userEvent.type(textbox('Payroll Provider ID'), 'PP-5041');
    await userEvent.type(textbox('First Name'), 'Maya');
    await userEvent.type(textbox('Last Name'), "O'Neil");
    await userEvent.type(textbox('State'), 'la');
    await userEvent.selectOptions(select('Pay Group'), 'BIWKLYHRLY');
    await userEvent.selectOptions(select('Department'), 'FIELD');
    await waitFor(() => expect(optionsOf('Labor Item')).toContain('WELDER_LABOR'));
    await userEvent.selectOptions(select('Labor Item'), 'WELDER_LABOR');
    await userEvent.selectOptions(select('Status'), 'Active');
    await userEvent.selectOptions(select('Per Diem Eligibility'), 'Not Eligible');
    await userEvent.click(button('Save'));
    expect(await screen.findByText('Employee Successfully Created')).toBeInTheDocument();
    expect(writes()).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/employees',
        body: {
          accumaticaId: 'E10041',
          payrollProviderId: 'PP-5041',
          firstName: 'Maya',
          lastName: "O'Neil",
          email: null,
          stateCode: 'LA',
          employeeClass: 'BIWKLYHRLY',
          department: 'FIELD',
          laborItem: 'WELDER_LABOR',
          primaryJobClass: 'WELDER',
          employeeStatus: 'Active',
          perDiemEligible: 0,
          truckAllowance: 0,
          weeklyTruckAllowance: 0,
          roleIds: [],
        },
      }),
    ]);
    await waitFor(() => expect(window.location.pathname).toBe('/approver/employees/41'));
    await waitFor(() => expect(shown('Last Name')).toHaveTextContent("O'Neil"));
    // The title follows once the saved employee has loaded on its own route (a moment later on a busy machine).
    expect(await screen.findByRole('heading', { level: 1, name: 'Employee Detail' })).toBeInTheDocument();
  });

  it("says 'Problem Creating Employee' when the create is refused, staying on the new employee", async () => {
    renderDetail(
      { 'POST /employees': () => mockResponse(500, { message: 'Database unavailable' }) },
      { route: '/approver/employees/new' },
    );
    await userEvent.type(textbox('Acumatica ID'), 'E10041');
    await userEvent.type(textbox('Payroll Provider ID'), 'PP-5041');
    await userEvent.type(textbox('First Name'), 'Maya');
    await userEvent.type(textbox('Last Name'), 'Lin');
    await userEvent.type(textbox('State'), 'TX');
    await userEvent.selectOptions(select('Pay Group'), 'WKLYHRLY');
    await userEvent.selectOptions(select('Department'), 'SHOP');
    await waitFor(() => expect(optionsOf('Labor Item')).toContain('FOREMAN_LABOR'));
    await userEvent.selectOptions(select('Labor Item'), 'FOREMAN_LABOR');
    await userEvent.selectOptions(select('Status'), 'Inactive');
    await userEvent.selectOptions(select('Per Diem Eligibility'), 'Eligible');
    await userEvent.click(button('Save'));
    expect(await screen.findByText('Problem Creating Employee')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/approver/employees/new');
    expect(textbox('First Name')).toHaveValue('Maya');
  });

  it("an employee that cannot be loaded: 'Problem getting employee data', then the list (EMPLOYEES-28)", async () => {
    renderDetail(
      { 'GET /employees/:employeeId': () => mockResponse(404, { message: 'Employee not found' }) },
      { route: '/approver/employees/999' },
    );
    expect(await screen.findByText('Problem getting employee data - Employee not found')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/approver/employees'));
    expect(await screen.findByRole('table', { name: 'Employees' })).toBeInTheDocument();
  });

  it('shows an employee read-only, without Edit Data, to someone without Employees_Create', async () => {
    renderDetail({}, { user: makeUser(['Employees_View']) });
    expect(await screen.findByRole('group', { name: 'Last Name' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Data' })).not.toBeInTheDocument();
    expect(button('Back')).toBeInTheDocument();
  });
});
