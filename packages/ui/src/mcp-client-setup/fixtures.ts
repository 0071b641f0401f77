import { type ConnectorId, type McpToken, TOOL_CATALOG } from '@plugboard/schema';

const DAY = 86_400_000;

/** A date `days` from now (negative: ago), so the stories read the same on any day. */
const fromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** A personal token as GET /mcp/tokens lists it; override what the story is about. */
export function fixtureMcpToken(overrides: Partial<McpToken> = {}): McpToken {
  return {
    id: 'mcpt_fixture00000001',
    name: 'Work laptop',
    client: 'claude-code',
    tool_scope: { mode: 'discover' },
    hint: 'k3Qz',
    created_at: fromNow(-12),
    expires_at: fromNow(78),
    last_used_at: fromNow(-0.02),
    ...overrides,
  };
}

/** One token per client, newest first, one never used and one expired. */
export function fixtureMcpTokens(): McpToken[] {
  return [
    fixtureMcpToken(),
    fixtureMcpToken({
      id: 'mcpt_fixture00000002',
      name: 'Cursor at home',
      client: 'cursor',
      tool_scope: { mode: 'listed', connectors: ['crm'] },
      hint: 'Zr81',
      created_at: fromNow(-30),
      expires_at: fromNow(0.5),
      last_used_at: fromNow(-3),
    }),
    fixtureMcpToken({
      id: 'mcpt_fixture00000003',
      name: 'VS Code, the team workspace',
      client: 'vscode',
      tool_scope: {
        mode: 'listed',
        connectors: ['crm', 'docsapp'],
        tools: ['crm_list_people', 'crm_get_person', 'docsapp_page_get'],
      },
      hint: '0pQa',
      created_at: fromNow(-45),
      expires_at: fromNow(320),
      last_used_at: null,
    }),
    fixtureMcpToken({
      id: 'mcpt_fixture00000004',
      name: 'Nightly agent',
      client: 'other',
      hint: 'Lm2c',
      created_at: fromNow(-100),
      expires_at: fromNow(-10),
      last_used_at: fromNow(-11),
    }),
  ];
}

/** A name as long as the BFF allows, with no space to break at. */
export function fixtureLongNameToken(): McpToken {
  return fixtureMcpToken({
    id: 'mcpt_fixture00000005',
    name: `Claude-Code-on-the-shared-build-machine-in-the-basement-${'x'.repeat(44)}`,
  });
}

/**
 * What GET /connectors names for each connector in the stories: the catalog's reads, as an app
 * with the default allow-list offers them (stories may use the runtime catalog).
 */
export function fixtureConnectorTools(): Partial<Record<ConnectorId, string[]>> {
  const tools: Partial<Record<ConnectorId, string[]>> = {};
  for (const tool of Object.values(TOOL_CATALOG)) {
    if (tool.effect !== 'read') continue;
    tools[tool.connector] = [...(tools[tool.connector] ?? []), tool.name];
  }
  return tools;
}
