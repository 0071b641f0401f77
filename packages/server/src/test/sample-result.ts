import { z } from 'zod';

/*
 * A result of a given schema with every member filled, for tests that run the text formatter on
 * every tool's result shape: strings are unique (`record_id-12`), lists hold two items, a union
 * takes its first member, and a member whose `type` names another member (a docsapp property
 * value, a column) gets that member.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  minimum?: number;
};

/** A value `schema` accepts, every optional member present. */
export function sampleResult(schema: z.ZodType): unknown {
  const root = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema;
  let counter = 0;
  const fill = (node: JsonSchema, key: string, depth: number): unknown => {
    if (node.$ref !== undefined) {
      const name = node.$ref.split('/').at(-1) ?? '';
      return depth > 6 ? undefined : fill(root.$defs?.[name] ?? {}, key, depth + 1);
    }
    if (node.const !== undefined) return node.const;
    if (node.enum !== undefined) return node.enum[0];
    const member = node.anyOf?.[0] ?? node.oneOf?.[0];
    if (member !== undefined) return fill(member, key, depth);
    const type = Array.isArray(node.type) ? node.type.find((each) => each !== 'null') : node.type;
    switch (type) {
      case 'string':
        counter += 1;
        return `${key}-${counter}`;
      case 'number':
      case 'integer':
        return Math.max(node.minimum ?? 0, 7);
      case 'boolean':
        return true;
      case 'array':
        if (node.prefixItems !== undefined) {
          return node.prefixItems.map((item) => fill(item, key, depth + 1));
        }
        return depth > 6 ? [] : [0, 1].map(() => fill(node.items ?? {}, key, depth + 1));
      case 'object': {
        const value: Record<string, unknown> = {};
        for (const [name, property] of Object.entries(node.properties ?? {})) {
          value[name] = fill(property, name, depth + 1);
        }
        if (node.properties === undefined && typeof node.additionalProperties === 'object') {
          for (const name of ['first', 'second']) {
            value[name] = fill(node.additionalProperties, name, depth + 1);
          }
        }
        if (typeof value.type === 'string' && node.properties?.type?.const === undefined) {
          counter += 1;
          value.type = 'rich';
          value.rich = `rich-${counter}`;
        }
        return value;
      }
      default:
        counter += 1;
        return `${key}-${counter}`;
    }
  };
  return fill(root, 'result', 0);
}
