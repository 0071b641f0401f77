import { type AccountEvent, accountEventTypeSchema, connectorIdSchema } from '@plugboard/schema';
import {
  type UpstreamWebhookEvent,
  upstreamWebhookEventSchema,
  WEBHOOK_HEADERS,
} from '@plugboard/schema/upstream';
import type { z } from 'zod';
import { organizationIdentifier } from '../accounts/account-owner.ts';
import { ownerIdentifierOf } from '../accounts/account-slot.ts';
import { type BffAnswer, jsonAnswer } from '../bff/bff-answer.ts';
import type { BffRequest } from '../bff/bff-request.ts';
import { parseInput } from '../bff/parse-input.ts';
import { readLimitedText } from '../bff/read-json-body.ts';
import { BffError } from '../common/bff-error.ts';
import type { Logger } from '../common/logger.ts';
import { ORGANIZATION_IDENTIFIER_PREFIX } from '../common/session-user.ts';
import type { AccountEventBus } from '../stores/account-event-bus.ts';
import type { AccountEventOrder } from '../stores/account-event-order.ts';
import type { RoutedEvent } from '../stores/routed-event.ts';
import type { UsedStateStore } from '../stores/used-state-store.ts';
import type { AccountEventUsers, OnAccountEvent, webhooksOptionSchema } from './events-options.ts';
import { occurredAtKey } from './occurred-at.ts';
import { verifyWebhookSignature, webhookSecretKey } from './webhook-signature.ts';

/**
 * How long a taken event id is remembered: longer than the upstream goes on retrying one
 * delivery, so a late retry is recognized as the duplicate it is.
 */
export const SEEN_EVENT_TTL_MS = 24 * 60 * 60 * 1000;

export interface WebhookReceiverOptions {
  settings: z.output<typeof webhooksOptionSchema>;
  seenEvents: UsedStateStore;
  eventOrder: AccountEventOrder;
  bus: AccountEventBus;
  onAccountEvent: OnAccountEvent | undefined;
  now: () => number;
  logger: Logger;
}

/** What the upstream is told about a delivery it may stop retrying. */
type Receipt = { received: true; duplicate?: true; stale?: true; ignored?: true };

/**
 * POST {basePath}/webhooks: verifies the delivery (signature over the raw body, timestamp within
 * tolerance), takes each event id once, drops an event older than the newest taken for its
 * account, and answers 200 only once the event is on the bus; a failure on the way forgets the
 * id again and answers 5xx, so the upstream's retry is taken.
 */
export function createWebhookReceiver(
  options: WebhookReceiverOptions,
): (request: BffRequest, requestId: string) => Promise<BffAnswer> {
  const { settings, seenEvents, eventOrder, bus, onAccountEvent, now, logger } = options;
  const key = webhookSecretKey(settings.secret);

  return async (request, requestId) => {
    const mediaType = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
    if (mediaType !== 'application/json') {
      throw new BffError(
        'UNSUPPORTED_MEDIA_TYPE',
        'A webhook body is JSON (Content-Type: application/json).',
      );
    }
    const body = await readLimitedText(request, settings.maxBodyBytes);
    verifyWebhookSignature(
      {
        id: request.headers.get(WEBHOOK_HEADERS.id),
        timestamp: request.headers.get(WEBHOOK_HEADERS.timestamp),
        signature: request.headers.get(WEBHOOK_HEADERS.signature),
        body,
      },
      key,
      { nowSeconds: Math.floor(now() / 1000), toleranceSeconds: settings.toleranceSeconds },
    );
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      throw new BffError('BAD_REQUEST', 'The webhook body is not valid JSON.');
    }
    const event = parseInput(upstreamWebhookEventSchema, json, 'body');
    if (!(await seenEvents.markUsed(event.id, now() + SEEN_EVENT_TTL_MS))) {
      return receipt({ received: true, duplicate: true });
    }
    try {
      return receipt(await take(event, requestId));
    } catch (error) {
      await seenEvents.release(event.id);
      throw error;
    }
  };

  async function take(event: UpstreamWebhookEvent, requestId: string): Promise<Receipt> {
    const routed = routedEventOf(event);
    if (routed === undefined) return { received: true, ignored: true };
    if (!(await eventOrder.advance(routed.account.id, occurredAtKey(routed.occurred_at)))) {
      return { received: true, stale: true };
    }
    await bus.publish(routed);
    if (onAccountEvent !== undefined) tell(onAccountEvent, routed, requestId);
    return { received: true };
  }

  /** Runs the host's handler after the answer, so a slow mail server never delays it. */
  function tell(handler: OnAccountEvent, routed: RoutedEvent, requestId: string): void {
    setImmediate(() => {
      Promise.resolve()
        .then(() => handler(hostEventOf(routed), usersOf(routed)))
        .catch((error: unknown) => {
          logger({
            level: 'error',
            event: 'events.on_account_event_failed',
            message: `onAccountEvent failed for ${routed.type} ${routed.id}: ${error instanceof Error ? error.message : String(error)}`,
            requestId,
            errorName: error instanceof Error ? error.name : undefined,
          });
        });
    });
  }
}

function receipt(body: Receipt): BffAnswer {
  return jsonAnswer(body);
}

/**
 * The event as the browser will see it, or `undefined` for one it has no use for: a type the
 * stream does not carry (a magic link was made, an OAuth step), or a connector this BFF does not
 * know. Those are taken and answered 200 all the same, so the upstream stops retrying them.
 */
export function routedEventOf(event: UpstreamWebhookEvent): RoutedEvent | undefined {
  const type = accountEventTypeSchema.safeParse(event.type);
  const connector = connectorIdSchema.safeParse(
    event.data.connection_name ?? event.data.connection_id.slice('conn_'.length),
  );
  if (!type.success || !connector.success) return undefined;
  return {
    id: event.id,
    type: type.data,
    occurred_at: event.occurred_at,
    account: {
      id: event.data.id,
      connector: connector.data,
      status: type.data === 'connected_account.deleted' ? null : event.data.status,
      old_status:
        type.data === 'connected_account.status_updated' ? (event.data.old_status ?? null) : null,
    },
    owner: {
      identifier: ownerIdentifierOf(event.data.identifier),
      organization_id: event.organization_id ?? null,
    },
  };
}

function usersOf(event: RoutedEvent): AccountEventUsers {
  const { organization_id } = event.owner;
  // A further account (`<identifier>#<slot>`) is its owner's: the host knows users, not slots.
  const identifier = ownerIdentifierOf(event.owner.identifier);
  if (organization_id !== null && identifier === organizationIdentifier(organization_id)) {
    return { kind: 'organization', organizationId: organization_id };
  }
  return { kind: 'user', identifier, organizationId: organization_id ?? undefined };
}

function hostEventOf(event: RoutedEvent): AccountEvent {
  const organizationId = event.owner.organization_id;
  const shared =
    organizationId !== null && event.owner.identifier.startsWith(ORGANIZATION_IDENTIFIER_PREFIX)
      ? { organization_id: organizationId, organization_name: organizationId }
      : null;
  return {
    id: event.id,
    type: event.type,
    occurred_at: event.occurred_at,
    account: { ...event.account, shared },
  };
}
