/** Where the emulator serves each configuration's MCP server, as the service's published URLs do. */
export const MCP_SERVER_PATH = '/mcp/v3/servers';

/** Where a virtual MCP server's authorization links come back after consent. */
export const MCP_CONNECTED_PATH = '/mcp/v3/connected';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The static URL of the MCP server of the configuration with `serverId`. */
export function mcpServerUrl(baseUrl: string, serverId: string): string {
  return `${baseUrl}${MCP_SERVER_PATH}/${serverId}`;
}

/**
 * The server id a URL names: its last path segment, when that is a UUID (the published
 * `filter.mcp_server_url` rule); undefined otherwise.
 */
export function serverIdFromUrl(url: string): string | undefined {
  const last = url.split(/[?#]/)[0]?.replace(/\/+$/, '').split('/').at(-1) ?? '';
  return UUID.test(last) ? last.toLowerCase() : undefined;
}
