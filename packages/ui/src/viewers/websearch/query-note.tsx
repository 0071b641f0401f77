'use client';

import type { SearchQuery } from '../common/result-parts.ts';
import { useViewerStrings } from '../common/viewer-strings.ts';
import { WEBSEARCH_VIEWER_STRINGS } from './websearch-strings.ts';

/** Says when the service searched for something else than asked (a corrected spelling). */
export function QueryNote({
  query,
}: {
  query: Pick<SearchQuery, 'original' | 'altered'> | undefined;
}) {
  const strings = useViewerStrings('websearch', WEBSEARCH_VIEWER_STRINGS);
  if (!query?.altered || query.altered === query.original) return null;
  return (
    <p className="pb-more">
      {strings.showingResultsFor} <strong>{query.altered}</strong>{' '}
      {strings.insteadOf(query.original)}
    </p>
  );
}
