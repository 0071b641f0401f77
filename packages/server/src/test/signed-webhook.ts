import { createHmac, randomBytes } from 'node:crypto';
import type { UpstreamWebhookEvent } from '@plugboard/schema/upstream';

/** A signing secret in the upstream's form. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

/**
 * The headers and body of one delivery of `event`, signed with `secret` at `timestamp` (Unix
 * seconds), as the upstream sends it (docs/internals/upstream-api.md §6); the tests forge, age and
 * replay deliveries from it.
 */
export function signedDelivery(
  event: UpstreamWebhookEvent,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): { headers: Record<string, string>; body: string } {
  const body = JSON.stringify(event);
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const signature = createHmac('sha256', key)
    .update(`${event.id}.${timestamp}.${body}`)
    .digest('base64');
  return {
    headers: {
      'content-type': 'application/json',
      'webhook-id': event.id,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': `v1,${signature}`,
    },
    body,
  };
}

let sequence = 0;

/** A connected-account event of `type` for the account of `identifier` (in `organization`). */
export function accountWebhookEvent(
  overrides: {
    type?: UpstreamWebhookEvent['type'];
    accountId?: string;
    identifier?: string;
    organization?: string | undefined;
    connector?: string;
    status?: UpstreamWebhookEvent['data']['status'];
    oldStatus?: UpstreamWebhookEvent['data']['status'];
    occurredAt?: string;
  } = {},
): UpstreamWebhookEvent {
  sequence += 1;
  const connector = overrides.connector ?? 'crm';
  return {
    spec_version: '1',
    id: `evt_test${Date.now()}${sequence}`,
    type: overrides.type ?? 'connected_account.status_updated',
    occurred_at: overrides.occurredAt ?? new Date().toISOString(),
    environment_id: 'env_test',
    ...('organization' in overrides
      ? overrides.organization === undefined
        ? {}
        : { organization_id: overrides.organization }
      : { organization_id: 'org_1' }),
    object: 'ConnectedAccount',
    data: {
      id: overrides.accountId ?? 'ca_test1',
      identifier: overrides.identifier ?? 'ada@example.com',
      connection_id: `conn_${connector}`,
      connection_name: connector,
      provider: 'CUSTOM',
      authorization_type: 'OAUTH',
      status: overrides.status ?? 'EXPIRED',
      ...((overrides.type ?? 'connected_account.status_updated') ===
        'connected_account.status_updated' && { old_status: overrides.oldStatus ?? 'ACTIVE' }),
    },
  };
}
