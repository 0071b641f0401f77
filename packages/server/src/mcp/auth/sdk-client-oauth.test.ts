import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { UnauthorizedError } from '@modelcontextprotocol/sdk/client/auth.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { createEmulator, type Emulator } from '@plugboard/emulator';
import { SignInProvider } from '@plugboard/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccessTokenVerifier,
  createJwtAccessTokenVerifier,
} from './jwt-access-token-verifier.ts';

/**
 * The MCP SDK's own client, with its OAuth support, against an MCP server whose tokens the
 * emulator issues and `createJwtAccessTokenVerifier` checks: the discovery paths, the scope the
 * 401 challenge names, registration, the resource indicator and the token exchange as the SDK
 * does them.
 */
let emulator: Emulator;
let server: Server;
let endpoint: string;

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return chunks.length === 0 ? undefined : JSON.parse(Buffer.concat(chunks).toString());
}

beforeAll(async () => {
  emulator = await createEmulator({ memory: true });
  await emulator.control.seed({
    data: {
      organizations: [{ id: 'org_acme', display_name: 'Acme' }],
      users: [
        { id: 'usr_ada', email: 'ada@acme.test', memberships: [{ organization_id: 'org_acme' }] },
      ],
    },
  });
  let authorizationServer = '';
  let verify: AccessTokenVerifier = async () => null;
  const metadataPath = '/.well-known/oauth-protected-resource/mcp';
  server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    if (req.url === metadataPath) {
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          resource: endpoint,
          authorization_servers: [authorizationServer],
          scopes_supported: ['tools', 'offline_access'],
        }),
      );
      return;
    }
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const user = token === undefined ? null : ((await verify(token))?.user ?? null);
    if (user === null) {
      res.statusCode = 401;
      res.setHeader(
        'WWW-Authenticate',
        `Bearer resource_metadata="${new URL(metadataPath, endpoint).href}", scope="offline_access"`,
      );
      res.end();
      return;
    }
    const mcp = new McpServer({ name: 'test', version: '1.0.0' });
    mcp.registerTool('whoami', { description: 'The signed-in user' }, async () => ({
      content: [{ type: 'text', text: JSON.stringify(user) }],
    }));
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    await mcp.connect(transport);
    await transport.handleRequest(req, res, await readBody(req));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`;
  const registered = await emulator.control.oauth.registerMcpServer({
    server_url: endpoint,
    scopes: ['tools'],
  });
  authorizationServer = registered.authorization_server;
  verify = createJwtAccessTokenVerifier({
    issuer: emulator.url,
    audience: endpoint,
    toSessionUser: (claims) => ({ identifier: claims.email ?? '', organizationId: claims.org_id }),
  });
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await emulator.close();
});

describe("the MCP SDK's OAuth client against the emulator's authorization server", () => {
  it('goes 401 → metadata → registration → sign-in → token → tools/call as Ada', async () => {
    const requested: (string | null)[] = [];
    const provider = new SignInProvider((url) => {
      requested.push(url.searchParams.get('scope'));
      return emulator.control.oauth.signIn(url.href, { user: 'ada@acme.test' });
    });
    const first = new StreamableHTTPClientTransport(new URL(endpoint), { authProvider: provider });
    const client = new Client({ name: 'sdk-test', version: '1.0.0' });
    await expect(client.connect(first)).rejects.toBeInstanceOf(UnauthorizedError);
    expect(provider.client?.client_id).toMatch(/^m2m_/);
    const code = provider.callback?.searchParams.get('code');
    expect(code).toEqual(expect.any(String));

    // The challenge's scope goes before the metadata's scopes_supported (MCP's scope selection).
    expect(requested).toEqual(['offline_access']);

    await first.finishAuth(code ?? '');
    expect(provider.saved).toMatchObject({
      scope: 'offline_access',
      refresh_token: expect.any(String),
    });
    const transport = new StreamableHTTPClientTransport(new URL(endpoint), {
      authProvider: provider,
    });
    const connected = new Client({ name: 'sdk-test', version: '1.0.0' });
    await connected.connect(transport);
    const tools = await connected.listTools();
    expect(tools.tools.map((tool) => tool.name)).toEqual(['whoami']);
    const result = await connected.callTool({ name: 'whoami', arguments: {} });
    expect(JSON.parse((result.content as { text: string }[])[0]?.text ?? '')).toEqual({
      identifier: 'ada@acme.test',
      organizationId: 'org_acme',
    });
    await connected.close();
  });
});
