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
import { type SessionUser, sessionSubject } from '../../handler/session-user.ts';
import { readAppView } from '../apps/app-views.ts';
import { type CallSession, sessionAsk } from '../ask/session-ask.ts';
import { activityClientOf } from '../caller/activity-client.ts';
import type { McpEndpointContext } from '../mcp-endpoint-context.ts';
import { callTool } from '../tools/call-tool.ts';
import { listedTools } from '../tools/listed-tools.ts';
import { SERVER_INSTRUCTIONS, SERVER_VERSION } from './server-identity.ts';
import { UnprefixedErrorTransport } from './unprefixed-error-transport.ts';

/** One MCP session: one client, one signed-in user, its own server and transport. */
export interface McpSession extends CallSession {
  /** The user's canonical subject: every request of the session must come from it. */
  subject: string;
  transport: WebStandardStreamableHTTPServerTransport;
  lastSeen: number;
  close(): Promise<void>;
}

/**
 * A new session for `user`: an MCP server (tools, and the host's MCP Apps views as resources)
 * on a Streamable HTTP transport. `onReady` hears its id once the client's initialize is answered,
 * `onClosed` when the client ends it.
 */
export async function createMcpSession(
  context: McpEndpointContext,
  user: SessionUser,
  onReady: (id: string, session: McpSession) => void,
  onClosed: (id: string) => void,
): Promise<McpSession> {
  const hasViews = context.views.list.length > 0;
  const server = new Server(
    { name: context.settings.serverName, version: SERVER_VERSION },
    {
      capabilities: { tools: { listChanged: false }, ...(hasViews && { resources: {} }) },
      instructions: SERVER_INSTRUCTIONS,
    },
  );
  const transport = new UnprefixedErrorTransport({
    sessionIdGenerator: () => crypto.randomUUID(),
    maxRequestBodySize: context.settings.maxBodyBytes,
    onsessioninitialized: (id) => onReady(id, session),
    onsessionclosed: (id) => onClosed(id),
  });
  const session: McpSession = {
    user,
    subject: sessionSubject(user),
    server,
    transport,
    lastSeen: Date.now(),
    watches: new Set(),
    client: () => activityClientOf(server.getClientVersion()),
    async close() {
      for (const stop of session.watches) stop();
      session.watches.clear();
      await server.close();
    },
  };
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: listedTools(context) }));
  server.setRequestHandler(CallToolRequestSchema, (request, extra) =>
    callTool(
      context,
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
