import type { UpstreamWebhookEvent } from '@plugboard/schema/upstream';
import type { Clock } from '../clock.ts';
import { newId } from '../random-token.ts';
import type { WebhookEndpoint, WebhookEndpoints } from './webhook-endpoints.ts';
import type { WebhookFault } from './webhook-faults.ts';
import { signWebhook } from './webhook-signature.ts';

/**
 * Seconds to wait after each failed attempt before the next (on the emulator clock, so a test
 * moves through them with advanceClock): six attempts in all, the last about 43 minutes after the
 * first, then the delivery is marked failed.
 */
export const RETRY_DELAYS_SECONDS = [5, 30, 120, 600, 1_800] as const;
/** An attempt that has not answered by then has failed. */
const ATTEMPT_TIMEOUT_MS = 5_000;
/** Deliveries kept in an endpoint's log, the oldest dropped first. */
const LOG_LIMIT = 200;

export interface DeliveryAttempt {
  attempt: number;
  /** When it was made, on the emulator clock. */
  at: string;
  /** The endpoint's status code; null when it never answered (or a `fail` fault stopped it). */
  status: number | null;
  error?: string;
  duration_ms: number;
}

export interface WebhookDelivery {
  id: string;
  endpoint_id: string;
  event_id: string;
  event_type: string;
  state: 'pending' | 'delivered' | 'failed';
  attempts: DeliveryAttempt[];
  /** When the next attempt is due (emulator clock), null once delivered or failed. */
  next_attempt_at: string | null;
}

interface Pending {
  record: WebhookDelivery;
  endpoint: WebhookEndpoint;
  body: string;
  due: number;
  timer: ReturnType<typeof setTimeout> | undefined;
}

export interface WebhookDeliveries {
  /** Sends `event` to every endpoint subscribed to its type, each on its own. */
  enqueue(event: UpstreamWebhookEvent): void;
  /** Makes every attempt that is due by the emulator clock (after advanceClock). */
  tick(): void;
  /** The endpoint's log, oldest first. */
  log(endpointId: string): WebhookDelivery[];
  addFault(endpointId: string, fault: WebhookFault): void;
  /** Resolves once no attempt is in flight. */
  settle(): Promise<void>;
  /** Forgets every delivery, pending retry and fault. */
  reset(): void;
}

/**
 * At-least-once delivery: each attempt is signed afresh (a new `webhook-timestamp`, on the real
 * clock the receiver checks it against) with the event id as `webhook-id`; a 2xx ends it, anything
 * else (or no answer within 5 s) schedules the next attempt after {@link RETRY_DELAYS_SECONDS}.
 */
