/**
 * Answers kept by key, at most `limit` of them, the oldest going first: what the web search
 * tools compute from the fixed corpus alone (a query's matches, a text's decoration, a picture)
 * is computed once per key instead of once per request (docs/internals/emulator-cost.md). Only
 * for values nobody changes after they are made.
 *
 * @example
 * const squares = keptAnswers<number, number>(100);
 * squares.get(3, (n) => n * n); // 9, computed; the next get(3) is the kept 9
 */
export function keptAnswers<Key, Value>(limit: number) {
  const kept = new Map<Key, Value>();
  return {
    get(key: Key, make: (key: Key) => Value): Value {
      const found = kept.get(key);
      if (found !== undefined) return found;
      const made = make(key);
      // Map keeps insertion order: the first key is the oldest.
      if (kept.size >= limit) kept.delete(kept.keys().next().value as Key);
      kept.set(key, made);
      return made;
    },
  };
}
