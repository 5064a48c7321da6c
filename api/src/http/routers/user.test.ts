import request from 'supertest';
import { PERMISSIONS, companySchema, homePageOf, signedInUserSchema } from 'shared-kit/domain';
import { DEMO_ROLES } from '../../db/seed/accounts.ts';
import { createTestApi, DEMO, type TestApi } from '../../testing/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const getUser = async (email: string) =>
  request(api.app)
    .get('/user')
    .set('Authorization', await api.bearer(email));

describe('GET /user', () => {
  it.each([
    [DEMO.foreman, 'Frank', 'Morales', 'Foreman', '/foreman', DEMO_ROLES.foreman.permissions],
    [DEMO.approver, 'Alice', 'Brennan', 'Approver', '/approver', DEMO_ROLES.approver.permissions],
    [DEMO.payroll, 'Priya', 'Patel', 'Payroll', '/payroll', DEMO_ROLES.payroll.permissions],
    [DEMO.admin, 'Adam', 'Ortiz', 'Admin', '/admin', PERMISSIONS],
  ])(
    'returns %s with role %s, its home page and permissions',
    async (email, firstName, lastName, roleName, homePage, permissions) => {
      const response = await getUser(email);
      expect(response.status).toBe(200);
      const user = signedInUserSchema.parse(response.body);
      expect(user).toMatchObject({ firstName, lastName, email });
      expect(user.roles).toHaveLength(1);
      expect(user.roles[0]).toMatchObject({ name: roleName, homePage });
      expect([...(user.roles[0]?.permissions ?? [])].sort()).toEqual([...permissions].sort());
      expect(homePageOf(user)).toBe(homePage);
    },
  );

  it('returns noaccess@example.com with no roles, so the shell stays at "/"', async () => {
    const response = await getUser(DEMO.noaccess);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ firstName: 'Nora', lastName: 'Quinn', roles: [] });
    expect(homePageOf(signedInUserSchema.parse(response.body))).toBeNull();
  });

  it('gives every demo account a distinct employee id, the approver being employee 3 (fallback PM)', async () => {
    const ids = await Promise.all(
      Object.values(DEMO).map(async (email) => (await getUser(email)).body.employeeId),
    );
    expect(new Set(ids).size).toBe(5);
    expect((await getUser(DEMO.approver)).body.employeeId).toBe(3);
  });

  it('lists roles in assignment order', async () => {
    const { db } = api.database;
    const employee = await db
      .selectFrom('employees')
      .select('employeeId')
      .where('email', '=', DEMO.noaccess)
      .executeTakeFirstOrThrow();
    const roles = await db
      .selectFrom('roles')
      .select(['roleId', 'name'])
      .where('name', 'in', ['Payroll', 'Foreman'])
      .execute();
    const roleId = (name: string) => roles.find((role) => role.name === name)?.roleId ?? 0;
    await db
      .insertInto('employeeRoles')
      .values([
        { employeeId: employee.employeeId, roleId: roleId('Payroll'), position: 0 },
        { employeeId: employee.employeeId, roleId: roleId('Foreman'), position: 1 },
      ])
      .execute();
    try {
      const response = await getUser(DEMO.noaccess);
      expect(response.body.roles.map((role: { name: string }) => role.name)).toEqual(['Payroll', 'Foreman']);
      expect(homePageOf(signedInUserSchema.parse(response.body))).toBe('/payroll');
    } finally {
      await db.deleteFrom('employeeRoles').where('employeeId', '=', employee.employeeId).execute();
    }
  });
});

