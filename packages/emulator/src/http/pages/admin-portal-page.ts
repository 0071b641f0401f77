import type { Connection } from '../../contract/connection.ts';
import type { Organization } from '../../contract/organization.ts';
import { html, page } from './html.ts';

/** What the SSO and directory-sync switches are called on the page. */
const FEATURE_LABELS: Record<string, string> = {
  sso: 'Single sign-on (SSO)',
  directory_sync: 'Directory sync',
};

/**
 * The admin portal a portal link opens (docs/internals/upstream-api.md §3): the organization's SSO and
 * directory-sync settings and its connections, editable for the session's 6 hours.
 */
export function adminPortalPage(input: {
  organization: Organization;
  connections: Connection[];
  sessionEnds: Date;
}): string {
  const { organization, connections, sessionEnds } = input;
  const features = organization.settings?.features ?? [];
  return page(
    `${organization.display_name}: admin portal`,
    html`<h1>${organization.display_name}</h1>
<p class="muted">Admin portal session until <time>${sessionEnds.toISOString()}</time>.</p>
<h2>Settings</h2>
<table>
  <thead><tr><th>Feature</th><th>State</th><th></th></tr></thead>
  <tbody>${features.map(
    (
      feature,
    ) => html`<tr><td>${FEATURE_LABELS[feature.name] ?? feature.name}</td><td>${feature.enabled ? 'On' : 'Off'}</td><td>
<form method="post" action="/portal"><input type="hidden" name="feature" value="${feature.name}"><input type="hidden" name="enabled" value="${String(!feature.enabled)}"><button type="submit">${feature.enabled ? 'Turn off' : 'Turn on'}</button></form></td></tr>`,
  )}</tbody>
</table>
<h2>Connections</h2>
${
  connections.length === 0
    ? html`<p>No connection is configured for this organization.</p>`
    : html`<table>
  <thead><tr><th>id</th><th>Type</th><th>Provider</th><th>Domains</th><th>Status</th></tr></thead>
  <tbody>${connections.map(
    (connection) =>
      html`<tr><td><code>${connection.id}</code></td><td>${connection.type}</td><td>${connection.provider}</td><td>${(connection.domains ?? []).join(', ')}</td><td>${connection.status}</td></tr>`,
  )}</tbody>
</table>`
}`,
    { wide: true },
  );
}
