import { type ToolResult, type ToolResultName, toolResultSchema } from '@plugboard/schema/results';
import type { UpstreamErrorBody } from '@plugboard/schema/upstream';
import { expect } from 'vitest';
import type { z } from 'zod';
import { EMULATOR_FORMATS, type Formats, formatIssues } from './emulator-formats.ts';
import {
  crmErrorSchema,
  docsappErrorSchema,
  videoErrorSchema,
  warehouseErrorSchema,
  websearchErrorSchema,
} from './result-parts.ts';

/*
 * @plugboard/schema/results describes the services for everyone: it strips members it does not
 * declare and leaves formats open. The emulator must send exactly the documented body, so here an
 * answer is parsed and then compared with what came: a member the schema does not declare is
 * stripped by the parse and fails the comparison. On top, the formats the emulator always writes
 * (emulator-formats.ts) are checked member by member.
 */

/**
 * `body` parsed by `schema`, failing the test unless the parse kept all of it (no undeclared
 * member) and every member has the emulator's format.
 */
export function expectExactly<Schema extends z.ZodType>(
  schema: Schema,
  body: unknown,
  formats: Formats = {},
): z.infer<Schema> {
  const parsed = schema.parse(body);
  expect(parsed).toEqual(body);
  expect(formatIssues(body, formats)).toEqual([]);
  return parsed;
}

/** The emulator's formats for the connector of `tool` (its name up to the first `_`). */
function formatsOf(tool: string): Formats {
  return EMULATOR_FORMATS[tool.slice(0, tool.indexOf('_'))] ?? {};
}

/** What `tool` answered, checked exactly against the tool's result schema. */
export function expectResult<Name extends ToolResultName>(
  tool: Name,
  body: unknown,
): ToolResult<Name> {
  return expectExactly(toolResultSchema(tool), body, formatsOf(tool)) as ToolResult<Name>;
}

const SERVICE_ERRORS = {
  crm: crmErrorSchema,
  docsapp: docsappErrorSchema,
  video: videoErrorSchema,
  warehouse: warehouseErrorSchema,
  websearch: websearchErrorSchema,
} as const;

/**
 * The service's own error body, which execute_tool passes on in the second detail, checked
 * exactly against the connector's error schema.
 */
export function serviceError<Connector extends keyof typeof SERVICE_ERRORS>(
  connector: Connector,
  body: UpstreamErrorBody,
): z.infer<(typeof SERVICE_ERRORS)[Connector]> {
  const error = expectExactly(
    SERVICE_ERRORS[connector],
    body.details[1]?.body,
    EMULATOR_FORMATS[connector],
  );
  // The schema of `connector` parsed it: what it gives is that schema's output.
  return error as z.infer<(typeof SERVICE_ERRORS)[Connector]>;
}

type Exactly = <Schema extends z.ZodType>(schema: Schema, body: unknown) => z.infer<Schema>;

/**
 * `expectExactly` with the emulator's formats of one connector, for answers that do not come
 * through `run`: `exactly.video(videoListSchema, body)`.
 */
export const exactly: Readonly<Record<keyof typeof SERVICE_ERRORS | 'doclib', Exactly>> = {
  doclib: (schema, body) => expectExactly(schema, body, EMULATOR_FORMATS.doclib),
  crm: (schema, body) => expectExactly(schema, body, EMULATOR_FORMATS.crm),
  docsapp: (schema, body) => expectExactly(schema, body, EMULATOR_FORMATS.docsapp),
  video: (schema, body) => expectExactly(schema, body, EMULATOR_FORMATS.video),
  warehouse: (schema, body) => expectExactly(schema, body, EMULATOR_FORMATS.warehouse),
  websearch: (schema, body) => expectExactly(schema, body, EMULATOR_FORMATS.websearch),
};

/** The video service's error body and the reason of its one error item. */
export function videoError(body: UpstreamErrorBody) {
  const { error } = serviceError('video', body);
  return { ...error, reason: error.errors[0]?.reason };
}

/** The web search service's error body: its `error` member. */
export function websearchError(body: UpstreamErrorBody) {
  return serviceError('websearch', body).error;
}
