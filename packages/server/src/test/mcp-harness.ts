import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {
  ElicitationCompleteNotificationSchema,
  type ElicitRequest,
  ElicitRequestSchema,
  type ElicitResult,
} from '@modelcontextprotocol/sdk/types.js';
import type { McpToolScope } from '@plugboard/schema';
import { type SessionUser, sessionSubject } from '../common/session-user.ts';
import type { PlugboardMcpHandler } from '../mcp/mcp-endpoint-core.ts';
import { hashSecret, newSecret, newTokenId } from '../mcp/tokens/token-secret.ts';
import type { McpTokenStore, StoredMcpToken } from '../stores/mcp-token-store.ts';
import { APP } from './bff-harness.ts';
import { ADA } from './test-users.ts';

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
    url = MCP_ENDPOINT,
  }: {
    elicitation?: { form?: Record<string, unknown>; url?: Record<string, unknown> };
    answer?: (request: ElicitRequest['params']) => ElicitResult;
    name?: string;
    /** The endpoint URL the client is configured with (a `?connectors=` on it, say). */
    url?: string;
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
  const transport = new StreamableHTTPClientTransport(new URL(url), {
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

/** A personal token written into a store directly, and a way to change its scope there. */
export interface StoredTestToken {
  token: StoredMcpToken;
  secret: string;
  /** Writes the token again with `toolScope`, as its owner changing the scope would. */
  rescope(toolScope: McpToolScope | undefined): Promise<void>;
}

/**
 * A live personal token of `user` with `toolScope` (absent: a token made before scopes, which
 * discovers), put straight into `store` the way the token API stores one.
 */
export async function storeToken(
  store: McpTokenStore,
  toolScope: McpToolScope | undefined,
  user: SessionUser = ADA,
): Promise<StoredTestToken> {
  const secret = newSecret();
  const createdAt = Date.now();
  const token: StoredMcpToken = {
    id: newTokenId(),
    subject: sessionSubject(user),
    user,
    name: 'test',
    client: 'other',
    ...(toolScope !== undefined && { toolScope }),
    hint: secret.slice(-4),
    secretHash: await hashSecret(secret),
    createdAt,
    expiresAt: createdAt + 86_400_000,
    lastUsedAt: null,
  };
  await store.create(token);
  return {
    token,
    secret,
    rescope: async (next) => {
      const { toolScope: _, ...rest } = token;
      await store.create(next === undefined ? rest : { ...rest, toolScope: next });
    },
  };
}
