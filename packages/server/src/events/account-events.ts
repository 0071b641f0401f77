import type { ConnectorId } from '@plugboard/schema';
import type { z } from 'zod';
import type { AccountOwnership } from '../accounts/account-owner.ts';
import type { BffAnswer } from '../bff/bff-answer.ts';
import type { BffRequest } from '../bff/bff-request.ts';
import type { Logger } from '../common/logger.ts';
import { createMemoryAccountEventBus } from '../stores/account-event-bus.ts';
import { createMemoryAccountEventOrder } from '../stores/account-event-order.ts';
import { createMemoryUsedStateStore } from '../stores/used-state-store.ts';
import { type AccountEventHub, createAccountEventHub } from './account-event-hub.ts';
import type {
  accountEventsOptionSchema,
  OnAccountEvent,
  webhooksOptionSchema,
} from './events-options.ts';
import { createWebhookReceiver } from './webhook-receiver.ts';

export interface AccountEventsSettings {
  webhooks?: z.output<typeof webhooksOptionSchema> | undefined;
  accountEvents: z.output<typeof accountEventsOptionSchema>;
  onAccountEvent?: OnAccountEvent | undefined;
  connectors: readonly ConnectorId[];
  accountOwnership: Readonly<Partial<Record<ConnectorId, AccountOwnership>>>;
  now: () => number;
}

/** What the handler runs of live account events. */
export interface AccountEvents {
  hub: AccountEventHub;
  /** POST /webhooks, when the host gave `webhooks`. */
  receive: ((request: BffRequest, requestId: string) => Promise<BffAnswer>) | undefined;
}

/**
 * Wires live account events once per handler: the bus (the host's, or one in memory), this
 * replica's streams, and the webhook receiver when the host configured one. Aborting
 * `accountEvents.signal` ends every stream.
 */
export function createAccountEvents(
  settings: AccountEventsSettings,
  logger: Logger,
): AccountEvents {
  const { webhooks, accountEvents, now } = settings;
  const bus = accountEvents.bus ?? createMemoryAccountEventBus();
  const hub = createAccountEventHub({
    bus,
    visibility: settings,
    heartbeatSeconds: accountEvents.heartbeatSeconds,
    replay: {
      events: accountEvents.replayEvents,
      seconds: accountEvents.replaySeconds,
      owners: accountEvents.replayOwners,
    },
    now,
    logger,
  });
  const { signal } = accountEvents;
  if (signal?.aborted) hub.close();
  else signal?.addEventListener('abort', () => hub.close(), { once: true });
  const receive =
    webhooks === undefined
      ? undefined
      : createWebhookReceiver({
          settings: webhooks,
          seenEvents: webhooks.seenEvents ?? createMemoryUsedStateStore(now),
          eventOrder: webhooks.eventOrder ?? createMemoryAccountEventOrder(),
          bus,
          onAccountEvent: settings.onAccountEvent,
          now,
          logger,
        });
  return { hub, receive };
}
