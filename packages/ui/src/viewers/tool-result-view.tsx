'use client';

import { Suspense } from 'react';
import { classNames } from '../common/class-names.ts';
import { Spinner } from '../common/spinner.tsx';
import { JsonFallback } from './common/json-fallback.tsx';
import type { ToolResultViewName } from './common/tool-result-view-name.ts';
import type { ToolResultViewProps } from './common/tool-result-view-props.ts';
import { SHARED_VIEWER_STRINGS, useViewerStrings } from './common/viewer-strings.ts';
import { JsonViewer } from './json/json-viewer.tsx';
import { connectorOf, LAZY_VIEWERS } from './lazy-viewers.ts';
import { ViewerBoundary } from './viewer-boundary.tsx';

/**
 * Any tool's result in the viewer for its connector and shape: the connector (from the tool
 * name's prefix) picks a viewer, loaded on first use, and the viewer picks a view for the shape.
 * Unknown tools, unexpected shapes and viewers that fail all show the data as JSON. The root
 * carries `data-connector` and `data-tool`.
 *
 * @example
 * ```tsx
 * import { ToolResultView } from '@plugboard/ui/viewers';
 * import '@plugboard/ui/viewers.css';
 *
 * const { execute, data } = useExecuteTool({ tool: 'docsapp_database_query' });
 * {data && <ToolResultView tool="docsapp_database_query" data={data} />}
 * ```
 */
export function ToolResultView<Name extends ToolResultViewName>({
  tool,
  data,
  viewers,
  className,
}: ToolResultViewProps<Name>) {
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
