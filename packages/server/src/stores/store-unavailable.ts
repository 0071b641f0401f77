import type { UsedStateStore } from './used-state-store.ts';

/**
 * A store the BFF cannot answer without (the used states of POST /verify, the activity pages) has
 * failed, as a Redis that is down or restarting makes it. The error mapper answers it 503 with
 * `Retry-After` (handler/error-answer.ts): the store's answer is unknown, so the BFF refuses
 * rather than guess, and the next request tries the store again, so no restart is needed.
 * docs/reliability.md lists what each store does while its Redis is away.
 */
export class StoreUnavailableError extends Error {
  constructor(store: string, cause: unknown) {
    super(`The ${store} store failed: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.name = 'StoreUnavailableError';
  }
}

/** Runs one call of the `store` store, its failure made a {@link StoreUnavailableError}. */
export async function guardedStoreCall<T>(store: string, run: () => T | Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new StoreUnavailableError(store, error);
  }
}

/**
 * The host's used-state store, its failures made {@link StoreUnavailableError}s. A state whose
 * `markUsed` failed is refused, never let through: Redis may have spent it already.
 */
export function guardUsedStateStore(store: UsedStateStore): UsedStateStore {
  return {
    markUsed: (nonce, expiresAt) =>
      guardedStoreCall('used-state', () => store.markUsed(nonce, expiresAt)),
    release: (nonce) => guardedStoreCall('used-state', () => store.release(nonce)),
  };
}
