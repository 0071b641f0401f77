import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import type { McpEndpointContext } from '../mcp-endpoint-context.ts';

/**
 * `tools/list`'s answer, the one both protocol revisions give: the endpoint's tools in a fixed
 * order (the handler's connectors, each connector's tools in catalog order), so a client's
 * cache and a model's prompt cache see the same list on every request and every replica.
 */
export function listedTools(context: McpEndpointContext): Tool[] {
  return context.toolList;
}
