/** Header records, lower-case names, as the BFF builds its own and its upstream calls' headers. */
type HeaderRecord = Readonly<Record<string, string>>;

/**
 * A new record with the headers of `parts` in order, later ones winning, parts that are
 * `undefined` or `false` skipped: what `{ ...a, ...b, name: value }` means. Every request builds
 * a few of these, and on Node 20's V8 objects made by a spread followed by more entries outlive
 * young-generation collections (the BFF promoted some 600 kB of them per collection under load),
 * which makes every GC pause longer for all requests in flight; `Object.assign` makes none of
 * that garbage. bench/bff-overhead.bench.ts shows the difference in p99.
 */
export function mergedHeaders(
  ...parts: ReadonlyArray<HeaderRecord | undefined | false>
): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const part of parts) if (part) Object.assign(headers, part);
  return headers;
}
