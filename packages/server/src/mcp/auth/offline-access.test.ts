import { auth, extractWWWAuthenticateParams } from '@modelcontextprotocol/sdk/client/auth.js';
import {
  initializeRequest,
  type ListeningServer,
  listen,
  MCP_POST_HEADERS,
  SignInProvider,
} from '@plugboard/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMcpEndpoint } from '../../mcp.ts';
import { toNodeHandler } from '../../node.ts';
import { createTestBff } from '../../test/bff-harness.ts';
import { ADA } from '../../test/test-users.ts';
import { setupEmulator } from '../../test/use-emulator.ts';
import {
  type AccessTokenVerifier,
  createJwtAccessTokenVerifier,
} from './jwt-access-token-verifier.ts';

/**
 * The SDK's client asks for the scope the endpoint's 401 challenge names (before the metadata's
 * `scopes_supported`), and only for it: the challenge must name offline_access, or the client gets
 * no refresh token and its user signs in again each time the access token expires; and it must
 * name no connector, so a user who accepts the consent as offered gets a discovering token.
 */
const upstream = setupEmulator();
let host: ListeningServer;
let endpoint: string;
let verify: AccessTokenVerifier;
let closeMcp: () => Promise<void>;

beforeAll(async () => {
  const mcpHolder: { handle?: ReturnType<typeof toNodeHandler> } = {};
  host = await listen((req, res) => mcpHolder.handle?.(req, res));
  endpoint = `${host.url}/mcp`;
  const registered = await upstream.emulator.control.oauth.registerMcpServer({
    server_url: endpoint,
  });
  verify = createJwtAccessTokenVerifier({
    issuer: upstream.emulator.url,
    audience: endpoint,
    toSessionUser: (claims) => ({ identifier: claims.email ?? '', organizationId: claims.org_id }),
    now: () => upstream.emulator.control.now(),
  });
  const bff = createTestBff(upstream, {
    mcp: {
      endpoint,
      authorizationServers: [registered.authorization_server],
      verifyAccessToken: (token) => verify(token),
    },
  });
  const mcp = createMcpEndpoint(bff.plugboard);
  mcpHolder.handle = toNodeHandler(mcp);
  closeMcp = () => mcp.close();
  // The authorization server refuses scopes it does not know: register the metadata's with it.
  const metadata = await (
    await fetch(`${host.url}/.well-known/oauth-protected-resource/mcp`)
  ).json();
  await upstream.emulator.control.oauth.registerMcpServer({
    server_url: endpoint,
    scopes: metadata.scopes_supported.filter((scope: string) => scope !== 'offline_access'),
  });
});

afterAll(async () => {
  await closeMcp();
  await host.close();
});

/** The SDK's sign-in as its transport does it on a 401: with the challenge's scope and metadata. */
async function signInWith(answer: { scopes?: string[] }) {
  await upstream.emulator.control.seed({
    data: {
      users: [
        { id: 'usr_ada', email: ADA.identifier, memberships: [{ organization_id: 'org_1' }] },
      ],
    },
  });
  const refused = await fetch(endpoint, {
    method: 'POST',
    headers: MCP_POST_HEADERS,
    body: JSON.stringify(initializeRequest('offline-access')),
  });
  expect(refused.status).toBe(401);
  const { scope, resourceMetadataUrl } = extractWWWAuthenticateParams(refused);
  const requested: string[] = [];
  const provider = new SignInProvider((url) => {
    requested.push(url.searchParams.get('scope') ?? '');
    return upstream.emulator.control.oauth.signIn(url.href, { user: ADA.identifier, ...answer });
  });
  const options = { serverUrl: endpoint, scope, resourceMetadataUrl };
  expect(await auth(provider, options)).toBe('REDIRECT');
  const code = provider.callback?.searchParams.get('code') ?? '';
  expect(await auth(provider, { ...options, authorizationCode: code })).toBe('AUTHORIZED');
  return { provider, requested, options };
}

describe('the 401 challenge and the SDK client OAuth flow', () => {
  it('asks for offline_access only, so the flow yields a discovering token and a refresh token that works', async () => {
    const { provider, requested, options } = await signInWith({});
    expect(requested).toEqual(['offline_access']);
    expect(provider.saved?.scope).toBe('offline_access');
    expect((await verify(provider.saved?.access_token ?? ''))?.toolScope).toEqual({
      mode: 'discover',
    });
    const refreshToken = provider.saved?.refresh_token;
    expect(refreshToken).toEqual(expect.any(String));

    // An hour later, the refresh token gets a new access token without the user.
    expect(await auth(provider, options)).toBe('AUTHORIZED');
    expect(provider.saved?.refresh_token).not.toBe(refreshToken);
    const opened = await fetch(endpoint, {
      method: 'POST',
      headers: { ...MCP_POST_HEADERS, authorization: `Bearer ${provider.saved?.access_token}` },
      body: JSON.stringify(initializeRequest('offline-access')),
    });
    expect(opened.status).toBe(200);
    await opened.text();
  });

  it('lists a connector the user adds on the consent page, and keeps it on refresh', async () => {
    const { provider, options } = await signInWith({ scopes: ['connector:crm'] });
    expect(provider.saved?.scope).toBe('offline_access connector:crm');
    expect(await auth(provider, options)).toBe('AUTHORIZED');
    expect((await verify(provider.saved?.access_token ?? ''))?.toolScope).toEqual({
      mode: 'listed',
      connectors: ['crm'],
    });
  });
});
