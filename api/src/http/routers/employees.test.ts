import type { Express } from 'express';
import request from 'supertest';
import * as z from 'zod/mini';
import {
  employeeListItemSchema,
  employeeSchema,
  type ApiErrorBody,
  type EmployeeDetail,
  type EmployeeListItem,
} from 'shared-kit/domain';
import { createTestApi, DEMO, type TestApi } from '../../testing/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const call = async (
  method: 'get' | 'post' | 'put',
  path: string,
  options: {
    email?: string;
    body?: object;
    query?: Record<string, string | number>;
    app?: Express;
  } = {},
) => {
  const agent = request(options.app ?? api.app);
  const pending = agent[method](path).set('Authorization', await api.bearer(options.email ?? DEMO.approver));
  if (options.query) pending.query(options.query);
  return options.body ? pending.send(options.body) : pending;
};

const listOf = (response: request.Response): EmployeeListItem[] =>
  z.array(employeeListItemSchema).parse(response.body);
const detailOf = (response: request.Response): EmployeeDetail => employeeSchema.parse(response.body);
const messagesOf = (response: request.Response): string[] =>
  ((response.body as ApiErrorBody).errors ?? []).map((error) => error.message);

let counter = 0;
const newEmployee = (overrides: Record<string, unknown> = {}) => {
  counter += 1;
  return {
    accumaticaId: `E-NEW-${counter}`,
    payrollProviderId: `PP-NEW-${counter}`,
    firstName: 'Rosa',
    lastName: `Delgado${'x'.repeat(counter)}`,
    email: null,
    stateCode: 'tx',
    employeeClass: 'WKLYHRLY',
    department: 'FIELD',
    laborItem: 'WELDER_LABOR',
    employeeStatus: 'Active',
    perDiemEligible: 1,
    truckAllowance: 12.5,
    weeklyTruckAllowance: '60.25',
    ...overrides,
  };
};

