import { createMemoryMcpTokenStore } from '@plugboard/server';
import { createPlugboardMcpExpress } from '@plugboard/server/mcp';
import { mcpAppViews } from '@plugboard/ui/mcp-app-views';
import type { RequestHandler } from 'express';

/**
 * The BFF's `mcp` option: personal tokens for MCP clients, made and revoked by the signed-in
 * user under /api/plugboard/mcp/tokens, kept in memory (a restart forgets them, as it forgets
 * the demo's sessions), and the endpoint's URL the setup page shows.
 */
export function exampleMcpTokens(origin: string) {
  return { endpoint: `${origin}/mcp`, tokenStore: createMemoryMcpTokenStore() };
}

/**
 * The MCP endpoint at /mcp (and its metadata at /.well-known/oauth-protected-resource/mcp), on
 * the BFF handler `plugboard`: the same tools, accounts, limits and trail as the app's own pages,
 * and each connector's viewer as an MCP Apps view for hosts that render them.
 */
export function exampleMcpEndpoint(origin: string, plugboard: object): RequestHandler {
  return createPlugboardMcpExpress({
    handler: plugboard,
    endpoint: `${origin}/mcp`,
    appViews: mcpAppViews,
  });
}
