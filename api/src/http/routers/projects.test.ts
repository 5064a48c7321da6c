import request from 'supertest';
import * as z from 'zod/mini';
import {
  formatProjectNumber,
  perDiemRateSchema,
  projectDetailSchema,
  projectListItemSchema,
  type ApiErrorBody,
  type Customer,
  type EmployeeListItem,
  type ProjectDetail,
  type ProjectListItem,
} from 'shared-kit/domain';
import { createTestApi, DEMO, type TestApi } from '../../testing/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const list = async (email: string, query: Record<string, string | number> = {}) =>
  request(api.app)
    .get('/projects')
    .query(query)
    .set('Authorization', await api.bearer(email));

const projectsOf = (response: request.Response): ProjectListItem[] =>
  z.array(projectListItemSchema).parse(response.body);

describe('GET /projects', () => {
  it('lists a dozen projects sorted by project number, with customer and project manager', async () => {
    const response = await list(DEMO.approver);
    expect(response.status).toBe(200);
    const projects = projectsOf(response);
    expect(projects).toHaveLength(12);
    expect(response.headers['x-total-count']).toBe('12');
    const numbers = projects.map((project) => project.projectNumber);
    expect(numbers).toEqual([...numbers].sort());
    expect(projects.every((project) => project.customerName.length > 0 && project.pmLastName)).toBe(true);
    expect(projects.some((project) => project.prevailingWage)).toBe(true);
  });

  it('stores project numbers normalised (no spaces or hyphens, upper-case)', async () => {
    const projects = projectsOf(await list(DEMO.approver));
    expect(projects.every((project) => /^[A-Z0-9]+$/.test(project.projectNumber))).toBe(true);
  });

  it('filters by one status or a comma-separated list', async () => {
    const active = projectsOf(await list(DEMO.foreman, { status: 'Active' }));
    expect(active.length).toBeGreaterThan(0);
    expect(active.every((project) => project.status === 'Active')).toBe(true);
    const closed = projectsOf(await list(DEMO.approver, { status: 'Inactive,Completed,Cancelled' }));
    expect(new Set(closed.map((project) => project.status))).toEqual(
      new Set(['Inactive', 'Completed', 'Cancelled']),
    );
  });

  it('finds a project by its number as displayed (P-24 HOU 01) or by description', async () => {
    const byDisplayNumber = projectsOf(await list(DEMO.foreman, { search: formatProjectNumber('P24HOU01') }));
    expect(byDisplayNumber.map((project) => project.projectNumber)).toEqual(['P24HOU01']);
    const byDescription = projectsOf(await list(DEMO.foreman, { search: 'pump station' }));
    expect(byDescription.map((project) => project.projectNumber)).toEqual(['P24HOU01']);
  });

  it('treats % in a search as a character, not a wildcard', async () => {
    expect(projectsOf(await list(DEMO.foreman, { search: '%' }))).toEqual([]);
  });

  it('pages 10 per page for the project picker', async () => {
    const response = await list(DEMO.foreman, { page: 2, pageSize: 10 });
    expect(projectsOf(response)).toHaveLength(2);
    expect(response.headers['x-total-count']).toBe('12');
  });

  it('answers 400 for an unknown status', async () => {
    expect((await list(DEMO.approver, { status: 'Paused' })).status).toBe(400);
  });

  it('answers 403 for noaccess@example.com', async () => {
    const response = await list(DEMO.noaccess);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: "You don't have permission to do this" });
  });
});

const auth = (email: string) => api.bearer(email);
const detailOf = (response: request.Response): ProjectDetail => projectDetailSchema.parse(response.body);
const getDetail = async (projectId: number, email: string = DEMO.approver) =>
  request(api.app)
    .get(`/projects/${projectId}`)
    .set('Authorization', await auth(email));
const put = async (path: string, body: object, email: string = DEMO.approver) =>
  request(api.app)
    .put(path)
    .set('Authorization', await auth(email))
    .send(body);
const post = async (path: string, body: object, email: string = DEMO.approver) =>
  request(api.app)
    .post(path)
    .set('Authorization', await auth(email))
    .send(body);

