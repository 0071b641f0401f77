import type { RoutedEvent } from './routed-event.ts';

/**
 * Carries each taken event to every replica of the BFF, the one that took it included, so a
 * browser connected to any replica hears of it. The in-memory bus suits one process; behind a
 * load balancer give every replica `createRedisAccountEventBus` from `@plugboard/server/redis`.
 *
 * @example
 * ```ts
 * import { createRedisAccountEventBus } from '@plugboard/server/redis';
 *
 * const bus: AccountEventBus = createRedisAccountEventBus({ publisher: redis, subscriber });
 * ```
 */
export interface AccountEventBus {
  /** Sends `event` to every subscriber of every replica; resolves once the bus has it. */
  publish(event: RoutedEvent): Promise<void>;
  /** Calls `listener` with every event published from now on; answers how to stop. */
  subscribe(listener: (event: RoutedEvent) => void): () => void;
}

/** An {@link AccountEventBus} within one process. */
export function createMemoryAccountEventBus(): AccountEventBus {
  const listeners = new Set<(event: RoutedEvent) => void>();
  return {
    async publish(event) {
      for (const listener of listeners) listener(event);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
