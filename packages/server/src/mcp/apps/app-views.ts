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

/** `resources/read` of a view: its contents, or `undefined` for a URI that is none of them. */
export function readAppView(views: ReturnType<typeof appViewResources>, uri: string) {
  const html = views.contents.get(uri);
  if (html === undefined) return undefined;
  const entry = views.list.find((view) => view.uri === uri);
  return { contents: [{ uri, mimeType: APP_VIEW_MIME_TYPE, text: html, _meta: entry?._meta }] };
}
