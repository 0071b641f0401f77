import { z } from 'zod';
import { ApiError } from '../errors.ts';
import { newId } from '../random-token.ts';

/**
 * What registering an MCP server takes, as the service's dashboard asks for it
 * (docs/internals/upstream-api.md §"MCP authorization"): an optional server URL, which becomes the token
 * audience beside the generated resource id, its scopes, and the access-token lifetime.
 */
export const mcpServerRegistrationSchema = z.strictObject({
  server_url: z
    .url({ protocol: /^https?$/ })
    .refine((url) => !url.includes('#'), 'must not carry a fragment (RFC 8707 §2)')
    .optional(),
  scopes: z
    .array(
      z.string().regex(/^[\x21\x23-\x5B\x5D-\x7E]+$/, 'must be one scope token (RFC 6749 §3.3)'),
    )
    .max(50)
    .default([]),
  /** The service recommends 300 to 3600 seconds. */
  access_token_ttl_seconds: z.number().int().min(60).max(86_400).default(3600),
});
export type McpServerRegistration = z.input<typeof mcpServerRegistrationSchema>;

export interface McpServer {
  /** `res_…`, the service's own identifier; always one of the token's audiences. */
  resourceId: string;
  serverUrl: string | undefined;
  scopes: string[];
  accessTokenTtlSeconds: number;
}

/** The MCP servers the environment protects, each a resource the authorization server issues tokens for. */
export interface McpServerRegistry {
  /**
   * A new MCP server; registering a server URL again updates that server's scopes and lifetime
   * and keeps its resource id, so an app may register itself on every start.
   */
  register(input: McpServerRegistration): McpServer;
  /** The server registered as `resourceId`, or 404. */
  get(resourceId: string): McpServer;
  /** The server a `resource` parameter (RFC 8707) names: its server URL or its resource id. */
  byResource(resource: string): McpServer | undefined;
  list(): McpServer[];
}

export function createMcpServerRegistry(): McpServerRegistry {
  const servers = new Map<string, McpServer>();
  const registry: McpServerRegistry = {
    register(input) {
      const parsed = mcpServerRegistrationSchema.parse(input);
      const existing =
        parsed.server_url === undefined ? undefined : registry.byResource(parsed.server_url);
      const server: McpServer = {
        resourceId: existing?.resourceId ?? newId('res_'),
        serverUrl: parsed.server_url,
        scopes: parsed.scopes,
        accessTokenTtlSeconds: parsed.access_token_ttl_seconds,
      };
      servers.set(server.resourceId, server);
      return server;
    },
    get(resourceId) {
      const server = servers.get(resourceId);
      if (server === undefined) {
        throw new ApiError(
          'NOT_FOUND',
          `No MCP server is registered as "${resourceId}": register it with POST /_emulator/oauth/mcp_servers.`,
        );
      }
      return server;
    },
    byResource(resource) {
      // RFC 8707 indicators compare as strings; a trailing slash is the one difference clients add.
      const wanted = resource.replace(/\/$/, '');
      for (const server of servers.values()) {
        if (server.resourceId === resource) return server;
        if (server.serverUrl !== undefined && server.serverUrl.replace(/\/$/, '') === wanted) {
          return server;
        }
      }
      return undefined;
    },
    list: () => [...servers.values()],
  };
  return registry;
}

/** The token's `aud`: the server URL when registered, and always the resource id. */
export function audiencesOf(server: McpServer): string[] {
  return server.serverUrl === undefined
    ? [server.resourceId]
    : [server.serverUrl, server.resourceId];
}
