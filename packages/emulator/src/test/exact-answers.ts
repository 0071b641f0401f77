import type { UpstreamErrorBody } from '@plugboard/schema';
import {
  type ToolResult,
  type ToolResultName,
  toolResultSchema,
} from '@plugboard/schema/results';
import { expect } from 'vitest';
import type { z } from 'zod';
import { emulatorFormatIssues } from './emulator-formats.ts';

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
): z.infer<Schema> {
  const parsed = schema.parse(body);
  expect(parsed).toEqual(body);
  expect(emulatorFormatIssues(body)).toEqual([]);
  return parsed;
}

/** What `tool` answered, checked exactly against the tool's result schema. */
export function expectResult<Name extends ToolResultName>(
  tool: Name,
  body: unknown,
): ToolResult<Name> {
  return expectExactly(toolResultSchema(tool), body) as ToolResult<Name>;
}

/**
 * The service's own error body, which execute_tool passes on in the second detail, checked
 * exactly against `schema` (a connector's error schema of @plugboard/schema/results).
 */
export function expectServiceError<Schema extends z.ZodType>(
  schema: Schema,
  body: UpstreamErrorBody,
): z.infer<Schema> {
  return expectExactly(schema, body.details[1]?.body);
}
