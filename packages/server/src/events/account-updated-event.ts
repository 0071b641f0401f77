import { randomUUID } from 'node:crypto';
import type { ConnectedAccountSummary } from '@plugboard/schema';
import type { RoutedEvent } from '../stores/routed-event.ts';

/**
 * A `connected_account.updated` event for a change the BFF itself wrote to `account` (a name, a
 * default): no webhook tells of those, yet every tab of the owner lists the account by them.
 */
export function accountUpdatedEvent(
  account: Pick<
    ConnectedAccountSummary,
    'id' | 'connector' | 'status' | 'identifier' | 'organization_id'
  >,
  occurredAt: string,
): RoutedEvent {
  return {
    id: `evt_bff_${randomUUID()}`,
    type: 'connected_account.updated',
    occurred_at: occurredAt,
    account: {
      id: account.id,
      connector: account.connector,
      status: account.status,
      old_status: null,
    },
    owner: { identifier: account.identifier, organization_id: account.organization_id ?? null },
  };
}
