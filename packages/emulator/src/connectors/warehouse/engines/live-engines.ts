import type { StatementRegistry } from '../statements/statement-registry.ts';

/**
 * Keeps at most `max` accounts' engines open, parking the least recently used idle ones (their
 * clusters stay in their folders; reopening one takes about half a second). An open engine in
 * its worker holds about 160 MB, so 50 accounts all open would need 8 GB.
 */
export class LiveEngines {
  readonly #max: number;
  /** Accounts by last use, least recent first (a Map keeps insertion order). */
  readonly #recent = new Map<string, StatementRegistry>();

  constructor(max: number) {
    this.#max = max;
  }

  /** The account is about to run a request: it becomes the most recent, and others may park. */
  use(accountId: string, registry: StatementRegistry): void {
    this.#recent.delete(accountId);
    this.#recent.set(accountId, registry);
    // This account's engine counts as open: it is, or is about to be.
    let open = 1 + [...this.#recent.values()].filter((a) => a !== registry && a.live).length;
    for (const account of this.#recent.values()) {
      if (open <= this.#max) break;
      if (account === registry || !account.live || account.busy) continue;
      open -= 1;
      void account.park();
    }
  }

  forget(accountId: string): void {
    this.#recent.delete(accountId);
  }
}
