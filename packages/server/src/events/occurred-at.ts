/**
 * `occurred_at` as a key that sorts as the instants do: the upstream writes up to nanoseconds
 * (more than a JavaScript Date holds) and a varying number of fraction digits, so neither the
 * string nor `Date.parse` orders two events of one millisecond. The key is the UTC seconds and a
 * nine-digit fraction, zero-padded to a fixed width, so string order is time order (also in Redis).
 */
export function occurredAtKey(occurredAt: string): string {
  const match = /^(.*?:\d\d)(?:\.(\d+))?(Z|[+-]\d\d:\d\d)$/i.exec(occurredAt);
  if (match === null) throw new RangeError(`${occurredAt} is not an RFC 3339 date-time.`);
  const [, whole = '', fraction = '', zone = 'Z'] = match;
  const seconds = Date.parse(`${whole}${zone}`) / 1000;
  return `${String(seconds).padStart(12, '0')}.${fraction.slice(0, 9).padEnd(9, '0')}`;
}
