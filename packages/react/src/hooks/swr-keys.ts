/*
 * SWR keys of Plugboard's cached answers: the URL of the route that answered, so two providers
 * pointing at different BFFs never share a cache entry.
 */

/** One page of accounts: the first page of the whole list is `accountsKey(baseUrl)`. */
export function accountsKey(baseUrl: string, pageToken = '', query = '') {
  return [`${baseUrl}/accounts`, pageToken, query] as const;
}

export function connectorsKey(baseUrl: string) {
  return `${baseUrl}/connectors`;
}

export function toolsKey(baseUrl: string) {
  return `${baseUrl}/tools`;
}

/**
 * Matches every cached accounts page of one BFF, for updates that span pages. Any other key is a
 * string, whose first character never equals a URL, or an array of another route.
 */
export function isAccountsKeyOf(baseUrl: string) {
  return (key: unknown): boolean => (key as string[] | undefined)?.[0] === `${baseUrl}/accounts`;
}

/**
 * A cache entry with no fetcher that changes after every tool run through useExecuteTool, so
 * activity trails (`@plugboard/react/accounts`) revalidate without the main entry knowing them.
 */
export function toolRunsKey(baseUrl: string) {
  return `${baseUrl}/tools/runs`;
}

/** One account's permissions. */
export function accountPermissionsKey(baseUrl: string, accountId: string) {
  return [`${baseUrl}/accounts/permissions`, accountId] as const;
}

/** The session user's personal MCP tokens and the endpoint they open. */
export function mcpTokensKey(baseUrl: string) {
  return `${baseUrl}/mcp/tokens`;
}