const firstProjectId = async (status = 'Active'): Promise<number> => {
  const [project] = projectsOf(await list(DEMO.approver, { status, pageSize: 1 }));
  if (!project) throw new Error(`no ${status} project`);
  return project.projectId;
};

const employees = async (query: Record<string, string | number>) =>
  (
    await request(api.app)
      .get('/employees')
      .query(query)
      .set('Authorization', await auth(DEMO.admin))
  ).body as EmployeeListItem[];

const activeManagerId = async (): Promise<number> => {
  const [manager] = await employees({ projectManagerCandidates: 'true', status: 'Active', pageSize: 1 });
  if (!manager) throw new Error('no active project manager');
  return manager.employeeId;
};

const customerId = async (): Promise<number> => {
  const response = await request(api.app)
    .get('/customers')
    .query({ pageSize: 1 })
    .set('Authorization', await auth(DEMO.approver));
  return (response.body as Customer[])[0]?.customerId ?? 0;
};

const newProject = async (overrides: Record<string, unknown> = {}) => ({
  projectNumber: 'p-31 new 01',
  status: 'Active',
  customerId: await customerId(),
  description: 'New Pump House',
  address: '1 Main St',
  city: 'Dallas',
  stateCode: 'tx',
  zipCode: '75001',
  pmEmployeeId: await activeManagerId(),
  prevailingWage: 1,
  ...overrides,
});

const messagesOf = (response: request.Response): string[] =>
  ((response.body as ApiErrorBody).errors ?? []).map((error) => error.message);

describe('GET /projects (list) sorting and manager search', () => {
  it('sorts by a column, descending with a leading -', async () => {
    const byCity = projectsOf(await list(DEMO.approver, { sort: '-city' }));
    const cities = byCity.map((project) => project.city);
    expect(cities).toEqual([...cities].sort((a, b) => b.localeCompare(a)));
  });

  it('finds projects by the project manager name (PROJECTS-03)', async () => {
    const [first] = projectsOf(await list(DEMO.approver));
    const found = projectsOf(await list(DEMO.approver, { search: first?.pmLastName ?? '' }));
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((project) => project.pmLastName === first?.pmLastName || project.description)).toBe(
      true,
    );
    expect(found.map((project) => project.projectId)).toContain(first?.projectId);
  });

  it('answers 400 for an unknown sort field', async () => {
    expect((await list(DEMO.approver, { sort: 'secret' })).status).toBe(400);
  });
});

describe('GET /projects/:projectId', () => {
  it('returns the PROJECTS-16 model with roster, equipment, per diem table and version', async () => {
    const response = await getDetail(await firstProjectId());
    expect(response.status).toBe(200);
    const project = detailOf(response);
    expect(project.projectEmployees.length).toBeGreaterThan(0);
    expect(project.equipment.length).toBeGreaterThan(0);
    expect(project.perDiemRateTable.rows.length).toBeGreaterThan(0);
    expect(project.version).toBeGreaterThanOrEqual(1);
    const first = project.projectEmployees[0];
    expect(first?.employeeFirstName).toBeTruthy();
    expect(['NONE', 'LOCAL', 'REGIONAL', 'NATIONAL']).toContain(first?.perDiemType);
  });

  it('is readable by the foreman for the timesheet page (Timesheets_View)', async () => {
    expect((await getDetail(await firstProjectId(), DEMO.foreman)).status).toBe(200);
  });

  it('answers 404 "Project not found" for an unknown id', async () => {
    const response = await getDetail(99999);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Project not found' });
  });

  it('answers 403 for noaccess and 401 without a token', async () => {
    expect((await getDetail(1, DEMO.noaccess)).status).toBe(403);
    expect((await request(api.app).get('/projects/1')).status).toBe(401);
  });
});

