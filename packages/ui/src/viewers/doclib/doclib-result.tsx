import { JsonFallback } from '../shared/json-fallback.tsx';
import { ResultError } from '../shared/result-error.tsx';
import type { ToolViewerProps } from '../shared/tool-viewer-props.ts';
import { isDoclibError, isDriveItem, isSite, isSiteList } from './doclib-shapes.ts';
import { DriveItemCard } from './drive-item-card.tsx';
import { SiteList } from './site-list.tsx';

/**
 * A document library proxy answer (docs/connectors.md §4.6, docs/result-shapes.md doclib) in the viewer
 * for its shape: sites, one site, file or folder metadata with its download link, and an
 * upload's answer. `tool` names the request kind as `classifyDoclibRequest` gives it, prefixed:
 * `doclib_list_sites`, `doclib_get_root_site`, `doclib_get_file_metadata`, `doclib_upload_file`.
 * Anything else shows as JSON.
 *
 * @example
 * ```tsx
 * import { DoclibResult } from '@plugboard/ui/viewers/doclib';
 *
 * <DoclibResult tool="doclib_get_file_metadata" data={proxyAnswer} />
 * ```
 */
export function DoclibResult({ tool, data }: ToolViewerProps) {
  if (isDoclibError(data)) {
    return <ResultError message={data.error.message} code={data.error.code} />;
  }
  if (isSiteList(data)) return <SiteList sites={data.value} />;
  // A site has a name and an id too, so it is told apart first, by its displayName.
  if (isSite(data)) return <SiteList sites={[data]} />;
  if (isDriveItem(data))
    return <DriveItemCard item={data} uploaded={tool === 'doclib_upload_file'} />;
  return <JsonFallback data={data} />;
}