export function createWebhookDeliveries(deps: {
  endpoints: WebhookEndpoints;
  clock: Clock;
}): WebhookDeliveries {
  const { endpoints, clock } = deps;
  const logs = new Map<string, WebhookDelivery[]>();
  const pending = new Set<Pending>();
  const inFlight = new Set<Promise<void>>();
  const faults = new Map<string, WebhookFault[]>();
  const held = new Map<string, UpstreamWebhookEvent[]>();

  function activeFault<K extends WebhookFault['kind']>(endpointId: string, kind: K) {
    return faults
      .get(endpointId)
      ?.find((fault): fault is Extract<WebhookFault, { kind: K }> => fault.kind === kind);
  }

  function spend(endpointId: string, fault: WebhookFault): void {
    fault.count -= 1;
    if (fault.count > 0) return;
    const left = faults.get(endpointId)?.filter((other) => other !== fault) ?? [];
    faults.set(endpointId, left);
  }

  function start(endpoint: WebhookEndpoint, event: UpstreamWebhookEvent): void {
    const record: WebhookDelivery = {
      id: newId('msg_'),
      endpoint_id: endpoint.id,
      event_id: event.id,
      event_type: event.type,
      state: 'pending',
      attempts: [],
      next_attempt_at: clock.now().toISOString(),
    };
    const log = logs.get(endpoint.id) ?? [];
    log.push(record);
    if (log.length > LOG_LIMIT) log.shift();
    logs.set(endpoint.id, log);
    attempt({
      record,
      endpoint,
      body: JSON.stringify(event),
      due: clock.now().getTime(),
      timer: undefined,
    });
  }

  function attempt(delivery: Pending): void {
    const run = send(delivery).finally(() => inFlight.delete(run));
    inFlight.add(run);
  }

  async function send(delivery: Pending): Promise<void> {
    const { record, endpoint, body } = delivery;
    const started = performance.now();
    const at = clock.now().toISOString();
    let status: number | null = null;
    let error: string | undefined;
    const failing = activeFault(endpoint.id, 'fail');
    if (failing !== undefined) {
      spend(endpoint.id, failing);
      status = failing.status;
      error = 'fault: a failing endpoint';
    } else {
      const timestamp = Math.floor(Date.now() / 1000);
      try {
        const response = await fetch(endpoint.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'user-agent': 'plugboard-emulator-webhooks',
            'webhook-id': record.event_id,
            'webhook-timestamp': String(timestamp),
            'webhook-signature': signWebhook(endpoint.secret, record.event_id, timestamp, body),
          },
          body,
          signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
          redirect: 'manual',
        });
        status = response.status;
        await response.body?.cancel();
      } catch (cause) {
        error = cause instanceof Error ? cause.message : String(cause);
      }
    }
    record.attempts.push({
      attempt: record.attempts.length + 1,
      at,
      status,
      ...(error !== undefined && { error }),
      duration_ms: Math.round(performance.now() - started),
    });
    if (status !== null && status >= 200 && status < 300 && error === undefined) {
      record.state = 'delivered';
      record.next_attempt_at = null;
      return;
    }
    const delay = RETRY_DELAYS_SECONDS[record.attempts.length - 1];
    if (delay === undefined) {
      record.state = 'failed';
      record.next_attempt_at = null;
      return;
    }
    delivery.due = Date.parse(at) + delay * 1000;
    record.next_attempt_at = new Date(delivery.due).toISOString();
    pending.add(delivery);
    delivery.timer = setTimeout(tick, delay * 1000);
    delivery.timer.unref?.();
  }

  function tick(): void {
    const now = clock.now().getTime();
    for (const delivery of pending) {
      if (delivery.due > now) continue;
      pending.delete(delivery);
      clearTimeout(delivery.timer);
      attempt(delivery);
    }
  }

  return {
    enqueue(event) {
      for (const endpoint of endpoints.subscribedTo(event.type)) {
        const reorder = activeFault(endpoint.id, 'out_of_order');
        if (reorder !== undefined) {
          const waiting = [...(held.get(endpoint.id) ?? []), event];
          if (waiting.length < reorder.count) {
            held.set(endpoint.id, waiting);
            continue;
          }
          held.delete(endpoint.id);
          faults.set(
            endpoint.id,
            faults.get(endpoint.id)?.filter((fault) => fault !== reorder) ?? [],
          );
          for (const late of waiting.reverse()) start(endpoint, late);
          continue;
        }
        start(endpoint, event);
        const duplicate = activeFault(endpoint.id, 'duplicate');
        if (duplicate !== undefined) {
          spend(endpoint.id, duplicate);
          start(endpoint, event);
        }
      }
    },
    tick,
    log: (endpointId) => [...(logs.get(endpoints.get(endpointId).id) ?? [])],
    addFault(endpointId, fault) {
      endpoints.get(endpointId);
      faults.set(endpointId, [...(faults.get(endpointId) ?? []), { ...fault }]);
    },
    async settle() {
      while (inFlight.size > 0) await Promise.all(inFlight);
    },
    reset() {
      for (const delivery of pending) clearTimeout(delivery.timer);
      pending.clear();
      logs.clear();
      faults.clear();
      held.clear();
    },
  };
}
