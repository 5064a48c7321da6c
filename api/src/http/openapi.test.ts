import { readFile } from 'node:fs/promises';
import request from 'supertest';
import { z } from 'zod';
import {
  TIMESHEET_TRANSITIONS,
  timesheetFormSchema,
  timesheetQuerySchema,
  timesheetSummaryListSchema,
} from 'shared-kit/domain';
import { anyOf } from '../auth/access.ts';
import { buildOpenApiDocument } from './openapi.ts';
import { isIdempotent } from './idempotency.ts';
import { isPagedList } from './paging.ts';
import { KEY_REUSED_TEXT } from '../services/idempotency.ts';
import { VERSION_REQUIRED_MESSAGE } from './params.ts';
import { buildRouteTable } from './route-table.ts';
import { createTestApi, DEMO, type TestApi } from '../testing/test-api.ts';
import { versionInputOf, type ApiRoute } from './routes.ts';

type Json = Record<string, unknown>;
interface Operation {
  operationId: string;
  'x-permission': string;
  security?: unknown[];
  parameters: { name?: string; in?: string; $ref?: string }[];
  requestBody?: { content: { 'application/json': { schema: Json } } };
  responses: Record<string, { $ref?: string; headers?: Record<string, { $ref: string }> }>;
}
interface Document {
  openapi: string;
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, Json> & { ErrorBody: { properties: Record<string, unknown> } };
    responses: Record<string, { content: { 'application/json': { schema: Json; example?: Json } } }>;
    parameters: Record<string, { name: string; in: string }>;
    headers: Record<string, { schema: Json }>;
  };
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
      components: { schemas: Record<string, unknown> };
    };
    const list = documented.paths['/timesheets']?.get;
    expect(list?.parameters.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['startDate', 'endDate', 'creatorEmployeeId', 'projectId', 'state']),
    );
    expect(list?.['x-permission']).toBe('any of: Timesheets_View');
    const save = documented.paths['/timesheets/{timesheetId}/update/{section}']?.put;
    expect(save?.parameters.map((parameter) => parameter.name ?? parameter.$ref)).toEqual([
      'timesheetId',
      'section',
      '#/components/parameters/IfMatch',
    ]);
    expect(JSON.stringify(save?.requestBody)).toContain('#/components/schemas/TimesheetForm');
    expect(JSON.stringify(documented.components.schemas.TimesheetForm)).toContain('dailyJournal');
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

const operationOf = (route: ApiRoute): Operation | undefined =>
  document.paths[route.path.replace(/:([A-Za-z]+)/g, '{$1}')]?.[route.method];

/** A schema, or the components/schemas entry it refers to, with an allOf's parts merged. */
const propertiesOf = (schema: Json | undefined): Json => {
  if (!schema) return {};
  if (typeof schema.$ref === 'string') {
    return propertiesOf(document.components.schemas[schema.$ref.replace('#/components/schemas/', '')]);
  }
  const parts = (schema.allOf ?? []) as Json[];
  return Object.assign({}, (schema.properties ?? {}) as Json, ...parts.map(propertiesOf)) as Json;
};