describe('POST /projects', () => {
  it('creates a project with the number normalised, status Active and table DEFAULT by default (PROJECTS-17/21)', async () => {
    const { status: _status, ...body } = await newProject({ projectNumber: 'p-32 abc 01' });
    const response = await post('/projects', { ...body, status: 'Active' });
    expect(response.status).toBe(201);
    const project = detailOf(response);
    expect(project.projectNumber).toBe('P32ABC01');
    expect(project.status).toBe('Active');
    expect(project.stateCode).toBe('TX');
    expect(project.prevailingWage).toBe(true);
    expect(project.perDiemRateTable.type).toBe('DEFAULT');
    expect(project.version).toBe(1);
  });

  it('rejects a second project with the same number with 409 "A project with this number already exists"', async () => {
    await post('/projects', await newProject({ projectNumber: 'P33DUP01' }));
    const response = await post('/projects', await newProject({ projectNumber: 'p-33 dup 01' }));
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: 'A project with this number already exists' });
  });

  it('rejects an invalid number with the seed message', async () => {
    const response = await post('/projects', await newProject({ projectNumber: 'P-12ABC01' }));
    expect(response.status).toBe(400);
    expect(messagesOf(response)).toContain(
      'Please enter a valid Project Number ex: P-(13-99) (A-Z) (A-Z or 0-9)x2 (1-99) (A-Z or 0-9)x0-3',
    );
  });

  it('rejects empty fields with "Project Number cannot be empty", "Description cannot be empty", zip and state messages', async () => {
    const response = await post(
      '/projects',
      await newProject({
        projectNumber: '',
        description: ' ',
        address: '',
        city: '',
        stateCode: 'T1',
        zipCode: '7500',
      }),
    );
    expect(response.status).toBe(400);
    expect(messagesOf(response)).toEqual(
      expect.arrayContaining([
        'Project Number cannot be empty',
        'Description cannot be empty',
        'Address cannot be empty',
        'City cannot be empty',
        'State Abbreviation can only contain letters',
        'Zip code must contain 5 numbers',
      ]),
    );
  });

  it('rejects a missing status with "Must select a status"', async () => {
    const response = await post(
      '/projects',
      await newProject({ status: undefined, projectNumber: 'P34ABC01' }),
    );
    expect(messagesOf(response)).toContain('Must select a status');
  });

  it('refuses a project manager outside PROJMGMT, EXEC and CONSTRUCTION_MANAGER (PROJECTS-26)', async () => {
    const crew = (await employees({ status: 'Active' })).find(
      (employee) =>
        !['PROJMGMT', 'EXEC'].includes(employee.department) &&
        employee.primaryJobClass !== 'CONSTRUCTION_MANAGER',
    );
    expect(crew).toBeDefined();
    const response = await post(
      '/projects',
      await newProject({ projectNumber: 'P35ABC01', pmEmployeeId: crew?.employeeId }),
    );
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      {
        path: 'pmEmployeeId',
        message: 'Choose a project manager from Project Management or Executive, or a Construction Manager',
      },
    ]);
  });

  it('refuses an inactive project manager on an Active project, allows one on an Inactive project (PROJECTS-27)', async () => {
    const created = await post(
      '/employees',
      {
        accumaticaId: 'PM-INACTIVE-1',
        payrollProviderId: 'PP-PM-INACTIVE-1',
        firstName: 'Ivy',
        lastName: 'Retired',
        stateCode: 'TX',
        employeeClass: 'WKLYHRLY',
        department: 'PROJMGMT',
        laborItem: 'PROJECT_MANAGER_LABOR',
        employeeStatus: 'Inactive',
        perDiemEligible: 0,
      },
      DEMO.admin,
    );
    expect(created.status).toBe(201);
    const inactive = created.body as EmployeeListItem;
    const refused = await post(
      '/projects',
      await newProject({ projectNumber: 'P36ABC01', pmEmployeeId: inactive?.employeeId }),
    );
    expect(refused.status).toBe(400);
    expect(messagesOf(refused)).toEqual(['An active project needs an active project manager']);
    const allowed = await post(
      '/projects',
      await newProject({ projectNumber: 'P36ABC02', status: 'Inactive', pmEmployeeId: inactive?.employeeId }),
    );
    expect(allowed.status).toBe(201);
  });

  it('requires a customer', async () => {
    const response = await post(
      '/projects',
      await newProject({ projectNumber: 'P37ABC01', customerId: null }),
    );
    expect(messagesOf(response)).toEqual(['Choose a customer']);
  });

  it('answers 403 without Projects_Create (payroll)', async () => {
    expect((await post('/projects', await newProject(), DEMO.payroll)).status).toBe(403);
  });
});

