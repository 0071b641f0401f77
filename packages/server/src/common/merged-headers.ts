// Hot path (docs/internals/server.md §"Hot path"): every BFF request runs this module, so it builds no
// object with a spread followed by more entries and no object literal with a getter: on Node 20's
// V8 both outlive young-generation GCs and lengthen every pause. bench/bff-overhead.bench.ts
// guards it.

/** Header records, lower-case names, as the BFF builds its own and its upstream calls' headers. */
type HeaderRecord = Readonly<Record<string, string>>;

/**
 * A new record with the headers of `parts` in order, later ones winning, parts that are
 * `undefined` or `false` skipped: what `{ ...a, ...b, name: value }` means, made with
 * `Object.assign` for the hot-path modules.
 */
export function mergedHeaders(
  ...parts: ReadonlyArray<HeaderRecord | undefined | false>
): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const part of parts) if (part) Object.assign(headers, part);
  return headers;
}
