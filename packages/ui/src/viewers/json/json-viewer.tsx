'use client';

import { classNames } from '../../common/class-names.ts';
import { useViewerStrings } from '../common/viewer-strings.ts';
import { JsonNode } from './json-node.tsx';
import { JSON_VIEWER_STRINGS } from './json-strings.ts';

/**
 * The props of `JsonViewer`.
 *
 * @example
 * const props: JsonViewerProps = { data: { rows: [] }, label: 'Raw result', pageSize: 50 };
 */
export interface JsonViewerProps {
  /** Any value; JSON bodies are the usual case. */
  data: unknown;
  /** The accessible name of the tree (default: `result` of `localization.viewers.json`). */
  label?: string;
  /** Objects and arrays shallower than this start open (default 2: the root and its children). */
  expandDepth?: number;
  /** How many entries of a big array or object show at first, and per "Show more" (default 100). */
  pageSize?: number;
  className?: string;
}

/**
 * A collapsible, keyboard-friendly tree of any JSON value: the viewer for results no other
 * viewer knows. Big arrays show their first `pageSize` items with "Show more".
 *
 * @example
 * ```tsx
 * <JsonViewer data={response.data} label="Raw result" expandDepth={1} />
 * ```
 */
export function JsonViewer({
  data,
  label,
  expandDepth = 2,
  pageSize = 100,
  className,
}: JsonViewerProps) {
  const strings = useViewerStrings('json', JSON_VIEWER_STRINGS);
  return (
    <div className={classNames('pb-viewer pb-json', className)} data-viewer="json">
      <ul className="pb-json__list" aria-label={label ?? strings.result}>
        <JsonNode value={data} depth={0} expandDepth={expandDepth} pageSize={pageSize} />
      </ul>
    </div>
  );
}
