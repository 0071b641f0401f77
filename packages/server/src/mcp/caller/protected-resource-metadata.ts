import {
  type CatalogTool,
  type ConnectorId,
  connectorOAuthScope,
  isToolListingOAuthScope,
} from '@plugboard/schema';

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
 * order, which the user may add on the consent page to have them listed.
 */
export function defaultScopesSupported(tools: Iterable<CatalogTool>): string[] {
  const connectors = new Set<ConnectorId>();
  for (const tool of tools) connectors.add(tool.connector);
  return ['offline_access', ...[...connectors].map(connectorOAuthScope)];
}

/**
 * The `WWW-Authenticate` challenge of a 401 (RFC 6750 §3, RFC 9728 §5.1). With authorization
 * servers it carries `scope`: the advertised scopes that list no tools (`offline_access` by
 * default). Clients ask for the challenge's scope first (MCP authorization, "Scope Selection
 * Strategy") and for every `scopes_supported` only without one, so a user who accepts the consent
 * as offered gets a discovering token, as with a personal token, and adds connectors there to
 * have them listed. Left out when every advertised scope lists tools: an empty one would mean
 * nothing to clients.
 */
export function authenticateChallenge(
  metadataUrl: URL,
  authorizationServers: readonly string[] | undefined,
  scopesSupported: readonly string[],
): (error?: string) => string {
  const requested = scopesSupported.filter((scope) => !isToolListingOAuthScope(scope));
  const scope =
    authorizationServers === undefined || requested.length === 0
      ? ''
      : `, scope="${requested.join(' ')}"`;
  return (error) =>
    `Bearer resource_metadata="${metadataUrl.href}"${scope}${error ? `, error="${error}"` : ''}`;
}
