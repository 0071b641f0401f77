import { TOOL_CATALOG } from '@plugboard/schema';
import { isToolResultName, toolResultSchema } from '@plugboard/schema/results';
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toolOutputSchema } from './output-schema.ts';
import { shareDefinitions } from './shared-definitions.ts';

const user = {
  type: 'object',
  properties: { id: { type: 'string' }, name: { type: 'string' }, email: { type: 'string' } },
  required: ['id', 'name', 'email'],
  additionalProperties: false,
};
const schema = {
  type: 'object',
  properties: {
    created_by: user,
    edited_by: user,
    watchers: { type: 'array', items: user },
    count: { type: 'integer' },
    other: { type: 'integer' },
  },
  required: ['created_by', 'edited_by'],
};

describe('shareDefinitions', () => {
  it('writes a repeated subschema once, named after its first property, and admits exactly the same', () => {
    const shared = shareDefinitions(schema);
    expect(shared.$defs).toEqual({ created_by: user });
    expect(shared.properties).toEqual({
      created_by: { $ref: '#/$defs/created_by' },
      edited_by: { $ref: '#/$defs/created_by' },
      watchers: { type: 'array', items: { $ref: '#/$defs/created_by' } },
      count: { type: 'integer' },
      other: { type: 'integer' },
    });
    const ajv = new Ajv2020({ strict: true });
    const before = ajv.compile(schema);
    const after = ajv.compile(shared);
    const ada = { id: '1', name: 'Ada', email: 'ada@example.com' };
    for (const value of [
      { created_by: ada, edited_by: ada, watchers: [ada] },
      { created_by: ada, edited_by: { ...ada, extra: 1 } },
      { created_by: ada, edited_by: ada, watchers: [{ id: '2' }] },
      { created_by: ada },
    ]) {
      expect(after(value), JSON.stringify(value)).toBe(before(value));
    }
  });

  it('leaves small and single repeats inline, and a schema without repeats as it is', () => {
    const small = { type: 'object', properties: { a: { type: 'string' }, b: { type: 'string' } } };
    expect(shareDefinitions(small)).toBe(small);
    const once = { type: 'object', properties: { only: user } };
    expect(shareDefinitions(once)).toBe(once);
  });

  it('keeps definitions zod wrote for a recursive schema, and shares around them', () => {
    interface Node {
      label: string;
      children: Node[];
    }
    const node: z.ZodType<Node> = z.object({
      label: z.string(),
      children: z.array(z.lazy(() => node)),
    });
    const tree = z.toJSONSchema(z.object({ left: node, right: node }), { io: 'output' });
    const shared = shareDefinitions(tree as Record<string, unknown>);
    const ajv = new Ajv2020({ strict: true });
    const validate = ajv.compile(shared);
    const leaf = { label: 'x', children: [] };
    expect(validate({ left: { label: 'a', children: [leaf] }, right: leaf })).toBe(true);
    expect(
      validate({ left: { label: 'a', children: [{ label: 1, children: [] }] }, right: leaf }),
    ).toBe(false);
  });

  it('makes the catalog’s output schemas smaller, each still compiling strictly', () => {
    const ajv = new Ajv2020({ strict: true, allowUnionTypes: true });
    let inline = 0;
    let shared = 0;
    for (const tool of Object.values(TOOL_CATALOG)) {
      if (!isToolResultName(tool.name)) continue;
      const output = toolOutputSchema(tool);
      expect(() => ajv.compile(output ?? {}), tool.name).not.toThrow();
      shared += JSON.stringify(output).length;
      inline += JSON.stringify(
        z.toJSONSchema(toolResultSchema(tool.name), { io: 'output' }),
      ).length;
    }
    expect(shared).toBeLessThan(inline * 0.75);
  });
});
