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

/** Matches every cached accounts page of one BFF, for updates that span pages. */
export function isAccountsKeyOf(baseUrl: string) {
  return (key: unknown): boolean => Array.isArray(key) && key[0] === `${baseUrl}/accounts`;
}
