/**
 * The tag of `available` (lower case) that best fits an Accept-Language header (RFC 9110 12.5.4):
 * ranges in order of preference, each matching a tag equal to it or, failing that, one of the
 * same primary language (`fr-CH` takes `fr`, `pt` takes `pt-br`). `fallback` when none fits.
 */
export function preferredLanguage(
  header: string | null,
  available: readonly string[],
  fallback: string,
): string {
  if (header === null || header === '') return fallback;
  const ranges = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [range = '', ...parameters] = part.trim().split(';');
      const q = parameters
        .map((parameter) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(parameter)?.[1])
        .find((value) => value !== undefined);
      return { range: range.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ range, q }) => range !== '' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { range } of ranges) {
    if (range === '*') return fallback;
    if (available.includes(range)) return range;
    const primary = range.split('-')[0];
    const related = available.find((tag) => tag.split('-')[0] === primary);
    if (related !== undefined) return related;
  }
  return fallback;
}
