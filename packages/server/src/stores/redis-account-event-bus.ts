import { z } from 'zod';
import { formatIssues, requiredMessage } from '../common/format-issues.ts';
import type { AccountEventBus } from './account-event-bus.ts';
import { type RoutedEvent, routedEventSchema } from './routed-event.ts';

/** The command the publishing client sends, in node-redis's shape (`redis` 4 and later). */
export interface RedisPublishClient {
  publish(channel: string, message: string): Promise<unknown>;
}

/**
 * A client in subscriber mode, in node-redis's shape: `client.duplicate()`, connected, fits. A
 * connection that subscribes can send nothing else, hence a client of its own.
 */
export interface RedisSubscribeClient {
  subscribe(channel: string, listener: (message: string) => void): Promise<unknown>;
}

const hasMethod = (name: string) => (value: unknown) =>
  typeof value === 'object' && value !== null && typeof Reflect.get(value, name) === 'function';

const optionsSchema = z.object({
  publisher: z.custom<RedisPublishClient>(
    hasMethod('publish'),
    'must be a connected Redis client with publish(channel, message)',
  ),
  subscriber: z.custom<RedisSubscribeClient>(
    hasMethod('subscribe'),
    'must be a second connected Redis client, for subscribe(channel, listener)',
  ),
  channel: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[A-Za-z0-9:_-]+$/, 'must hold only letters, digits and : _ -')
    .default('plugboard:account-events'),
});

/**
 * Options of {@link createRedisAccountEventBus}: a connected client to publish with, a second one
 * to subscribe with (`client.duplicate()`), and the channel (`plugboard:account-events` by
 * default) when several apps share one Redis.
 *
 * @example
 * ```ts
 * const options: RedisAccountEventBusOptions = { publisher: redis, subscriber, channel: 'shop:events' };
 * ```
 */
export type RedisAccountEventBusOptions = z.input<typeof optionsSchema>;

/**
 * An account event bus over Redis pub/sub: an event taken by one replica reaches the streams of
 * every replica. Pub/sub keeps nothing: a replica that is down misses what is published meanwhile,
 * and its browsers catch up by reloading the accounts list when they reconnect.
 *
 * @example
 * ```ts
 * import { createClient } from 'redis';
 * import { createRedisAccountEventBus } from '@plugboard/server/redis';
 *
 * const redis = await createClient({ url: process.env.REDIS_URL }).connect();
 * const subscriber = await redis.duplicate().connect();
 * const plugboard = createPlugboard({
 *   // …the other options
 *   events: { live: { bus: createRedisAccountEventBus({ publisher: redis, subscriber }) } },
 * });
 * ```
 */
export function createRedisAccountEventBus(options: RedisAccountEventBusOptions): AccountEventBus {
  const parsed = optionsSchema.safeParse(options, { error: requiredMessage });
  if (!parsed.success) {
    const lines = formatIssues(parsed.error.issues).map((line) => `  - ${line}`);
    throw new TypeError(`Invalid Redis account event bus options:\n${lines.join('\n')}`);
  }
  const { publisher, subscriber, channel } = parsed.data;
  const listeners = new Set<(event: RoutedEvent) => void>();
  const subscribed = subscriber.subscribe(channel, (message) => {
    let event: RoutedEvent;
    try {
      event = routedEventSchema.parse(JSON.parse(message));
    } catch {
      // Not ours (another app on the channel): nothing to deliver.
      return;
    }
    for (const listener of listeners) listener(event);
  });
  return {
    async publish(event) {
      await subscribed;
      await publisher.publish(channel, JSON.stringify(event));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
