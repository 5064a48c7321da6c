import request from 'supertest';
import * as z from 'zod/mini';
import { customerSchema, type ApiErrorBody, type Customer } from 'shared-kit/domain';
import { createTestApi, DEMO, type TestApi } from '../../testing/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const call = async (
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  options: { email?: string; body?: object; query?: Record<string, string | number> } = {},
) => {
  const agent = request(api.app);
  const pending = agent[method](path).set('Authorization', await api.bearer(options.email ?? DEMO.approver));
  if (options.query) pending.query(options.query);
  return options.body ? pending.send(options.body) : pending;
};

const customersOf = (response: request.Response): Customer[] => z.array(customerSchema).parse(response.body);
const messagesOf = (response: request.Response): string[] =>
  ((response.body as ApiErrorBody).errors ?? []).map((error) => error.message);

describe('GET /customers', () => {
  it('lists customers sorted by name, paged 20 per page with X-Total-Count', async () => {
    const response = await call('get', '/customers', { query: { page: 1, pageSize: 20 } });
    expect(response.status).toBe(200);
    const customers = customersOf(response);
    expect(customers.length).toBeGreaterThanOrEqual(12);
    expect(response.headers['x-total-count']).toBe(String(customers.length));
    const names = customers.map((customer) => customer.customerName);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('searches by Acumatica ID and by name (U-46)', async () => {
    const [first] = customersOf(await call('get', '/customers'));
    const byId = customersOf(
      await call('get', '/customers', { query: { search: first?.customerExternalId ?? '' } }),
    );
    expect(byId.map((customer) => customer.customerId)).toContain(first?.customerId);
    const byName = customersOf(
      await call('get', '/customers', {
        query: { search: (first?.customerName ?? '').slice(0, 6).toLowerCase() },
      }),
    );
    expect(byName.map((customer) => customer.customerId)).toContain(first?.customerId);
  });

  it('is readable with Projects_View for the project form, and 403 for the foreman', async () => {
    expect((await call('get', '/customers', { email: DEMO.foreman })).status).toBe(403);
    expect((await request(api.app).get('/customers')).status).toBe(401);
  });
});

describe('GET /customers/:customerId', () => {
  it('returns the customer with its version', async () => {
    const response = await call('get', '/customers/1');
    expect(response.status).toBe(200);
    expect(customerSchema.parse(response.body).customerId).toBe(1);
  });

  it('answers 404 "Customer not found"', async () => {
    const response = await call('get', '/customers/99999');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Customer not found' });
  });
});

describe('POST /customers', () => {
  it('creates a customer (201)', async () => {
    const response = await call('post', '/customers', {
      body: { customerExternalId: ' C-NEW-1 ', customerName: 'Lone Star Utilities' },
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      customerExternalId: 'C-NEW-1',
      customerName: 'Lone Star Utilities',
      version: 1,
    });
  });

  it('rejects blanks with "Acumatica ID cannot be empty" and "Customer name cannot be blank"', async () => {
    const response = await call('post', '/customers', {
      body: { customerExternalId: ' ', customerName: '' },
    });
    expect(response.status).toBe(400);
    expect(messagesOf(response)).toEqual(['Acumatica ID cannot be empty', 'Customer name cannot be blank']);
  });

  it('answers 409 for a taken Acumatica ID', async () => {
    await call('post', '/customers', { body: { customerExternalId: 'C-DUP', customerName: 'One' } });
    const response = await call('post', '/customers', {
      body: { customerExternalId: 'C-DUP', customerName: 'Two' },
    });
    expect(response.status).toBe(409);
    // At the field too, so the customer form shows it under Acumatica ID instead of offering a reload.
    const message = 'A customer with this Acumatica ID already exists';
    expect(response.body).toEqual({ message, errors: [{ path: 'customerExternalId', message }] });
  });

  it('answers 403 without Customers_Create (payroll)', async () => {
    const response = await call('post', '/customers', {
      email: DEMO.payroll,
      body: { customerExternalId: 'C-X', customerName: 'X' },
    });
    expect(response.status).toBe(403);
  });
});

describe('PUT /customers/:customerId', () => {
  it('updates with the version read and answers 409 for a stale one, 428 without one', async () => {
    const created = customerSchema.parse(
      (await call('post', '/customers', { body: { customerExternalId: 'C-UPD', customerName: 'Before' } }))
        .body,
    );
    const updated = await call('put', `/customers/${created.customerId}`, {
      body: { customerExternalId: 'C-UPD', customerName: 'After', version: created.version },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ customerName: 'After', version: created.version + 1 });
    const stale = await call('put', `/customers/${created.customerId}`, {
      body: { customerExternalId: 'C-UPD', customerName: 'Again', version: created.version },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/This customer was changed by someone else/);
    const missing = await call('put', `/customers/${created.customerId}`, {
      body: { customerExternalId: 'C-UPD', customerName: 'Again' },
    });
    expect(missing.status).toBe(428);
  });

  it('answers 404 for an unknown customer', async () => {
    const response = await call('put', '/customers/99999', {
      body: { customerExternalId: 'C-404', customerName: 'Nobody', version: 1 },
    });
    expect(response.status).toBe(404);
  });
});

describe('DELETE /customers/:customerId', () => {
  it('deletes a customer without projects (204), then it is gone', async () => {
    const created = customerSchema.parse(
      (await call('post', '/customers', { body: { customerExternalId: 'C-DEL', customerName: 'Temporary' } }))
        .body,
    );
    expect((await call('delete', `/customers/${created.customerId}`)).status).toBe(204);
    expect((await call('get', `/customers/${created.customerId}`)).status).toBe(404);
  });

  it('answers 409 "This customer still has projects" while projects refer to it', async () => {
    const response = await call('delete', '/customers/1');
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: 'This customer still has projects' });
  });

  it('refuses a stale version when one is sent', async () => {
    const created = customerSchema.parse(
      (await call('post', '/customers', { body: { customerExternalId: 'C-DEL2', customerName: 'Temp' } }))
        .body,
    );
    const response = await request(api.app)
      .delete(`/customers/${created.customerId}`)
      .set('Authorization', await api.bearer(DEMO.approver))
      .set('If-Match', String(created.version + 1));
    expect(response.status).toBe(409);
  });

  it('answers 404 for an unknown customer and 403 for payroll', async () => {
    expect((await call('delete', '/customers/99999')).status).toBe(404);
    expect((await call('delete', '/customers/1', { email: DEMO.payroll })).status).toBe(403);
  });
});
