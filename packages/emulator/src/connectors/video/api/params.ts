import { badRequest, invalidValue } from '../errors.ts';

/** A comma-separated parameter's values, trimmed, empty ones left out, each once. */
export function commaList(value: string): string[] {
  return [
    ...new Set(
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    ),
  ];
}

/**
 * An enumerated parameter's value: `fallback` when it is absent, or one of `allowed` (matched
 * whatever its case, as the service matches them), else 400 naming the allowed values.
 */
export function choice<const Allowed extends readonly string[]>(
  location: string,
  value: string | undefined,
  allowed: Allowed,
  fallback: Allowed[number],
): Allowed[number] {
  if (value === undefined) return fallback;
  const found = allowed.find((entry) => entry.toLowerCase() === value.toLowerCase());
  if (found === undefined) throw invalidValue(location, value, allowed);
  return found;
}

/**
 * A boolean filter (`mine`, `my_subscribers` …) can only be true: false selects nothing, which the
 * service refuses rather than answering an empty list that looks like "you have none".
 */
export function requireTrue(location: string, value: boolean | undefined): void {
  if (value === false) {
    throw badRequest(
      'youtube.parameter',
      'invalidFilters',
      `The ${location} filter can only be true; leave it out and choose another filter instead.`,
      { location },
    );
  }
}