describe('PUT /projects/:projectId/details', () => {
  it('updates the details and bumps the version', async () => {
    const created = detailOf(await post('/projects', await newProject({ projectNumber: 'P40ABC01' })));
    const response = await put(`/projects/${created.projectId}/details`, {
      ...(await newProject({ projectNumber: 'P40ABC01', description: 'Renamed' })),
      version: created.version,
    });
    expect(response.status).toBe(200);
    expect(detailOf(response)).toMatchObject({ description: 'Renamed', version: created.version + 1 });
  });

  it('keeps the per diem table type when the details form leaves it out', async () => {
    const created = detailOf(
      await post(
        '/projects',
        await newProject({ projectNumber: 'P40ABC02', perDiemTableType: 'REGION_TEXAS' }),
      ),
    );
    const response = await put(`/projects/${created.projectId}/details`, {
      ...(await newProject({ projectNumber: 'P40ABC02' })),
      version: created.version,
    });
    expect(detailOf(response).perDiemRateTable.type).toBe('REGION_TEXAS');
  });

  it('answers 409 for a stale version and 428 without one', async () => {
    const created = detailOf(await post('/projects', await newProject({ projectNumber: 'P41ABC01' })));
    const body = await newProject({ projectNumber: 'P41ABC01' });
    expect(
      (await put(`/projects/${created.projectId}/details`, { ...body, version: created.version })).status,
    ).toBe(200);
    const stale = await put(`/projects/${created.projectId}/details`, { ...body, version: created.version });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/changed by someone else/);
    expect((await put(`/projects/${created.projectId}/details`, body)).status).toBe(428);
  });

  it('answers 409 when the new number belongs to another project', async () => {
    const created = detailOf(await post('/projects', await newProject({ projectNumber: 'P42ABC01' })));
    const response = await put(`/projects/${created.projectId}/details`, {
      ...(await newProject({ projectNumber: 'P24HOU01' })),
      version: created.version,
    });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('A project with this number already exists');
  });

  it('answers 404 for an unknown project and 403 for the foreman', async () => {
    expect((await put('/projects/99999/details', { ...(await newProject()), version: 1 })).status).toBe(404);
    expect(
      (await put('/projects/1/details', { ...(await newProject()), version: 1 }, DEMO.foreman)).status,
    ).toBe(403);
  });
});

