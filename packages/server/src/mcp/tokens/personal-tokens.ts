import type { CreateMcpTokenRequest, McpToken, McpToolScope } from '@plugboard/schema';
import { createMcpTokenRequestSchema, DEFAULT_MCP_TOOL_SCOPE } from '@plugboard/schema';
import { type SessionUser, sessionSubject } from '../../common/session-user.ts';
import type { McpTokenStore, StoredMcpToken } from '../../stores/mcp-token-store.ts';
import { hashSecret, MCP_SECRET_PREFIX, newSecret, newTokenId } from './token-secret.ts';

const DAY_MS = 24 * 3_600_000;

/**
 * A token's last use is written at most once a minute: the list shows "used 3 minutes ago", not
 * the second, and most MCP requests then cost the store one read and no write.
 */
const TOUCH_EVERY_MS = 60_000;

/** A live token that a secret opened, and its owner. */
export interface VerifiedToken {
  token: StoredMcpToken;
  user: SessionUser;
}

/** Creates, lists, rescopes, revokes and checks the personal access tokens of one store. */
export interface PersonalTokens {
  create(
    user: SessionUser,
    request: CreateMcpTokenRequest,
  ): Promise<{ token: McpToken; secret: string }>;
  list(user: SessionUser): Promise<McpToken[]>;
  /** Sets what `id`'s client sees; `undefined` when `user` has no such live token. */
  update(user: SessionUser, id: string, toolScope: McpToolScope): Promise<McpToken | undefined>;
  revoke(user: SessionUser, id: string): Promise<boolean>;
  /** The token `secret` opens, when it is live; its last use is recorded on the way. */
  verify(secret: string): Promise<VerifiedToken | undefined>;
}

/**
 * The token as its owner sees it: never the secret or its hash. A token stored before scopes
 * existed discovers, as the endpoint treats it.
 */
export function publicToken(token: StoredMcpToken): McpToken {
  return {
    id: token.id,
    name: token.name,
    client: token.client,
    tool_scope: token.toolScope ?? DEFAULT_MCP_TOOL_SCOPE,
    hint: token.hint,
    created_at: new Date(token.createdAt).toISOString(),
    expires_at: new Date(token.expiresAt).toISOString(),
    last_used_at: token.lastUsedAt === null ? null : new Date(token.lastUsedAt).toISOString(),
  };
}

/**
 * The personal tokens over `store`. `onTouchFailed` hears a failed last-use write, which never
 * fails the request that used the token.
 */
export function createPersonalTokens(
  store: McpTokenStore,
  now: () => number = Date.now,
  onTouchFailed: (error: unknown) => void = () => {},
): PersonalTokens {
  return {
    async create(user, request) {
      const { name, client, expires_in_days, tool_scope } =
        createMcpTokenRequestSchema.parse(request);
      const secret = newSecret();
      const createdAt = now();
      const token: StoredMcpToken = {
        id: newTokenId(),
        subject: sessionSubject(user),
        user,
        name,
        client,
        toolScope: tool_scope,
        hint: secret.slice(-4),
        secretHash: await hashSecret(secret),
        createdAt,
        expiresAt: createdAt + expires_in_days * DAY_MS,
        lastUsedAt: null,
      };
      await store.create(token);
      return { token: publicToken(token), secret };
    },
    async list(user) {
      const tokens = await store.list(sessionSubject(user));
      const at = now();
      return tokens.filter((token) => token.expiresAt > at).map(publicToken);
    },
    async update(user, id, toolScope) {
      const token = await store.update(sessionSubject(user), id, toolScope);
      return token === undefined || token.expiresAt <= now() ? undefined : publicToken(token);
    },
    async revoke(user, id) {
      return store.revoke(sessionSubject(user), id);
    },
    async verify(secret) {
      if (!secret.startsWith(MCP_SECRET_PREFIX)) return undefined;
      const token = await store.findBySecretHash(await hashSecret(secret));
      const at = now();
      if (token === undefined || token.expiresAt <= at) return undefined;
      if (token.lastUsedAt === null || at - token.lastUsedAt >= TOUCH_EVERY_MS) {
        try {
          const pending = store.touch(token.id, at);
          if (pending !== undefined) pending.catch(onTouchFailed);
        } catch (error) {
          onTouchFailed(error);
        }
      }
      return { token, user: token.user };
    },
  };
}
