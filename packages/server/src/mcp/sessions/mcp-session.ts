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
import type { McpEndpointContext } from '../mcp-endpoint-context.ts';
import type { CallerTools } from '../scope/caller-tools.ts';
import { callScopedTool } from '../scope/scoped-call.ts';
import type { CallSession } from '../tools/call-tool.ts';
import { UnprefixedErrorTransport } from './unprefixed-error-transport.ts';

const SERVER_VERSION = '0.1.0';

/** One MCP session: one client, one signed-in user, its own server and transport. */
export interface McpSession extends CallSession {
  /** The user's canonical subject: every request of the session must come from it. */
  subject: string;
  /** What the caller sees and may run, as of the session's latest request. */
  tools: CallerTools;
  /**
   * Takes the caller's view as its latest request resolved it (the owner changed the token's
   * scope meanwhile, say); when the list differs, tells the client (`list_changed`).
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
      instructions:
        "These tools act on the signed-in user's connected accounts. When a tool needs an account that is not connected, the user is asked to connect it; writes and deletes ask the user first. When the list offers search_tools, it finds the tool for a task among all of them; describe_tool gives its arguments and run_tool runs it.",
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
    tools,
    async rescope(next) {
      const changed = next.key !== session.tools.key;
      session.tools = next;
      // Without the client's notification stream open the SDK drops it; the next list is right.
      if (changed) await server.sendToolListChanged().catch(() => {});
    },
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
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: session.tools.list }));
  server.setRequestHandler(CallToolRequestSchema, (request, extra) =>
    callScopedTool(
      context,
      session,
      request.params.name,
      request.params.arguments,
      extra.requestId,
      extra.signal,
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