describe('PUT /projects/:projectId/roster', () => {
  const freshProject = async (number: string) =>
    detailOf(await post('/projects', await newProject({ projectNumber: number })));

  it('saves the roster with per diem type defaulting to NONE', async () => {
    const project = await freshProject('P50ABC01');
    const [a, b] = await employees({ status: 'Active', pageSize: 2 });
    const response = await put(`/projects/${project.projectId}/roster`, {
      version: project.version,
      projectEmployees: [
        { employeeId: a?.employeeId, jobClass: 'LABORER' },
        { employeeId: b?.employeeId, jobClass: 'FOREMAN', perDiemType: 'local' },
      ],
    });
    expect(response.status).toBe(200);
    const saved = detailOf(response);
    expect(saved.projectEmployees.map((row) => [row.employeeId, row.jobClass, row.perDiemType])).toEqual([
      [b?.employeeId, 'FOREMAN', 'LOCAL'],
      [a?.employeeId, 'LABORER', 'NONE'],
    ]);
    expect(saved.version).toBe(project.version + 1);
  });

  it('refuses Standard and Travel per diem on the roster (U-17)', async () => {
    const project = await freshProject('P50ABC02');
    const [a] = await employees({ status: 'Active', pageSize: 1 });
    const response = await put(`/projects/${project.projectId}/roster`, {
      version: project.version,
      projectEmployees: [{ employeeId: a?.employeeId, jobClass: 'LABORER', perDiemType: 'STANDARD' }],
    });
    expect(response.status).toBe(400);
    expect(messagesOf(response)).toEqual(['Standard and Travel per diem cannot be chosen on the roster']);
  });

  it('refuses the same employee twice', async () => {
    const project = await freshProject('P50ABC03');
    const [a] = await employees({ status: 'Active', pageSize: 1 });
    const row = { employeeId: a?.employeeId, jobClass: 'LABORER' };
    const response = await put(`/projects/${project.projectId}/roster`, {
      version: project.version,
      projectEmployees: [row, row],
    });
    expect(messagesOf(response)).toEqual(['An employee can be on the roster only once']);
  });

  it('refuses an inactive employee joining the roster (PROJECTS-36)', async () => {
    const project = await freshProject('P50ABC04');
    const [inactive] = await employees({ status: 'Inactive', pageSize: 1 });
    const response = await put(`/projects/${project.projectId}/roster`, {
      version: project.version,
      projectEmployees: [{ employeeId: inactive?.employeeId, jobClass: 'LABORER' }],
    });
    expect(response.status).toBe(400);
    expect(messagesOf(response)).toEqual(['Inactive employees cannot be added to the roster']);
  });

  it('refuses an unknown job class', async () => {
    const project = await freshProject('P50ABC05');
    const [a] = await employees({ status: 'Active', pageSize: 1 });
    const response = await put(`/projects/${project.projectId}/roster`, {
      version: project.version,
      projectEmployees: [{ employeeId: a?.employeeId, jobClass: 'ASTRONAUT' }],
    });
    expect(messagesOf(response)).toEqual(['Choose a job class from the list']);
  });

  it('answers 409 for a stale version', async () => {
    const project = await freshProject('P50ABC06');
    const body = { version: project.version, projectEmployees: [] };
    expect((await put(`/projects/${project.projectId}/roster`, body)).status).toBe(200);
    expect((await put(`/projects/${project.projectId}/roster`, body)).status).toBe(409);
  });

  it('lets exactly one of several parallel writers with the same version win (no lost update)', async () => {
    const project = await freshProject('P50ABC07');
    const [a, b, c] = await employees({ status: 'Active', pageSize: 3 });
    const authorization = await auth(DEMO.approver);
    const responses = await Promise.all(
      [a, b, c].map((employee) =>
        request(api.app)
          .put(`/projects/${project.projectId}/roster`)
          .set('Authorization', authorization)
          .send({
            version: project.version,
            projectEmployees: [{ employeeId: employee?.employeeId, jobClass: 'LABORER' }],
          }),
      ),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409, 409]);
    const saved = detailOf(await getDetail(project.projectId));
    expect(saved.projectEmployees).toHaveLength(1);
    expect(saved.version).toBe(project.version + 1);
  });
});

describe('PUT /projects/:projectId/equipment', () => {
  it('replaces the equipment list', async () => {
    const project = detailOf(await post('/projects', await newProject({ projectNumber: 'P60ABC01' })));
    const response = await put(`/projects/${project.projectId}/equipment`, {
      projectId: project.projectId,
      version: project.version,
      equipment: [
        { equipmentId: 1, quantity: 2, vendor: ' Herc Rentals ' },
        { equipmentId: 2, quantity: '1' },
      ],
    });
    expect(response.status).toBe(200);
    expect(
      detailOf(response).equipment.map(({ equipmentId, quantity, vendor }) => ({
        equipmentId,
        quantity,
        vendor,
      })),
    ).toEqual([
      { equipmentId: 1, quantity: 2, vendor: 'Herc Rentals' },
      { equipmentId: 2, quantity: 1, vendor: null },
    ]);
  });

  it('refuses a quantity below 1 and unknown equipment', async () => {
    const project = detailOf(await post('/projects', await newProject({ projectNumber: 'P60ABC02' })));
    const zero = await put(`/projects/${project.projectId}/equipment`, {
      version: project.version,
      equipment: [{ equipmentId: 1, quantity: 0 }],
    });
    expect(messagesOf(zero)).toEqual(['Quantity must be a whole number of at least 1']);
    const unknown = await put(`/projects/${project.projectId}/equipment`, {
      version: project.version,
      equipment: [{ equipmentId: 9999, quantity: 1 }],
    });
    expect(messagesOf(unknown)).toEqual(['This equipment does not exist']);
  });

  it('refuses a body naming another project, and a stale version', async () => {
    const project = detailOf(await post('/projects', await newProject({ projectNumber: 'P60ABC03' })));
    const other = await put(`/projects/${project.projectId}/equipment`, {
      projectId: project.projectId + 1000,
      version: project.version,
      equipment: [],
    });
    expect(messagesOf(other)).toEqual(['This equipment list belongs to another project']);
    await put(`/projects/${project.projectId}/equipment`, { version: project.version, equipment: [] });
    expect(
      (await put(`/projects/${project.projectId}/equipment`, { version: project.version, equipment: [] }))
        .status,
    ).toBe(409);
  });
});

