import { isRecord, isString } from '../common/guards.ts';
import { ResultError } from '../common/result-error.tsx';
import type { DoclibError } from '../common/result-parts.ts';
import type { ToolResultViewProps } from '../common/tool-result-view-props.ts';
import {
  type ConnectorToolName,
  ConnectorView,
  expectShape,
  type ToolViews,
} from '../common/tool-views.tsx';
import { DriveItemCard } from './drive-item-card.tsx';
import { SiteList } from './site-list.tsx';

type DoclibToolName = ConnectorToolName<'doclib'>;

/** The library's error body: one `error` object with its code and message. */
function isDoclibError(data: unknown): data is DoclibError {
  return isRecord(data) && isRecord(data.error) && isString(data.error.message);
}

/*
 * A site is told by its displayName, a file or folder by its name: the views check them, so a body
 * of another kind shows as JSON instead of a card with nothing in it.
 */
function site<Site extends { displayName: string }>(value: Site): Site {
  expectShape(isString(value?.displayName), 'a site');
  return value;
}

function driveItem<Item extends { name: string }>(value: Item): Item {
  expectShape(isString(value?.name), 'a file or folder');
  return value;
}

/** The view of each document library request's result (docs/connectors.md §4.6). */
const DOCLIB_VIEWS = {
  doclib_list_sites: (data) => <SiteList sites={data.value.map(site)} />,
  doclib_get_root_site: (data) => <SiteList sites={[site(data)]} />,
  doclib_get_file_metadata: (data) => <DriveItemCard item={driveItem(data)} />,
  doclib_upload_file: (data) => <DriveItemCard item={driveItem(data)} uploaded />,
} satisfies ToolViews<DoclibToolName>;

/**
 * A document library proxy answer (docs/connectors.md §4.6, docs/tool-results.md §"doclib") in the
 * view for its request: sites, the root site, file or folder metadata with its download link, and
 * an upload's answer; error bodies show as an alert. `tool` names the request kind as
 * `classifyDoclibRequest` gives it, prefixed: `doclib_list_sites`, `doclib_get_root_site`,
 * `doclib_get_file_metadata`, `doclib_upload_file`. Anything else shows as JSON.
 *
 * @example
 * ```tsx
 * import { DoclibViewer } from '@plugboard/ui/viewers/doclib';
 *
 * <DoclibViewer tool="doclib_get_file_metadata" data={proxyAnswer} />
 * ```
 */
export function DoclibViewer({ tool, data }: ToolResultViewProps) {
  if (isDoclibError(data)) {
    return <ResultError message={data.error.message} code={data.error.code} />;
  }
  return <ConnectorView views={DOCLIB_VIEWS} tool={tool} data={data} />;
}
