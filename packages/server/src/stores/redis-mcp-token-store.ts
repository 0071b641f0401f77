import { mcpClientKindSchema, mcpToolScopeSchema } from '@plugboard/schema';
import { z } from 'zod';
import { formatIssues, requiredMessage } from '../common/format-issues.ts';
import { keyPrefixOption, redisClientOption } from '../common/redis-options.ts';
import { sessionUserSchema } from '../common/session-user.ts';
import type { McpTokenStore, StoredMcpToken } from './mcp-token-store.ts';

// Keys: `token:<id>` is a hash (`json`: the token without its last use and scope; `used`: the last
// use in ms; `scope`: the tool scope's JSON, absent on tokens stored before scopes existed, which
// discover), `secret:<hash>` names the id, `user:<subject>` is a sorted set of the owner's ids by
// creation time. Token and secret keys expire with the token, so Redis itself forgets it; the
// owner's set drops ids whose token is gone whenever it is read.
const CREATE_SCRIPT = `
redis.call('HSET', KEYS[1], 'json', ARGV[1], 'scope', ARGV[5])
redis.call('PEXPIREAT', KEYS[1], ARGV[4])
redis.call('SET', KEYS[2], ARGV[2], 'PXAT', ARGV[4])
redis.call('ZADD', KEYS[3], ARGV[3], ARGV[2])
if redis.call('PEXPIRETIME', KEYS[3]) < tonumber(ARGV[4]) then
  redis.call('PEXPIREAT', KEYS[3], ARGV[4])
end
return 1
`;

const FIND_SCRIPT = `
local id = redis.call('GET', KEYS[1])
if not id then return false end
return redis.call('HMGET', ARGV[1] .. id, 'json', 'used', 'scope')
`;

const LIST_SCRIPT = `
local ids = redis.call('ZREVRANGE', KEYS[1], 0, -1)
local found = {}
for _, id in ipairs(ids) do
  local fields = redis.call('HMGET', ARGV[1] .. id, 'json', 'used', 'scope')
  if fields[1] then
    table.insert(found, fields[1])
    table.insert(found, fields[2] or '')
    table.insert(found, fields[3] or '')
  else
    redis.call('ZREM', KEYS[1], id)
  end
end
return found
`;

// A scope is set only on a live token in the owner's own set: another user's id, a revoked or an
// expired token answers nil like a missing one. HSET keeps the key's expiry.
const UPDATE_SCRIPT = `
if not redis.call('ZSCORE', KEYS[1], ARGV[1]) then return false end
if redis.call('EXISTS', KEYS[2]) == 0 then return false end
redis.call('HSET', KEYS[2], 'scope', ARGV[2])
return redis.call('HMGET', KEYS[2], 'json', 'used', 'scope')
`;

// Only an id in the owner's own set is revoked: another user's id answers 0 like a missing one.
const REVOKE_SCRIPT = `
if not redis.call('ZSCORE', KEYS[1], ARGV[1]) then return 0 end
redis.call('ZREM', KEYS[1], ARGV[1])
local key = ARGV[2] .. 'token:' .. ARGV[1]
local json = redis.call('HGET', key, 'json')
if not json then return 0 end
redis.call('DEL', key, ARGV[2] .. 'secret:' .. cjson.decode(json).secretHash)
return 1
`;

