import type { ConnectedAccountStatus } from '@plugboard/schema';
import type { Clock } from '../clock.ts';
import type { UpstreamWebhookEventType } from '../contract/webhook-event.ts';
import type { AccountRow } from '../services/connected-accounts.ts';
import type { WebhookDeliveries } from './webhook-deliveries.ts';
import type { WebhookEndpoints } from './webhook-endpoints.ts';
import { webhookEnvelope } from './webhook-envelope.ts';

/** Emits one event per transition, to the endpoints subscribed to it. */
export interface AccountEventEmitter {
  /** Whether any endpoint listens: with none, transitions skip the reads events would need. */
  active(): boolean;
  emit(
    type: UpstreamWebhookEventType,
    account: AccountRow,
    oldStatus?: ConnectedAccountStatus,
  ): void;
}

export function createAccountEventEmitter(deps: {
  endpoints: WebhookEndpoints;
  deliveries: WebhookDeliveries;
  clock: Clock;
}): AccountEventEmitter {
  const { endpoints, deliveries, clock } = deps;
  return {
    active: () => endpoints.size() > 0,
    emit(type, account, oldStatus) {
      if (endpoints.size() === 0) return;
      deliveries.enqueue(webhookEnvelope(type, account, clock.now(), oldStatus));
    },
  };
}
