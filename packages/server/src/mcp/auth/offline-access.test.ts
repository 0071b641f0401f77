import { auth } from '@modelcontextprotocol/sdk/client/auth.js';
import {
  initializeRequest,
  type ListeningServer,
  listen,
  MCP_POST_HEADERS,
  SignInProvider,
} from '@plugboard/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlugboardMcpNodeHandler } from '../../mcp.ts';
import { createTestBff } from '../../test/bff-harness.ts';
import { ADA } from '../../test/test-users.ts';
import { setupEmulator } from '../../test/use-emulator.ts';
import { createJwtAccessTokenVerifier } from './jwt-access-token-verifier.ts';

/**
 * The SDK's client asks for the scopes the protected resource metadata advertises, and only for
 * them: the endpoint's metadata must name offline_access, or the client gets no refresh token and
 * its user signs in again each time the access token expires.
 */
const upstream = setupEmulator();
let host: ListeningServer;
let endpoint: string;
let closeMcp: () => Promise<void>;

beforeAll(async () => {
  const mcpHolder: { handle?: ReturnType<typeof createPlugboardMcpNodeHandler> } = {};
  host = await listen((req, res) => mcpHolder.handle?.(req, res));
  endpoint = `${host.url}/mcp`;
  const registered = await upstream.emulator.control.oauth.registerMcpServer({
    server_url: endpoint,
  });
  const bff = createTestBff(upstream);
  const mcp = createPlugboardMcpNodeHandler({
    handler: bff.handler,
    endpoint,
    authorizationServers: [registered.authorization_server],
    verifyAccessToken: createJwtAccessTokenVerifier({
      issuer: upstream.emulator.url,
      audience: endpoint,
      toSessionUser: (claims) => ({
        identifier: claims.email ?? '',
        organizationId: claims.org_id,
      }),
    }),
  });
  mcpHolder.handle = mcp;
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

describe('the protected resource metadata and the SDK client OAuth flow', () => {
  it('advertises offline_access, so the flow with its scopes yields a refresh token that works', async () => {
    await upstream.emulator.control.seed({
      data: {
        users: [
          { id: 'usr_ada', email: ADA.identifier, memberships: [{ organization_id: 'org_1' }] },
        ],
      },
    });
    const metadata = await (
      await fetch(`${host.url}/.well-known/oauth-protected-resource/mcp`)
    ).json();
    expect(metadata.scopes_supported).toContain('offline_access');

    const provider = new SignInProvider((url) =>
      upstream.emulator.control.oauth.signIn(url.href, { user: ADA.identifier }),
    );
    expect(await auth(provider, { serverUrl: endpoint })).toBe('REDIRECT');
    const code = provider.callback?.searchParams.get('code') ?? '';
    expect(await auth(provider, { serverUrl: endpoint, authorizationCode: code })).toBe(
      'AUTHORIZED',
    );
    expect(provider.saved?.scope?.split(' ')).toContain('offline_access');
    const refreshToken = provider.saved?.refresh_token;
    expect(refreshToken).toEqual(expect.any(String));

    // An hour later, the refresh token gets a new access token without the user.
    expect(await auth(provider, { serverUrl: endpoint })).toBe('AUTHORIZED');
    expect(provider.saved?.refresh_token).not.toBe(refreshToken);
    const opened = await fetch(endpoint, {
      method: 'POST',
      headers: { ...MCP_POST_HEADERS, authorization: `Bearer ${provider.saved?.access_token}` },
      body: JSON.stringify(initializeRequest('offline-access')),
    });
    expect(opened.status).toBe(200);
    await opened.text();
  });
});