describe('PUT /projects/:projectId/per-diem-rate-table', () => {
  it('switches to a shared table whose rates come from the catalog (U-51)', async () => {
    const project = detailOf(await post('/projects', await newProject({ projectNumber: 'P70ABC01' })));
    const response = await put(`/projects/${project.projectId}/per-diem-rate-table`, {
      type: 'REGION_HAWAII',
      perDiemRates: [{ jobClass: 'LABORER', perDiemType: 'LOCAL', rate: 1 }],
      version: project.version,
    });
    expect(response.status).toBe(200);
    const saved = detailOf(response);
    const hawaii = await request(api.app)
      .get('/per-diem-rate-tables/region-hawaii')
      .set('Authorization', await auth(DEMO.approver));
    expect(saved.perDiemRateTable).toEqual(hawaii.body);
  });

  it('edits Local, Regional and National of a custom table, starting from the current rates', async () => {
    const project = detailOf(await post('/projects', await newProject({ projectNumber: 'P70ABC02' })));
    const response = await put(`/projects/${project.projectId}/per-diem-rate-table`, {
      type: 'PROJECT_CUSTOM',
      perDiemRates: [
        { jobClass: 'LABORER', perDiemType: 'LOCAL', rate: '45' },
        { jobClass: 'LABORER', perDiemType: 'NATIONAL', rate: 120 },
      ],
      version: project.version,
    });
    expect(response.status).toBe(200);
    const table = detailOf(response).perDiemRateTable;
    expect(table.type).toBe('PROJECT_CUSTOM');
    const laborer = table.rows.find((row) => row.jobClass === 'LABORER');
    const before = project.perDiemRateTable.rows.find((row) => row.jobClass === 'LABORER');
    expect(laborer).toEqual({ ...before, local: 45, national: 120 });
  });

  it('rejects a blank amount with "Per diem amount cannot be blank" and a negative one with "Only positive numbers are allowed"', async () => {
    const project = detailOf(await post('/projects', await newProject({ projectNumber: 'P70ABC03' })));
    const response = await put(`/projects/${project.projectId}/per-diem-rate-table`, {
      type: 'PROJECT_CUSTOM',
      perDiemRates: [
        { jobClass: 'LABORER', perDiemType: 'LOCAL', rate: '' },
        { jobClass: 'LABORER', perDiemType: 'REGIONAL', rate: -5 },
        { jobClass: 'LABORER', perDiemType: 'NATIONAL', rate: 1.5 },
      ],
      version: project.version,
    });
    expect(response.status).toBe(400);
    const firstByPath = new Map<string, string>();
    for (const error of (response.body as ApiErrorBody).errors ?? []) {
      if (!firstByPath.has(error.path)) firstByPath.set(error.path, error.message);
    }
    expect(Object.fromEntries(firstByPath)).toEqual({
      'perDiemRates.0.rate': 'Per diem amount cannot be blank',
      'perDiemRates.1.rate': 'Only positive numbers are allowed',
      'perDiemRates.2.rate': 'Only positive numbers are allowed',
    });
  });

  it('refuses a changed Standard or Travel rate (read-only, PROJECTS-44)', async () => {
    const project = detailOf(await post('/projects', await newProject({ projectNumber: 'P70ABC04' })));
    const laborer = project.perDiemRateTable.rows.find((row) => row.jobClass === 'LABORER');
    const unchanged = await put(`/projects/${project.projectId}/per-diem-rate-table`, {
      type: 'PROJECT_CUSTOM',
      perDiemRates: [{ jobClass: 'LABORER', perDiemType: 'STANDARD', rate: laborer?.standard }],
      version: project.version,
    });
    expect(unchanged.status).toBe(200);
    const changed = await put(`/projects/${project.projectId}/per-diem-rate-table`, {
      type: 'PROJECT_CUSTOM',
      perDiemRates: [{ jobClass: 'LABORER', perDiemType: 'TRAVEL', rate: 1 }],
      version: project.version + 1,
    });
    expect(messagesOf(changed)).toEqual(['Standard and Travel rates are read-only']);
  });

  it('answers 409 for a stale version and 403 for the foreman', async () => {
    const project = detailOf(await post('/projects', await newProject({ projectNumber: 'P70ABC05' })));
    const body = { type: 'DEFAULT', version: project.version };
    expect((await put(`/projects/${project.projectId}/per-diem-rate-table`, body, DEMO.foreman)).status).toBe(
      403,
    );
    expect((await put(`/projects/${project.projectId}/per-diem-rate-table`, body)).status).toBe(200);
    expect((await put(`/projects/${project.projectId}/per-diem-rate-table`, body)).status).toBe(409);
  });
});

