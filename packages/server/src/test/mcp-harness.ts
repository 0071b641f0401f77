import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {
  ElicitationCompleteNotificationSchema,
  type ElicitRequest,
  ElicitRequestSchema,
  type ElicitResult,
} from '@modelcontextprotocol/sdk/types.js';
import type { PlugboardMcpHandler } from '../mcp/mcp-endpoint-core.ts';
import { APP } from './bff-harness.ts';

export const MCP_ENDPOINT = `${APP}/mcp`;

export interface McpTestClient {
  client: Client;
  /** Every elicitation request the server sent. */
  elicitations: ElicitRequest['params'][];
  /** Resolves with the id of the next elicitation-complete notification. */
  nextCompletion(): Promise<string>;
  close(): Promise<void>;
}

/**
 * The SDK's own client on the SDK's own Streamable HTTP transport, its fetch going straight into
 * the endpoint's Fetch API handler (no socket). `elicitation` is what it declares; `answer`
 * answers form elicitations.
 */
export async function connectMcpClient(
  mcp: PlugboardMcpHandler,
  token: string,
  {
    elicitation,
    answer = () => ({ action: 'accept' }),
    name = 'test-client',
  }: {
    elicitation?: { form?: Record<string, unknown>; url?: Record<string, unknown> };
    answer?: (request: ElicitRequest['params']) => ElicitResult;
    name?: string;
  } = {},
): Promise<McpTestClient> {
  const client = new Client(
    { name, version: '1.2.3' },
    { capabilities: elicitation === undefined ? {} : { elicitation } },
  );
  const elicitations: ElicitRequest['params'][] = [];
  const completions: string[] = [];
  const waiting: ((id: string) => void)[] = [];
  if (elicitation !== undefined) {
    client.setRequestHandler(ElicitRequestSchema, (request) => {
      elicitations.push(request.params);
      return answer(request.params);
    });
  }
  client.setNotificationHandler(ElicitationCompleteNotificationSchema, (notification) => {
    const next = waiting.shift();
    if (next) next(notification.params.elicitationId);
    else completions.push(notification.params.elicitationId);
  });
  const transport = new StreamableHTTPClientTransport(new URL(MCP_ENDPOINT), {
    requestInit: { headers: { authorization: `Bearer ${token}` } },
    fetch: (url, init) => mcp.handle(new Request(url, init)),
  });
  await client.connect(transport);
  return {
    client,
    elicitations,
    nextCompletion: () => {
      const done = completions.shift();
      return done !== undefined
        ? Promise.resolve(done)
        : new Promise((resolve) => waiting.push(resolve));
    },
    close: () => client.close(),
  };
}
