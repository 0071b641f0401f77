import type { Resource } from '@modelcontextprotocol/sdk/types.js';
import type { ConnectorId } from '@plugboard/schema';

/** The MCP Apps media type of a view (the ext-apps specification's `RESOURCE_MIME_TYPE`). */
export const APP_VIEW_MIME_TYPE = 'text/html;profile=mcp-app';

/** The `ui://` resource of a connector's viewer. */
export function appViewUri(connector: ConnectorId): string {
  return `ui://plugboard/viewers/${connector}.html`;
}

/** The host's views as MCP resources: their list entries, and each one's contents by URI. */
export function appViewResources(views: Partial<Record<ConnectorId, string>>) {
  const list: Resource[] = [];
  const contents = new Map<string, string>();
  for (const [connector, html] of Object.entries(views) as [ConnectorId, string][]) {
    const uri = appViewUri(connector);
    list.push({
      uri,
      name: `${connector}-viewer`,
      title: `${connector} viewer`,
      mimeType: APP_VIEW_MIME_TYPE,
      // The view is self-contained (its script and styles inline): it asks the host for no
      // network origin at all.
      _meta: { ui: { csp: { connectDomains: [], resourceDomains: [] }, prefersBorder: true } },
    });
    contents.set(uri, html);
  }
  return { list, contents };
}
