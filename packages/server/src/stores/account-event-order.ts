/**
 * Remembers, per account, the `occurred_at` of the newest event taken, so an older event that
 * arrives late (the upstream retries, and does not promise order) never overwrites newer state.
 * The in-memory one suits one process; replicas share `createRedisAccountEventOrder` from
 * `@plugboard/server/redis`.
 *
 * @example
 * ```ts
 * import { createRedisAccountEventOrder } from '@plugboard/server/redis';
 *
 * const order: AccountEventOrder = createRedisAccountEventOrder({ client: redis });
 * ```
 */
export interface AccountEventOrder {
  /**
   * Records `occurredKey` (occurred-at.ts) as account `accountId`'s newest unless a later one is
   * recorded; answers `false` for an event older than the newest, `true` otherwise (an event of
   * the same instant is taken: two events can share one).
   */
  advance(accountId: string, occurredKey: string): boolean | Promise<boolean>;
}

/** How many accounts the in-memory order remembers; the least recently changed go first. */
export const MEMORY_ORDER_ACCOUNTS = 100_000;

/** An {@link AccountEventOrder} in a Map of at most `maxAccounts` entries. */
export function createMemoryAccountEventOrder(
  maxAccounts = MEMORY_ORDER_ACCOUNTS,
): AccountEventOrder {
  const newest = new Map<string, string>();
  return {
    advance(accountId, occurredKey) {
      const current = newest.get(accountId);
      if (current !== undefined && current > occurredKey) return false;
      // Delete, then set: the Map's order becomes last-changed order, so the oldest is first.
      newest.delete(accountId);
      newest.set(accountId, occurredKey);
      if (newest.size > maxAccounts) {
        const oldest = newest.keys().next().value;
        if (oldest !== undefined) newest.delete(oldest);
      }
      return true;
    },
  };
}