describe('PUT /user/language (issue 43)', () => {
  const putLanguage = async (email: string, body: unknown) =>
    request(api.app)
      .put('/user/language')
      .set('Authorization', await api.bearer(email))
      .send(body as object);

  const employeeRow = (email: string) =>
    api.database.db
      .selectFrom('employees')
      .select(['language', 'version', 'updatedAt'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();

  it('answers null on GET /user until the employee picks a language', async () => {
    const response = await getUser(DEMO.payroll);
    expect(response.body.language).toBeNull();
    expect(signedInUserSchema.parse(response.body).language).toBeNull();
  });

  it("stores the language with the employee's record, answers GET /user's shape, and GET /user follows", async () => {
    const before = await employeeRow(DEMO.foreman);
    const response = await putLanguage(DEMO.foreman, { language: 'es' });
    expect(response.status).toBe(200);
    const user = signedInUserSchema.parse(response.body);
    expect(response.body).toEqual((await getUser(DEMO.foreman)).body);
    expect(user).toMatchObject({ email: DEMO.foreman, language: 'es' });
    expect(user.roles[0]?.name).toBe('Foreman');
    // A preference: the employee's version stays, so an approver's open employee form does not turn stale.
    expect(await employeeRow(DEMO.foreman)).toEqual({ ...before, language: 'es' });
    // Last write wins, no version asked.
    expect((await putLanguage(DEMO.foreman, { language: 'en' })).body.language).toBe('en');
    expect((await getUser(DEMO.foreman)).body.language).toBe('en');
  });

  it('changes only the caller: another employee keeps theirs', async () => {
    await putLanguage(DEMO.approver, { language: 'es' });
    await putLanguage(DEMO.admin, { language: 'en' });
    expect((await getUser(DEMO.approver)).body.language).toBe('es');
    expect((await getUser(DEMO.admin)).body.language).toBe('en');
  });

  it('lets an employee with no roles choose too (SIGNED_IN)', async () => {
    const response = await putLanguage(DEMO.noaccess, { language: 'es' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ roles: [], language: 'es' });
  });

  it.each([[{ language: 'fr' }], [{ language: 'ES' }], [{ language: null }], [{}]])(
    'refuses %j with 400 "language: Language must be one of: en, es" and keeps the stored one',
    async (body) => {
      await putLanguage(DEMO.payroll, { language: 'es' });
      const response = await putLanguage(DEMO.payroll, body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        message: 'language: Language must be one of: en, es',
        errors: [{ path: 'language', message: 'Language must be one of: en, es' }],
      });
      expect((await employeeRow(DEMO.payroll)).language).toBe('es');
    },
  );

  it('refuses a caller without a token (401)', async () => {
    expect((await request(api.app).put('/user/language').send({ language: 'es' })).status).toBe(401);
  });

  it('keeps the database to the two languages even if a caller skipped the schema', async () => {
    await expect(
      api.database.db
        .updateTable('employees')
        .set({ language: 'fr' })
        .where('email', '=', DEMO.payroll)
        .execute(),
    ).rejects.toThrow(/check constraint/);
  });
});

describe('GET /home-pages', () => {
  it('lists the configured home pages by name and path', async () => {
    const response = await request(api.app)
      .get('/home-pages')
      .set('Authorization', await api.bearer(DEMO.noaccess));
    expect(response.status).toBe(200);
    expect(response.body).toEqual(
      expect.arrayContaining([
        { name: 'foreman', path: '/foreman' },
        { name: 'approver', path: '/approver' },
        { name: 'payroll', path: '/payroll' },
        { name: 'admin', path: '/admin' },
      ]),
    );
  });
});

describe('GET /company', () => {
  const getCompany = async (app: TestApi['app'], email: string) =>
    request(app)
      .get('/company')
      .set('Authorization', await api.bearer(email));

  it('answers the default company name and e-mail domain to any signed-in employee, even one with no role (U-36)', async () => {
    const response = await getCompany(api.app, DEMO.noaccess);
    expect(response.status).toBe(200);
    expect(companySchema.parse(response.body)).toEqual({ name: 'Crewtime', emailDomain: 'example.com' });
  });

  it('follows COMPANY_NAME and COMPANY_EMAIL_DOMAIN', async () => {
    const app = api.appWith({ companyName: 'Gulf Builders', companyEmailDomain: 'gulfbuilders.com' });
    const response = await getCompany(app, DEMO.approver);
    expect(response.body).toEqual({ name: 'Gulf Builders', emailDomain: 'gulfbuilders.com' });
  });

  it('refuses a caller without a token (401)', async () => {
    expect((await request(api.app).get('/company')).status).toBe(401);
  });
});
