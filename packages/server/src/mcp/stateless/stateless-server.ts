import { McpError } from '@modelcontextprotocol/sdk/types.js';
import {
  type CallToolResult,
  CLIENT_CAPABILITIES_META_KEY,
  CLIENT_INFO_META_KEY,
  type ClientCapabilities,
  type Implementation,
  ProtocolError,
  type ProtocolErrorCode,
  ResourceNotFoundError,
  Server,
  type Tool,
} from '@modelcontextprotocol/server';
import type { SessionUser } from '../../common/session-user.ts';
import { personalList } from '../accounts/account-lines.ts';
import { readAppView } from '../apps/app-views.ts';
import { mrtrAsk } from '../ask/mrtr-ask.ts';
import { elicitationModesOf } from '../ask/user-ask.ts';
import { activityClientOf } from '../caller/activity-client.ts';
import type { McpEndpointContext } from '../mcp-endpoint-context.ts';
import type { CallerTools } from '../scope/caller-tools.ts';
import { callScopedTool } from '../scope/scoped-call.ts';
import { SERVER_INSTRUCTIONS, SERVER_VERSION } from '../sessions/server-identity.ts';

/**
 * How long a 2026-07-28 client may keep a list (SEP-2549 `ttlMs`). The tool list depends on the
 * caller (its token's scope, and the accounts it names where the user has several), so it is
 * `private` and short: this revision has no session to send `list_changed` on, so a changed
 * scope or a change of accounts shows within a minute. Nothing here keeps a list: each
 * tools/list reads the accounts afresh, and a call checks the account it names when it runs, so a
 * list kept that long never runs a call on the wrong account. The endpoint's identity and the
 * MCP Apps views are the host's, the same for everyone: `public`, an hour.
 */
const CALLER_LIST_TTL_MS = 60_000;
const PUBLIC_TTL_MS = 3_600_000;

/**
 * The 2026-07-28 server of one request, for one caller: built per request by the SDK's
 * `createMcpHandler` (stateless: no initialize, no session, the client's capabilities and identity
 * in each request's `_meta`). Its tools/list and tools/call are the 2025-11-25 session's: the
 * caller's view of the tools (src/mcp/scope/caller-tools.ts, its token's scope, discovery's
 * meta-tools included) and src/mcp/scope/scoped-call.ts; only asking the user differs: Multi
 * Round-Trip Requests (src/mcp/ask/mrtr-ask.ts) instead of server-to-client requests.
 */
export function createStatelessServer(
  context: McpEndpointContext,
  user: SessionUser,
  tools: CallerTools,
): Server {
  const hasViews = context.views.list.length > 0;
  const server = new Server(
    { name: context.settings.serverName, version: SERVER_VERSION },
    {
      capabilities: { tools: { listChanged: false }, ...(hasViews && { resources: {} }) },
      instructions: SERVER_INSTRUCTIONS,
      cacheHints: {
        'server/discover': { ttlMs: PUBLIC_TTL_MS, cacheScope: 'public' },
        'tools/list': { ttlMs: CALLER_LIST_TTL_MS, cacheScope: 'private' },
        'resources/list': { ttlMs: PUBLIC_TTL_MS, cacheScope: 'public' },
        'resources/read': { ttlMs: PUBLIC_TTL_MS, cacheScope: 'public' },
      },
    },
  );
  server.setRequestHandler('tools/list', async () => {
    const listed = await personalList(context, user, tools.list, `mcp-${crypto.randomUUID()}`);
    return { tools: listed.tools as Tool[] };
  });
  server.setRequestHandler('tools/call', async (request, ctx) => {
    const envelope = (ctx.mcpReq.envelope ?? {}) as Record<string, unknown>;
    const capabilities = envelope[CLIENT_CAPABILITIES_META_KEY] as ClientCapabilities | undefined;
    const { name } = request.params;
    const args = request.params.arguments ?? {};
    const ask = await mrtrAsk(
      context,
      { user, tool: name, args },
      {
        modes: elicitationModesOf(capabilities?.elicitation),
        inputResponses: ctx.mcpReq.inputResponses,
        requestState: ctx.mcpReq.requestState<string>(),
        signal: ctx.mcpReq.signal,
      },
    );
    const call = {
      user,
      client: activityClientOf(envelope[CLIENT_INFO_META_KEY] as Implementation | undefined),
      name,
      args,
      signal: ctx.mcpReq.signal,
    };
    const result = await callScopedTool(context, tools, call, ask).catch(asProtocolError);
    if ('resultType' in result && result.resultType === 'input_required') return result;
    // The codec's projection wants the output schema the client was given.
    const outputSchema = tools.list.find((each) => each.name === name)?.outputSchema;
    return server.projectCallToolResult(result as CallToolResult, outputSchema);
  });
  if (hasViews) {
    server.setRequestHandler('resources/list', () => ({ resources: context.views.list }));
    server.setRequestHandler('resources/read', (request) => {
      const read = readAppView(context.views, request.params.uri);
      if (read === undefined) throw new ResourceNotFoundError(request.params.uri);
      return read;
    });
  }
  return server;
}

/**
 * call-tool refuses an unknown tool with the 2025 SDK's `McpError`, whose message begins "MCP
 * error <code>: "; on this revision it is the same refusal, with its message alone.
 */
function asProtocolError(error: unknown): never {
  if (error instanceof McpError) {
    const prefix = `MCP error ${error.code}: `;
    const message = error.message.startsWith(prefix)
      ? error.message.slice(prefix.length)
      : error.message;
    throw new ProtocolError(error.code as ProtocolErrorCode, message, error.data);
  }
  throw error;
}
