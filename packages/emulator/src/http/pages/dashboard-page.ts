import { CONNECTORS, type ConnectedAccountList, type Connection } from '@plugboard/schema';
import type { Fault } from '../../services/faults.ts';
import { html, page } from './html.ts';

/** GET /: what the emulator holds, for a developer glancing at it in a browser. */
export function dashboardPage(input: {
  now: Date;
  connections: Connection[];
  accounts: ConnectedAccountList;
  faults: Fault[];
}): string {
  const { now, connections, accounts, faults } = input;
  const shown = accounts.connected_accounts.length;
  return page(
    'Plugboard emulator',
    html`<h1>Plugboard emulator</h1>
<p class="muted">Emulator clock: <time>${now.toISOString()}</time></p>
<h2>Connections</h2>
<table>
  <thead><tr><th>key_id</th><th>Name</th><th>Type</th><th>Status</th></tr></thead>
  <tbody>${connections.map(
    (connection) =>
      html`<tr><td><code>${connection.key_id}</code></td><td>${connectorName(connection.key_id)}</td><td>${connection.type}</td><td>${connection.status}</td></tr>`,
  )}</tbody>
</table>
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
</table>${shown < accounts.total_size ? html`<p class="muted">Showing the first ${shown}.</p>` : ''}`
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

function connectorName(keyId: string | undefined): string {
  return Object.values(CONNECTORS).find((connector) => connector.id === keyId)?.name ?? '';
}

function owner(account: {
  organization_id?: string | undefined;
  user_id?: string | undefined;
}): string {
  return [account.organization_id, account.user_id].filter(Boolean).join(' / ');
}