describe('GET /employees', () => {
  it('lists about 60 employees sorted by last name, paged with X-Total-Count', async () => {
    const response = await call('get', '/employees', { query: { pageSize: 20 } });
    expect(response.status).toBe(200);
    const employees = listOf(response);
    expect(employees).toHaveLength(20);
    expect(Number(response.headers['x-total-count'])).toBeGreaterThanOrEqual(50);
    const names = employees.map((employee) => employee.lastName);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('searches by first, last or full name', async () => {
    const byLast = listOf(await call('get', '/employees', { query: { search: 'brennan' } }));
    expect(byLast.map((employee) => employee.email)).toContain('approver@example.com');
    const byFull = listOf(await call('get', '/employees', { query: { search: 'Alice Brennan' } }));
    expect(byFull.map((employee) => employee.email)).toEqual(['approver@example.com']);
  });

  it('filters by per diem eligibility (EMPLOYEES-02) and status', async () => {
    const eligible = listOf(await call('get', '/employees', { query: { perDiemEligible: 'true' } }));
    const notEligible = listOf(await call('get', '/employees', { query: { perDiemEligible: '0' } }));
    expect(eligible.length).toBeGreaterThan(0);
    expect(notEligible.length).toBeGreaterThan(0);
    expect(eligible.every((employee) => employee.perDiemEligible === 1)).toBe(true);
    expect(notEligible.every((employee) => employee.perDiemEligible === 0)).toBe(true);
    const inactive = listOf(await call('get', '/employees', { query: { status: 'Inactive' } }));
    expect(inactive.length).toBeGreaterThan(0);
    expect(inactive.every((employee) => employee.employeeStatus === 'Inactive')).toBe(true);
  });

  it('lists project manager candidates (PROJECTS-26)', async () => {
    const managers = listOf(await call('get', '/employees', { query: { projectManagerCandidates: 'true' } }));
    expect(managers.length).toBeGreaterThan(0);
    expect(
      managers.every(
        (employee) =>
          ['PROJMGMT', 'EXEC'].includes(employee.department) ||
          employee.primaryJobClass === 'CONSTRUCTION_MANAGER',
      ),
    ).toBe(true);
  });

  it('sorts by a column, descending with -', async () => {
    const employees = listOf(await call('get', '/employees', { query: { sort: '-accumaticaId' } }));
    const ids = employees.map((employee) => employee.accumaticaId);
    expect(ids).toEqual([...ids].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
  });

  it('answers 400 for a bad filter, 403 for noaccess and 401 without a token', async () => {
    expect((await call('get', '/employees', { query: { perDiemEligible: 'maybe' } })).status).toBe(400);
    expect((await call('get', '/employees', { email: DEMO.noaccess })).status).toBe(403);
    expect((await request(api.app).get('/employees')).status).toBe(401);
  });
});

describe('GET /employees/:employeeId', () => {
  it('returns the EMPLOYEES-09 fields with roleIds and version', async () => {
    const [approver] = listOf(await call('get', '/employees', { query: { search: 'Alice Brennan' } }));
    const response = await call('get', `/employees/${approver?.employeeId}`);
    expect(response.status).toBe(200);
    const employee = detailOf(response);
    expect(employee.roleIds.length).toBe(1);
    expect(employee.version).toBeGreaterThanOrEqual(1);
  });

  it('answers 404 "Employee not found" and 403 for the foreman', async () => {
    expect((await call('get', '/employees/99999')).body).toEqual({ message: 'Employee not found' });
    expect((await call('get', '/employees/1', { email: DEMO.foreman })).status).toBe(403);
  });
});

describe('POST /employees', () => {
  it('creates an employee; the labor item sets the primary job class (EMPLOYEES-24)', async () => {
    const response = await call('post', '/employees', { body: newEmployee({ primaryJobClass: 'LABORER' }) });
    expect(response.status).toBe(201);
    expect(detailOf(response)).toMatchObject({
      stateCode: 'TX',
      primaryJobClass: 'WELDER',
      perDiemEligible: 1,
      truckAllowance: 12.5,
      weeklyTruckAllowance: 60.25,
      roleIds: [],
      version: 1,
    });
  });

  it('rejects the seed messages for blank and invalid fields', async () => {
    const response = await call('post', '/employees', {
      body: {
        accumaticaId: '',
        payrollProviderId: ' ',
        firstName: '',
        lastName: '1234',
        email: 'bob@',
        stateCode: 'T',
        employeeClass: ' - ',
        department: ' - ',
        laborItem: ' - ',
        perDiemEligible: '',
      },
    });
    expect(response.status).toBe(400);
    expect(messagesOf(response)).toEqual(
      expect.arrayContaining([
        'Acumatica ID cannot be blank',
        'Payroll Provider ID cannot be blank',
        'First name cannot be blank',
        'Name cannot contain numbers',
        'Must be in the form of username@domain (bob@)',
        'State Abbreviation must contain 2 letters',
        'Please enter a valid employee class',
        'Please enter a valid department',
        'Please enter a valid labor item',
        'Must select a status',
        'Must select Per Diem eligibility',
      ]),
    );
  });

  it('rejects an unknown labor item with "Please enter a valid labor item"', async () => {
    const response = await call('post', '/employees', { body: newEmployee({ laborItem: 'JUGGLER_LABOR' }) });
    expect(response.status).toBe(400);
    expect(messagesOf(response)).toEqual(['Please enter a valid labor item']);
  });

  it('answers 409 for a taken Acumatica ID or e-mail', async () => {
    const first = newEmployee();
    await call('post', '/employees', { body: first });
    const sameId = await call('post', '/employees', {
      body: { ...newEmployee(), accumaticaId: first.accumaticaId },
    });
    expect(sameId.status).toBe(409);
    expect(sameId.body).toEqual({ message: 'An employee with this Acumatica ID already exists' });
    const sameEmail = await call('post', '/employees', {
      body: newEmployee({ email: 'Approver@Example.com' }),
    });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body).toEqual({ message: 'An employee with this e-mail already exists' });
  });

  it('lets an admin (Roles_View) give roles to a company e-mail (U-36)', async () => {
    const response = await call('post', '/employees', {
      email: DEMO.admin,
      body: newEmployee({ email: 'new.foreman@example.com', roleIds: [1] }),
    });
    expect(response.status).toBe(201);
    expect(detailOf(response).roleIds).toEqual([1]);
  });

  it('refuses roles for an e-mail outside the company domain', async () => {
    const response = await call('post', '/employees', {
      email: DEMO.admin,
      body: newEmployee({ email: 'someone@gmail.com', roleIds: [1] }),
    });
    expect(response.status).toBe(400);
    expect(messagesOf(response)).toEqual([
      'Roles can only be given to an employee with an @example.com e-mail',
    ]);
  });

  it('takes the company domain from the COMPANY_EMAIL_DOMAIN setting', async () => {
    const app = api.appWith({ companyEmailDomain: 'acme.test' });
    const outside = await call('post', '/employees', {
      app,
      email: DEMO.admin,
      body: newEmployee({ email: 'x.outside@example.com', roleIds: [1] }),
    });
    expect(messagesOf(outside)).toEqual(['Roles can only be given to an employee with an @acme.test e-mail']);
    const inside = await call('post', '/employees', {
      app,
      email: DEMO.admin,
      body: newEmployee({ email: 'new.lead@acme.test', roleIds: [1] }),
    });
    expect(inside.status).toBe(201);
  });

  it('refuses an unknown role', async () => {
    const response = await call('post', '/employees', {
      email: DEMO.admin,
      body: newEmployee({ email: 'x.unknown.role@example.com', roleIds: [999] }),
    });
    expect(messagesOf(response)).toEqual(['This role does not exist']);
  });

  it('answers 403 when a caller without Roles_View assigns roles (approver)', async () => {
    const response = await call('post', '/employees', {
      body: newEmployee({ email: 'sneaky@example.com', roleIds: [4] }),
    });
    expect(response.status).toBe(403);
  });

  it('answers 403 without Employees_Create (payroll)', async () => {
    expect((await call('post', '/employees', { email: DEMO.payroll, body: newEmployee() })).status).toBe(403);
  });
});

describe('PUT /employees/:employeeId', () => {
  const create = async (overrides: Record<string, unknown> = {}, email: string = DEMO.approver) => {
    const body = newEmployee(overrides);
    const created = detailOf(await call('post', '/employees', { body, email }));
    return { body, created };
  };

  it('updates with the version read; a changed labor item resets the primary job class', async () => {
    const { body, created } = await create();
    const response = await call('put', `/employees/${created.employeeId}`, {
      body: { ...body, laborItem: 'CARPENTER_LABOR', primaryJobClass: 'WELDER', version: created.version },
    });
    expect(response.status).toBe(200);
    expect(detailOf(response)).toMatchObject({
      laborItem: 'CARPENTER_LABOR',
      primaryJobClass: 'CARPENTER',
      version: 2,
    });
  });

  it('keeps a chosen primary job class while the labor item stays', async () => {
    const { body, created } = await create();
    const response = await call('put', `/employees/${created.employeeId}`, {
      body: { ...body, primaryJobClass: 'FOREMAN', version: created.version },
    });
    expect(detailOf(response).primaryJobClass).toBe('FOREMAN');
  });

  it('answers 409 for a stale version and 428 without one', async () => {
    const { body, created } = await create();
    expect(
      (await call('put', `/employees/${created.employeeId}`, { body: { ...body, version: 1 } })).status,
    ).toBe(200);
    const stale = await call('put', `/employees/${created.employeeId}`, { body: { ...body, version: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/This employee was changed by someone else/);
    expect((await call('put', `/employees/${created.employeeId}`, { body })).status).toBe(428);
  });

  it('keeps the roles when roleIds is left out, and lets the approver save an employee who has roles', async () => {
    const { body, created } = await create({ email: 'has.roles@example.com', roleIds: [1, 2] }, DEMO.admin);
    const { roleIds: _roleIds, ...withoutRoles } = { ...body, roleIds: undefined };
    const kept = await call('put', `/employees/${created.employeeId}`, {
      body: { ...withoutRoles, firstName: 'Renamed', version: created.version },
    });
    expect(kept.status).toBe(200);
    expect(detailOf(kept).roleIds).toEqual([1, 2]);
    const same = await call('put', `/employees/${created.employeeId}`, {
      body: { ...body, roleIds: [1, 2], version: created.version + 1 },
    });
    expect(same.status).toBe(200);
    const changed = await call('put', `/employees/${created.employeeId}`, {
      body: { ...body, roleIds: [1], version: created.version + 2 },
    });
    expect(changed.status).toBe(403);
  });

  it('answers 404 for an unknown employee', async () => {
    expect((await call('put', '/employees/99999', { body: { ...newEmployee(), version: 1 } })).status).toBe(
      404,
    );
  });
});
