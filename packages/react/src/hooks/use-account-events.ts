'use client';

import type { AccountEvent } from '@plugboard/schema';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { usePlugboardInternals } from '../context/plugboard-context.ts';
import { type AccountEventsSnapshot, accountEventHub } from '../core/account-event-hub.ts';
import { accountEventSink } from './account-event-sink.ts';
import { useLatestRef } from './use-latest-ref.ts';

export type UseAccountEventsResult = AccountEventsSnapshot;

const SERVER_SNAPSHOT: AccountEventsSnapshot = { status: 'connecting', lastEvent: undefined };

/**
 * Keeps the session user's accounts live: while a component calls it, the provider's one stream
 * of account events (GET /events) is open, and each event updates the cached accounts list, the
 * tools' readiness and the account's permissions in this tab, with no polling; while the stream
 * is down they are read again on a growing interval instead. `listener` hears each event once.
 * Answers the stream's `status` and the newest event.
 *
 * @example
 * ```tsx
 * function CrmWatch() {
 *   const { lastEvent } = useAccountEvents((event) => {
 *     if (event.account.status === 'EXPIRED') toast(`${event.account.connector} needs reconnecting`);
 *   });
 *   return lastEvent ? <small>Last change: {lastEvent.type}</small> : null;
 * }
 * ```
 */
export function useAccountEvents(listener?: (event: AccountEvent) => void): UseAccountEventsResult {
  const { client, cache } = usePlugboardInternals();
  const { mutate } = cache;
  const latest = useLatestRef(listener);
  const hub = accountEventHub(client);
  const sink = useMemo(() => accountEventSink(mutate, client.baseUrl), [mutate, client]);
  const subscribe = useCallback(
    (onStoreChange: () => void) =>
      hub.subscribe((event) => {
        if (event) latest.current?.(event);
        onStoreChange();
      }, sink),
    [hub, sink, latest],
  );
  const snapshot = useSyncExternalStore(subscribe, hub.snapshot, () => SERVER_SNAPSHOT);
  return snapshot;
}
