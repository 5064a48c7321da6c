import request from 'supertest';
import * as z from 'zod/mini';
import {
  equipmentSchema,
  jobClassSchema,
  laborItemSchema,
  PER_DIEM_TABLE_SLUGS,
  perDiemRateTableSchema,
} from 'shared-kit/domain';
import { createTestApi, DEMO, type TestApi } from '../../testing/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const get = async (path: string, email: string = DEMO.foreman) =>
  request(api.app)
    .get(path)
    .set('Authorization', await api.bearer(email));

describe('GET /job-classes', () => {
  it('lists job classes with title, abbreviation and sortOrder, in sort order', async () => {
    const response = await get('/job-classes');
    expect(response.status).toBe(200);
    const classes = z.array(jobClassSchema).parse(response.body);
    expect(classes.length).toBeGreaterThan(10);
    const orders = classes.map((jobClass) => jobClass.sortOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(classes).toContainEqual({ title: 'FOREMAN', abbreviation: 'FMN', sortOrder: 3 });
  });

  it('answers 403 for noaccess and 401 without a token', async () => {
    expect((await get('/job-classes', DEMO.noaccess)).status).toBe(403);
    expect((await request(api.app).get('/job-classes')).status).toBe(401);
  });
});

describe('GET /labor-items', () => {
  it('lists labor items with the job class each one sets (EMPLOYEES-24)', async () => {
    const response = await get('/labor-items', DEMO.approver);
    const items = z.array(laborItemSchema).parse(response.body);
    expect(items).toContainEqual({ laborItem: 'WELDER_LABOR', jobClass: 'WELDER' });
  });
});

describe('GET /equipments', () => {
  it('lists the equipment catalog', async () => {
    const items = z.array(equipmentSchema).parse((await get('/equipments', DEMO.approver)).body);
    expect(items.length).toBeGreaterThanOrEqual(10);
  });

  it('answers 403 for noaccess', async () => {
    expect((await get('/equipments', DEMO.noaccess)).status).toBe(403);
  });
});

describe('GET /per-diem-rate-tables/:table', () => {
  it.each(Object.entries(PER_DIEM_TABLE_SLUGS))(
    'serves %s as %s with a row per job class',
    async (slug, type) => {
      const response = await get(`/per-diem-rate-tables/${slug}`, DEMO.approver);
      expect(response.status).toBe(200);
      const table = perDiemRateTableSchema.parse(response.body);
      expect(table.type).toBe(type);
      expect(table.rows.length).toBeGreaterThan(0);
      const sorted = table.rows.map((row) => row.sortOrder);
      expect(sorted).toEqual([...sorted].sort((a, b) => a - b));
      for (const row of table.rows) {
        expect(
          [row.standard, row.travel, row.local, row.regional, row.national].every(
            (rate) => typeof rate === 'number',
          ),
        ).toBe(true);
      }
    },
  );

  it('scales the regional tables differently from the default', async () => {
    const rowOf = async (slug: string) =>
      perDiemRateTableSchema
        .parse((await get(`/per-diem-rate-tables/${slug}`)).body)
        .rows.find((row) => row.jobClass === 'LABORER');
    expect((await rowOf('region-hawaii'))?.local).toBeGreaterThan(
      (await rowOf('default'))?.local ?? Infinity,
    );
  });

  it('answers 404 for an unknown table (project-custom is per project)', async () => {
    expect((await get('/per-diem-rate-tables/project-custom')).status).toBe(404);
    expect((await get('/per-diem-rate-tables/constructor')).status).toBe(404);
  });
});
