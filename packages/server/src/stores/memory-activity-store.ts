import { z } from 'zod';
import { formatIssues, requiredMessage } from '../common/format-issues.ts';
import {
  type ActivityRecord,
  type ActivityStore,
  idTime,
  retentionSchema,
} from './activity-store.ts';

const optionsSchema = retentionSchema.extend({
  maxAccounts: z.number().int().min(1).max(1_000_000).default(10_000),
  now: z
    .custom<() => number>((value) => typeof value === 'function', 'must be a function')
    .default(() => Date.now),
});

/** Options of {@link createMemoryActivityStore}: retention, and how many accounts' trails to hold. */
export type MemoryActivityStoreOptions = z.input<typeof optionsSchema>;

/**
 * An {@link ActivityStore} in a Map, one array per account, newest first. Bounded three ways: a
 * count per account, an age, and a number of accounts (the trail touched longest ago goes first),
 * so memory does not grow with time. One process only: replicas need a shared store.
 */
export function createMemoryActivityStore(options: MemoryActivityStoreOptions = {}): ActivityStore {
  const parsed = optionsSchema.safeParse(options, { error: requiredMessage });
  if (!parsed.success) {
    const lines = formatIssues(parsed.error.issues).map((line) => `  - ${line}`);
    throw new TypeError(`Invalid memory activity store options:\n${lines.join('\n')}`);
  }
  const { maxEntriesPerAccount, maxAgeMs, maxAccounts, now } = parsed.data;
  const trails = new Map<string, ActivityRecord[]>();

  /** The account's trail without what aged out; touched, so it is the last to be evicted. */
  function trailOf(accountId: string): ActivityRecord[] {
    const trail = trails.get(accountId) ?? [];
    const cutoff = idTime(now() - maxAgeMs);
    let keep = trail.length;
    while (keep > 0 && (trail[keep - 1]?.id ?? '') < cutoff) keep--;
    trail.length = keep;
    trails.delete(accountId);
    if (trail.length > 0) trails.set(accountId, trail);
    return trail;
  }

  return {
    append(accountId, record) {
      const trail = trailOf(accountId);
      // Runs finish out of order; each record goes where its start time puts it.
      let index = 0;
      while (index < trail.length && (trail[index]?.id ?? '') > record.id) index++;
      trail.splice(index, 0, record);
      if (trail.length > maxEntriesPerAccount) trail.length = maxEntriesPerAccount;
      trails.delete(accountId);
      trails.set(accountId, trail);
      if (trails.size > maxAccounts) {
        const oldest = trails.keys().next().value;
        if (oldest !== undefined) trails.delete(oldest);
      }
    },
    page(accountId, { cursor, limit }) {
      const trail = trailOf(accountId);
      const start = cursor === undefined ? 0 : trail.findIndex((record) => record.id < cursor);
      if (start === -1) return { records: [], nextCursor: null };
      const records = trail.slice(start, start + limit);
      const more = start + limit < trail.length;
      return { records, nextCursor: more ? (records.at(-1)?.id ?? null) : null };
    },
  };
}
