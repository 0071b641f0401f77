import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerConsent } from '@plugboard/test-kit';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiTools } from '../ai.ts';
import { toExpress } from '../express.ts';
import { createPlugboard, type Plugboard } from '../index.ts';
import { createMcpEndpoint, type McpEndpoint } from '../mcp.ts';
import { connectMcpClient } from '../test/mcp-harness.ts';
import { ADA, TEST_USER_HEADER, userFromHeader } from '../test/test-users.ts';
import { setupEmulator } from '../test/use-emulator.ts';

const upstream = setupEmulator();
let host: Server;
let origin = '';
let plugboard: Plugboard<Request | IncomingMessage>;
let mcp: McpEndpoint;

/** The session user from the test header, whichever adapter hands in the request. */
const headerOf = (context: Request | IncomingMessage) =>
  context instanceof Request
    ? context.headers.get(TEST_USER_HEADER)
    : (context.headers[TEST_USER_HEADER] as string | undefined);

beforeAll(async () => {
  const app = express();
  host = createServer(app);
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  plugboard = createPlugboard<Request | IncomingMessage>({
    resolveUser: (context) => userFromHeader(headerOf(context)),
    upstream: {
      baseUrl: upstream.emulator.url,
      clientId: upstream.emulator.clientId,
      clientSecret: upstream.emulator.clientSecret,
      fetch: upstream.fetch,
    },
    app: { url: origin },
    tools: { connectors: ['crm'] },
    mcp: {},
    logger: () => {},
  });
  mcp = createMcpEndpoint(plugboard);
  app.use('/api/plugboard', toExpress(plugboard));
  app.use(toExpress(mcp));
});

afterAll(async () => {
  await mcp.close();
  await plugboard.close();
  host.closeAllConnections();
  await new Promise<void>((resolve) => host.close(() => resolve()));
});

describe('one instance mounted four ways', () => {
  it('serves Fetch, Express, MCP and the AI SDK tools with one upstream token between them', async () => {
    const headers = {
      origin,
      'x-plugboard': '1',
      'content-type': 'application/json',
      [TEST_USER_HEADER]: JSON.stringify(ADA),
    };
    // The Fetch handler: connect the CRM as the browser would.
    const send = async (path: string, body: unknown) => {
      const response = await plugboard.handler(
        new Request(`${origin}/api/plugboard${path}`, {
          method: 'POST',
          headers,
          body: JSON.stringify(body),
        }),
      );
      expect(response.status).toBe(200);
      return response.json();
    };
    const { link } = await send('/links', { connector: 'crm' });
    const redirect = await answerConsent(upstream.emulator, link);
    const { account } = await send('/verify', {
      auth_request_id: redirect.authRequestId,
      state: redirect.state,
    });

    // Express: the same accounts, and a personal token for the MCP client.
    const listed = await fetch(`${origin}/api/plugboard/accounts`, { headers });
    expect(listed.status).toBe(200);
    expect((await listed.json()).accounts.map((found: { id: string }) => found.id)).toEqual([
      account.id,
    ]);
    const created = await fetch(`${origin}/api/plugboard/mcp/tokens`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'one instance', client: 'other' }),
    });
    const { secret } = (await created.json()) as { secret: string };

    // MCP, through the Express mount, then the Fetch handler of the same endpoint.
    const mcpHttp = await fetch(`${origin}/.well-known/oauth-protected-resource/mcp`);
    expect((await mcpHttp.json()).resource).toBe(`${origin}/mcp`);
    const client = await connectMcpClient(
      { handle: mcp.handler, paths: mcp.paths, close: mcp.close },
      secret,
      { url: `${origin}/mcp` },
    );
    const called = await client.client.callTool({ name: 'crm_list_people', arguments: {} });
    expect(called.isError).toBeFalsy();
    await client.close();

    // The AI SDK tools, as the same user.
    const output = await (await aiTools(plugboard, { user: ADA })).crm_list_people?.execute?.(
      {},
      { toolCallId: 'call_1', messages: [] },
    );
    expect(output).toMatchObject({ status: 'ok', tool_name: 'crm_list_people' });

    expect(upstream.count('/oauth/token')).toBe(1);
  });
});
