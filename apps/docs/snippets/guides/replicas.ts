import { createPlugboard } from '@plugboard/server';
import {
  createRedisAccountEventBus,
  createRedisAccountEventOrder,
  createRedisActivityStore,
  createRedisMcpTokenStore,
  createRedisRateLimitStore,
  createRedisUsedStateStore,
  type RedisEvalClient,
  type RedisPublishClient,
  type RedisSubscribeClient,
} from '@plugboard/server/redis';
import { plugboardOptions } from './plugboard-options.ts';

/**
 * The instance on every replica, sharing what must be shared through Redis. `redis` and `subscriber`
 * are node-redis 4+ clients: `await createClient({ url }).connect()`, and `redis.duplicate()` for
 * the subscriber, which does nothing else.
 */
export function replicatedPlugboard(
  redis: RedisEvalClient & RedisPublishClient,
  subscriber: RedisSubscribeClient,
) {
  return createPlugboard({
    // The same clientSecret on every replica: it keys the connect flow's signed state.
    ...plugboardOptions,
    stores: {
      usedState: createRedisUsedStateStore({ client: redis, prefix: 'myapp:plugboard:state:' }),
      rateLimit: createRedisRateLimitStore({ client: redis, prefix: 'myapp:plugboard:rate:' }),
      activity: createRedisActivityStore({ client: redis }),
      mcpTokens: createRedisMcpTokenStore({ client: redis }),
    },
    mcp: {},
    events: {
      webhooks: {
        seenEvents: createRedisUsedStateStore({
          client: redis,
          prefix: 'myapp:plugboard:webhook:',
        }),
        eventOrder: createRedisAccountEventOrder({ client: redis }),
      },
      live: { bus: createRedisAccountEventBus({ publisher: redis, subscriber }) },
    },
  });
}
