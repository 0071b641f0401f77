import type { Clock } from '../clock.ts';
import type { AccountEventEmitter } from './account-event-emitter.ts';
import type { RefreshOutcome, TokenRefresh } from './token-refresh.ts';
import type { WebhookDeliveries, WebhookDelivery } from './webhook-deliveries.ts';
import type {
  WebhookEndpoint,
  WebhookEndpointInput,
  WebhookEndpoints,
} from './webhook-endpoints.ts';
import { type WebhookFaultInput, webhookFaultSchema } from './webhook-faults.ts';

/** How often, while an endpoint listens, lapsed tokens are looked for on the real clock. */
const SWEEP_INTERVAL_MS = 2_000;

/**
 * The webhooks part of the control API (`control.webhooks`, `/_emulator/webhooks`).
 *
 * @example
 * const endpoint = emulator.control.webhooks.add({ url: 'http://127.0.0.1:3000/api/plugboard/webhooks' });
 * await emulator.control.setAccountStatus(accountId, 'EXPIRED');
 * await emulator.control.webhooks.settle();
 * emulator.control.webhooks.deliveries(endpoint.id); // attempts, status codes, times
 */
export interface WebhookControl {
  /** Registers an endpoint; a secret is made when none is given. Answers it, secret included. */
  add(input: WebhookEndpointInput): WebhookEndpoint;
  list(): WebhookEndpoint[];
  /** 404 for an unknown id. */
  remove(id: string): void;
  /** The endpoint's delivery log, oldest first: each delivery's attempts, status codes and times. */
  deliveries(id: string): WebhookDelivery[];
  /** Injects a fault into the endpoint's next deliveries (webhook-faults.ts). */
  addFault(id: string, fault: WebhookFaultInput): void;
  /** Refreshes account `id`'s token now, as the upstream would, with the given outcome. */
  refreshToken(id: string, outcome: RefreshOutcome): Promise<void>;
  /** Resolves once every attempt under way has been answered. */
  settle(): Promise<void>;
}

/** What the rest of the emulator calls: control on the clock and on reset. */
export interface Webhooks {
  control: WebhookControl;
  /** The clock moved: lapsed tokens fail to refresh, and due retries go out. */
  clockMoved(): Promise<void>;
  /** Deliveries, retries and faults forgotten; endpoints kept (webhook-endpoints.ts). */
  reset(): void;
  /** Stops the sweep timer and every pending retry. */
  close(): void;
}

export function createWebhooks(deps: {
  endpoints: WebhookEndpoints;
  deliveries: WebhookDeliveries;
  refresh: TokenRefresh;
  events: AccountEventEmitter;
  clock: Clock;
}): Webhooks {
  const { endpoints, deliveries, refresh, clock } = deps;
  let sweeping: ReturnType<typeof setInterval> | undefined;

  function watchTokens(): void {
    if (endpoints.size() > 0 && sweeping === undefined) {
      sweeping = setInterval(() => {
        refresh.sweep().catch(() => {
          // The database closed under a sweep: the emulator is stopping.
        });
      }, SWEEP_INTERVAL_MS);
      sweeping.unref?.();
    } else if (endpoints.size() === 0 && sweeping !== undefined) {
      clearInterval(sweeping);
      sweeping = undefined;
    }
  }

  return {
    control: {
      add(input) {
        const endpoint = endpoints.add(input, clock.now());
        watchTokens();
        return endpoint;
      },
      list: () => endpoints.list(),
      remove(id) {
        endpoints.remove(id);
        watchTokens();
      },
      deliveries: (id) => deliveries.log(id),
      addFault: (id, fault) => deliveries.addFault(id, webhookFaultSchema.parse(fault)),
      refreshToken: (id, outcome) => refresh.refresh(id, outcome),
      settle: () => deliveries.settle(),
    },
    async clockMoved() {
      await refresh.sweep();
      deliveries.tick();
    },
    reset: () => deliveries.reset(),
    close() {
      clearInterval(sweeping);
      sweeping = undefined;
      deliveries.reset();
    },
  };
}
