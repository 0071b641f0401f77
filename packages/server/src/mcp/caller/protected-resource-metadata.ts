import { type CatalogTool, type ConnectorId, connectorOAuthScope } from '@plugboard/schema';

/**
 * RFC 9728 §3.1: the metadata of a resource at `https://host/path` lives at
 * `https://host/.well-known/oauth-protected-resource/path`.
 */
export function metadataUrlOf(endpoint: string): URL {
  const url = new URL(endpoint);
  const path = url.pathname === '/' ? '' : url.pathname.replace(/\/$/, '');
  return new URL(`/.well-known/oauth-protected-resource${path}`, url.origin);
}

/**
 * The protected resource metadata (RFC 9728 §2) of the endpoint: the resource, the bearer
 * methods it takes (a header only), and the host's authorization servers and their scopes when it
 * has any. With only personal tokens there is none to name: the client is configured with a token
 * by hand, and scopes would mean nothing.
 */
export function protectedResourceMetadata(
  endpoint: string,
  authorizationServers: readonly string[] | undefined,
  scopesSupported: readonly string[],
  resourceName: string,
) {
  return {
    resource: endpoint,
    ...(authorizationServers !== undefined && {
      authorization_servers: authorizationServers,
      scopes_supported: scopesSupported,
    }),
    bearer_methods_supported: ['header'],
    resource_name: resourceName,
  };
}

/**
 * The scopes the metadata advertises unless the host names its own: `offline_access`, so clients
 * get a refresh token, and one `connector:<id>` per connector of the endpoint's tools, in their
 * order, so the consent page offers each connector to keep or untick.
 */
export function defaultScopesSupported(tools: Iterable<CatalogTool>): string[] {
  const connectors = new Set<ConnectorId>();
  for (const tool of tools) connectors.add(tool.connector);
  return ['offline_access', ...[...connectors].map(connectorOAuthScope)];
}
