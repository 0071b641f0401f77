'use client';

import type { Infer } from '../shared/guards.ts';
import { useViewerStrings } from '../shared/viewer-strings.ts';
import type { isQuery } from './websearch-shapes.ts';
import { WEBSEARCH_VIEWER_STRINGS } from './websearch-strings.ts';

/** Says when the service searched for something else than asked (a corrected spelling). */
export function QueryNote({ query }: { query: Infer<typeof isQuery> | undefined }) {
  const strings = useViewerStrings('websearch', WEBSEARCH_VIEWER_STRINGS);
  if (!query?.altered || query.altered === query.original) return null;
  return (
    <p className="pb-more">
      {strings.showingResultsFor} <strong>{query.altered}</strong>{' '}
      {strings.insteadOf(query.original)}
    </p>
  );
}
