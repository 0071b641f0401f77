import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from 'redis';
import { z } from 'zod';
import { createPlugboardNodeHandler } from '../node.ts';
import {
  createRedisAccountEventBus,
  createRedisAccountEventOrder,
  createRedisActivityStore,
  createRedisRateLimitStore,
  createRedisUsedStateStore,
} from '../redis.ts';
import { TEST_USER_HEADER, userFromHeader } from './test-users.ts';

/**
 * One BFF replica in a process of its own, as a host would run it behind a load balancer: the Node
 * adapter, the Redis rate-limit, used-state and activity stores, a per-user limit and no per-IP one. The test that starts it
 * passes the settings in PLUGBOARD_TEST_BFF; it prints `listening <url>` once it serves.
 */
const config = z
  .object({
    baseUrl: z.string(),
    clientId: z.string(),
    clientSecret: z.string(),
    redisUrl: z.string(),
    perUserLimit: z.number(),
    webhookSecret: z.string().optional(),
  })
  .parse(JSON.parse(process.env.PLUGBOARD_TEST_BFF ?? '{}'));

const redis = await createClient({ url: config.redisUrl }).connect();
const subscriber = await redis.duplicate().connect();
const server = createServer(
  createPlugboardNodeHandler({
    baseUrl: config.baseUrl,
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    verifyCallbackUrl: 'https://app.example.com/connect/callback',
    resolveUser: (req) => userFromHeader(req.headers[TEST_USER_HEADER] as string | undefined),
    rateLimits: { perUser: { limit: config.perUserLimit, windowSeconds: 60 }, perIp: false },
    rateLimitStore: createRedisRateLimitStore({ client: redis }),
    usedStateStore: createRedisUsedStateStore({ client: redis }),
    activityStore: createRedisActivityStore({ client: redis }),
    accountEvents: { bus: createRedisAccountEventBus({ publisher: redis, subscriber }) },
    ...(config.webhookSecret !== undefined && {
      webhooks: {
        secret: config.webhookSecret,
        seenEvents: createRedisUsedStateStore({ client: redis, prefix: 'plugboard:webhook:' }),
        eventOrder: createRedisAccountEventOrder({ client: redis }),
      },
    }),
    logger: () => {},
  }),
);
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  process.stdout.write(`listening http://127.0.0.1:${port}\n`);
});
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => {
    Promise.all([subscriber.close(), redis.close()]).finally(() => process.exit(0));
  });
});
