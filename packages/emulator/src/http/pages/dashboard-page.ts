import { CONNECTORS } from '@plugboard/schema';
import type { ConnectedAccountList } from '@plugboard/schema/upstream';
import type { Connection } from '../../contract/connection.ts';
import type { Membership } from '../../contract/membership.ts';
import type { OrganizationList } from '../../contract/organization.ts';
import type { UserList } from '../../contract/user.ts';
import type { Fault } from '../../services/faults.ts';
import { html, page } from './html.ts';

/** GET /: what the emulator holds, for a developer glancing at it in a browser. */
export function dashboardPage(input: {
  now: Date;
  connections: Connection[];
  organizations: OrganizationList;
  users: UserList;
  accounts: ConnectedAccountList;
  faults: Fault[];
}): string {
  const { now, connections, organizations, users, accounts, faults } = input;
  const shown = accounts.connected_accounts.length;
  return page(
    'Plugboard emulator',
    html`<h1>Plugboard emulator</h1>
<p class="muted">Emulator clock: <time>${now.toISOString()}</time></p>
<h2>Connections</h2>
<table>
  <thead><tr><th>key_id</th><th>Name</th><th>Organization</th><th>Provider</th><th>Type</th><th>Status</th></tr></thead>
  <tbody>${connections.map(
    (connection) =>
      html`<tr><td><code>${connection.key_id ?? connection.id}</code></td><td>${connectorName(connection.key_id)}</td><td>${connection.organization_name ?? ''}</td><td>${connection.provider}</td><td>${connection.type}</td><td>${connection.status}</td></tr>`,
  )}</tbody>
</table>
<h2>Organizations (${organizations.total_size})</h2>
${
  organizations.organizations.length === 0
    ? html`<p>None yet. Create one with POST /api/v1/organizations or seed one with POST /_emulator/seed.</p>`
    : html`<table>
  <thead><tr><th>id</th><th>Name</th><th>external_id</th><th>Features on</th></tr></thead>
  <tbody>${organizations.organizations.map(
    (organization) =>
      html`<tr><td><code>${organization.id}</code></td><td>${organization.display_name}</td><td>${organization.external_id ?? ''}</td><td>${enabledFeatures(organization.settings?.features)}</td></tr>`,
  )}</tbody>
</table>${shownOf(organizations.organizations.length, organizations.total_size)}`
}
<h2>Users (${users.total_size})</h2>
${
  users.users.length === 0
    ? html`<p>None yet. Create one with POST /api/v1/organizations/{organization_id}/users.</p>`
    : html`<table>
  <thead><tr><th>id</th><th>Email</th><th>Memberships</th></tr></thead>
  <tbody>${users.users.map(
    (user) =>
      html`<tr><td><code>${user.id}</code></td><td>${user.email}</td><td>${(user.memberships ?? []).map(membershipSummary).join('; ')}</td></tr>`,
  )}</tbody>
</table>${shownOf(users.users.length, users.total_size)}`
}
<h2>Connected accounts (${accounts.total_size})</h2>
${
  shown === 0
    ? html`<p>None yet. Create one with POST /api/v1/connected_accounts or a magic link.</p>`
    : html`<table>
  <thead><tr><th>id</th><th>Connector</th><th>Identifier</th><th>Owner</th><th>Status</th><th>Token expires</th></tr></thead>
  <tbody>${accounts.connected_accounts.map(
    (account) =>
      html`<tr><td><code>${account.id}</code></td><td>${account.connector}</td><td>${account.identifier}</td><td>${owner(account)}</td><td>${account.status}</td><td>${account.token_expires_at ?? ''}</td></tr>`,
  )}</tbody>
</table>${shownOf(shown, accounts.total_size)}`
}
<h2>Faults (${faults.length})</h2>
${
  faults.length === 0
    ? html`<p>None. Inject one with POST /_emulator/faults.</p>`
    : html`<table>
  <thead><tr><th>id</th><th>Kind</th><th>Route</th><th>Connector</th><th>Remaining</th></tr></thead>
  <tbody>${faults.map(
    (fault) =>
      html`<tr><td><code>${fault.id}</code></td><td>${fault.kind}</td><td>${fault.route ?? 'any'}</td><td>${fault.connector ?? 'any'}</td><td>${fault.count ?? (fault.rate === undefined ? 'every request' : `${fault.rate * 100}% of requests`)}</td></tr>`,
  )}</tbody>
</table>`
}`,
    { wide: true },
  );
}

/** `org_1 (ACTIVE: admin, member)`. */
function membershipSummary(membership: Membership): string {
  const roles = (membership.roles ?? []).map((role) => role.name).join(', ');
  return `${membership.organization_id} (${membership.membership_status}${roles ? `: ${roles}` : ''})`;
}

function shownOf(shown: number, total: number) {
  return shown < total ? html`<p class="muted">Showing the first ${shown}.</p>` : '';
}

function enabledFeatures(features: { name: string; enabled: boolean }[] | undefined): string {
  const names = (features ?? [])
    .filter((feature) => feature.enabled)
    .map((feature) => feature.name);
  return names.length === 0 ? 'none' : names.join(', ');
}

function connectorName(keyId: string | undefined): string {
  return Object.values(CONNECTORS).find((connector) => connector.id === keyId)?.name ?? '';
}

function owner(account: {
  organization_id?: string | undefined;
  user_id?: string | undefined;
}): string {
  return [account.organization_id, account.user_id].filter(Boolean).join(' / ');
}
