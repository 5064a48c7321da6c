import { z } from 'zod';
import { MAX_PAGE_SIZE, pageQueryShape } from 'shared-kit/domain';
import type { RouteAccess } from '../auth/access.ts';
import { BODY_TOO_LARGE_MESSAGE, JSON_BODY_LIMIT } from './errors.ts';
import { NAMED_REQUEST_SCHEMAS, NAMED_RESPONSE_SCHEMAS } from './openapi-components.ts';
import { IDEMPOTENCY_KEY_HEADER, isIdempotent, MALFORMED_KEY_TEXT, REPLAYED_HEADER } from './idempotency.ts';
import { isPagedList } from './paging.ts';
import { VERSION_REQUIRED_MESSAGE } from './params.ts';
import { IDEMPOTENCY_KEY_HOURS, KEY_REUSED_TEXT } from '../services/idempotency.ts';
import { versionInputOf, type ApiRoute, type RouteDoc, type VersionInput } from './routes.ts';

type JsonSchema = Record<string, unknown>;
type Io = 'input' | 'output';

const ref = (kind: 'schemas' | 'responses' | 'parameters' | 'headers', name: string) => ({
  $ref: `#/components/${kind}/${name}`,
});

const registryOf = (named: Record<string, z.core.$ZodType>) => {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(named)) registry.add(schema, { id });
  return registry;
};

/**
 * JSON Schema of what a client sends (input) or receives (output); transforms are shown by their input side. A
 * named schema (openapi-components.ts) anywhere inside becomes a $ref, and its definition goes to `schemas`.
 */
const createSchemaConverter = () => {
  const registries = {
    input: registryOf(NAMED_REQUEST_SCHEMAS),
    output: registryOf(NAMED_RESPONSE_SCHEMAS),
  };
  const schemas: Record<string, JsonSchema> = {};
  const convert = (schema: z.core.$ZodType, io: Io): JsonSchema => {
    const json = JSON.stringify(
      z.toJSONSchema(schema, { io, unrepresentable: 'any', metadata: registries[io] }),
    ).replaceAll('"#/$defs/', '"#/components/schemas/');
    const {
      $schema: _dialect,
      $defs = {},
      ...rest
    } = JSON.parse(json) as JsonSchema & { $defs?: Record<string, JsonSchema> };
    for (const [name, definition] of Object.entries($defs)) {
      const known = schemas[name];
      if (known && JSON.stringify(known) !== JSON.stringify(definition)) {
        throw new Error(`Two different schemas are named ${name} in the OpenAPI document`);
      }
      schemas[name] = definition;
    }
    return rest;
  };
  /** A converted schema, or the named definition it refers to. */
  const resolve = (json: JsonSchema): JsonSchema | undefined =>
    typeof json.$ref === 'string' ? schemas[json.$ref.replace('#/components/schemas/', '')] : json;
  return { convert, resolve, schemas };
};

type Converter = ReturnType<typeof createSchemaConverter>;
type Convert = Converter['convert'];

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

const errorContent = (example?: string) => ({
  'application/json': {
    schema: ref('schemas', 'ErrorBody'),
    ...(example ? { example: { message: example } } : {}),
  },
});

/** The failures routes share, by status: components/responses. */
const ERROR_RESPONSES = {
  BadRequest: {
    status: 400,
    description:
      'A query, path or body value is invalid (`errors` lists every field), the body is not JSON, a value holds a NUL character, or an Idempotency-Key is not 1…255 visible ASCII characters.',
  },
  Unauthorized: {
    status: 401,
    description: 'No bearer token, or one that is invalid or expired. The portal signs out.',
    headers: { 'WWW-Authenticate': ref('headers', 'WWW-Authenticate') },
  },
  Forbidden: {
    status: 403,
    description:
      "The signed-in employee lacks the route's permission, has no employee record, or is inactive.",
  },
  NotFound: { status: 404, description: 'No record with this id.' },
  Conflict: {
    status: 409,
    description:
      'The record changed since it was read (stale version), or the action conflicts with its state, other records or a locked payroll period.',
  },
  PayloadTooLarge: {
    status: 413,
    description: `The request body is over ${JSON_BODY_LIMIT.toUpperCase()} (through the bff: over its BODY_LIMIT_BYTES, "The request is too large.").`,
    example: BODY_TOO_LARGE_MESSAGE,
  },
  UnsupportedMediaType: { status: 415, description: 'The JSON body is in a charset other than UTF-8.' },
  IdempotencyKeyReused: {
    status: 422,
    description: `The Idempotency-Key was already used by this employee, within ${IDEMPOTENCY_KEY_HOURS} hours, for another method, path or body.`,
    example: KEY_REUSED_TEXT,
  },
  PreconditionRequired: {
    status: 428,
    description:
      'The version of the record is missing (a write that requires it) or is not a whole number. Send the version you loaded in If-Match or as `version` in the body.',
    example: VERSION_REQUIRED_MESSAGE,
  },
  InternalError: { status: 500, description: 'A fault on our side (details only in the log).' },
  ServiceUnavailable: {
    status: 503,
    description:
      "The api is still starting (Retry-After), or the identity provider's keys cannot be fetched to check the token. Try again.",
    headers: { 'Retry-After': ref('headers', 'Retry-After') },
  },
} as const;

