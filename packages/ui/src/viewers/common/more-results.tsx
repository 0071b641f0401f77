'use client';

import { SHARED_VIEWER_STRINGS, useViewerStrings } from './viewer-strings.ts';

/**
 * Says a list is one page of more: the service returned a cursor for the next page, which the
 * caller passes back to the same tool. `label` names the cursor in the service's words.
 */
export function MoreResults({ cursor, label }: { cursor?: string | null; label?: string }) {
  const strings = useViewerStrings('shared', SHARED_VIEWER_STRINGS);
  return (
    <p className="pb-more">
      {strings.moreResults}
      {cursor ? (
        <>
          {' '}
          {strings.nextCursor(label ?? strings.cursor)} <code>{cursor}</code>
        </>
      ) : null}
    </p>
  );
}
