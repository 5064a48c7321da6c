import { readFile } from 'node:fs/promises';
import request from 'supertest';
import { z } from 'zod';
import { timesheetFormSchema, timesheetQuerySchema, timesheetSummaryListSchema } from 'shared-kit/domain';
import { anyOf } from '../auth/access.ts';
import { buildOpenApiDocument } from './openapi.ts';
import { buildRouteTable } from './route-table.ts';
import { createTestApi, DEMO, type TestApi } from '../testing/test-api.ts';
import type { ApiRoute } from './routes.ts';

interface Operation {
  operationId: string;
  'x-permission': string;
  security?: unknown[];
  parameters: { name: string; in: string }[];
  responses: Record<string, unknown>;
}
interface Document {
  openapi: string;
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: { ErrorBody: { properties: Record<string, unknown> } } };
}

let api: TestApi;
let document: Document;

beforeAll(async () => {
  api = await createTestApi();
  const response = await request(api.app).get('/openapi.json');
  expect(response.status).toBe(200);
  document = response.body as Document;
});
afterAll(() => api.close());

describe('GET /openapi.json', () => {
  it('is OpenAPI 3.1 and public', () => {
    expect(document.openapi).toBe('3.1.0');
  });

  it('documents every mounted route with its permission', () => {
    const table = buildRouteTable({ db: api.database.db, settings: api.settings });
    for (const route of table) {
      const operation = document.paths[route.path.replace(/:([A-Za-z]+)/g, '{$1}')]?.[route.method];
      expect(operation).toBeDefined();
      expect(operation?.['x-permission']).toMatch(/^(public|any signed-in employee|any of: \w+)/);
      if (route.access.kind !== 'public') expect(operation?.responses).toHaveProperty('403');
    }
  });

  it('takes parameters, body and response from the schemas a route declares', () => {
    const documented = buildOpenApiDocument(
      [
        {
          method: 'get',
          path: '/timesheets',
          access: anyOf('Timesheets_View'),
          doc: {
            operationId: 'listTimesheets',
            summary: 'List',
            query: timesheetQuerySchema,
            response: timesheetSummaryListSchema,
          },
          handle: () => undefined,
        },
        {
          method: 'put',
          path: '/timesheets/:timesheetId/update/:section',
          access: anyOf('Timesheets_UpdateOpen'),
          doc: { operationId: 'updateTimesheet', summary: 'Save', body: timesheetFormSchema },
          handle: () => undefined,
        },
      ],
      'test',
    ) as unknown as {
      paths: Record<string, Record<string, Operation & { requestBody?: unknown }>>;
    };
    const list = documented.paths['/timesheets']?.get;
    expect(list?.parameters.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['startDate', 'endDate', 'creatorEmployeeId', 'projectId', 'state']),
    );
    expect(list?.['x-permission']).toBe('any of: Timesheets_View');
    const save = documented.paths['/timesheets/{timesheetId}/update/{section}']?.put;
    expect(save?.parameters.map((parameter) => parameter.name)).toEqual(['timesheetId', 'section']);
    expect(JSON.stringify(save?.requestBody)).toContain('dailyJournal');
    expect(Object.keys(save?.responses ?? {})).toEqual(
      expect.arrayContaining(['400', '401', '403', '404', '409']),
    );
  });

  it('describes the error body every failure returns', () => {
    expect(Object.keys(document.components.schemas.ErrorBody.properties)).toEqual(['message', 'errors']);
  });

  it('names every operation once, in camelCase after resource and verb, and says where to send requests', () => {
    const ids = Object.values(document.paths).flatMap((operations) =>
      Object.values(operations).map((operation) => operation.operationId),
    );
    expect(ids.length).toBeGreaterThanOrEqual(64);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(?:[A-Z][a-z]*)+$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.paths['/timesheets/{timesheetId}/approve']?.put?.operationId).toBe('approveTimesheet');
    expect(document.servers.map((server) => server.url)).toEqual(['/api', '/']);
  });

  it('describes the success body of every operation that has one, and 204 for those that do not', () => {
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const [status, success] = Object.entries(operation.responses)[0] as [string, { content?: object }];
        expect([`${method} ${path}`, status, success.content !== undefined]).toEqual([
          `${method} ${path}`,
          status,
          status !== '204',
        ]);
      }
    }
  });
});

describe('the documented response schemas match what the api answers', () => {
  let table: ApiRoute[];
  let authorization: string;
  beforeAll(async () => {
    table = buildRouteTable({ db: api.database.db, settings: api.settings });
    authorization = await api.bearer(DEMO.admin);
  });

  const get = (path: string, query: Record<string, string> = {}) =>
    request(api.app).get(path).query(query).set('Authorization', authorization);

  /** The first id of a path parameter, read from the list one level up ('/timesheets/:timesheetId' → GET /timesheets). */
  const firstIdFor = async (path: string): Promise<string | undefined> => {
    const match = /^(.*)\/:([A-Za-z]+Id)(?:\/|$)/.exec(path);
    if (!match?.[1] || !match[2]) return undefined;
    const listed = await get(match[1]);
    const first = (listed.body as Record<string, unknown>[])[0];
    return first === undefined ? undefined : String(first[match[2]]);
  };

  it('for every GET answered as the admin, on the seeded data', async () => {
    const checked: string[] = [];
    for (const route of table) {
      if (route.method !== 'get' || !route.doc.response || route.doc.mediaType) continue;
      let path = route.path;
      if (path.includes(':')) {
        const id = await firstIdFor(path);
        if (id === undefined) continue;
        path = path.replace(/:[A-Za-z]+Id/, id);
        if (path.includes(':')) continue;
      }
      const response = await get(path);
      if (response.status !== 200) continue;
      const parsed = z.safeParse(route.doc.response, response.body);
      expect([route.path, parsed.error?.issues.slice(0, 3)]).toEqual([route.path, undefined]);
      checked.push(route.path);
    }
    const hydrated = await get('/timesheets', { hydrate: 'true', pageSize: '50' });
    expect(
      z.safeParse(
        table.find((route) => route.path === '/timesheets')?.doc.response as z.ZodType,
        hydrated.body,
      ).success,
    ).toBe(true);
    expect(checked).toEqual(
      expect.arrayContaining(['/timesheets/:timesheetId', '/payroll-periods/:payrollPeriodId']),
    );
    expect(checked.length).toBeGreaterThanOrEqual(25);
  });
});

describe('API.md', () => {
  it('lists every operation with its operationId, and no other', async () => {
    const text = await readFile(new URL('../../API.md', import.meta.url), 'utf8');
    const listed = [...text.matchAll(/^\| (GET|POST|PUT|DELETE) +\| `([^`]+)` +\| `(\w+)` +\|/gm)].map(
      ([, method, path, operationId]) => `${method} ${path} ${operationId}`,
    );
    const table = buildRouteTable({ db: api.database.db, settings: api.settings });
    const operations = table.map(
      (route) =>
        `${route.method.toUpperCase()} ${route.path.replace(/:([A-Za-z]+)/g, '{$1}')} ${route.doc.operationId}`,
    );
    expect([...listed].sort()).toEqual([...operations].sort());
  });
});
