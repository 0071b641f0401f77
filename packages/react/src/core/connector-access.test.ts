import { type AccountListItem, CONNECTORS, type OfferedConnector } from '@plugboard/schema';
import { expect, test } from 'vitest';
import { connectorAccess } from './connector-access.ts';

const ACME = { organization_id: 'org_acme', organization_name: 'Acme' };

const warehouse = (more: Partial<OfferedConnector> = {}): OfferedConnector => ({
  ...CONNECTORS.warehouse,
  tools: [],
  shared: ACME,
  can_connect: false,
  ...more,
});

const account = (more: Partial<AccountListItem> = {}): AccountListItem => ({
  id: 'ca_1',
  connection_id: 'conn_warehouse',
  connector: 'warehouse',
  provider: 'warehouse',
  identifier: 'acme-warehouse',
  authorization_type: 'OAUTH',
  status: 'ACTIVE',
  updated_at: '2026-11-27T09:00:00.000Z',
  shared: ACME,
  can_disconnect: false,
  label: null,
  profile_name: null,
  ordinal: 1,
  is_default: true,
  ...more,
});

test('unknown until the connector is', () => {
  expect(connectorAccess(undefined, [])).toBeUndefined();
});

test('the user’s own connector: they connect it', () => {
  expect(connectorAccess(warehouse({ shared: null, can_connect: true }), [account()])).toEqual({
    canConnect: true,
    organization: undefined,
    connected: false,
  });
});

test('a member: the organization connects it, connected once its account is ACTIVE', () => {
  expect(connectorAccess(warehouse(), undefined)).toEqual({
    canConnect: false,
    organization: ACME,
    connected: false,
  });
  expect(connectorAccess(warehouse(), [account({ status: 'EXPIRED' })])?.connected).toBe(false);
  expect(connectorAccess(warehouse(), [account({ shared: null })])?.connected).toBe(false);
  expect(connectorAccess(warehouse(), [account({ connector: 'crm' })])?.connected).toBe(false);
  expect(connectorAccess(warehouse(), [account()])?.connected).toBe(true);
});

test('an administrator may connect the organization’s connector', () => {
  expect(connectorAccess(warehouse({ can_connect: true }), [])?.canConnect).toBe(true);
});
