import { connectorOAuthScope, TOOL_CATALOG, type ToolName } from '@plugboard/schema';

/**
 * The tools the app allows, in its pages, its chat and its MCP endpoint: every read, and the one
 * write "Ask Acme" offers its model (which asks the user first).
 */
export const EXAMPLE_ALLOWED_TOOLS: ToolName[] = [
  ...Object.values(TOOL_CATALOG)
    .filter((tool) => tool.effect === 'read')
    .map((tool) => tool.name as ToolName),
  'crm_create_task',
];

/**
 * The scopes the app registers its MCP endpoint with at the authorization server: a
 * `connector:<id>` per connector of its allowed tools, the ones its resource metadata advertises
 * (beside `offline_access`, which every authorization server knows). A client asks for
 * `offline_access` only and discovers; on the consent page the user may add connectors to have
 * their tools listed. A real service takes these scopes in its dashboard.
 */
export function exampleMcpScopes(): string[] {
  const connectors = new Set(EXAMPLE_ALLOWED_TOOLS.map((name) => TOOL_CATALOG[name].connector));
  return [...connectors].map(connectorOAuthScope);
}
