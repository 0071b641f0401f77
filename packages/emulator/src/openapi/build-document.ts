import { z } from 'zod';
import { ERROR_KINDS, type ErrorCode } from '../errors.ts';
import {
  ERROR_BODY_SCHEMAS,
  REQUEST_SCHEMAS,
  RESPONSE_SCHEMAS,
  type ResponseSchemaName,
} from './component-schemas.ts';
import { COMMON_ERRORS, type HttpMethod, OPERATIONS, type OperationSpec } from './operations.ts';

type JsonSchema = z.core.JSONSchema.BaseSchema;
type Reference = { $ref: string };

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  jsonSchemaDialect: string;
  tags: { name: string }[];
  security: Record<string, string[]>[];
  paths: Record<string, Partial<Record<HttpMethod, Record<string, unknown>>>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, unknown>;
    securitySchemes: Record<string, unknown>;
  };
}

/** OpenAPI 3.1's own dialect, the one zod's default target writes. */
const DIALECT = 'https://json-schema.org/draft/2020-12/schema';

/**
 * The formats JSON Schema 2020-12 and OpenAPI define. zod also writes its own check names as
 * formats (`starts_with` beside the `pattern` that says the same); tools that know only the
 * standard ones would flag those, so they are left out.
 */
const STANDARD_FORMATS = new Set([
  'date-time',
  'date',
  'time',
  'duration',
  'email',
  'idn-email',
  'hostname',
  'idn-hostname',
  'ipv4',
  'ipv6',
  'uri',
  'uri-reference',
  'iri',
  'iri-reference',
  'uuid',
  'uri-template',
  'json-pointer',
  'relative-json-pointer',
  'regex',
  'int32',
  'int64',
  'float',
  'double',
  'password',
]);

const CONVERSION = {
  target: 'draft-2020-12',
  override: ({ jsonSchema }) => {
    if (jsonSchema.format !== undefined && !STANDARD_FORMATS.has(jsonSchema.format)) {
      delete jsonSchema.format;
    }
  },
} as const satisfies z.core.ToJSONSchemaParams;

const schemaRef = (name: string): Reference => ({ $ref: `#/components/schemas/${name}` });

const DESCRIPTION = `The upstream identity and connected-account API as the Plugboard emulator implements it (docs/internals/upstream-api.md §4, and where it says "not shown", the hosted service's users, memberships, roles, invitations, tool listings and account details). Schemas are generated from the zod schemas the emulator parses and answers with.

Every error answers the body of docs/internals/upstream-api.md §2.11, \`{code, message, details: [{"@type": "type.googleapis.com/google.rpc.ErrorInfo", error_code}]}\`; \`error_code\` names the cause where one status has several.

Not described here: the control API under \`/_emulator\` (its answers are TypeScript types, not zod schemas, so there is nothing to generate them from; see the docs site's emulator control API page, /reference/emulator-control/), and what is not the JSON API: the consent and admin-portal pages, the document library proxy under \`/proxy\` (the third party's own answers) and its downloads.`;

/**
 * Converts named zod schemas into components, each registered one a `$ref` wherever another
 * includes it. Requests and responses convert apart because zod describes a schema's input
 * (defaults optional) differently from its output (defaults present, unknown keys stripped).
 */
function componentSchemas(
  schemas: Readonly<Record<string, z.ZodType>>,
  io: 'input' | 'output',
): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(schemas)) registry.add(schema, { id });
  const converted = z.toJSONSchema(registry, {
    ...CONVERSION,
    io,
    uri: (id) => schemaRef(id).$ref,
  }).schemas;
  // The document's dialect covers every schema; a `$schema` or `$id` per component would rebase refs.
  return Object.fromEntries(
    Object.entries(converted).map(([id, { $schema: _, $id: __, ...schema }]) => [id, schema]),
  );
}

function inputSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _, ...json } = z.toJSONSchema(schema, { ...CONVERSION, io: 'input' });
  return json;
}

/** `NOT_FOUND` → `NotFound`: the component names of the error responses and bodies. */
function errorName(kind: ErrorCode): string {
  return kind
    .toLowerCase()
    .replace(/(?:^|_)([a-z])/g, (_match, letter: string) => letter.toUpperCase());
}

