import { z } from 'zod';
import { apiErrorBodySchema, MAX_PAGE_SIZE } from 'shared-kit/domain';
import type { RouteAccess } from '../auth/access.ts';
import type { ApiRoute, RouteDoc } from './routes.ts';

type JsonSchema = Record<string, unknown>;

/** JSON Schema of what a client sends or receives; transforms are shown by their input side. */
const jsonSchemaOf = (schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

const permissionText = (access: RouteAccess): string => {
  switch (access.kind) {
    case 'public':
      return 'public';
    case 'signed-in':
      return 'any signed-in employee';
    case 'any-of':
      return `any of: ${access.permissions.join(', ')}`;
  }
};

const error = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
});

const pathParameters = (path: string) =>
  [...path.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));

const queryParameters = (schema: z.core.$ZodType | undefined) => {
  if (!schema) return [];
  const json = jsonSchemaOf(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
  }));
};

const SUCCESS_TEXT = { 200: 'OK', 201: 'Created', 204: 'Done; no body' } as const;

/** The success response: the route's status and the shared-kit schema of its body. */
const successOf = (doc: RouteDoc) => {
  const status = doc.status ?? 200;
  if (!doc.response) return [status, { description: SUCCESS_TEXT[status] }] as const;
  const mediaType = doc.mediaType ?? 'application/json';
  const schema = jsonSchemaOf(doc.response, 'output');
  return [status, { description: SUCCESS_TEXT[status], content: { [mediaType]: { schema } } }] as const;
};

const operationOf = (route: ApiRoute) => {
  const { doc } = route;
  const isWrite = route.method !== 'get';
  const [status, success] = successOf(doc);
  const responses: Record<string, unknown> = { [status]: success };
  // Every route refuses a query or body holding NUL, and malformed JSON (app.ts), besides its own schema checks.
  responses[400] = error(
    doc.query || doc.body
      ? 'A query or body value is invalid; `errors` lists every field.'
      : 'The request cannot be read (malformed JSON, or a NUL character in a value).',
  );
  if (route.access.kind !== 'public') {
    responses[401] = error('No bearer token, or one that is invalid or expired. The portal signs out.');
    responses[403] = error("The signed-in employee lacks the route's permission.");
  }
  if (route.path.includes(':')) responses[404] = error('No record with this id.');
  if (isWrite) {
    responses[409] = error(
      'The record changed since it was read (stale version), or the action conflicts with its state or a locked payroll period.',
    );
  }
  return {
    operationId: doc.operationId,
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    'x-permission': permissionText(route.access),
    ...(route.access.kind === 'public' ? { security: [] } : {}),
    parameters: [...pathParameters(route.path), ...queryParameters(doc.query)],
    ...(doc.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchemaOf(doc.body, 'input') } },
          },
        }
      : {}),
    responses,
  };
};

/** OpenAPI 3.1 for the mounted route table: one source for the routes, their permissions and their schemas. */
export const buildOpenApiDocument = (routes: readonly ApiRoute[], version: string) => {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = route.path.replace(/:([A-Za-z]+)/g, '{$1}');
    paths[path] = { ...paths[path], [route.method]: operationOf(route) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Crewtime timesheet and payroll API',
      version,
      description: [
        'The API of record behind the Crewtime portal. JSON without envelopes; lists are arrays with the total in',
        `X-Total-Count (page, pageSize ≤ ${MAX_PAGE_SIZE}). Dates are yyyy-MM-dd. Every write to a mutable record carries the`,
        'version it read (If-Match or body `version`): 428 without it, 409 when stale. 401 only for a missing or',
        'invalid token, 403 for a missing permission (`x-permission` on each operation). A COMPLETED payroll period',
        'is permanently locked: its timesheets change only through corrections. Decisions where the seeds say',
        '"not shown" are in each operation\'s description and in api/API.md.',
      ].join(' '),
    },
    // Relative to where this document is served; the bff's /api prefix is the browser's way in.
    servers: [
      { url: '/api', description: 'Through the bff, as the portal calls it (the bff strips /api)' },
      { url: '/', description: 'The api itself (default http://localhost:4000)' },
    ],
    security: [{ bearer: [] }],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT (the OIDC id token)' },
      },
      schemas: { ErrorBody: jsonSchemaOf(apiErrorBodySchema, 'output') },
    },
    paths,
  };
};
