import type { McpClientKind, McpToolScope } from '@plugboard/schema';
import type { SessionUser } from '../common/session-user.ts';

/**
 * One personal access token as a store keeps it: never the secret, only its SHA-256 hash.
 * `subject` is the owner's `sessionSubject`, the key a user's tokens are listed and revoked by.
 * Times are milliseconds since the epoch.
 */
export interface StoredMcpToken {
  id: string;
  subject: string;
  user: SessionUser;
  name: string;
  client: McpClientKind;
  /** What the token's client sees; absent on tokens stored before scopes existed (they discover). */
  toolScope?: McpToolScope;
  /** The secret's last four characters, so the owner can tell tokens apart. */
  hint: string;
  /** Hex SHA-256 of the secret (src/mcp-tokens/token-secret.ts says why a fast hash is right). */
  secretHash: string;
  createdAt: number;
  expiresAt: number;
  lastUsedAt: number | null;
}

/**
 * Where the personal access tokens of the MCP endpoint live. The memory store serves one process;
 * replicas share a Redis one (`createRedisMcpTokenStore` from `@plugboard/server/redis`). A store
 * forgets a token once it expires or is revoked: `find` and `list` never answer one.
 *
 * @example
 * ```ts
 * import { createMemoryMcpTokenStore } from '@plugboard/server';
 *
 * const tokenStore: McpTokenStore = createMemoryMcpTokenStore();
 * ```
 */
export interface McpTokenStore {
  create(token: StoredMcpToken): Promise<void> | void;
  /** The live token whose secret hashes to `secretHash`, if any. */
  findBySecretHash(
    secretHash: string,
  ): Promise<StoredMcpToken | undefined> | StoredMcpToken | undefined;
  /** `subject`'s live tokens, newest first. */
  list(subject: string): Promise<StoredMcpToken[]> | StoredMcpToken[];
  /**
   * Sets the tool scope of `id` when it is `subject`'s live token; answers the token as it now is,
   * or `undefined` for another user's, a missing or an expired one.
   */
  update(
    subject: string,
    id: string,
    toolScope: McpToolScope,
  ): Promise<StoredMcpToken | undefined> | StoredMcpToken | undefined;
  /** Revokes `id` when it is `subject`'s; answers whether it was. */
  revoke(subject: string, id: string): Promise<boolean> | boolean;
  /** Records a use of `id` at `at`; a missing token is no error. */
  touch(id: string, at: number): Promise<void> | void;
}