/** Where a client learns when to come back, or how to authenticate (RFC 9110, RFC 6750). */
const errorHeaders = (): Partial<Record<ErrorCode, Record<string, unknown>>> => ({
  UNAUTHENTICATED: {
    'WWW-Authenticate': {
      description: 'The scheme to authenticate with: `Bearer` on `/api/v1`.',
      schema: inputSchema(z.string()),
    },
  },
  RESOURCE_EXHAUSTED: {
    'Retry-After': {
      description: 'Seconds to wait before retrying.',
      required: true,
      schema: inputSchema(z.int().nonnegative()),
    },
  },
  UNAVAILABLE: {
    'Retry-After': {
      description: 'Seconds to wait before retrying, when known.',
      schema: inputSchema(z.int().nonnegative()),
    },
  },
});

function errorResponses(): Record<string, unknown> {
  const headers = errorHeaders();
  return Object.fromEntries(
    (Object.keys(ERROR_KINDS) as ErrorCode[]).map((kind) => [
      errorName(kind),
      {
        description: `${ERROR_KINDS[kind].status} ${kind} (code ${ERROR_KINDS[kind].code})`,
        ...(headers[kind] !== undefined && { headers: headers[kind] }),
        content: { 'application/json': { schema: schemaRef(`${errorName(kind)}Error`) } },
      },
    ]),
  );
}

function parameters(operation: OperationSpec): unknown[] {
  const pathParameters = [...operation.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: inputSchema(z.string().min(1)),
  }));
  if (operation.query === undefined) return pathParameters;
  const query = inputSchema(operation.query);
  const required = new Set(query.required ?? []);
  const queryParameters = Object.entries(query.properties ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema,
  }));
  return [...pathParameters, ...queryParameters];
}

function responseContent(name: ResponseSchemaName, eventStream?: ResponseSchemaName) {
  return {
    'application/json': { schema: schemaRef(name) },
    ...(eventStream !== undefined && { 'text/event-stream': { schema: schemaRef(eventStream) } }),
  };
}

function operationObject(operation: OperationSpec): Record<string, unknown> {
  const { success } = operation;
  const errors = [...new Set([...COMMON_ERRORS, ...(operation.errors ?? [])])].sort(
    (a, b) => ERROR_KINDS[a].status - ERROR_KINDS[b].status,
  );
  const params = parameters(operation);
  return {
    operationId: operation.operationId,
    tags: [operation.tag],
    summary: operation.summary,
    ...(operation.description !== undefined && { description: operation.description }),
    ...(operation.auth === 'client' && { security: [{}, { clientBasic: [] }] }),
    ...(params.length > 0 && { parameters: params }),
    ...(operation.body !== undefined && {
      requestBody: {
        required: true,
        content: {
          [operation.bodyMediaType ?? 'application/json']: { schema: schemaRef(operation.body) },
        },
      },
    }),
    responses: {
      [success.status]: {
        description: success.status === 201 ? 'Created' : 'OK',
        content: responseContent(success.schema, success.eventStream),
      },
      ...Object.fromEntries(
        errors.map((kind) => [
          ERROR_KINDS[kind].status,
          { $ref: `#/components/responses/${errorName(kind)}` },
        ]),
      ),
    },
  };
}

/** The whole document: about 10 ms of conversions, so it is made when first asked for, then kept. */
export function buildOpenApiDocument(): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const operation of OPERATIONS) {
    const item = paths[operation.path] ?? {};
    item[operation.method] = operationObject(operation);
    paths[operation.path] = item;
  }
  const errorBodies = Object.fromEntries(
    Object.entries(ERROR_BODY_SCHEMAS).map(([kind, schema]) => [
      `${errorName(kind as ErrorCode)}Error`,
      schema,
    ]),
  );
  return {
    openapi: '3.1.0',
    info: { title: 'Plugboard upstream API (emulator)', version: 'v1', description: DESCRIPTION },
    jsonSchemaDialect: DIALECT,
    tags: [...new Set(OPERATIONS.map((operation) => operation.tag))].map((name) => ({ name })),
    security: [{ clientCredentials: [] }],
    paths,
    components: {
      schemas: {
        ...componentSchemas(REQUEST_SCHEMAS, 'input'),
        ...componentSchemas({ ...RESPONSE_SCHEMAS, ...errorBodies }, 'output'),
      },
      responses: errorResponses(),
      securitySchemes: {
        clientCredentials: {
          type: 'oauth2',
          description:
            'Every `/api/v1` operation needs `Authorization: Bearer <access_token>`, the token from `POST /oauth/token`.',
          flows: { clientCredentials: { tokenUrl: '/oauth/token', scopes: {} } },
        },
        clientBasic: {
          type: 'http',
          scheme: 'basic',
          description:
            'The client id and secret for `POST /oauth/token`, when they are not in its form.',
        },
      },
    },
  };
}
