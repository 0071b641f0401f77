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
import { APP_VIEW_MIME_TYPE } from '../apps/app-views.ts';
import { type CallSession, sessionAsk } from '../ask/session-ask.ts';
import type { McpEndpointContext } from '../mcp-endpoint-context.ts';
import { callTool } from '../tools/call-tool.ts';
import { UnprefixedErrorTransport } from './unprefixed-error-transport.ts';

const SERVER_VERSION = '0.1.0';

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
      instructions:
        "These tools act on the signed-in user's connected accounts. When a tool needs an account that is not connected, the user is asked to connect it; writes and deletes ask the user first.",
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
    client() {
      const info = server.getClientVersion();
      return info === undefined
        ? undefined
        : { name: info.name.slice(0, 100), version: info.version.slice(0, 50) };
    },
    async close() {
      for (const stop of session.watches) stop();
      session.watches.clear();
      await server.close();
    },
  };
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: context.toolList }));
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
      const html = context.views.contents.get(request.params.uri);
      if (html === undefined) {
        throw new McpError(ErrorCode.InvalidParams, `There is no resource ${request.params.uri}.`);
      }
      const entry = context.views.list.find((view) => view.uri === request.params.uri);
      return {
        contents: [
          {
            uri: request.params.uri,
            mimeType: APP_VIEW_MIME_TYPE,
            text: html,
            _meta: entry?._meta,
          },
        ],
      };
    });
  }
  await server.connect(transport);
  return session;
}
