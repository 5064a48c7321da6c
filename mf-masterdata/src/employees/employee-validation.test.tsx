import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockApi } from 'shared-kit/testing';
import { DANA, renderEmployeeRoute, writesOf } from './test-screen';

const textbox = (name: string) => screen.getByRole('textbox', { name });
const select = (name: string) => screen.getByRole('combobox', { name });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

/** The rules of seed 001 §5 for an employee (EMPLOYEES-12…22): each message at its field, nothing sent. */
describe('Employee form messages', () => {
  let api: MockApi;
  afterEach(() => api.restore());

  it('shows every message of §5 at its field when an empty new employee is saved, and sends nothing', async () => {
    api = renderEmployeeRoute({}, { route: '/approver/employees/new' });
    expect(await screen.findByRole('heading', { level: 1, name: 'New Employee' })).toBeInTheDocument();
    await save();
    const messages: Array<[HTMLElement, string]> = [
      [textbox('Acumatica ID'), 'Acumatica ID cannot be blank'],
      [textbox('Payroll Provider ID'), 'Payroll Provider ID cannot be blank'],
      [textbox('First Name'), 'First name cannot be blank'],
      [textbox('Last Name'), 'Last name cannot be blank'],
      [textbox('State'), 'State Abbreviation must contain 2 letters'],
      [select('Pay Group'), 'Please enter a valid employee class'],
      [select('Department'), 'Please enter a valid department'],
      [select('Labor Item'), 'Please enter a valid labor item'],
      [select('Status'), 'Must select a status'],
      [select('Per Diem Eligibility'), 'Must select Per Diem eligibility'],
    ];
    for (const [field, message] of messages) {
      await waitFor(() => expect(field).toHaveAccessibleDescription(message));
    }
    expect(textbox('Acumatica ID')).toHaveFocus();
    expect(textbox('E-mail')).not.toHaveAccessibleDescription();
    expect(writesOf(api)).toEqual([]);
  });

  it.each([
    ['First Name', '12345', 'Name cannot contain numbers'],
    ['Last Name', '42', 'Name cannot contain numbers'],
    ['State', 'T1', 'State Abbreviation can only contain letters'],
    ['State', 'TEX', 'State Abbreviation must contain 2 letters'],
    ['E-mail', 'dana.okafor.example.com', 'Must be in the form of username@domain (dana.okafor.example.com)'],
  ])('refuses %s "%s" with "%s" (EMPLOYEES-15/16/22)', async (label, typed, message) => {
    api = renderEmployeeRoute();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Data' }));
    await userEvent.clear(textbox(label));
    await userEvent.type(textbox(label), typed);
    await save();
    await waitFor(() => expect(textbox(label)).toHaveAccessibleDescription(message));
    expect(writesOf(api)).toEqual([]);
  });

  it('accepts names that are not purely numeric (U-23) and no e-mail (EMPLOYEES-22)', async () => {
    api = renderEmployeeRoute({
      'PUT /employees/:employeeId': ({ body }) => ({ ...DANA, ...(body as object), version: 4 }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Data' }));
    await userEvent.clear(textbox('First Name'));
    await userEvent.type(textbox('First Name'), 'Dana 2');
    await userEvent.clear(textbox('E-mail'));
    await save();
    expect(await screen.findByText('Employee Successfully Updated')).toBeInTheDocument();
    expect(writesOf(api)[0]?.body).toMatchObject({ firstName: 'Dana 2', email: null });
  });
});
