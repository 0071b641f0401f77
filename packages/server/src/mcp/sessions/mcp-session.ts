import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  ListResourcesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ReadResourceRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { type SessionUser, sessionSubject } from '../../common/session-user.ts';
import { personalList } from '../accounts/account-lines.ts';
import { watchAccounts } from '../accounts/accounts-watch.ts';
import { readAppView } from '../apps/app-views.ts';
import { type CallSession, sessionAsk } from '../ask/session-ask.ts';
import { activityClientOf } from '../caller/activity-client.ts';
import type { McpEndpointContext } from '../mcp-endpoint-context.ts';
import type { CallerTools } from '../scope/caller-tools.ts';
import { callScopedTool } from '../scope/scoped-call.ts';
import { SERVER_INSTRUCTIONS, SERVER_VERSION } from './server-identity.ts';
import { UnprefixedErrorTransport } from './unprefixed-error-transport.ts';

/** One MCP session: one client, one signed-in user, its own server and transport. */
export interface McpSession extends CallSession {
  /** The user's canonical subject: every request of the session must come from it. */
  subject: string;
  /** What the caller sees and may run, as of the session's latest request. */
  tools: CallerTools;
  /**
   * Takes the caller's view as its latest request resolved it (the owner changed the token's
   * scope meanwhile, say); when the list differs, tells the client (`list_changed`). The list
   * also names the user's accounts, so a change of them tells the client too
   * (src/mcp/accounts/accounts-watch.ts).
   */
  rescope(tools: CallerTools): Promise<void>;
  transport: WebStandardStreamableHTTPServerTransport;
  lastSeen: number;
  close(): Promise<void>;
}

/**
 * A new session for `user`, who sees `tools`: an MCP server (tools, and the host's MCP Apps views
 * as resources) on a Streamable HTTP transport. `onReady` hears its id once the client's initialize is answered,
 * `onClosed` when the client ends it.
 */
export async function createMcpSession(
  context: McpEndpointContext,
  user: SessionUser,
  tools: CallerTools,
  onReady: (id: string, session: McpSession) => void,
  onClosed: (id: string) => void,
): Promise<McpSession> {
  const hasViews = context.views.list.length > 0;
  const server = new Server(
    { name: context.settings.serverName, version: SERVER_VERSION },
    {
      capabilities: { tools: { listChanged: true }, ...(hasViews && { resources: {} }) },
      instructions: SERVER_INSTRUCTIONS,
    },
  );
  // Without the client's notification stream open the SDK drops it; the next list is right.
  const listChanged = () => server.sendToolListChanged().catch(() => {});
  const accounts = watchAccounts({ context, user, onChanged: () => void listChanged() });
  accounts.follow(tools);
  const transport = new UnprefixedErrorTransport({
    sessionIdGenerator: () => crypto.randomUUID(),
    maxRequestBodySize: context.settings.maxBodyBytes,
    onsessioninitialized: (id) => onReady(id, session),
    onsessionclosed: (id) => {
      accounts.stop();
      onClosed(id);
    },
  });
  const session: McpSession = {
    user,
    subject: sessionSubject(user),
    tools,
    async rescope(next) {
      const changed = next.key !== session.tools.key;
      session.tools = next;
      accounts.follow(next);
      if (changed) await listChanged();
    },
    server,
    transport,
    lastSeen: Date.now(),
    watches: new Set(),
    client: () => activityClientOf(server.getClientVersion()),
    async close() {
      accounts.stop();
      for (const stop of session.watches) stop();
      session.watches.clear();
      await server.close();
    },
  };
  server.setRequestHandler(ListToolsRequestSchema, async () => {
    const listed = await personalList(
      context,
      user,
      session.tools.list,
      `mcp-${crypto.randomUUID()}`,
    );
    accounts.listed(listed.accountsKey);
    return { tools: listed.tools };
  });
  server.setRequestHandler(CallToolRequestSchema, (request, extra) =>
    callScopedTool(
      context,
      session.tools,
      {
        user,
        client: session.client(),
        name: request.params.name,
        args: request.params.arguments,
        signal: extra.signal,
      },
      sessionAsk(context, session, extra.requestId),
    ),
  );
  if (hasViews) {
    server.setRequestHandler(ListResourcesRequestSchema, () => ({
      resources: context.views.list,
    }));
    server.setRequestHandler(ReadResourceRequestSchema, (request) => {
      const read = readAppView(context.views, request.params.uri);
      if (read === undefined) {
        throw new McpError(ErrorCode.InvalidParams, `There is no resource ${request.params.uri}.`);
      }
      return read;
    });
  }
  await server.connect(transport);
  return session;
}
