import type { McpClientKind } from '@plugboard/schema';

export interface ClientConfig {
  /** What the text is: a shell command or a JSON file's content. */
  format: 'shell' | 'json';
  text: string;
}

/** A name for a config file or command: the server's name where the client lists its servers. */
function serverKey(name: string): string {
  return name.trim().replace(/[^A-Za-z0-9_-]+/g, '-') || 'plugboard';
}

/** A shell word in single quotes, which the shell passes on as it is. */
function shellQuote(word: string): string {
  return `'${word.replace(/'/g, `'\\''`)}'`;
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

/**
 * The configuration that connects one MCP client to the endpoint with a bearer token, in the form
 * each client's documentation gives for a remote (Streamable HTTP) server with a header:
 * - Claude Code: `claude mcp add --transport http <name> <url> --header "Authorization: Bearer …"`;
 * - Cursor: `.cursor/mcp.json`, `mcpServers.<name>` with `url` and `headers`;
 * - VS Code: `.vscode/mcp.json`, `servers.<name>` with `type: "http"`, `url` and `headers`;
 * - any other: the URL and the header, as JSON.
 */
export function clientConfig(
  client: McpClientKind,
  endpoint: string,
  token: string,
  name = 'plugboard',
): ClientConfig {
  const key = serverKey(name);
  const headers = { Authorization: `Bearer ${token}` };
  switch (client) {
    case 'claude-code':
      return {
        format: 'shell',
        text: `claude mcp add --transport http ${key} ${shellQuote(endpoint)} \\\n  --header ${shellQuote(`Authorization: Bearer ${token}`)}`,
      };
    case 'cursor':
      return { format: 'json', text: json({ mcpServers: { [key]: { url: endpoint, headers } } }) };
    case 'vscode':
      return {
        format: 'json',
        text: json({ servers: { [key]: { type: 'http', url: endpoint, headers } } }),
      };
    default:
      return { format: 'json', text: json({ url: endpoint, headers }) };
  }
}
