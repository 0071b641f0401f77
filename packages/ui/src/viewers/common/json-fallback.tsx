'use client';

import { JSON_VIEWER_STRINGS } from '../json/json-strings.ts';
import { JsonViewer } from '../json/json-viewer.tsx';
import { useViewerStrings } from './viewer-strings.ts';

/**
 * What a viewer shows for a body it does not recognise: the data itself, as a tree, so an
 * unexpected shape is still readable instead of breaking the page.
 */
export function JsonFallback({ data }: { data: unknown }) {
  const strings = useViewerStrings('json', JSON_VIEWER_STRINGS);
  return (
    <div className="pb-fallback" data-viewer="fallback">
      <p className="pb-fallback__note">{strings.fallbackNote}</p>
      <JsonViewer data={data} label={strings.fallbackLabel} />
    </div>
  );
}
