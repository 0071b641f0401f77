import { createPlugboardExpress } from '@plugboard/server/express';
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
 * The BFF on every replica, sharing what must be shared through Redis. `redis` and `subscriber`
 * are node-redis 4+ clients: `await createClient({ url }).connect()`, and `redis.duplicate()` for
 * the subscriber, which does nothing else.
 */
export function replicatedPlugboard(
  redis: RedisEvalClient & RedisPublishClient,
  subscriber: RedisSubscribeClient,
) {
  return createPlugboardExpress({
    // The same clientSecret on every replica: it keys the connect flow's signed state.
    ...plugboardOptions,
    usedStateStore: createRedisUsedStateStore({ client: redis, prefix: 'myapp:plugboard:state:' }),
    rateLimitStore: createRedisRateLimitStore({ client: redis, prefix: 'myapp:plugboard:rate:' }),
    activityStore: createRedisActivityStore({ client: redis }),
    mcp: {
      endpoint: `${process.env.APP_ORIGIN}/mcp`,
      tokenStore: createRedisMcpTokenStore({ client: redis }),
    },
    webhooks: {
      secret: process.env.PLUGBOARD_WEBHOOK_SECRET ?? '',
      seenEvents: createRedisUsedStateStore({ client: redis, prefix: 'myapp:plugboard:webhook:' }),
      eventOrder: createRedisAccountEventOrder({ client: redis }),
    },
    accountEvents: { bus: createRedisAccountEventBus({ publisher: redis, subscriber }) },
  });
}
