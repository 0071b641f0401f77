import type { SessionUser } from '@plugboard/server';
import { createMemoryMcpTokenStore } from '@plugboard/server';
import { createJwtAccessTokenVerifier, createPlugboardMcpExpress } from '@plugboard/server/mcp';
import { mcpAppViews } from '@plugboard/ui/mcp-app-views';
import type { RequestHandler } from 'express';
import type { DemoUser } from './demo-users.ts';
import { demoUserOfToken } from './mcp-oauth-user.ts';

/** The endpoint's OAuth authorization server: who signs its tokens and where clients sign in. */
export interface ExampleMcpOAuth {
  issuer: string;
  authorizationServer: string;
  now?: (() => Date) | undefined;
}

/**
 * The BFF's `mcp` option: personal tokens for MCP clients, made and revoked by the signed-in
 * user under /api/plugboard/mcp/tokens, kept in memory (a restart forgets them, as it forgets
 * the demo's sessions), and the endpoint's URL the setup page shows.
 */
export function exampleMcpTokens(origin: string) {
  return { endpoint: `${origin}/mcp`, tokenStore: createMemoryMcpTokenStore() };
}

/**
 * The MCP endpoint at /mcp (and its metadata at /.well-known/oauth-protected-resource/mcp), on
 * the BFF handler `plugboard`: the same tools, accounts, limits and trail as the app's own pages.
 * With `oauth`, it also takes the access tokens of the environment's authorization server (the
 * embedded emulator's), so an MCP client that only speaks OAuth signs a demo user in there; the
 * metadata names that server. Each connector's viewer is an MCP Apps view for hosts that render them.
 */
export function exampleMcpEndpoint(
  origin: string,
  plugboard: object,
  oauth?: { settings: ExampleMcpOAuth; sessionUserOf: (user: DemoUser) => SessionUser },
): RequestHandler {
  const endpoint = `${origin}/mcp`;
  if (oauth === undefined) {
    return createPlugboardMcpExpress({ handler: plugboard, endpoint, appViews: mcpAppViews });
  }
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
  return createPlugboardMcpExpress({
    handler: plugboard,
    endpoint,
    verifyAccessToken,
    authorizationServers: [settings.authorizationServer],
    appViews: mcpAppViews,
  });
}
