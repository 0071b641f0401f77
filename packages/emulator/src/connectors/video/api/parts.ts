import { badRequest } from '../errors.ts';
import { etagOf } from './ids.ts';
import { commaList } from './params.ts';

/**
 * The parts a `part` parameter asks for (`snippet,statistics`), each one of `allowed`; any other
 * is 400 `unknownPart`, as the service answers.
 */
export function requestedParts<const Part extends string>(
  part: string,
  allowed: readonly Part[],
  resource: string,
): ReadonlySet<Part> {
  const wanted = commaList(part);
  const unknown = wanted.find((name) => !allowed.includes(name as Part));
  if (unknown !== undefined) {
    throw badRequest(
      'youtube.part',
      'unknownPart',
      `'${unknown}' is not a part of a ${resource}; the part parameter takes ${allowed.join(', ')}.`,
      { location: 'part' },
    );
  }
  if (wanted.length === 0) {
    throw badRequest('youtube.part', 'unknownPart', 'The part parameter names no part.', {
      location: 'part',
    });
  }
  return new Set(wanted as Part[]);
}

/**
 * A resource as the service sends it: `kind`, `etag` (of the whole resource), `id`, then only
 * the parts asked for, in the service's order (that of `full`).
 */
export function withParts(
  kind: string,
  id: string,
  parts: ReadonlySet<string>,
  full: Record<string, unknown>,
): Record<string, unknown> {
  const picked = Object.entries(full).filter(([name]) => parts.has(name));
  return { kind, etag: etagOf({ kind, id, ...full }), id, ...Object.fromEntries(picked) };
}
