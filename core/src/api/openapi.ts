/**
 * The OpenAPI 3.1 document, generated from the endpoint table and the named schemas, so it can
 * never say something the server does not do. zod writes JSON Schema 2020-12, which is what
 * OpenAPI 3.1 uses, so no other package is needed.
 */
import { z } from 'zod';
import { API_BASE_PATH, PRODUCT_NAME } from '../constants.ts';
import type { Endpoint, ErrorStatus } from './endpoint.ts';
import { errorResponseSchema } from './errors.ts';
import { apiSchemas, named, nameOf } from './registry.ts';

type Json = Record<string, unknown>;

named('ErrorResponse', errorResponseSchema);

const REF = '#/components/schemas/';
const ERROR_RESPONSE: Record<ErrorStatus, string> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  413: 'PayloadTooLarge',
  415: 'UnsupportedMediaType',
  422: 'Unprocessable',
  500: 'InternalError',
};
const ERROR_TEXT: Record<ErrorStatus, string> = {
  400: 'Invalid input; details name each bad field',
  401: 'No valid bearer token',
  403: 'The caller lacks the privilege or role this call needs, or has been deactivated',
  404: 'No such resource (or not one of the caller’s clients)',
  409: 'Conflicts with the current state (duplicate, or wrong state for the action)',
  413: 'Request body too large',
  415: 'A file of a type this call does not take; the message names the accepted ones',
  422: 'Well-formed but breaks a business rule',
  500: 'Unexpected server error',
};

const NAMED_FORMATS = new Set(['date', 'date-time', 'email']);

/**
 * Drops what says nothing to a reader: zod's full safe-integer range on every integer, and the
 * long regular expressions behind well-known formats (the format names them).
 */
function dropped(key: string, value: unknown, json: Json): boolean {
  if (key === '$schema' || key === '$id') return true;
  if (key === 'minimum') return value === Number.MIN_SAFE_INTEGER;
  if (key === 'maximum') return value === Number.MAX_SAFE_INTEGER;
  return key === 'pattern' && typeof json.format === 'string' && NAMED_FORMATS.has(json.format);
}

function tidy(json: Json): Json {
  return Object.fromEntries(
    Object.entries(json)
      .filter(([key, value]) => !dropped(key, value, json))
      .map(([key, value]) => [key, tidyValue(value)]),
  );
}
const tidyValue = (v: unknown): unknown =>
  Array.isArray(v) ? v.map(tidyValue) : isJson(v) ? tidy(v) : v;
const isJson = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function schemaOf(schema: z.ZodType): Json {
  const id = nameOf(schema);
  if (id) return { $ref: `${REF}${id}` };
  return tidy(z.toJSONSchema(schema, { unrepresentable: 'any' }));
}

function parameters(schema: z.ZodType | undefined, where: 'path' | 'query'): Json[] {
  if (!schema) return [];
  const output = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as Json;
  // Required means "the caller must send it": taken from the input side, where defaults are optional.
  const input = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
  const required = new Set(Array.isArray(input.required) ? input.required : []);
  const properties = isJson(output.properties) ? output.properties : {};
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: isJson(property) ? tidy(property) : {},
  }));
}

const fileContent = (types: readonly string[], limits: Json = {}): Json =>
  Object.fromEntries(
    types.map((type) => [type, { schema: { type: 'string', format: 'binary', ...limits } }]),
  );

/** The largest upload a server takes unless configured otherwise (MOCK_API_UPLOAD_LIMIT_BYTES). */
export const DEFAULT_UPLOAD_LIMIT_BYTES = 25 * 1024 * 1024;

export interface OpenApiOptions {
  /** The server's upload limit, stated on each raw-bytes body (maxLength counts bytes). */
  uploadLimitBytes?: number;
}

function requestBody(e: Endpoint, options: OpenApiOptions): Json {
  if (e.rawBody) {
    const limit = options.uploadLimitBytes ?? DEFAULT_UPLOAD_LIMIT_BYTES;
    return {
      requestBody: {
        required: true,
        description: `The file's bytes as the whole body, at most ${limit.toLocaleString('en-US')} bytes (413 beyond)`,
        content: fileContent(e.rawBody, { maxLength: limit }),
      },
    };
  }
  if (!e.body) return {};
  return {
    requestBody: {
      required: true,
      content: { 'application/json': { schema: schemaOf(e.body) } },
    },
  };
}

function errorStatuses(e: Endpoint): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>(e.errors ?? []);
  if (e.params || e.query || e.body) statuses.add(400);
  // Any signed-in call may be refused: a deactivated user's token still verifies.
  if (e.access.authenticated) statuses.add(401).add(403);
  if (e.params) statuses.add(404);
  if (e.body) statuses.add(413);
  statuses.add(500);
  return [...statuses].sort((a, b) => a - b);
}

function operation(operationId: string, e: Endpoint, options: OpenApiOptions): Json {
  const responses: Json = {
    [e.status]: e.response
      ? {
          description: 'Success',
          content: { 'application/json': { schema: schemaOf(e.response) } },
        }
      : e.file
        ? { description: 'The file', content: fileContent(e.file) }
        : { description: 'Done; no content' },
  };
  if (e.file) {
    responses[206] = { description: 'The byte range asked for', content: fileContent(e.file) };
    responses[416] = { description: 'The byte range asked for is outside the file' };
  }
  for (const status of errorStatuses(e)) {
    responses[status] = { $ref: `#/components/responses/${ERROR_RESPONSE[status]}` };
  }
  return {
    operationId,
    summary: e.summary,
    tags: [e.tag],
    ...(e.access.authenticated ? {} : { security: [] }),
    'x-privilege': e.access.privilege,
    'x-admin': e.access.admin,
    parameters: [...parameters(e.params, 'path'), ...parameters(e.query, 'query')],
    ...requestBody(e, options),
    responses,
  };
}

export function buildOpenApiDocument(
  table: Readonly<Record<string, Endpoint>>,
  options: OpenApiOptions = {},
): Json {
  const paths: Record<string, Json> = {};
  for (const [operationId, e] of Object.entries(table)) {
    const op = operation(operationId, e, options);
    paths[e.path] = { ...paths[e.path], [e.method.toLowerCase()]: op };
  }
  const registry = z.toJSONSchema(apiSchemas, {
    uri: (id) => `${REF}${id}`,
    unrepresentable: 'any',
  });
  const schemas = Object.fromEntries(
    Object.entries(registry.schemas)
      .map(([id, schema]): [string, Json] => [id, tidy(schema as Json)])
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: `${PRODUCT_NAME} API`,
      version: '1.0.0',
      description:
        'Lists take page, pageSize (10, 25, 50, 100), sort=field:asc|desc, q, from/to and ' +
        'equality filters, and answer { items, total, page, pageSize }. Errors answer ' +
        '{ error: { code, message, details?, requestId } }. A user whose client_NAMES claim is ' +
        "non-empty sees only those clients' data. x-privilege names the privilege a call needs; " +
        'x-admin marks calls that also need ROLE_ADMIN.',
    },
    servers: [{ url: API_BASE_PATH }],
    security: [{ bearer: [] }],
    tags: [...new Set(Object.values(table).map((e) => e.tag))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas,
      responses: Object.fromEntries(
        Object.entries(ERROR_RESPONSE).map(([status, name]) => [
          name,
          {
            description: ERROR_TEXT[Number(status) as ErrorStatus],
            content: { 'application/json': { schema: { $ref: `${REF}ErrorResponse` } } },
          },
        ]),
      ),
    },
  };
}
