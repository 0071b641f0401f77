/**
 * Remembers which `state` values were already spent, so each can be used once. The in-memory
 * store suits one process; behind a load balancer, give every replica the same shared store:
 * `createRedisUsedStateStore` from `@plugboard/server/redis`, or your own (`markUsed` is
 * `SET key 1 NX PX <remaining lifetime>`, `release` is `DEL key`).
 *
 * @example
 * ```ts
 * import { createRedisUsedStateStore } from '@plugboard/server/redis';
 *
 * const usedStateStore: UsedStateStore = createRedisUsedStateStore({ client: redis });
 * ```
 */
export interface UsedStateStore {
  /**
   * Records `nonce` as used until `expiresAt` (epoch milliseconds). Answers `true` the first time,
   * `false` when the nonce was already recorded.
   */
  markUsed(nonce: string, expiresAt: number): boolean | Promise<boolean>;
  /**
   * Forgets `nonce` again: the verify it was spent on failed on the way to the upstream, so the
   * callback page may try once more with the same state.
   */
  release(nonce: string): void | Promise<void>;
}

/** A {@link UsedStateStore} in a Map, forgetting nonces once their state has expired anyway. */
export function createMemoryUsedStateStore(now: () => number): UsedStateStore {
  const used = new Map<string, number>();
  return {
    markUsed(nonce, expiresAt) {
      // Every state lives the same TTL, so insertion order is expiry order: prune from the front.
      for (const [oldNonce, oldExpiry] of used) {
        if (oldExpiry > now()) break;
        used.delete(oldNonce);
      }
      if (used.has(nonce)) return false;
      used.set(nonce, expiresAt);
      return true;
    },
    release(nonce) {
      used.delete(nonce);
    },
  };
}