type ErrorName = keyof typeof ERROR_RESPONSES;

const errorResponseComponents = () =>
  Object.fromEntries(
    Object.entries(ERROR_RESPONSES).map(([name, response]) => [
      name,
      {
        description: response.description,
        ...('headers' in response ? { headers: response.headers } : {}),
        content: errorContent('example' in response ? response.example : undefined),
      },
    ]),
  );

const HEADERS = {
  'X-Total-Count': {
    description: 'How many items match the filters, before paging.',
    schema: { type: 'integer', minimum: 0 },
  },
  'WWW-Authenticate': {
    description: 'Bearer error="invalid_token"',
    schema: { type: 'string' },
  },
  'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer' } },
  [REPLAYED_HEADER]: {
    description: `"true" when this answer is the stored first answer to a repeat of the request's ${IDEMPOTENCY_KEY_HEADER}; nothing was written again. Absent on a first answer.`,
    schema: { type: 'string', enum: ['true'] },
  },
};

const parameterComponents = (convert: Convert) => ({
  IfMatch: {
    name: 'If-Match',
    in: 'header',
    required: false,
    description:
      'The version of the record as you loaded it ("3", W/"3" or 3). Instead of this header the JSON body may carry it as `version`.',
    schema: { type: 'string' },
    example: '"3"',
  },
  IdempotencyKey: {
    name: IDEMPOTENCY_KEY_HEADER,
    in: 'header',
    required: false,
    description: `Makes a resend safe (the portal's offline queue): a repeat with the same key, method, path, body and If-Match, by the same employee within ${IDEMPOTENCY_KEY_HOURS} hours, gets the first answer (2xx or 4xx, never a 5xx) with ${REPLAYED_HEADER}: true and writes nothing; a repeat sent while the first is still running waits for it. The same key for another request: 422. ${MALFORMED_KEY_TEXT}`,
    schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
    example: '3f0c9a5e-8d2b-4f4e-9a61-2b7f1c0d5e42',
  },
  VersionQuery: {
    name: 'version',
    in: 'query',
    required: false,
    description: 'The version of the record as you loaded it, for a DELETE without a body.',
    schema: { type: 'integer', minimum: 0 },
  },
  Page: {
    name: 'page',
    in: 'query',
    required: false,
    description: 'The page, from 1.',
    schema: convert(pageQueryShape.page, 'input'),
  },
  PageSize: {
    name: 'pageSize',
    in: 'query',
    required: false,
    description: `Items per page, 1…${MAX_PAGE_SIZE} (${MAX_PAGE_SIZE} when not sent).`,
    schema: convert(pageQueryShape.pageSize, 'input'),
  },
});

/** The query's paging fields by their shared-kit schema, so every paged list refers to the same parameters. */
const SHARED_QUERY_PARAMETERS = new Map<unknown, string>([
  [pageQueryShape.page, 'Page'],
  [pageQueryShape.pageSize, 'PageSize'],
]);

const pathParameters = (path: string) =>
  [...path.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));

const queryParameters = (schema: z.core.$ZodType | undefined, convert: Convert) => {
  if (!schema) return [];
  const shape = (schema._zod.def as { shape?: Record<string, unknown> }).shape ?? {};
  const json = convert(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const shared = SHARED_QUERY_PARAMETERS.get(shape[name]);
    return shared
      ? ref('parameters', shared)
      : { name, in: 'query', required: required.has(name), schema: property };
  });
};

const versionParameters = (input: VersionInput) => [
  ...(input === 'none' ? [] : [ref('parameters', 'IfMatch')]),
  ...(input === 'optional-or-query' ? [ref('parameters', 'VersionQuery')] : []),
];

/**
 * The JSON body: the route's schema, with `version` added when the route takes one and the schema lacks it; a
 * route without a body schema that takes a version may send `{ version }` alone (a DELETE sends it in If-Match).
 */
const requestBodyOf = (route: ApiRoute, input: VersionInput, { convert, resolve }: Converter) => {
  const json = (schema: unknown, required: boolean) => ({
    required,
    content: { 'application/json': { schema } },
  });
  if (route.doc.body) {
    const body = convert(route.doc.body, 'input');
    const hasVersion = Boolean((resolve(body)?.properties as JsonSchema | undefined)?.version);
    return json(
      input === 'none' || hasVersion ? body : { allOf: [body, ref('schemas', 'VersionBody')] },
      true,
    );
  }
  if (input !== 'none' && route.method !== 'delete') return json(ref('schemas', 'VersionBody'), false);
  return undefined;
};