describe('what clients trip on, walked over the route table', () => {
  let table: ApiRoute[];
  beforeAll(() => {
    table = buildRouteTable({ db: api.database.db, settings: api.settings });
  });

  it('documents 428 and the version input (If-Match, body version) on every operation that takes a version', () => {
    const versioned: string[] = [];
    for (const route of table) {
      const key = `${route.method.toUpperCase()} ${route.path}`;
      const operation = operationOf(route);
      const input = versionInputOf(route);
      const refs = operation?.parameters.map((parameter) => parameter.$ref) ?? [];
      if (input === 'none') {
        expect([key, operation?.responses['428']]).toEqual([key, undefined]);
        continue;
      }
      versioned.push(key);
      expect([key, operation?.responses['428']?.$ref]).toEqual([
        key,
        '#/components/responses/PreconditionRequired',
      ]);
      expect([key, refs]).toEqual([key, expect.arrayContaining(['#/components/parameters/IfMatch'])]);
      if (input === 'optional-or-query') expect(refs).toContain('#/components/parameters/VersionQuery');
      const body = operation?.requestBody?.content['application/json'].schema;
      if (route.doc.body || route.method !== 'delete') {
        expect([key, propertiesOf(body).version]).toEqual([
          key,
          expect.objectContaining({ type: 'integer' }),
        ]);
      }
    }
    expect(versioned.length).toBeGreaterThanOrEqual(25);
    expect(versioned).toEqual(
      expect.arrayContaining([
        'PUT /timesheets/:timesheetId/approve',
        'DELETE /timesheets/:timesheetId',
        'PUT /payroll-periods/:payrollPeriodId/close',
        'PUT /customers/:customerId',
      ]),
    );
    const precondition = document.components.responses.PreconditionRequired?.content['application/json'];
    expect(precondition?.schema).toEqual({ $ref: '#/components/schemas/ErrorBody' });
    expect(precondition?.example).toEqual({ message: VERSION_REQUIRED_MESSAGE });
    expect(document.components.parameters.IfMatch).toMatchObject({ name: 'If-Match', in: 'header' });
  });

  it('documents X-Total-Count and the shared page parameters on every paged list', () => {
    const paged = table.filter((route) => isPagedList(route.handle));
    expect(paged.map((route) => route.path).sort()).toEqual(
      [
        '/customers',
        '/employees',
        '/payroll-periods',
        '/project-corrections',
        '/projects',
        '/timesheet-corrections',
        '/timesheets',
      ].sort(),
    );
    for (const route of paged) {
      const operation = operationOf(route);
      expect([route.path, operation?.responses['200']?.headers?.['X-Total-Count']]).toEqual([
        route.path,
        { $ref: '#/components/headers/X-Total-Count' },
      ]);
      expect(operation?.parameters.map((parameter) => parameter.$ref)).toEqual(
        expect.arrayContaining(['#/components/parameters/Page', '#/components/parameters/PageSize']),
      );
    }
    expect(document.components.headers['X-Total-Count']?.schema).toMatchObject({ type: 'integer' });
  });

  it('documents Idempotency-Key, its 422 and Idempotent-Replayed on exactly the writes the offline queue resends', () => {
    const keyed = table.filter((route) => isIdempotent(route.handle));
    expect(keyed.map((route) => `${route.method.toUpperCase()} ${route.path}`).sort()).toEqual(
      [
        'POST /timesheets',
        'PUT /timesheets/:timesheetId/update/:section',
        ...TIMESHEET_TRANSITIONS.map((name) => `PUT /timesheets/:timesheetId/${name}`),
      ].sort(),
    );
    for (const route of table) {
      const operation = operationOf(route);
      const refs = operation?.parameters.map((parameter) => parameter.$ref) ?? [];
      const success = operation?.responses[String(route.doc.status ?? 200)];
      const documented = {
        key: refs.includes('#/components/parameters/IdempotencyKey'),
        reused: operation?.responses['422']?.$ref === '#/components/responses/IdempotencyKeyReused',
        replayed:
          success?.headers?.['Idempotent-Replayed']?.$ref === '#/components/headers/Idempotent-Replayed',
      };
      const expected = isIdempotent(route.handle);
      expect([route.path, documented]).toEqual([
        route.path,
        { key: expected, reused: expected, replayed: expected },
      ]);
    }
    expect(document.components.parameters.IdempotencyKey).toMatchObject({
      name: 'Idempotency-Key',
      in: 'header',
    });
    expect(document.components.responses.IdempotencyKeyReused?.content['application/json'].example).toEqual({
      message: KEY_REUSED_TEXT,
    });
  });

  it("documents 413 on every operation with a body, 503 on every operation, and /healthz's own 503", () => {
    for (const route of table) {
      const operation = operationOf(route);
      if (operation?.requestBody) expect(operation.responses['413']).toBeDefined();
      expect([route.path, operation?.responses['503']]).toEqual([route.path, expect.anything()]);
    }
    const health = document.paths['/healthz']?.get?.responses['503'] as { content: unknown };
    expect(JSON.stringify(health.content)).toContain('unavailable');
  });

  it('names the shared shapes once: error bodies by status, the main resources, the request bodies', () => {
    expect(Object.keys(document.components.responses)).toEqual(
      expect.arrayContaining(['BadRequest', 'Unauthorized', 'Forbidden', 'NotFound', 'Conflict']),
    );
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining([
        'Timesheet',
        'PayrollPeriod',
        'Project',
        'Employee',
        'Customer',
        'TimesheetForm',
      ]),
    );
    const approve = document.paths['/timesheets/{timesheetId}/approve']?.put;
    expect(JSON.stringify(approve?.responses['200'])).toContain('#/components/schemas/Timesheet"');
    expect(approve?.responses['409']).toEqual({ $ref: '#/components/responses/Conflict' });
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
