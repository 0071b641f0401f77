import type { ConnectorId } from '@plugboard/schema';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { ToolResultViewProps } from './common/tool-result-view-props.ts';

/**
 * One lazy component per connector: its viewer's code loads the first time a result of that
 * connector renders, as a chunk of its own, so the page pays only for the viewers it shows.
 */
export const LAZY_VIEWERS: Readonly<
  Record<ConnectorId, LazyExoticComponent<ComponentType<ToolResultViewProps>>>
> = {
  docsapp: lazy(() =>
    import('./docsapp/index.ts').then((entry) => ({ default: entry.DocsappViewer })),
  ),
  crm: lazy(() => import('./crm/index.ts').then((entry) => ({ default: entry.CrmViewer }))),
  warehouse: lazy(() =>
    import('./warehouse/index.ts').then((entry) => ({ default: entry.WarehouseViewer })),
  ),
  video: lazy(() => import('./video/index.ts').then((entry) => ({ default: entry.VideoViewer }))),
  websearch: lazy(() =>
    import('./websearch/index.ts').then((entry) => ({ default: entry.WebsearchViewer })),
  ),
  doclib: lazy(() =>
    import('./doclib/index.ts').then((entry) => ({ default: entry.DoclibViewer })),
  ),
};

/** The connector a tool belongs to, from its name's prefix (`crm_get_company` → `crm`). */
export function connectorOf(tool: string): ConnectorId | undefined {
  const prefix = tool.slice(0, tool.indexOf('_'));
  return Object.hasOwn(LAZY_VIEWERS, prefix) ? (prefix as ConnectorId) : undefined;
}
