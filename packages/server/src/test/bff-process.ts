import type { IncomingMessage } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from 'redis';
import { z } from 'zod';
import { createPlugboard } from '../index.ts';
import { toNodeHandler } from '../node.ts';
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
  toNodeHandler(
    createPlugboard<IncomingMessage>({
      resolveUser: (req) => userFromHeader(req.headers[TEST_USER_HEADER] as string | undefined),
      ...(config.webhookSecret !== undefined && {
        webhooks: {
          secret: config.webhookSecret,
          seenEvents: createRedisUsedStateStore({ client: redis, prefix: 'plugboard:webhook:' }),
          eventOrder: createRedisAccountEventOrder({ client: redis }),
        },
      }),
      logger: () => {},
      upstream: {
        baseUrl: config.baseUrl,
        clientId: config.clientId,
        clientSecret: config.clientSecret,
      },
      app: {
        url: new URL('https://app.example.com/connect/callback').origin,
        callbackPath: new URL('https://app.example.com/connect/callback').pathname,
      },
      events: { live: { bus: createRedisAccountEventBus({ publisher: redis, subscriber }) } },
      stores: {
        rateLimit: createRedisRateLimitStore({ client: redis }),
        usedState: createRedisUsedStateStore({ client: redis }),
        activity: createRedisActivityStore({ client: redis }),
      },
      limits: {
        rateLimits: { perUser: { limit: config.perUserLimit, windowSeconds: 60 }, perIp: false },
      },
    }),
  ),
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