const SUCCESS_TEXT = { 200: 'OK', 201: 'Created', 204: 'Done; no body' } as const;

/** The success response: the route's status, the schema of its body, and X-Total-Count on a paged list. */
const successOf = (route: ApiRoute, convert: Convert) => {
  const { doc } = route;
  const status = doc.status ?? 200;
  const headers = isPagedList(route.handle)
    ? { headers: { 'X-Total-Count': ref('headers', 'X-Total-Count') } }
    : isIdempotent(route.handle)
      ? { headers: { [REPLAYED_HEADER]: ref('headers', REPLAYED_HEADER) } }
      : {};
  if (!doc.response) return [status, { description: SUCCESS_TEXT[status], ...headers }] as const;
  const mediaType = doc.mediaType ?? 'application/json';
  const content = { [mediaType]: { schema: convert(doc.response, 'output') } };
  return [status, { description: SUCCESS_TEXT[status], ...headers, content }] as const;
};

/** The shared failures a route can answer, by what it declares. */
const errorNamesOf = (route: ApiRoute, input: VersionInput, hasBody: boolean): ErrorName[] => [
  'BadRequest',
  ...(route.access.kind === 'public' ? [] : (['Unauthorized', 'Forbidden'] as const)),
  ...(route.path.includes(':') ? (['NotFound'] as const) : []),
  ...(route.method === 'get' ? [] : (['Conflict'] as const)),
  ...(hasBody ? (['PayloadTooLarge', 'UnsupportedMediaType'] as const) : []),
  ...(input === 'none' ? [] : (['PreconditionRequired'] as const)),
  ...(isIdempotent(route.handle) ? (['IdempotencyKeyReused'] as const) : []),
  'InternalError',
  'ServiceUnavailable',
];

/** A route's own answers (RouteDoc.otherResponses); one that shares a status with a shared failure may be either. */
const otherResponsesOf = (doc: RouteDoc, shared: readonly ErrorName[], convert: Convert) =>
  Object.entries(doc.otherResponses ?? {}).map(([status, { description, body }]) => {
    const also = shared.find((name) => ERROR_RESPONSES[name].status === Number(status));
    const own = body ? convert(body, 'output') : undefined;
    const schema = own && also ? { anyOf: [own, ref('schemas', 'ErrorBody')] } : own;
    const text = also ? `${description}. Or: ${ERROR_RESPONSES[also].description}` : description;
    return [
      status,
      { description: text, ...(schema ? { content: { 'application/json': { schema } } } : {}) },
    ];
  });

const operationOf = (route: ApiRoute, converter: Converter) => {
  const { doc } = route;
  const { convert } = converter;
  const input = versionInputOf(route);
  const requestBody = requestBodyOf(route, input, converter);
  const [status, success] = successOf(route, convert);
  const responses: Record<string, unknown> = { [status]: success };
  const errors = errorNamesOf(route, input, requestBody !== undefined);
  for (const name of errors) responses[ERROR_RESPONSES[name].status] = ref('responses', name);
  for (const [code, response] of otherResponsesOf(doc, errors, convert)) responses[code as string] = response;
  return {
    operationId: doc.operationId,
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    'x-permission': permissionText(route.access),
    ...(route.access.kind === 'public' ? { security: [] } : {}),
    parameters: [
      ...pathParameters(route.path),
      ...queryParameters(doc.query, convert),
      ...versionParameters(input),
      ...(isIdempotent(route.handle) ? [ref('parameters', 'IdempotencyKey')] : []),
    ],
    ...(requestBody ? { requestBody } : {}),
    responses,
  };
};

/** OpenAPI 3.1 for the mounted route table: one source for the routes, their permissions and their schemas. */
export const buildOpenApiDocument = (routes: readonly ApiRoute[], version: string) => {
  const converter = createSchemaConverter();
  const { convert, schemas } = converter;
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = route.path.replace(/:([A-Za-z]+)/g, '{$1}');
    paths[path] = { ...paths[path], [route.method]: operationOf(route, converter) };
  }
  const parameters = parameterComponents(convert);
  // Every error response refers to ErrorBody, whether or not a route answers with it.
  convert(NAMED_RESPONSE_SCHEMAS.ErrorBody as z.core.$ZodType, 'output');
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
      schemas: {
        ...schemas,
        VersionBody: {
          type: 'object',
          properties: {
            version: {
              type: 'integer',
              minimum: 0,
              description: 'The version of the record as you loaded it (or send it in If-Match).',
            },
          },
        },
      },
      responses: errorResponseComponents(),
      parameters,
      headers: HEADERS,
    },
    paths,
  };
};
