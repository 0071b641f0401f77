import { z } from 'zod';

/**
 * The one Redis command the stores need, `EVAL`, in the shape of node-redis (`redis` 4 and later):
 * a client from `createClient()` fits as it is. Another client fits through a small adapter.
 *
 * @example
 * ```ts
 * // ioredis
 * const client: RedisEvalClient = {
 *   eval: (script, { keys, arguments: args }) => ioredis.eval(script, keys.length, ...keys, ...args),
 * };
 * ```
 */
export interface RedisEvalClient {
  eval(script: string, options: { keys: string[]; arguments: string[] }): Promise<unknown>;
}

/** The `client` option of every Redis store: checked for `eval`, the one command they send. */
export const redisClientOption = z.custom<RedisEvalClient>(
  (value) =>
    typeof value === 'object' && value !== null && typeof Reflect.get(value, 'eval') === 'function',
  'must be a connected Redis client with eval(script, { keys, arguments })',
);

/** The `prefix` option of a Redis store: its keys' namespace, so several apps can share a Redis. */
export function keyPrefixOption(fallback: string) {
  return z
    .string()
    .max(100)
    .regex(/^[A-Za-z0-9:_-]*$/, 'must hold only letters, digits and : _ -')
    .default(fallback);
}
