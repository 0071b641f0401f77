import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import type { CatalogTool } from '@plugboard/schema';
import { isToolResultName, toolResultSchema } from '@plugboard/schema/results';
import { z } from 'zod';
import { shareDefinitions } from './shared-definitions.ts';

type JsonSchema = z.core.JSONSchema.BaseSchema;

const CONVERSION = {
  io: 'output',
  // zod closes a tuple with `items: false`, which strict validators (inspector --strict, Ajv's
  // strictTuples) reject as a boolean schema where they want one; minItems and maxItems, which
  // zod also writes, already hold the array to its prefixItems.
  override: ({ jsonSchema }) => {
    if (jsonSchema.prefixItems !== undefined && jsonSchema.items === false) {
      delete jsonSchema.items;
    }
  },
} as const satisfies z.core.ToJSONSchemaParams;

/**
 * The JSON Schema (2020-12) of what a tool answers as `structuredContent`. MCP wants
 * `type: "object"` at the root; a result that is a union of objects (a column or all columns, a
 * statement finished or running, a block of a known type or not) gets it beside its `anyOf`, which still admits exactly the
 * union's members, so the answer is the service's body unchanged. Repeated parts (a block's
 * common fields, a user, a rich text run) are written once under `$defs` (./shared-definitions.ts):
 * output schemas were most of `tools/list`'s bytes, and of the client's validator compiling.
 */
export function toolOutputSchema(tool: CatalogTool): Tool['outputSchema'] | undefined {
  if (!isToolResultName(tool.name)) return undefined;
  const schema = z.toJSONSchema(toolResultSchema(tool.name), CONVERSION);
  if (!describesObjects(schema)) return undefined;
  return shareDefinitions({ ...schema, type: 'object' }) as Tool['outputSchema'];
}

/** Whether every value `schema` admits is an object: its type says so, or every member's does. */
function describesObjects(schema: JsonSchema): boolean {
  if (schema.type === 'object') return true;
  const members = schema.anyOf ?? schema.oneOf;
  return members?.every(describesObjects) ?? false;
}
