import request from 'supertest';
import { timesheetFormSchema, timesheetQuerySchema, timesheetSummaryListSchema } from 'shared-kit/domain';
import { anyOf } from '../auth/access.ts';
import { buildOpenApiDocument } from './openapi.ts';
import { buildRouteTable } from './route-table.ts';
import { createTestApi, type TestApi } from '../testing/test-api.ts';

interface Operation {
  'x-permission': string;
  security?: unknown[];
  parameters: { name: string; in: string }[];
  responses: Record<string, unknown>;
}
interface Document {
  openapi: string;
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
          doc: { summary: 'List', query: timesheetQuerySchema, response: timesheetSummaryListSchema },
          handle: () => undefined,
        },
        {
          method: 'put',
          path: '/timesheets/:timesheetId/update/:section',
          access: anyOf('Timesheets_UpdateOpen'),
          doc: { summary: 'Save', body: timesheetFormSchema },
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
});
