import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, mockApi, mockResponse, renderWithProviders } from 'shared-kit/testing';
import type { MockApi } from 'shared-kit/testing';
import { AreaRoutes } from '../routes';

const viewer = makeUser(['Customers_View']);
const editor = makeUser(['Customers_View', 'Customers_Create']);

const customer = (customerId: number, customerName: string, customerExternalId = `C10${customerId}`) => ({
  customerId,
  customerExternalId,
  customerName,
  version: 1,
});

const listQueries = (api: MockApi) =>
  api.calls.filter((call) => call.path === '/customers').map((call) => Object.fromEntries(call.query));

describe('Customer list', () => {
  let api: MockApi;
  afterEach(() => api.restore());

  const renderList = (route = '/approver/customers', user = editor, total = 2) => {
    api = mockApi({
      'GET /customers': () =>
        mockResponse(200, [customer(1, 'Gulf Coast Water Authority'), customer(2, 'Lone Star Aviation')], {
          'X-Total-Count': String(total),
        }),
      'GET /customers/:customerId': ({ params }) =>
        customer(Number(params.customerId), 'Gulf Coast Water Authority'),
    });
    return renderWithProviders(<AreaRoutes />, { route, user });
  };

  it('shows Acumatica ID and Customer Name, 20 per page by name, under the route title (CUSTOMERS-01…03)', async () => {
    renderList();
    const table = await screen.findByRole('table', { name: 'Customers' });
    expect(screen.getByRole('heading', { level: 1, name: 'Customers' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([expect.stringMatching(/^Acumatica ID/), expect.stringMatching(/^Customer Name/)]);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('C101Gulf Coast Water Authority');
    expect(listQueries(api)).toEqual([{ sort: 'customerName', page: '1', pageSize: '20' }]);
  });

  it('searches the Acumatica ID or name on the server, and keeps the search in the URL', async () => {
    renderList();
    await screen.findByRole('table', { name: 'Customers' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search customers' }), 'gulf{Enter}');
    await waitFor(() => expect(window.location.search).toBe('?search=gulf'));
    await waitFor(() => expect(listQueries(api).at(-1)).toMatchObject({ search: 'gulf', page: '1' }));
  });

  it('sorts by a column on the server: Acumatica ID ascending, then descending', async () => {
    renderList();
    await screen.findByRole('table', { name: 'Customers' });
    await userEvent.click(screen.getByRole('button', { name: /^Acumatica ID/ }));
    await waitFor(() => expect(listQueries(api).at(-1)).toMatchObject({ sort: 'customerExternalId' }));
    await userEvent.click(screen.getByRole('button', { name: /^Acumatica ID/ }));
    await waitFor(() => expect(window.location.search).toBe('?sort=-customerExternalId'));
    expect(screen.getByRole('columnheader', { name: /^Acumatica ID/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('pages on the server, 20 per page, and opens the page the URL names (CUSTOMERS-02)', async () => {
    renderList('/approver/customers?page=2', editor, 45);
    expect(await screen.findByRole('navigation', { name: 'Customer pages' })).toHaveTextContent(
      'Page 2 of 3',
    );
    expect(listQueries(api)[0]).toMatchObject({ page: '2', pageSize: '20' });
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(window.location.search).toBe('?page=3'));
  });

  it("opens a customer from its row; the detail's Back returns to the list as it was left (CUSTOMERS-05)", async () => {
    renderList('/approver/customers?search=c10&sort=-customerExternalId');
    await userEvent.click(await screen.findByRole('link', { name: 'C102' }));
    expect(window.location.pathname).toBe('/approver/customers/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Customer Detail' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(window.location.search).toBe('?search=c10&sort=-customerExternalId'));
    expect(await screen.findByRole('searchbox', { name: 'Search customers' })).toHaveValue('c10');
  });

  it('offers Add New Customer only with Customers_Create (CUSTOMERS-04)', async () => {
    const view = renderList();
    expect(await screen.findByRole('link', { name: 'Add New Customer' })).toHaveAttribute(
      'href',
      '/approver/customers/new',
    );
    view.unmount();
    api.restore();
    renderList('/approver/customers', viewer);
    await screen.findByRole('table', { name: 'Customers' });
    expect(screen.queryByRole('link', { name: 'Add New Customer' })).not.toBeInTheDocument();
  });
});
