import { createHash, randomBytes } from 'node:crypto';
import { type ListeningServer, listen } from '@plugboard/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMcpEndpoint } from '../../mcp.ts';
import { toNodeHandler } from '../../node.ts';
import { createTestBff } from '../../test/bff-harness.ts';
import { setupEmulator } from '../../test/use-emulator.ts';
import {
  type AccessTokenVerifier,
  createJwtAccessTokenVerifier,
} from './jwt-access-token-verifier.ts';

/**
 * The user chooses what an OAuth MCP client sees on the authorization server's consent: the
 * endpoint advertises a connector:<id> scope per connector, its 401 challenge asks clients for
 * `offline_access` only (as the SDK's client asks for the challenge's scope first), the emulator's
 * sign-in page offers the connectors unticked, and the verified token discovers unless the user
 * ticks some, which it then lists.
 */
const upstream = setupEmulator();
const REDIRECT = 'http://127.0.0.1:9/callback';
let host: ListeningServer;
let endpoint: string;
let scopesSupported: string[];
let resourceId: string;
let verify: AccessTokenVerifier;
let closeMcp: () => Promise<void>;

beforeAll(async () => {
  const mcpHolder: { handle?: ReturnType<typeof toNodeHandler> } = {};
  host = await listen((req, res) => mcpHolder.handle?.(req, res));
  endpoint = `${host.url}/mcp`;
  const registered = await upstream.emulator.control.oauth.registerMcpServer({
    server_url: endpoint,
  });
  resourceId = registered.resource_id;
  const bff = createTestBff(upstream, {
    tools: { connectors: ['crm', 'docsapp'] },
    mcp: { endpoint, authorizationServers: [registered.authorization_server] },
  });
  const mcp = createMcpEndpoint(bff.plugboard);
  mcpHolder.handle = toNodeHandler(mcp);
  closeMcp = () => mcp.close();
  const metadata = await (
    await fetch(`${host.url}/.well-known/oauth-protected-resource/mcp`)
  ).json();
  scopesSupported = metadata.scopes_supported;
  // Registering the server URL again updates its scopes: the ones the metadata advertises.
  await upstream.emulator.control.oauth.registerMcpServer({
    server_url: endpoint,
    scopes: scopesSupported.filter((scope) => scope !== 'offline_access'),
  });
  verify = createJwtAccessTokenVerifier({
    issuer: upstream.emulator.url,
    audience: endpoint,
    toSessionUser: (claims) => ({ identifier: claims.email ?? '', organizationId: claims.org_id }),
    now: () => upstream.emulator.control.now(),
  });
});

afterAll(async () => {
  await closeMcp();
  await host.close();
});

/** The scope the endpoint's 401 challenge names, which clients ask for first. */
async function challengedScope(): Promise<string> {
  const refused = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' }),
  });
  expect(refused.status).toBe(401);
  const challenge = refused.headers.get('www-authenticate') ?? '';
  return /scope="([^"]*)"/.exec(challenge)?.[1] ?? '';
}

/** The page's scope boxes, in order, and whether each is ticked as the page comes. */
function scopeBoxesOf(page: string): { scope: string; checked: boolean }[] {
  return [
    ...page.matchAll(/<input type="checkbox"[^>]* name="scope" value="([^"]+)"( checked)?>/g),
  ].map((match) => ({ scope: match[1] ?? '', checked: match[2] !== undefined }));
}

/**
 * Ada (seeded anew: each test starts on an emptied emulator) through the code flow for the
 * challenge's scope, answering the sign-in page's form as it comes with the boxes of `tick` ticked.
 */
async function tokenWith(tick: string[]) {
  await upstream.emulator.control.seed({
    data: {
      users: [
        { id: 'usr_ada', email: 'ada@example.com', memberships: [{ organization_id: 'org_1' }] },
      ],
    },
  });
  const client = (await (
    await fetch(`${upstream.emulator.url}/resources/${resourceId}/client_register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ redirect_uris: [REDIRECT] }),
    })
  ).json()) as { client_id: string };
  const verifier = randomBytes(32).toString('base64url');
  const authorize = new URL(`${upstream.emulator.url}/oauth/authorize`);
  authorize.search = new URLSearchParams({
    response_type: 'code',
    client_id: client.client_id,
    redirect_uri: REDIRECT,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    scope: await challengedScope(),
    resource: endpoint,
  }).toString();
  const signIn = (await fetch(authorize, { redirect: 'manual' })).headers.get('location') ?? '';
  const page = await (await fetch(signIn)).text();
  const form = new URLSearchParams({ account: 'usr_ada org_1' });
  for (const box of scopeBoxesOf(page)) {
    if (box.checked || tick.includes(box.scope)) form.append('scope', box.scope);
  }
  const answered = await fetch(signIn, { method: 'POST', body: form, redirect: 'manual' });
  const code = new URL(answered.headers.get('location') ?? '').searchParams.get('code') ?? '';
  const tokens = await fetch(`${upstream.emulator.url}/oauth/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: client.client_id,
      code,
      code_verifier: verifier,
      redirect_uri: REDIRECT,
      resource: endpoint,
    }),
  });
  const body = (await tokens.json()) as { access_token: string; scope: string };
  return { page, body, verified: await verify(body.access_token) };
}

describe('OAuth consent scopes', () => {
  it('advertises offline_access and a scope per connector, and challenges for offline_access only', async () => {
    expect(scopesSupported).toEqual(['offline_access', 'connector:crm', 'connector:docsapp']);
    expect(await challengedScope()).toBe('offline_access');
  });

  it('offers the connectors unticked, and discovers with a refresh token when Ada allows as is', async () => {
    const { page, body, verified } = await tokenWith([]);
    expect(scopeBoxesOf(page)).toEqual([
      { scope: 'connector:crm', checked: false },
      { scope: 'connector:docsapp', checked: false },
    ]);
    expect(body).toMatchObject({ scope: 'offline_access', refresh_token: expect.any(String) });
    expect(verified?.user.identifier).toBe('ada@example.com');
    expect(verified?.toolScope).toEqual({ mode: 'discover' });
  });

  it('lists the connector Ada ticks', async () => {
    const { body, verified } = await tokenWith(['connector:crm']);
    expect(body.scope).toBe('offline_access connector:crm');
    expect(verified?.toolScope).toEqual({ mode: 'listed', connectors: ['crm'] });
  });
});
