import { expect, it } from 'vitest';
import type { ActivityRecord, ActivityStore } from '../stores/activity-store.ts';
import { newActivityId } from '../stores/activity-store.ts';

const T0 = Date.parse('2026-11-25T12:00:00.000Z');

/** A record of a run started `offsetMs` after T0. */
export function recordAt(offsetMs: number, actor = 'ada@example.com'): ActivityRecord {
  return {
    id: newActivityId(T0 + offsetMs),
    tool: 'warehouse_show_warehouses',
    effect: 'read',
    started_at: new Date(T0 + offsetMs).toISOString(),
    duration_ms: 12.5,
    outcome: 'success',
    error_code: null,
    execution_id: `exec_${offsetMs}`,
    actor,
  };
}

/**
 * What every activity store must do, for the memory and the Redis store alike. `make` builds a
 * store with the given retention whose clock reads `clock.now`.
 */
export function activityStoreCases(
  make: (options: {
    maxEntriesPerAccount?: number;
    maxAgeMs?: number;
    now: () => number;
  }) => ActivityStore,
): void {
  const clock = { now: T0 + 60_000 };
  const now = () => clock.now;

  it('answers newest first, in pages linked by cursors, per account', async () => {
    const store = make({ now });
    for (const offset of [3, 1, 4, 2, 5]) await store.append('ca_pages', recordAt(offset));
    await store.append('ca_other', recordAt(9));
    const first = await store.page('ca_pages', { limit: 2 });
    expect(first.records.map((record) => record.execution_id)).toEqual(['exec_5', 'exec_4']);
    const second = await store.page('ca_pages', { cursor: first.nextCursor ?? '', limit: 2 });
    expect(second.records.map((record) => record.execution_id)).toEqual(['exec_3', 'exec_2']);
    const last = await store.page('ca_pages', { cursor: second.nextCursor ?? '', limit: 2 });
    expect(last.records.map((record) => record.execution_id)).toEqual(['exec_1']);
    expect(last.nextCursor).toBeNull();
    expect(first.records[0]).toEqual(expect.objectContaining({ actor: 'ada@example.com' }));
    expect((await store.page('ca_none', { limit: 5 })).records).toEqual([]);
  });

  it('keeps at most maxEntriesPerAccount records, the newest', async () => {
    const store = make({ maxEntriesPerAccount: 3, now });
    for (let offset = 1; offset <= 6; offset++) await store.append('ca_count', recordAt(offset));
    const page = await store.page('ca_count', { limit: 10 });
    expect(page.records.map((record) => record.execution_id)).toEqual([
      'exec_6',
      'exec_5',
      'exec_4',
    ]);
  });

  it('forgets records older than maxAgeMs', async () => {
    const store = make({ maxAgeMs: 30_000, now });
    await store.append('ca_age', recordAt(10_000));
    await store.append('ca_age', recordAt(50_000));
    const page = await store.page('ca_age', { limit: 10 });
    expect(page.records.map((record) => record.execution_id)).toEqual(['exec_50000']);
  });
}
