import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, mockApi, mockResponse, renderWithProviders } from 'shared-kit/testing';
import type { MockApi, MockHandler } from 'shared-kit/testing';
import { AreaRoutes } from '../routes';

const editor = makeUser(['Customers_View', 'Customers_Create']);
const GULF = {
  customerId: 7,
  customerExternalId: 'C100231',
  customerName: 'Gulf Coast Water Authority',
  version: 3,
};

const button = (name: string) => screen.getByRole('button', { name });
const nameInput = () => screen.getByRole('textbox', { name: 'Customer Name' });
const shown = (label: string) => screen.getByRole('group', { name: label });

describe('Customer detail', () => {
  let api: MockApi;
  afterEach(() => api.restore());

  const renderDetail = (
    handlers: Record<string, MockHandler> = {},
    { route = '/approver/customers/7', user = editor } = {},
  ) => {
    api = mockApi({ 'GET /customers/:customerId': () => GULF, 'GET /customers': () => [GULF], ...handlers });
    return renderWithProviders(<AreaRoutes />, { route, user });
  };
  const writes = () => api.calls.filter((call) => call.method !== 'GET');

  it('opens read-only with Acumatica ID and Customer Name; Edit Data edits them (CUSTOMERS-05/06)', async () => {
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Customer Detail' })).toBeInTheDocument();
    expect(shown('Acumatica ID')).toHaveTextContent('C100231');
    expect(shown('Customer Name')).toHaveTextContent('Gulf Coast Water Authority');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(button('Edit Data'));
    expect(screen.getByRole('textbox', { name: 'Acumatica ID' })).toHaveValue('C100231');
    expect(nameInput()).toHaveValue('Gulf Coast Water Authority');
  });

  it("saves a changed name with PUT and the version read, says 'Customer updated successfully' (CUSTOMERS-11)", async () => {
    renderDetail({
      'PUT /customers/:customerId': ({ body }) => ({ ...GULF, ...(body as object), version: 4 }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Data' }));
    await userEvent.type(nameInput(), ' District');
    await userEvent.click(button('Save'));
    expect(await screen.findByText('Customer updated successfully')).toBeInTheDocument();
    expect(writes()).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: '/customers/7',
        body: {
          customerExternalId: 'C100231',
          customerName: 'Gulf Coast Water Authority District',
          version: 3,
        },
        headers: expect.objectContaining({ 'If-Match': '"3"' }),
      }),
    ]);
    expect(shown('Customer Name')).toHaveTextContent('Gulf Coast Water Authority District');
  });

  it("says 'Problem updating customer' with the server's reason when the update is refused", async () => {
    renderDetail({
      'PUT /customers/:customerId': () =>
        mockResponse(409, { message: 'A customer with this Acumatica ID already exists' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Data' }));
    await userEvent.type(nameInput(), '!');
    await userEvent.click(button('Save'));
    expect(
      await screen.findByText('Problem updating customer - A customer with this Acumatica ID already exists'),
    ).toBeInTheDocument();
    expect(nameInput()).toHaveValue('Gulf Coast Water Authority!');
  });

  it.each([
    ['Customer Name', 'Customer name cannot be blank'],
    ['Acumatica ID', 'Acumatica ID cannot be empty'],
  ])('refuses a blank %s with "%s" and sends nothing (CUSTOMERS-08/09)', async (label, message) => {
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Data' }));
    await userEvent.clear(screen.getByRole('textbox', { name: label }));
    await userEvent.type(screen.getByRole('textbox', { name: label }), '   ');
    await userEvent.click(button('Save'));
    expect(await screen.findByRole('textbox', { name: label })).toHaveAccessibleDescription(message);
    expect(screen.getByRole('textbox', { name: label })).toHaveFocus();
    expect(writes()).toEqual([]);
  });

  it('Cancel reverts what was typed and returns to read-only', async () => {
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Data' }));
    await userEvent.clear(nameInput());
    await userEvent.type(nameInput(), 'Somebody Else');
    await userEvent.click(button('Cancel'));
    expect(shown('Customer Name')).toHaveTextContent('Gulf Coast Water Authority');
    expect(writes()).toEqual([]);
  });

  it("creates a customer at /approver/customers/new with POST, 'New customer successfully saved', then shows it (CUSTOMERS-10)", async () => {
    renderDetail(
      {
        'POST /customers': ({ body }) =>
          mockResponse(201, { ...(body as object), customerId: 31, version: 1 }),
      },
      { route: '/approver/customers/new' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'New Customer' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Acumatica ID' }), 'C200100');
    await userEvent.type(nameInput(), 'Bayou City Utilities');
    await userEvent.click(button('Save'));
    expect(await screen.findByText('New customer successfully saved')).toBeInTheDocument();
    expect(writes()[0]).toMatchObject({
      method: 'POST',
      body: { customerExternalId: 'C200100', customerName: 'Bayou City Utilities' },
    });
    await waitFor(() => expect(window.location.pathname).toBe('/approver/customers/31'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Customer Detail' })).toBeInTheDocument();
    expect(shown('Customer Name')).toHaveTextContent('Bayou City Utilities');
  });

  it("says 'Problem saving new customer' when the create is refused", async () => {
    renderDetail(
      { 'POST /customers': () => mockResponse(500, { message: 'Database unavailable' }) },
      { route: '/approver/customers/new' },
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Acumatica ID' }), 'C200100');
    await userEvent.type(nameInput(), 'Bayou City Utilities');
    await userEvent.click(button('Save'));
    expect(await screen.findByText('Problem saving new customer')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/approver/customers/new');
  });

  it("deletes after a question naming the customer, says 'Customer deleted successfully' and returns to the list (CUSTOMERS-12, U-48)", async () => {
    renderDetail({ 'DELETE /customers/:customerId': () => undefined });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const question = screen.getByRole('dialog');
    expect(question).toHaveTextContent(
      'Delete the customer Gulf Coast Water Authority (Acumatica ID C100231)? This cannot be undone.',
    );
    await userEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Customer deleted successfully')).toBeInTheDocument();
    expect(writes()).toEqual([
      expect.objectContaining({
        method: 'DELETE',
        path: '/customers/7',
        headers: expect.objectContaining({ 'If-Match': '"3"' }),
      }),
    ]);
    await waitFor(() => expect(window.location.pathname).toBe('/approver/customers'));
  });

  it("says 'Problem deleting customer - This customer still has projects' and keeps the customer", async () => {
    renderDetail({
      'DELETE /customers/:customerId': () =>
        mockResponse(409, { message: 'This customer still has projects' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('Problem deleting customer - This customer still has projects'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.location.pathname).toBe('/approver/customers/7');
  });

  it("a customer that cannot be loaded: 'Cannot find customer data', then the list (CUSTOMERS-13)", async () => {
    renderDetail(
      { 'GET /customers/:customerId': () => mockResponse(404, { message: 'Customer not found' }) },
      { route: '/approver/customers/999' },
    );
    expect(await screen.findByText('Cannot find customer data - Customer not found')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/approver/customers'));
    expect(await screen.findByRole('table', { name: 'Customers' })).toBeInTheDocument();
  });

  it('offers a reload after someone else saved first (409), keeping what was typed until then', async () => {
    const stale =
      'This customer was changed by someone else since you opened it. Reload to see the latest version, then make your change again.';
    let current = GULF;
    renderDetail({
      'GET /customers/:customerId': () => current,
      'PUT /customers/:customerId': () => mockResponse(409, { message: stale }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Data' }));
    await userEvent.type(nameInput(), ' LLC');
    current = { ...GULF, customerName: 'Gulf Coast Water Authority (renamed)', version: 4 };
    await userEvent.click(button('Save'));
    expect(await screen.findByText(stale, { selector: 'p' })).toBeInTheDocument();
    expect(nameInput()).toHaveValue('Gulf Coast Water Authority LLC');
    await userEvent.click(button('Reload'));
    await waitFor(() => expect(nameInput()).toHaveValue('Gulf Coast Water Authority (renamed)'));
  });

  it('shows a customer read-only, without Edit Data or Delete, to someone without Customers_Create', async () => {
    renderDetail({}, { user: makeUser(['Customers_View']) });
    expect(await screen.findByRole('group', { name: 'Customer Name' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Data' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(button('Back')).toBeInTheDocument();
  });
});
