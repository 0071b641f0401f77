import { UnauthorizedError } from '@modelcontextprotocol/sdk/client/auth.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { expect, test } from 'vitest';
import { SignInProvider } from '../packages/test-kit/src/mcp-oauth-client.ts';
import { setupExampleSession } from './support/example-session.ts';

/**
 * An MCP client that only speaks OAuth (the SDK's own, with its auth provider) against the example
 * app's /mcp: 401 → resource metadata → the embedded emulator's authorization server metadata →
 * registration → Ada signs in on the emulator's page in Chromium → token → tools/list → a call
 * that reads her CRM account; a token for another audience, or an expired one, is refused.
 */
const session = setupExampleSession();
/**
 * The transport's fetch, retrying once a request whose pooled socket the app had already closed.
 * `listTools` compiles a validator for each of the example's ~90 output schemas (about 4 s of CPU
 * on this machine, blocking the event loop); when that outlasts the app's 5 s keep-alive, the
 * app closes the idle socket meanwhile, and undici, whose own idle timer could not run, writes the
 * next request onto it and gets "other side closed". The app never saw that request.
 */
const staleSocketRetryingFetch: typeof fetch = async (input, init) => {
  try {
    return await fetch(input, init);
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    if (cause?.code !== 'UND_ERR_SOCKET' || cause.message !== 'other side closed') throw error;
    return fetch(input, init);
  }
};
const CONTROL = `Basic ${Buffer.from('plugboard-dev-client:plugboard-dev-secret').toString('base64')}`;

async function control(path: string, body: unknown): Promise<unknown> {
  const res = await fetch(`${session.app.emulator.url}/_emulator${path}`, {
    method: 'POST',
    headers: { authorization: CONTROL, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

function mcpStatus(token: string): Promise<number> {
  return fetch(`${session.app.origin}/mcp`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
    },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: {
        protocolVersion: '2025-11-25',
        capabilities: {},
        clientInfo: { name: 'status-probe', version: '1.0.0' },
      },
    }),
  }).then((res) => res.status);
}

test('the SDK client signs Ada in through the emulator in Chromium and reads her CRM account', async () => {
  const { app, browser } = session;
  await control('/seed', {
    data: {
      connected_accounts: [
        { connector: 'crm', identifier: 'ada@acme.test', organization_id: 'org_acme' },
      ],
    },
  });
  const signInPage = await browser.context.newPage();
  const provider = new SignInProvider(async (authorizationUrl) => {
    const callback = signInPage.waitForRequest((request) =>
      request.url().startsWith(provider.redirectUrl),
    );
    await signInPage.goto(authorizationUrl.href);
    await signInPage.getByRole('button', { name: /Ada Lovelace · Acme/ }).click();
    return new URL((await callback).url());
  });
  const endpoint = new URL(`${app.origin}/mcp`);

  const first = new StreamableHTTPClientTransport(endpoint, {
    authProvider: provider,
    fetch: staleSocketRetryingFetch,
  });
  await expect(
    new Client({ name: 'oauth-only', version: '1.0.0' }).connect(first),
  ).rejects.toBeInstanceOf(UnauthorizedError);
  expect(provider.client?.client_id).toMatch(/^m2m_/);
  await first.finishAuth(provider.callback?.searchParams.get('code') ?? '');

  const client = new Client({ name: 'oauth-only', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(endpoint, {
      authProvider: provider,
      fetch: staleSocketRetryingFetch,
    }),
  );
  const started = performance.now();
  const { tools } = await client.listTools();
  console.info(
    `tools/list through the SDK client: ${(performance.now() - started).toFixed(0)} ms for ${tools.length} tools`,
  );
  // Ada allowed the consent as offered: the client asked for the 401 challenge's offline_access
  // only, was granted no connector: scope, and its token discovers; run_tool reaches the CRM.
  expect(provider.saved?.scope).toBe('offline_access');
  expect(tools.map((tool) => tool.name)).toEqual(['search_tools', 'describe_tool', 'run_tool']);
  const result = await client.callTool({
    name: 'run_tool',
    arguments: { tool: 'crm_list_people', arguments: {} },
  });
  expect(result.isError).not.toBe(true);
  expect(result.structuredContent).toBeDefined();
  await client.close();
  await signInPage.close();

  const accessToken = provider.saved?.access_token ?? '';
  expect(await mcpStatus(accessToken)).toBe(200);

  // A token of the same authorization server for another MCP server is refused.
  const other = (await control('/oauth/mcp_servers', {
    server_url: 'http://127.0.0.1:9/other-mcp',
  })) as { resource_id: string };
  const otherProvider = new SignInProvider(async (authorizationUrl) => {
    const answer = (await control('/oauth/sign_in', {
      link: authorizationUrl.href,
      answer: { user: 'usr_ada' },
    })) as { location: string };
    return new URL(answer.location);
  });
  const { auth } = await import('@modelcontextprotocol/sdk/client/auth.js');
  const otherServer = 'http://127.0.0.1:9/other-mcp';
  await auth(otherProvider, {
    serverUrl: otherServer,
    resourceMetadataUrl: undefined,
    fetchFn: async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('/.well-known/oauth-protected-resource')) {
        return Response.json({
          resource: otherServer,
          authorization_servers: [`${app.emulator.url}/resources/${other.resource_id}`],
        });
      }
      return fetch(input, init);
    },
  }).catch(() => undefined);
  await auth(otherProvider, {
    serverUrl: otherServer,
    authorizationCode: otherProvider.callback?.searchParams.get('code') ?? '',
    fetchFn: async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('/.well-known/oauth-protected-resource')) {
        return Response.json({
          resource: otherServer,
          authorization_servers: [`${app.emulator.url}/resources/${other.resource_id}`],
        });
      }
      return fetch(input, init);
    },
  });
  expect(otherProvider.saved?.access_token).toEqual(expect.any(String));
  expect(await mcpStatus(otherProvider.saved?.access_token ?? '')).toBe(401);

  // Past its expiry on the emulator clock, Ada's token is refused too.
  await control('/clock', { advance_seconds: 3600 + 60 });
  expect(await mcpStatus(accessToken)).toBe(401);
});