describe('GET /projects/:projectId/per-diem-rate', () => {
  const rate = async (
    projectId: number,
    query: Record<string, string | number>,
    email: string = DEMO.foreman,
  ) =>
    request(api.app)
      .get(`/projects/${projectId}/per-diem-rate`)
      .query(query)
      .set('Authorization', await auth(email));

  it("returns the rate of the project's table for the job class and per diem type", async () => {
    const project = detailOf(await getDetail(await firstProjectId()));
    const row = project.perDiemRateTable.rows.find((candidate) => candidate.jobClass === 'LABORER');
    const response = await rate(project.projectId, {
      jobClass: 'LABORER',
      perDiemType: 'regional',
      driveMiles: 0,
      flyMiles: '',
      workHours: 8,
    });
    expect(response.status).toBe(200);
    expect(perDiemRateSchema.parse(response.body)).toEqual({
      projectId: project.projectId,
      tableType: project.perDiemRateTable.type,
      jobClass: 'LABORER',
      perDiemType: 'REGIONAL',
      rate: row?.regional,
    });
  });

  it('uses the custom rows of a PROJECT_CUSTOM project', async () => {
    const created = detailOf(await post('/projects', await newProject({ projectNumber: 'P80ABC01' })));
    await put(`/projects/${created.projectId}/per-diem-rate-table`, {
      type: 'PROJECT_CUSTOM',
      perDiemRates: [{ jobClass: 'WELDER', perDiemType: 'LOCAL', rate: 77 }],
      version: created.version,
    });
    expect((await rate(created.projectId, { jobClass: 'WLD', perDiemType: 'LOCAL' })).body.rate).toBe(77);
  });

  it('answers 0 for NONE or an empty per diem type (TS-CALC-08)', async () => {
    const projectId = await firstProjectId();
    expect((await rate(projectId, { jobClass: 'LABORER', perDiemType: '' })).body).toMatchObject({
      perDiemType: 'NONE',
      rate: 0,
    });
    expect((await rate(projectId, { jobClass: 'LABORER', perDiemType: 'NONE' })).body.rate).toBe(0);
  });

  it('refuses negative miles, an unknown per diem type and a missing job class', async () => {
    const projectId = await firstProjectId();
    expect(
      (await rate(projectId, { jobClass: 'LABORER', perDiemType: 'LOCAL', driveMiles: -1 })).status,
    ).toBe(400);
    expect((await rate(projectId, { jobClass: 'LABORER', perDiemType: 'LUXURY' })).status).toBe(400);
    expect(messagesOf(await rate(projectId, { perDiemType: 'LOCAL' }))).toEqual(['Choose a job class']);
  });

  it('answers 404 for an unknown project and 403 for noaccess', async () => {
    expect((await rate(99999, { perDiemType: 'LOCAL', jobClass: 'LABORER' })).status).toBe(404);
    expect((await rate(1, { perDiemType: 'LOCAL', jobClass: 'LABORER' }, DEMO.noaccess)).status).toBe(403);
  });
});