// A use is recorded only on a token that still exists, never bringing a revoked one back.
const TOUCH_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 1 then redis.call('HSET', KEYS[1], 'used', ARGV[1]) end
return 1
`;

const optionsSchema = z.object({
  client: redisClientOption,
  prefix: keyPrefixOption('plugboard:mcp-tokens:'),
});

/**
 * Options of {@link createRedisMcpTokenStore}: your connected client and the key prefix
 * (`plugboard:mcp-tokens:` by default).
 *
 * @example
 * ```ts
 * const options: RedisMcpTokenStoreOptions = { client: redis };
 * ```
 */
export type RedisMcpTokenStoreOptions = z.input<typeof optionsSchema>;

const storedSchema = z.object({
  id: z.string(),
  subject: z.string(),
  user: sessionUserSchema,
  name: z.string(),
  client: mcpClientKindSchema,
  hint: z.string(),
  secretHash: z.string(),
  createdAt: z.number(),
  expiresAt: z.number(),
});
const fieldsSchema = z.array(z.string().nullable());

/**
 * A personal token store in Redis, so every replica of the BFF and of the MCP endpoint sees the
 * same tokens. Each operation is one atomic `EVAL`; a token's keys expire with it. Recording a use
 * is one `HSET` of one field. The client is yours: create it, connect it, close it on shutdown.
 * Needs Redis 7 (`PEXPIRETIME`).
 *
 * @example
 * ```ts
 * import { createClient } from 'redis';
 * import { createRedisMcpTokenStore } from '@plugboard/server/redis';
 *
 * const redis = await createClient({ url: process.env.REDIS_URL }).connect();
 * const tokenStore = createRedisMcpTokenStore({ client: redis });
 * ```
 */
export function createRedisMcpTokenStore(options: RedisMcpTokenStoreOptions): McpTokenStore {
  const parsed = optionsSchema.safeParse(options, { error: requiredMessage });
  if (!parsed.success) {
    const lines = formatIssues(parsed.error.issues).map((line) => `  - ${line}`);
    throw new TypeError(`Invalid Redis MCP token store options:\n${lines.join('\n')}`);
  }
  const { client, prefix } = parsed.data;
  const tokenKey = (id: string) => `${prefix}token:${id}`;
  const userKey = (subject: string) => `${prefix}user:${subject}`;

  function decode(
    json: string | null | undefined,
    used: string | null | undefined,
    scope: string | null | undefined,
  ) {
    if (json === null || json === undefined) return undefined;
    const stored = storedSchema.safeParse(JSON.parse(json));
    const toolScope = scope ? mcpToolScopeSchema.safeParse(JSON.parse(scope)) : undefined;
    // A token another version wrote in a shape this one does not read is not honoured.
    if (!stored.success || toolScope?.success === false) return undefined;
    const lastUsedAt = used ? Number(used) : null;
    const token: StoredMcpToken = { ...stored.data, lastUsedAt };
    if (toolScope !== undefined) token.toolScope = toolScope.data;
    return token;
  }

  return {
    async create(token) {
      const { lastUsedAt: _unused, toolScope, ...kept } = token;
      await client.eval(CREATE_SCRIPT, {
        keys: [tokenKey(token.id), `${prefix}secret:${token.secretHash}`, userKey(token.subject)],
        arguments: [
          JSON.stringify(kept),
          token.id,
          String(token.createdAt),
          String(token.expiresAt),
          toolScope === undefined ? '' : JSON.stringify(toolScope),
        ],
      });
    },
    async findBySecretHash(secretHash) {
      const reply = await client.eval(FIND_SCRIPT, {
        keys: [`${prefix}secret:${secretHash}`],
        arguments: [`${prefix}token:`],
      });
      if (reply === null) return undefined;
      const [json, used, scope] = fieldsSchema.parse(reply);
      return decode(json, used, scope);
    },
    async list(subject) {
      const reply = fieldsSchema.parse(
        await client.eval(LIST_SCRIPT, {
          keys: [userKey(subject)],
          arguments: [`${prefix}token:`],
        }),
      );
      const tokens: StoredMcpToken[] = [];
      for (let index = 0; index < reply.length; index += 3) {
        const token = decode(reply[index], reply[index + 1], reply[index + 2]);
        if (token !== undefined) tokens.push(token);
      }
      return tokens;
    },
    async update(subject, id, toolScope) {
      const reply = await client.eval(UPDATE_SCRIPT, {
        keys: [userKey(subject), tokenKey(id)],
        arguments: [id, JSON.stringify(toolScope)],
      });
      if (reply === null) return undefined;
      const [json, used, scope] = fieldsSchema.parse(reply);
      return decode(json, used, scope);
    },
    async revoke(subject, id) {
      const reply = await client.eval(REVOKE_SCRIPT, {
        keys: [userKey(subject)],
        arguments: [id, prefix],
      });
      return reply === 1;
    },
    async touch(id, at) {
      await client.eval(TOUCH_SCRIPT, { keys: [tokenKey(id)], arguments: [String(at)] });
    },
  };
}
