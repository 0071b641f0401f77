import type { Infer } from '../shared/guards.ts';
import type { isQuery } from './websearch-shapes.ts';

/** Says when the service searched for something else than asked (a corrected spelling). */
export function QueryNote({ query }: { query: Infer<typeof isQuery> | undefined }) {
  if (!query?.altered || query.altered === query.original) return null;
  return (
    <p className="pb-more">
      Showing results for <strong>{query.altered}</strong> instead of {query.original}.
    </p>
  );
}
