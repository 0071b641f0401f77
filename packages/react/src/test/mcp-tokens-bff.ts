import {
  createMcpTokenRequestSchema,
  createMcpTokenResponseSchema,
  type McpToken,
  mcpTokensResponseSchema,
  updateMcpTokenRequestSchema,
} from '@plugboard/schema';
import { type RunningServer, serveFetchHandler } from '@plugboard/test-kit';

/**
 * A stand-in BFF on a free loopback port for the personal MCP token routes, answering
 * schema-valid bodies: GET, POST, PATCH and DELETE /mcp/tokens. A PATCH or DELETE of an id in
 * `refuse` answers 403, for a change the BFF turns down. The same hooks on the real BFF are in
 * use-mcp-tokens.bff.test.tsx.
 */
export interface McpTokensBff extends RunningServer {
  readonly baseUrl: string;
  /** Every request's method and path, in order. */
  readonly requests: string[];
  readonly tokens: McpToken[];
  readonly refuse: Set<string>;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export async function serveMcpTokensBff(): Promise<McpTokensBff> {
  const tokens: McpToken[] = [];
  const requests: string[] = [];
  const refuse = new Set<string>();
  let next = 0;
  const server = await serveFetchHandler(async (request) => {
    const url = new URL(request.url);
    requests.push(`${request.method} ${url.pathname}`);
    if (url.pathname === '/api/plugboard/mcp/tokens' && request.method === 'GET') {
      return json(mcpTokensResponseSchema.parse({ endpoint: `${url.origin}/mcp`, tokens }));
    }
    if (url.pathname === '/api/plugboard/mcp/tokens' && request.method === 'POST') {
      const parsed = createMcpTokenRequestSchema.safeParse(await request.json());
      if (!parsed.success) {
        const message = parsed.error.issues.map((issue) => issue.message).join('; ');
        return json({ error: { code: 'VALIDATION_FAILED', message, status: 400 } }, 400);
      }
      const body = parsed.data;
      next += 1;
      const secret = `pbm_${String(next).padStart(40, '0')}`;
      const now = new Date(Date.UTC(2026, 10, 27, 9, next));
      const token: McpToken = {
        id: `mcpt_${String(next).padStart(16, '0')}`,
        name: body.name,
        client: body.client,
        tool_scope: body.tool_scope,
        hint: secret.slice(-4),
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + body.expires_in_days * 86_400_000).toISOString(),
        last_used_at: null,
      };
      tokens.unshift(token);
      return json(createMcpTokenResponseSchema.parse({ token, secret }), 201);
    }
    const id = /^\/api\/plugboard\/mcp\/tokens\/([^/]+)$/.exec(url.pathname)?.[1];
    if (id && request.method === 'PATCH') {
      if (refuse.has(id)) {
        return json({ error: { code: 'FORBIDDEN', message: 'Not now.', status: 403 } }, 403);
      }
      const parsed = updateMcpTokenRequestSchema.safeParse(await request.json());
      const index = tokens.findIndex((token) => token.id === id);
      const token = tokens[index];
      if (!parsed.success || token === undefined) {
        return json({ error: { code: 'NOT_FOUND', message: 'No such token.', status: 404 } }, 404);
      }
      tokens[index] = { ...token, tool_scope: parsed.data.tool_scope };
      return json({ token: tokens[index] });
    }
    if (id && request.method === 'DELETE') {
      if (refuse.has(id)) {
        return json({ error: { code: 'FORBIDDEN', message: 'Not now.', status: 403 } }, 403);
      }
      const index = tokens.findIndex((token) => token.id === id);
      if (index < 0) {
        return json({ error: { code: 'NOT_FOUND', message: 'No such token.', status: 404 } }, 404);
      }
      tokens.splice(index, 1);
      return new Response(null, { status: 204 });
    }
    return json({ error: { code: 'NOT_FOUND', message: 'No such route.', status: 404 } }, 404);
  });
  return { ...server, baseUrl: `${server.url}/api/plugboard`, requests, tokens, refuse };
}
