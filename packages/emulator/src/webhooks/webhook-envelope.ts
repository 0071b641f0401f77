import type { ConnectedAccountStatus } from '@plugboard/schema';
import type { UpstreamWebhookEvent } from '@plugboard/schema/upstream';
import type { UpstreamWebhookEventType } from '../contract/webhook-event.ts';
import type { AccountRow } from '../services/connected-accounts.ts';

/** The emulator's one environment. */
export const ENVIRONMENT_ID = 'env_emulator';

let lastMicros = 0n;
let eventCounter = BigInt(Date.now()) * 1000n;

/**
 * `at` with nanosecond digits, strictly increasing within this process: the upstream's
 * `occurred_at` carries nanoseconds, and two events of one millisecond must still be ordered.
 */
function occurredAt(at: Date): string {
  let micros = BigInt(at.getTime()) * 1000n;
  if (micros <= lastMicros) micros = lastMicros + 1n;
  lastMicros = micros;
  const iso = new Date(Number(micros / 1000n)).toISOString().slice(0, -1);
  return `${iso}${String(micros % 1000n).padStart(3, '0')}000Z`;
}

/** An event id: `evt_` and digits, as the upstream's. */
function eventId(): string {
  eventCounter += 1n;
  return `evt_${eventCounter}`;
}

/**
 * One event in the published envelope (docs/internals/upstream-api.md §6), about `account` as it
 * is after the transition (as it was, for `deleted`).
 */
export function webhookEnvelope(
  type: UpstreamWebhookEventType,
  account: AccountRow,
  at: Date,
  oldStatus?: ConnectedAccountStatus,
): UpstreamWebhookEvent {
  return {
    spec_version: '1',
    id: eventId(),
    type,
    occurred_at: occurredAt(at),
    environment_id: ENVIRONMENT_ID,
    ...(account.organization_id !== null && { organization_id: account.organization_id }),
    object: 'ConnectedAccount',
    data: {
      id: account.id,
      identifier: account.identifier,
      connection_id: account.connection_id,
      connection_name: account.connector,
      provider: account.provider,
      authorization_type: account.authorization_type,
      status: account.status,
      ...(type === 'connected_account.status_updated' &&
        oldStatus !== undefined && { old_status: oldStatus }),
      ...(account.token_expires_at !== null && {
        token_expires_at: account.token_expires_at.toISOString(),
      }),
      ...(account.last_used_at !== null && { last_used_at: account.last_used_at.toISOString() }),
    },
  };
}
