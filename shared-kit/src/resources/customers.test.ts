import { mockApi, mockResponse, type MockApi } from 'shared-kit/testing';
import {
  createCustomer,
  customerPageQueryOptions,
  customerQueryOptions,
  deleteCustomer,
  getCustomerPage,
  updateCustomer,
} from 'shared-kit/resources/customers';

describe('customers resource', () => {
  let api: MockApi;
  afterEach(() => api.restore());

  it('lists with search, sort and paging (U-46), keyed by that request', async () => {
    api = mockApi({ 'GET /customers': () => mockResponse(200, [], { 'X-Total-Count': '4' }) });
    const params = { search: 'Gulf', sort: 'customerExternalId', page: 1, pageSize: 20 } as const;
    expect(customerPageQueryOptions(params).queryKey).toEqual(['customers', 'list', params]);
    await expect(getCustomerPage(params)).resolves.toEqual({ items: [], total: 4 });
    expect(Object.fromEntries(api.calls[0].query)).toEqual({
      search: 'Gulf',
      sort: 'customerExternalId',
      page: '1',
      pageSize: '20',
    });
  });

  it('creates, updates with If-Match, and deletes with the version when it has one', async () => {
    api = mockApi({
      'POST /customers': () => ({}),
      'PUT /customers/:id': () => ({}),
      'DELETE /customers/:id': () => undefined,
    });
    const form = { customerExternalId: 'C-100', customerName: 'Gulf Coast Water Authority' };
    expect(customerQueryOptions(4).queryKey).toEqual(['customers', 'detail', 4]);
    await createCustomer(form);
    await updateCustomer(4, { ...form, version: 2 });
    await deleteCustomer(4, 3);
    await deleteCustomer(5);
    expect(api.calls.map((call) => [call.method, call.path, call.headers['If-Match']])).toEqual([
      ['POST', '/customers', undefined],
      ['PUT', '/customers/4', '"2"'],
      ['DELETE', '/customers/4', '"3"'],
      ['DELETE', '/customers/5', undefined],
    ]);
  });
});
