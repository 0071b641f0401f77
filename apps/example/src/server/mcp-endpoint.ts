import { createMemoryMcpTokenStore, type McpOptions, type SessionUser } from '@plugboard/server';
import { createJwtAccessTokenVerifier } from '@plugboard/server/mcp';
import { mcpAppViews } from '@plugboard/ui/mcp-app-views';
import type { DemoUser } from './demo-users.ts';
import { demoUserOfToken } from './mcp-oauth-user.ts';

/** The endpoint's OAuth authorization server: who signs its tokens and where clients sign in. */
export interface ExampleMcpOAuth {
  issuer: string;
  authorizationServer: string;
  now?: (() => Date) | undefined;
}

/**
 * Where the personal tokens of MCP clients live, made and revoked by the signed-in user under
 * /api/plugboard/mcp/tokens: in memory (a restart forgets them, as it forgets the demo's sessions).
 */
export function exampleMcpTokenStore() {
  return createMemoryMcpTokenStore();
}

/**
 * The instance's `mcp` options: the endpoint at /mcp (and its metadata at
 * /.well-known/oauth-protected-resource/mcp), with the same tools, accounts, limits and trail as
 * the app's own pages. With `oauth`, it also takes the access tokens of the environment's
 * authorization server (the embedded emulator's), so an MCP client that only speaks OAuth signs a
 * demo user in there; the metadata names that server. Each connector's viewer is an MCP Apps view
 * for hosts that render them.
 */
export function exampleMcpOptions(
  origin: string,
  oauth?: { settings: ExampleMcpOAuth; sessionUserOf: (user: DemoUser) => SessionUser },
): McpOptions {
  const endpoint = `${origin}/mcp`;
  if (oauth === undefined) return { endpoint, appViews: mcpAppViews };
  const { settings, sessionUserOf } = oauth;
  const verifyAccessToken = createJwtAccessTokenVerifier({
    issuer: settings.issuer,
    audience: endpoint,
    toSessionUser: (claims) => {
      const user = demoUserOfToken(claims);
      return user === undefined ? null : sessionUserOf(user);
    },
    ...(settings.now !== undefined && { now: settings.now }),
  });
  return {
    endpoint,
    verifyAccessToken,
    authorizationServers: [settings.authorizationServer],
    appViews: mcpAppViews,
  };
}
