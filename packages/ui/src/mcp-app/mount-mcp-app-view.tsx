import { App } from '@modelcontextprotocol/ext-apps/app-with-deps';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import type { ToolResultViewProps } from '../viewers/common/tool-result-view-props.ts';
import { JsonViewer } from '../viewers/json/json-viewer.tsx';
import { ViewerBoundary } from '../viewers/viewer-boundary.tsx';

type Theme = 'light' | 'dark';

/**
 * The body of one connector's MCP App view (scripts/build-mcp-app-views.mjs inlines it, with the
 * stylesheets, into a self-contained HTML document): it joins the host through the ext-apps
 * `App` bridge, renders the tool result's `structuredContent` in the connector's viewer, as
 * `<ToolResultView>` would, and follows the host's light or dark theme.
 */
export function mountMcpAppView(connector: string, Viewer: ComponentType<ToolResultViewProps>) {
  const container = document.getElementById('root') as HTMLElement;
  const root = createRoot(container);
  const app = new App({ name: `plugboard-${connector}-viewer`, version: '0.1.0' });
  let tool = '';

  const applyTheme = (theme: Theme | undefined) => {
    if (theme) document.documentElement.dataset.theme = theme;
  };

  app.onhostcontextchanged = (context) => {
    applyTheme(context.theme);
    tool = context.toolInfo?.tool.name ?? tool;
  };
  app.ontoolresult = (result) => {
    tool = app.getHostContext()?.toolInfo?.tool.name ?? tool;
    const data = result.structuredContent;
    root.render(
      <div className="pb-result" data-connector={connector} data-tool={tool}>
        <ViewerBoundary fallback={<JsonViewer data={data} label={tool} />} resetKey={data}>
          <Viewer tool={tool} data={data} />
        </ViewerBoundary>
      </div>,
    );
  };
  app.connect().then(() => applyTheme(app.getHostContext()?.theme));
}
