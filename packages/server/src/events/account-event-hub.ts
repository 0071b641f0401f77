import type { AccountEvent } from '@plugboard/schema';
import type { Logger } from '../common/logger.ts';
import type { SessionUser } from '../common/session-user.ts';
import type { AccountEventBus } from '../stores/account-event-bus.ts';
import type { RoutedEvent } from '../stores/routed-event.ts';
import {
  eventSharedWith,
  ownerKey,
  ownerKeysOf,
  type VisibilitySettings,
} from './event-visibility.ts';
import { accountEventFrame, HEARTBEAT_FRAME, retryFrame } from './sse-frames.ts';

/** How long a browser waits before reconnecting a stream that broke off. */
const RECONNECT_MS = 3_000;
/** Frames a stream may hold unread before the BFF gives up on its reader and closes it. */
const MAX_QUEUED_FRAMES = 1_000;

export interface ReplayBounds {
  /** Events kept per owner (an identifier and organization), the oldest dropped first. */
  events: number;
  /** How long an event stays replayable. */
  seconds: number;
  /** Owners kept; the least recently active dropped first. */
  owners: number;
}

export interface AccountEventHubOptions {
  bus: AccountEventBus;
  visibility: VisibilitySettings;
  heartbeatSeconds: number;
  replay: ReplayBounds;
  now: () => number;
  logger: Logger;
}

/**
 * This replica's open event streams (GET /events), each filed under the owners whose events its
 * user may see, and a short replay buffer per owner for `Last-Event-ID`. Every event the bus
 * brings goes to the streams filed under its owner whose user may see it, and nowhere else.
 */
export interface AccountEventHub {
  /** A new stream for `user`, starting with the buffered events after `lastEventId`, if any. */
  open(user: SessionUser, lastEventId: string | null): ReadableStream<Uint8Array>;
  /**
   * Sends an event the BFF itself caused (a rename, a change of default) to every replica's
   * streams, as a webhook's would be.
   */
  publish(event: RoutedEvent): Promise<void>;
  /** How many streams are open on this replica. */
  size(): number;
  /** Ends every stream (the server is shutting down) and stops listening to the bus. */
  close(): void;
}

interface OpenStream {
  user: SessionUser;
  controller: ReadableStreamDefaultController<Uint8Array>;
  keys: string[];
}

interface Buffered {
  seq: number;
  at: number;
  event: RoutedEvent;
}

export function createAccountEventHub(options: AccountEventHubOptions): AccountEventHub {
  const { bus, visibility, replay, now, logger } = options;
  const streamsByOwner = new Map<string, Set<OpenStream>>();
  const buffers = new Map<string, Buffered[]>();
  let open = 0;
  let seq = 0;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let closed = false;

  const unsubscribe = bus.subscribe((event) => {
    const key = ownerKey(event.owner.identifier, event.owner.organization_id);
    remember(key, event);
    const streams = streamsByOwner.get(key);
    if (streams === undefined) return;
    for (const stream of streams) send(stream, event);
  });

  function remember(key: string, event: RoutedEvent): void {
    if (replay.events === 0) return;
    const buffer = buffers.get(key) ?? [];
    buffers.delete(key);
    buffers.set(key, buffer);
    buffer.push({ seq: ++seq, at: now(), event });
    if (buffer.length > replay.events) buffer.shift();
    if (buffers.size > replay.owners) {
      const oldest = buffers.keys().next().value;
      if (oldest !== undefined) buffers.delete(oldest);
    }
  }

  function send(stream: OpenStream, event: RoutedEvent): void {
    const shared = eventSharedWith(stream.user, event, visibility);
    if (shared === undefined) return;
    const accountEvent: AccountEvent = {
      id: event.id,
      type: event.type,
      occurred_at: event.occurred_at,
      account: { ...event.account, shared },
    };
    write(stream, accountEventFrame(accountEvent));
  }

  function write(stream: OpenStream, frame: Uint8Array): void {
    if ((stream.controller.desiredSize ?? 0) < -MAX_QUEUED_FRAMES) {
      logger({
        level: 'warn',
        event: 'events.slow_reader',
        message: `An event stream left ${MAX_QUEUED_FRAMES} events unread; it was closed, the browser reconnects and resumes.`,
      });
      end(stream);
      return;
    }
    stream.controller.enqueue(frame);
  }

  function replayFor(keys: readonly string[], lastEventId: string | null): Buffered[] {
    if (lastEventId === null) return [];
    const oldest = now() - replay.seconds * 1000;
    const entries = keys
      .flatMap((key) => buffers.get(key) ?? [])
      .filter((entry) => entry.at >= oldest)
      .sort((a, b) => a.seq - b.seq);
    const seen = entries.findIndex((entry) => entry.event.id === lastEventId);
    // An id this replica never had (evicted, or from before it started): all it has, which the
    // browser applies like any event (the newest state wins).
    return entries.slice(seen + 1);
  }

  function register(stream: OpenStream): void {
    for (const key of stream.keys) {
      const set = streamsByOwner.get(key) ?? new Set();
      set.add(stream);
      streamsByOwner.set(key, set);
    }
    open += 1;
    heartbeat ??= setInterval(beat, options.heartbeatSeconds * 1000);
    heartbeat.unref?.();
  }

  function unregister(stream: OpenStream): boolean {
    let found = false;
    for (const key of stream.keys) {
      const set = streamsByOwner.get(key);
      if (set?.delete(stream)) found = true;
      if (set?.size === 0) streamsByOwner.delete(key);
    }
    if (!found) return false;
    open -= 1;
    if (open === 0 && heartbeat !== undefined) {
      clearInterval(heartbeat);
      heartbeat = undefined;
    }
    return true;
  }

  function end(stream: OpenStream): void {
    if (!unregister(stream)) return;
    try {
      stream.controller.close();
    } catch {
      // Already cancelled by the reader: nothing left to close.
    }
  }

  function beat(): void {
    const all = new Set<OpenStream>();
    for (const set of streamsByOwner.values()) for (const stream of set) all.add(stream);
    for (const stream of all) write(stream, HEARTBEAT_FRAME);
  }

  return {
    open(user, lastEventId) {
      let stream: OpenStream | undefined;
      return new ReadableStream<Uint8Array>(
        {
          start(controller) {
            const keys = ownerKeysOf(user, visibility);
            stream = { user, controller, keys };
            controller.enqueue(retryFrame(RECONNECT_MS));
            if (closed) {
              controller.close();
              return;
            }
            for (const entry of replayFor(keys, lastEventId)) send(stream, entry.event);
            register(stream);
          },
          cancel() {
            if (stream !== undefined) unregister(stream);
          },
        },
        { highWaterMark: 1 },
      );
    },
    publish: (event) => bus.publish(event),
    size: () => open,
    close() {
      closed = true;
      unsubscribe();
      const all = new Set<OpenStream>();
      for (const set of streamsByOwner.values()) for (const stream of set) all.add(stream);
      for (const stream of all) end(stream);
    },
  };
}
