import { type AuthInfo, createMcpHandler, isLegacyRequest } from '@modelcontextprotocol/server';
import type { SessionUser } from '../../common/session-user.ts';
import type { McpEndpointContext } from '../mcp-endpoint-context.ts';
import type { CallerTools } from '../scope/caller-tools.ts';
import { createStatelessServer } from './stateless-server.ts';

/** The 2026-07-28 leg of the endpoint, beside the 2025-11-25 sessions at the same URL. */
export interface StatelessEndpoint {
  /**
   * Whether a request is 2026-07-28's: it carries the per-request `_meta` envelope, or the
   * `MCP-Protocol-Version` header names a modern revision. Everything else (an initialize, a
   * session's request, GET and DELETE of a session) is 2025-11-25's.
   */
  claims(request: Request): Promise<boolean>;
  /** Answers a request `claims` took, for an authenticated user who sees `tools`. */
  handle(request: Request, user: SessionUser, tools: CallerTools): Promise<Response>;
  close(): Promise<void>;
}

/**
 * The SDK v2 serving entry (`createMcpHandler` of `@modelcontextprotocol/server`) with the
 * 2025 leg refused (`legacy: 'reject'`): our sessionful 2025-11-25 wiring keeps serving those
 * requests, and the SDK's classification (`isLegacyRequest`, the entry's own code) routes between
 * the two, so the two can never disagree about a request. The entry owns the 2026-07-28 wire:
 * `server/discover`, the `_meta` envelope checks (-32602), `UnsupportedProtocolVersion` (-32022),
 * the `MCP-Protocol-Version`/`Mcp-Method`/`Mcp-Name` header checks (400 with `HeaderMismatch`
 * -32020), `resultType` and the cache fields. Each request gets a fresh server for its caller;
 * nothing outlives the request, so any replica answers any request.
 */
export function createStatelessEndpoint(context: McpEndpointContext): StatelessEndpoint {
  const maxRequestBodySize = context.settings.maxBodyBytes;
  const handler = createMcpHandler(
    ({ authInfo }) => {
      const { user, tools } = callerOf(authInfo);
      return createStatelessServer(context, user, tools);
    },
    { legacy: 'reject', maxRequestBodySize },
  );
  return {
    async claims(request) {
      return !(await isLegacyRequest(request, undefined, { maxRequestBodySize }));
    },
    handle(request, user, tools) {
      // The entry passes authInfo through to the factory untouched; the token stays out of it.
      const authInfo: AuthInfo = { token: '', clientId: '', scopes: [], extra: { user, tools } };
      return handler.fetch(request, { authInfo });
    },
    close: () => handler.close(),
  };
}

/** What handle() gave the entry for this request. */
function callerOf(authInfo: AuthInfo | undefined): { user: SessionUser; tools: CallerTools } {
  const { user, tools } = (authInfo?.extra ?? {}) as { user?: SessionUser; tools?: CallerTools };
  // Only our handle() reaches the entry, always with both.
  if (user === undefined || tools === undefined) {
    throw new TypeError('A 2026-07-28 request reached the SDK without its caller.');
  }
  return { user, tools };
}
