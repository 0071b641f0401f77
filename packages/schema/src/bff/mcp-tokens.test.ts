import { describe, expect, it } from 'vitest';
import { createMcpTokenRequestSchema, mcpTokenIdSchema } from './mcp-tokens.ts';

describe('createMcpTokenRequestSchema', () => {
  it('trims the name and gives a token 90 days unless told otherwise', () => {
    expect(createMcpTokenRequestSchema.parse({ name: '  Laptop ', client: 'cursor' })).toEqual({
      name: 'Laptop',
      client: 'cursor',
      expires_in_days: 90,
      tool_scope: { mode: 'discover' },
    });
  });

  it('takes a listed tool scope, and refuses a tool outside its connectors', () => {
    const scope = { mode: 'listed', connectors: ['crm'], tools: ['crm_list_people'] };
    expect(createMcpTokenRequestSchema.parse({ name: 'x', tool_scope: scope }).tool_scope).toEqual(
      scope,
    );
    const result = createMcpTokenRequestSchema.safeParse({
      name: 'x',
      tool_scope: { mode: 'listed', connectors: ['crm'], tools: ['docsapp_comment_create'] },
    });
    expect(result.error?.issues[0]?.path).toEqual(['tool_scope', 'tools', 0]);
  });

  it.each([
    [{ name: ' ', client: 'cursor' }, 'name', 'must not be empty'],
    [{ name: 'x', client: 'emacs' }, 'client', ''],
    [{ name: 'x', client: 'vscode', expires_in_days: 0 }, 'expires_in_days', 'must be at least 1'],
    [{ name: 'x', client: 'vscode', expires_in_days: 366 }, 'expires_in_days', 'at most 365'],
    [{ name: 'x', client: 'vscode', expires_in_days: 1.5 }, 'expires_in_days', 'whole number'],
  ])('refuses %j, naming %s', (body, field, message) => {
    const result = createMcpTokenRequestSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
    expect(result.error?.issues[0]?.message).toContain(message);
  });
});

describe('mcpTokenIdSchema', () => {
  it('takes only mcpt_ ids', () => {
    expect(mcpTokenIdSchema.safeParse('mcpt_0123456789abcdef').success).toBe(true);
    expect(mcpTokenIdSchema.safeParse('ca_0123456789abcdef').success).toBe(false);
    expect(mcpTokenIdSchema.safeParse('mcpt_../../x').success).toBe(false);
  });
});
