import { describe, expect, test } from 'vitest';
import {
  createMcpConfigRequestSchema,
  createMcpSessionTokenRequestSchema,
  MCP_CONFIG_MAX_MAPPINGS,
} from './mcp-config.ts';

describe('createMcpConfigRequestSchema (docs/internals/upstream-api.md, virtual MCP servers)', () => {
  test('takes a name of lowercase letters, digits, hyphens and underscores, up to 100', () => {
    expect(createMcpConfigRequestSchema.safeParse({ name: 'daily-summarizer_2' }).success).toBe(
      true,
    );
    expect(createMcpConfigRequestSchema.safeParse({ name: 'x'.repeat(100) }).success).toBe(true);
    for (const name of ['', 'Daily', 'has space', 'x'.repeat(101)]) {
      expect(createMcpConfigRequestSchema.safeParse({ name }).error?.issues[0]?.path).toEqual([
        'name',
      ]);
    }
  });

  test(`takes at most ${MCP_CONFIG_MAX_MAPPINGS} connection-to-tool mappings`, () => {
    const mapping = { connection_name: 'crm' };
    const at = Array.from({ length: MCP_CONFIG_MAX_MAPPINGS }, () => mapping);
    expect(
      createMcpConfigRequestSchema.safeParse({ name: 'a', connection_tool_mappings: at }).success,
    ).toBe(true);
    const over = createMcpConfigRequestSchema.safeParse({
      name: 'a',
      connection_tool_mappings: [...at, mapping],
    });
    expect(over.error?.issues[0]?.message).toMatch(/at most 25/);
  });
});

describe('createMcpSessionTokenRequestSchema', () => {
  test('takes an expiry between 60s and 24h, as a protobuf duration', () => {
    const ok = (expiry: string) =>
      createMcpSessionTokenRequestSchema.safeParse({ identifier: 'ada', expiry }).success;
    expect(ok('60s')).toBe(true);
    expect(ok('86400s')).toBe(true);
    expect(ok('1800.5s')).toBe(true);
    expect(ok('59s')).toBe(false);
    expect(ok('86401s')).toBe(false);
    expect(ok('3600')).toBe(false);
    expect(ok('1h')).toBe(false);
  });

  test('needs an identifier of 1 to 255 characters', () => {
    const parse = (identifier: unknown) =>
      createMcpSessionTokenRequestSchema.safeParse({ identifier }).success;
    expect(parse('a')).toBe(true);
    expect(parse('a'.repeat(255))).toBe(true);
    expect(parse('')).toBe(false);
    expect(parse('a'.repeat(256))).toBe(false);
    expect(parse(undefined)).toBe(false);
  });
});
