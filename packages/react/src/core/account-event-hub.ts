import type { AccountEvent } from '@plugboard/schema';
import {
  type AccountEventStreamOptions,
  type AccountEventStreamStatus,
  openAccountEventStream,
} from './account-event-stream.ts';
import type { BffClient } from './bff-client.ts';

/** What the hub's subscribers read: the stream's status and the newest event it brought. */
export interface AccountEventsSnapshot {
  status: AccountEventStreamStatus;
  lastEvent: AccountEvent | undefined;
}

/** What the hub does with each event and poll once, however many subscribers it has. */
export interface AccountEventSink {
  apply(event: AccountEvent): void;
  poll(): void;
}

export interface AccountEventHub {
  /**
   * Opens the stream with the first subscriber and closes it after the last one leaves. `sink`
   * applies each event (and each poll) once, whatever the number of subscribers.
   */
  subscribe(
    onChange: (event: AccountEvent | undefined) => void,
    sink: AccountEventSink,
  ): () => void;
  snapshot(): AccountEventsSnapshot;
}

type StreamSettings = Pick<AccountEventStreamOptions, 'EventSource' | 'minDelayMs' | 'maxDelayMs'>;

const hubs = new WeakMap<BffClient, AccountEventHub>();

/**
 * The one event stream of a BFF client, which a provider makes once: every hook under the
 * provider shares it, so a tab holds one connection however many components listen.
 */
export function accountEventHub(client: BffClient, settings: StreamSettings = {}): AccountEventHub {
  let hub = hubs.get(client);
  if (!hub) {
    hub = createHub(`${client.baseUrl}/events`, settings);
    hubs.set(client, hub);
  }
  return hub;
}

function createHub(url: string, settings: StreamSettings): AccountEventHub {
  // Every subscriber of one provider passes the same cache's sink; the newest one is used.
  let sink: AccountEventSink | undefined;
  const subscribers = new Set<(event: AccountEvent | undefined) => void>();
  // The newest occurred_at applied per account: a late, older event must not undo a newer one.
  const newest = new Map<string, string>();
  let snapshot: AccountEventsSnapshot = { status: 'connecting', lastEvent: undefined };
  let stream: ReturnType<typeof openAccountEventStream> | undefined;

  const publish = (next: AccountEventsSnapshot, event?: AccountEvent) => {
    snapshot = next;
    for (const subscriber of subscribers) subscriber(event);
  };

  return {
    snapshot: () => snapshot,
    subscribe(onChange, latestSink) {
      sink = latestSink;
      subscribers.add(onChange);
      stream ??= openAccountEventStream({
        ...settings,
        url,
        onEvent(event) {
          const seen = newest.get(event.account.id);
          if (seen !== undefined && Date.parse(seen) > Date.parse(event.occurred_at)) return;
          newest.set(event.account.id, event.occurred_at);
          sink?.apply(event);
          publish({ status: 'live', lastEvent: event }, event);
        },
        onStatus(status) {
          if (status !== snapshot.status) publish({ status, lastEvent: snapshot.lastEvent });
        },
        onPoll: () => sink?.poll(),
      });
      return () => {
        subscribers.delete(onChange);
        if (subscribers.size > 0) return;
        stream?.close();
        stream = undefined;
        snapshot = { status: 'connecting', lastEvent: snapshot.lastEvent };
      };
    },
  };
}
