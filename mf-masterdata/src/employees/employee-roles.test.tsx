import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, mockResponse } from 'shared-kit/testing';
import type { MockApi, MockHandler } from 'shared-kit/testing';
import type { SignedInUser } from 'shared-kit';
import { DANA, renderEmployeeRoute, writesOf } from './test-screen';

const roleAdmin = makeUser(['Employees_View', 'Employees_Create', 'Roles_View']);

const roles = () => screen.queryByRole('group', { name: 'Roles' });
const roleBox = (name: string) => within(roles()!).getByRole('checkbox', { name });
const email = () => screen.getByRole('textbox', { name: 'E-mail' });

describe('Employee roles (EMPLOYEES-10/11, U-36)', () => {
  let api: MockApi;
  afterEach(() => api.restore());

  const renderDetail = (
    handlers: Record<string, MockHandler> = {},
    { route = '/approver/employees/5', user = roleAdmin }: { route?: string; user?: SignedInUser } = {},
  ) => {
    api = renderEmployeeRoute(
      {
        'PUT /employees/:employeeId': ({ body }) => ({ ...DANA, ...(body as object), version: 4 }),
        ...handlers,
      },
      { route, user },
    );
  };
  const saved = () => writesOf(api)[0]?.body as Record<string, unknown>;
  const editData = async () => userEvent.click(await screen.findByRole('button', { name: 'Edit Data' }));
  const save = async (toast: string) => {
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(toast)).toBeInTheDocument();
  };

  it("shows a company e-mail's roles by roleId, checked as assigned, each described by its permissions", async () => {
    renderDetail();
    await waitFor(() => expect(roles()).toBeInTheDocument());
    expect(
      within(roles()!)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['2', '1']);
    expect(roleBox('Approver')).toBeChecked();
    expect(roleBox('Approver')).toBeDisabled();
    expect(roleBox('Foreman')).not.toBeChecked();
    expect(roleBox('Approver')).toHaveAccessibleDescription(
      'Permissions: ApproverDashboard_View, Projects_View',
    );
    expect(roleBox('Foreman')).toHaveAccessibleDescription('Permissions: ForemanDashboard_View');
    expect(within(roles()!).getAllByRole('tooltip', { hidden: true })).toHaveLength(2);
  });

  it('sends the checked roleIds on update', async () => {
    renderDetail();
    await editData();
    await waitFor(() => expect(roles()).toBeInTheDocument());
    await userEvent.click(roleBox('Foreman'));
    await userEvent.click(roleBox('Approver'));
    await save('Employee Successfully Updated');
    expect(saved()).toMatchObject({ email: 'dana.okafor@example.com', roleIds: [1] });
  });

  it('hides the roles while the typed e-mail is outside the company domain, and then leaves roleIds out', async () => {
    renderDetail();
    await editData();
    await waitFor(() => expect(roles()).toBeInTheDocument());
    await userEvent.clear(email());
    await userEvent.type(email(), 'dana@gmail.com');
    expect(roles()).not.toBeInTheDocument();
    await userEvent.clear(email());
    await userEvent.type(email(), 'dana@EXAMPLE.com');
    expect(roles()).toBeInTheDocument();
    await userEvent.clear(email());
    await userEvent.type(email(), 'dana@example.com.evil.io');
    expect(roles()).not.toBeInTheDocument();
    await save('Employee Successfully Updated');
    expect(saved()).toMatchObject({ email: 'dana@example.com.evil.io' });
    expect(saved()).not.toHaveProperty('roleIds');
  });

  it('shows no roles to a user without Roles_View, asks nothing about them, and leaves roleIds out', async () => {
    renderDetail({}, { user: makeUser(['Employees_View', 'Employees_Create']) });
    await editData();
    expect(roles()).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'First Name' }), 'e');
    await save('Employee Successfully Updated');
    expect(saved()).toMatchObject({ firstName: 'Danae' });
    expect(saved()).not.toHaveProperty('roleIds');
    expect(api.calls.map((call) => call.path)).not.toEqual(expect.arrayContaining(['/roles']));
    expect(api.calls.map((call) => call.path)).not.toEqual(expect.arrayContaining(['/company']));
  });

  it('shows no roles when the company cannot be read', async () => {
    renderDetail({ 'GET /company': () => mockResponse(500, { message: 'Down' }) });
    expect(await screen.findByRole('group', { name: 'E-mail' })).toHaveTextContent('dana.okafor@example.com');
    await waitFor(() => expect(api.calls.some((call) => call.path === '/company')).toBe(true));
    expect(roles()).not.toBeInTheDocument();
  });

  const fillNewEmployee = async (emailTyped: string) => {
    const type = async (label: string, text: string) =>
      userEvent.type(screen.getByRole('textbox', { name: label }), text);
    const choose = async (label: string, option: string) =>
      userEvent.selectOptions(screen.getByRole('combobox', { name: label }), option);
    await type('Acumatica ID', 'E10041');
    await type('Payroll Provider ID', 'PP-5041');
    await type('First Name', 'Maya');
    await type('Last Name', 'Lin');
    await type('State', 'TX');
    await choose('Pay Group', 'WKLYHRLY');
    await choose('Department', 'ADMIN');
    await waitFor(() => expect(screen.getByRole('option', { name: 'FOREMAN_LABOR' })).toBeInTheDocument());
    await choose('Labor Item', 'FOREMAN_LABOR');
    await choose('Status', 'Active');
    await choose('Per Diem Eligibility', 'Eligible');
    expect(roles()).not.toBeInTheDocument();
    await type('E-mail', emailTyped);
  };
  const renderNew = () =>
    renderDetail(
      {
        'POST /employees': ({ body }) =>
          mockResponse(201, { ...DANA, ...(body as object), employeeId: 41, version: 1 }),
      },
      { route: '/approver/employees/new' },
    );

  it('creates a company employee with the roles checked (EMPLOYEES-26)', async () => {
    renderNew();
    await fillNewEmployee('maya.lin@example.com');
    await userEvent.click(roleBox('Foreman'));
    await save('Employee Successfully Created');
    expect(saved()).toMatchObject({ email: 'maya.lin@example.com', roleIds: [1] });
  });

  it('creates an employee whose e-mail left the company domain with no roles, whatever was checked before', async () => {
    renderNew();
    await fillNewEmployee('maya.lin@example.com');
    await userEvent.click(roleBox('Foreman'));
    await userEvent.clear(email());
    await userEvent.type(email(), 'maya@contractor.net');
    await save('Employee Successfully Created');
    expect(saved()).toMatchObject({ email: 'maya@contractor.net', roleIds: [] });
  });
});
