import type { AccountListItem, ConnectedAccountSummary } from '@plugboard/schema';

/** An account summary as the BFF answers it, for tests that only need its shape. */
export function accountSummary(
  overrides: Partial<ConnectedAccountSummary> = {},
): ConnectedAccountSummary {
  return {
    id: 'ca_test1',
    connection_id: 'conn_docsapp',
    connector: 'docsapp',
    identifier: 'ada@example.com',
    provider: 'CUSTOM',
    authorization_type: 'OAUTH',
    status: 'ACTIVE',
    updated_at: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

/** An item of GET /accounts: the user's own first account of the connector, its default. */
export function accountListItem(overrides: Partial<AccountListItem> = {}): AccountListItem {
  return {
    ...accountSummary(),
    shared: null,
    can_disconnect: true,
    label: null,
    profile_name: null,
    ordinal: 1,
    is_default: true,
    ...overrides,
  };
}
