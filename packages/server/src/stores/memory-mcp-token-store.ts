import type { McpTokenStore, StoredMcpToken } from './mcp-token-store.ts';

/** Options of {@link createMemoryMcpTokenStore}; `now` is for tests. */
export interface MemoryMcpTokenStoreOptions {
  now?: () => number;
}

/**
 * A {@link McpTokenStore} in Maps, for one process: a restart forgets every token, and replicas
 * each see their own. Expired tokens are dropped when met. Use the Redis store with replicas.
 */
export function createMemoryMcpTokenStore(options: MemoryMcpTokenStoreOptions = {}): McpTokenStore {
  const now = options.now ?? Date.now;
  const byId = new Map<string, StoredMcpToken>();
  const idBySecretHash = new Map<string, string>();

  function live(id: string | undefined): StoredMcpToken | undefined {
    const token = id === undefined ? undefined : byId.get(id);
    if (token === undefined) return undefined;
    if (token.expiresAt > now()) return token;
    forget(token);
    return undefined;
  }
  function forget(token: StoredMcpToken) {
    byId.delete(token.id);
    idBySecretHash.delete(token.secretHash);
  }

  return {
    create(token) {
      byId.set(token.id, { ...token });
      idBySecretHash.set(token.secretHash, token.id);
    },
    findBySecretHash(secretHash) {
      const token = live(idBySecretHash.get(secretHash));
      return token && { ...token };
    },
    list(subject) {
      const tokens: StoredMcpToken[] = [];
      for (const id of [...byId.keys()]) {
        const token = live(id);
        if (token?.subject === subject) tokens.push({ ...token });
      }
      return tokens.sort((a, b) => b.createdAt - a.createdAt);
    },
    update(subject, id, toolScope) {
      const token = live(id);
      if (token?.subject !== subject) return undefined;
      token.toolScope = toolScope;
      return { ...token };
    },
    revoke(subject, id) {
      const token = live(id);
      if (token?.subject !== subject) return false;
      forget(token);
      return true;
    },
    touch(id, at) {
      const token = byId.get(id);
      if (token !== undefined) token.lastUsedAt = at;
    },
  };
}
