import type { AccountMeta } from './account-meta.ts';

/** Accounts whose facts one replica keeps; the least recently read dropped first. */
const MAX_ENTRIES = 10_000;
/**
 * How long a kept entry is trusted even when `updated_at` has not moved: two writes within the
 * same instant of the upstream's clock leave one `updated_at`, so the second would go unseen.
 */
const MAX_AGE_MS = 60_000;

interface Entry {
  updatedAt: string;
  meta: AccountMeta;
  readAt: number;
}

/**
 * The BFF's facts about accounts (src/accounts/account-meta.ts) as last read from their details,
 * each kept with the account's `updated_at`: every write of `api_config` moves it (upstream-api.md
 * §4.2 PUT, `updated_at` "last change"), and the list and search answers carry it, so an entry whose
 * `updated_at` still matches is what a details read would answer. It saves one details read per
 * account on every accounts list, without a store shared between replicas.
 */
export interface AccountMetaCache {
  /** The facts of account `id` when its `updated_at` is still `updatedAt`. */
  get(id: string, updatedAt: string): AccountMeta | undefined;
  set(id: string, updatedAt: string, meta: AccountMeta): void;
  /** Forgets account `id`, after this replica wrote to it. */
  forget(id: string): void;
}

export function createAccountMetaCache(now: () => number = Date.now): AccountMetaCache {
  const entries = new Map<string, Entry>();
  return {
    get(id, updatedAt) {
      const entry = entries.get(id);
      if (entry === undefined) return undefined;
      if (entry.updatedAt !== updatedAt || now() - entry.readAt > MAX_AGE_MS) {
        entries.delete(id);
        return undefined;
      }
      entries.delete(id);
      entries.set(id, entry);
      return entry.meta;
    },
    set(id, updatedAt, meta) {
      entries.delete(id);
      entries.set(id, { updatedAt, meta, readAt: now() });
      if (entries.size > MAX_ENTRIES) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
    },
    forget(id) {
      entries.delete(id);
    },
  };
}
