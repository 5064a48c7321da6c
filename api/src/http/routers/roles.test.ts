import request from 'supertest';
import { PERMISSIONS, type RoleView } from 'shared-kit/domain';
import { createTestApi, DEMO, type TestApi } from '../../testing/test-api.ts';

let api: TestApi;
const tokens = new Map<string, string>();
beforeAll(async () => {
  api = await createTestApi();
  for (const email of Object.values(DEMO)) tokens.set(email, await api.bearer(email));
});
afterAll(() => api.close());

const call = (method: 'get' | 'post' | 'put', path: string, email: string = DEMO.admin) => {
  const agent = request(api.app);
  return agent[method](path).set('Authorization', tokens.get(email) as string);
};

const roleNamed = async (name: string): Promise<RoleView> =>
  ((await call('get', '/roles')).body as RoleView[]).find((role) => role.name === name) as RoleView;

describe('GET /roles, /roles/{id}, /permissions (ROLES-01/03/04/12)', () => {
  it('lists the roles with name, home page, permissions and version', async () => {
    const response = await call('get', '/roles');
    expect(response.status).toBe(200);
    const roles = response.body as RoleView[];
    expect(roles.map((role) => role.name)).toEqual(
      expect.arrayContaining(['Admin', 'Approver', 'Foreman', 'Payroll']),
    );
    const payroll = roles.find((role) => role.name === 'Payroll') as RoleView;
    expect(payroll).toEqual(
      expect.objectContaining({
        homePage: '/payroll',
        version: expect.any(Number),
        roleId: expect.any(Number),
      }),
    );
    expect(payroll.permissions).toContain('PayrollDashboard_Close');
  });

  it('lets the employee form read roles (Employees_View) but not a foreman', async () => {
    expect((await call('get', '/roles', DEMO.approver)).status).toBe(200);
    expect((await call('get', '/roles', DEMO.foreman)).status).toBe(403);
  });

  it('returns one role, or 404 "Role not found"', async () => {
    const payroll = await roleNamed('Payroll');
    expect((await call('get', `/roles/${payroll.roleId}`)).body).toEqual(payroll);
    expect((await call('get', '/roles/9999')).body).toEqual({ message: 'Role not found' });
  });

  it('lists the 31 permission names', async () => {
    const response = await call('get', '/permissions');
    expect(response.body).toEqual([...PERMISSIONS]);
    expect(response.body).toHaveLength(31);
    expect((await call('get', '/permissions', DEMO.payroll)).status).toBe(403);
  });
});

describe('POST /roles (ROLES-06/07/09)', () => {
  it('creates a role with a home page and permissions', async () => {
    const response = await call('post', '/roles').send({
      name: '  Timekeeper ',
      homePage: '/foreman',
      permissions: ['Timesheets_View', 'ForemanDashboard_View', 'Timesheets_View'],
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual(
      expect.objectContaining({
        name: 'Timekeeper',
        homePage: '/foreman',
        permissions: ['ForemanDashboard_View', 'Timesheets_View'],
        version: 1,
      }),
    );
  });

  it('stores an empty home page as none (Default "/")', async () => {
    const response = await call('post', '/roles').send({ name: 'Viewer', homePage: '', permissions: [] });
    expect(response.status).toBe(201);
    expect(response.body.homePage).toBeNull();
  });

  it('rejects an empty name with "Role Name cannot be empty"', async () => {
    const response = await call('post', '/roles').send({ name: '   ', permissions: [] });
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual({ path: 'name', message: 'Role Name cannot be empty' });
  });

  it('rejects a duplicate name, trimmed and case-insensitive, with 409 "Role already exists"', async () => {
    const response = await call('post', '/roles').send({ name: ' payroll ', permissions: [] });
    expect(response.status).toBe(409);
    // At the field too, so the role form shows it under Role Name (ROLES-07).
    expect(response.body).toEqual({
      message: 'Role already exists',
      errors: [{ path: 'name', message: 'Role already exists' }],
    });
  });

  it('rejects an unknown permission and a home page that is not configured', async () => {
    const response = await call('post', '/roles').send({
      name: 'Odd',
      homePage: '/nowhere',
      permissions: ['Timesheets_View', 'Payroll_Everything'],
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'permissions.1', message: 'Unknown permission: Payroll_Everything' },
        { path: 'homePage', message: 'Choose a home page from the list' },
      ]),
    );
  });

  it('needs Roles_Create: 403 for payroll', async () => {
    expect((await call('post', '/roles', DEMO.payroll).send({ name: 'X' })).status).toBe(403);
  });
});

describe('PUT /roles/{id} (ROLES-08/10)', () => {
  it('keeps its own name (even re-cased) without a uniqueness error, and changes permissions', async () => {
    const created = (await call('post', '/roles').send({ name: 'Auditor', permissions: ['Report_View'] }))
      .body as RoleView;
    const response = await call('put', `/roles/${created.roleId}`).send({
      name: 'AUDITOR',
      homePage: '/reports',
      permissions: ['Report_View', 'Report_Timesheet_View'],
      version: created.version,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(
      expect.objectContaining({
        name: 'AUDITOR',
        homePage: '/reports',
        // Alphabetical, as GET /user lists them.
        permissions: ['Report_Timesheet_View', 'Report_View'],
        version: created.version + 1,
      }),
    );
  });

  it("refuses renaming to another role's name (409) and a stale or missing version", async () => {
    const created = (await call('post', '/roles').send({ name: 'Dispatcher', permissions: [] }))
      .body as RoleView;
    const path = `/roles/${created.roleId}`;
    const taken = await call('put', path).send({
      name: 'foreman',
      permissions: [],
      version: created.version,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('Role already exists');
    const stale = await call('put', path).send({
      name: 'Dispatch',
      permissions: [],
      version: created.version + 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/role was changed by someone else/);
    expect((await call('put', path).send({ name: 'Dispatch', permissions: [] })).status).toBe(428);
  });

  it('changes what the role grants at the next sign-in check', async () => {
    const foreman = await roleNamed('Foreman');
    const response = await call('put', `/roles/${foreman.roleId}`).send({
      ...foreman,
      permissions: [...foreman.permissions, 'Roles_View'],
    });
    expect(response.status).toBe(200);
    expect((await call('get', '/permissions', DEMO.foreman)).status).toBe(200);
  });

  it('needs Roles_Create (403 for payroll) and answers 404 for an unknown role', async () => {
    expect((await call('put', '/roles/1', DEMO.payroll).send({ name: 'X', version: 1 })).status).toBe(403);
    expect((await call('put', '/roles/9999').send({ name: 'X', permissions: [], version: 1 })).status).toBe(
      404,
    );
  });
});
