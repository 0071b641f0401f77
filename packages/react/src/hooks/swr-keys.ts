/*
 * SWR keys of Plugboard's cached answers. The base URL is part of each key, so two providers
 * pointing at different BFFs never share a cache entry.
 */

/** One page of accounts: the first page of the whole list is `accountsKey(baseUrl)`. */
export function accountsKey(baseUrl: string, pageToken = '', query = '') {
  return ['plugboard', 'accounts', baseUrl, pageToken, query] as const;
}

export function connectorsKey(baseUrl: string) {
  return ['plugboard', 'connectors', baseUrl] as const;
}

export function toolsKey(baseUrl: string) {
  return ['plugboard', 'tools', baseUrl] as const;
}

/** Matches every cached accounts page of one BFF, for updates that span pages. */
export function isAccountsKeyOf(baseUrl: string) {
  return (key: unknown): boolean =>
    Array.isArray(key) && key[0] === 'plugboard' && key[1] === 'accounts' && key[2] === baseUrl;
}
