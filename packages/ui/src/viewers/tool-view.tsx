'use client';

import type { ConnectorId } from '@plugboard/schema';
import type {
  ToolResultName as ResultName,
  ToolResult as ResultOf,
} from '@plugboard/schema/results';
import { type ComponentType, Suspense } from 'react';
import { classNames } from '../common/class-names.ts';
import { Spinner } from '../common/spinner.tsx';
import { JsonFallback } from './common/json-fallback.tsx';
import type { ToolViewName } from './common/tool-view-name.ts';
import type { ToolViewerProps } from './common/tool-viewer-props.ts';
import { SHARED_VIEWER_STRINGS, useViewerStrings } from './common/viewer-strings.ts';
import { JsonViewer } from './json/json-viewer.tsx';
import { connectorOf, LAZY_VIEWERS } from './lazy-viewers.ts';
import { ViewerBoundary } from './viewer-boundary.tsx';

/**
 * What `ToolView` takes as `data` for the tool `Name`: that tool's result, typed by its schema in
 * `@plugboard/schema/results` (plus the stream of a streamed chat); for a tool no schema knows,
 * anything.
 *
 * @example
 * const data: ToolViewData<'crm_list_people'> = { data: [] };
 */
export type ToolViewData<Name extends string> = Name extends ResultName
  ?
      | ResultOf<Name>
      | (Name extends 'websearch_chat_completions' ? ReadableStream<Uint8Array> : never)
  : unknown;

/**
 * The props of `ToolView`, checked by tool: `ToolViewProps<'crm_list_people'>` takes only that
 * tool's result as `data`.
 *
 * @example
 * const props: ToolViewProps<'crm_list_people'> = { tool: 'crm_list_people', data: { data: [] } };
 */
export interface ToolViewProps<Name extends ToolViewName = ToolViewName> {
  /** The tool that produced `data` (`crm_list_people`; `doclib_get_file_metadata` for the proxy). */
  tool: Name;
  /**
   * The result: `data` of the execute-tool answer, the service's own body; for a streamed chat
   * (websearch_chat_completions with `stream: true`), the stream of its events as `useExecuteTool`
   * hands it over, shown as it arrives. Its type follows `tool`; at run time it is not trusted: a
   * body of another shape shows as JSON.
   */
  data: ToolViewData<Name>;
  /**
   * Viewers to use instead of the built-in ones, by connector: your own, or a built-in one with
   * extra props (`(props) => <WarehouseViewer {...props} onLoadPartition={load} />`).
   */
  viewers?: Partial<Record<ConnectorId, ComponentType<ToolViewerProps>>>;
  /** Added to the root element's `pb-result` class. */
  className?: string;
}

/**
 * Any tool's result in the viewer for its connector and shape: the connector (from the tool
 * name's prefix) picks a viewer, loaded on first use, and the viewer picks a view for the shape.
 * Unknown tools, unexpected shapes and viewers that fail all show the data as JSON. The root
 * carries `data-connector` and `data-tool`.
 *
 * @example
 * ```tsx
 * import { ToolView } from '@plugboard/ui/viewers';
 * import '@plugboard/ui/viewers.css';
 *
 * const { execute, data } = useExecuteTool({ tool: 'docsapp_database_query' });
 * {data && <ToolView tool="docsapp_database_query" data={data} />}
 * ```
 */
export function ToolView<Name extends ToolViewName>({
  tool,
  data,
  viewers,
  className,
}: ToolViewProps<Name>) {
  const strings = useViewerStrings('shared', SHARED_VIEWER_STRINGS);
  const connector = connectorOf(tool);
  const Viewer =
    connector === undefined ? undefined : (viewers?.[connector] ?? LAZY_VIEWERS[connector]);
  return (
    <div
      className={classNames('pb-result', className)}
      data-connector={connector ?? 'unknown'}
      data-tool={tool}
    >
      {Viewer === undefined ? (
        <JsonViewer data={data} label={strings.jsonResult(tool)} />
      ) : (
        <ViewerBoundary fallback={<JsonFallback data={data} />} resetKey={data}>
          <Suspense
            fallback={
              <p className="pb-result__loading" role="status">
                <Spinner />
                {strings.loadingResult}
              </p>
            }
          >
            <Viewer tool={tool} data={data} />
          </Suspense>
        </ViewerBoundary>
      )}
    </div>
  );
}
