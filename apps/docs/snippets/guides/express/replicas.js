import { createPlugboard } from '@plugboard/server';
import {
  createRedisAccountEventBus,
  createRedisAccountEventOrder,
  createRedisActivityStore,
  createRedisMcpTokenStore,
  createRedisRateLimitStore,
  createRedisUsedStateStore,
} from '@plugboard/server/redis';
import { createClient } from 'redis';
import { signedInEmail } from './session.js';

// node-redis 4 or later; the subscriber is a second connection that does nothing else.
const redis = await createClient({ url: process.env.REDIS_URL }).connect();
const subscriber = await redis.duplicate().connect();

// The same settings on every replica: the client secret keys the connect flow's signed state.
export const plugboard = createPlugboard({
  /** @param {import('express').Request} req */
  resolveUser: (req) => {
    const email = signedInEmail(req.headers.cookie);
    return email ? { identifier: email } : null;
  },
  stores: {
    usedState: createRedisUsedStateStore({ client: redis, prefix: 'myapp:plugboard:state:' }),
    rateLimit: createRedisRateLimitStore({ client: redis, prefix: 'myapp:plugboard:rate:' }),
    activity: createRedisActivityStore({ client: redis }),
    mcpTokens: createRedisMcpTokenStore({ client: redis }),
  },
  events: {
    webhooks: {
      seenEvents: createRedisUsedStateStore({ client: redis, prefix: 'myapp:plugboard:webhook:' }),
      eventOrder: createRedisAccountEventOrder({ client: redis }),
    },
    live: { bus: createRedisAccountEventBus({ publisher: redis, subscriber }) },
  },
  mcp: {},
});
