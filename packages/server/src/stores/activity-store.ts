import type { AccountActivityEntry } from '@plugboard/schema';
import { z } from 'zod';

/**
 * One tool run as a store keeps it: the entry of GET /accounts/:id/activity without `actor.you`,
 * which depends on who reads. `id` sorts by time: `<started_at in ms, 13 digits>-<8 hex digits>`,
 * so the newest entry has the greatest id and an id is a stable page cursor.
 *
 * @example
 * ```ts
 * const record: ActivityRecord = {
 *   id: '1764111600000-3f9a0c1e',
 *   tool: 'warehouse_execute_query',
 *   effect: 'write',
 *   started_at: '2025-11-25T23:00:00.000Z',
 *   duration_ms: 42,
 *   outcome: 'success',
 *   error_code: null,
 *   execution_id: 'exec_1',
 *   actor: 'ada@example.com',
 * };
 * ```
 */
export type ActivityRecord = Omit<AccountActivityEntry, 'actor'> & { actor: string };

/** The form of a record id, and so of a page cursor. */
export const ACTIVITY_ID_PATTERN = /^\d{13}-[0-9a-f]{8}$/;

/** One page of an account's records, newest first; `nextCursor` reads the older ones. */
export interface ActivityRecordPage {
  records: ActivityRecord[];
  nextCursor: string | null;
}

/**
 * Where the activity trail of each account lives. The BFF keeps it in memory by default;
 * replicas share one store so each sees every run (`createRedisActivityStore` from
 * `@plugboard/server/redis`). A store bounds what it keeps (per account a count and an age) and
 * answers newest first; `cursor` is the id of the last record of the previous page, and a page
 * holds the records older than it.
 *
 * @example
 * ```ts
 * // A store that keeps nothing, for a host that wants no trail.
 * const store: ActivityStore = {
 *   append() {},
 *   page: () => ({ records: [], nextCursor: null }),
 * };
 * ```
 */
export interface ActivityStore {
  append(accountId: string, record: ActivityRecord): Promise<void> | void;
  page(
    accountId: string,
    query: { cursor?: string | undefined; limit: number },
  ): Promise<ActivityRecordPage> | ActivityRecordPage;
}

/** Retention: at most this many records per account (newest kept), none older than this. */
export const retentionSchema = z.object({
  maxEntriesPerAccount: z.number().int().min(1).max(10_000).default(500),
  maxAgeMs: z
    .number()
    .int()
    .min(1_000)
    .max(366 * 24 * 3_600_000)
    .default(30 * 24 * 3_600_000),
});

/** The 13-digit, zero-padded millisecond time that starts record ids and orders them. */
export function idTime(ms: number): string {
  return String(Math.max(0, Math.floor(ms))).padStart(13, '0');
}

/** A new record id for a run started at `startedMs`. */
export function newActivityId(startedMs: number): string {
  const random = new Uint32Array(1);
  crypto.getRandomValues(random);
  return `${idTime(startedMs)}-${(random[0] ?? 0).toString(16).padStart(8, '0')}`;
}
