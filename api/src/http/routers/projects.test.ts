import request from 'supertest';
import * as z from 'zod/mini';
import { formatProjectNumber, projectListItemSchema, type ProjectListItem } from 'shared-kit/domain';
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
