import { z } from 'zod';
import { fieldName } from './field-name.ts';

/*
 * Building blocks of every tool's params schema. Each one carries its own error message, so
 * whoever parses a tool's params (server, emulator, a test) gets "count must be an integer
 * between 1 and 20" instead of zod's generic wording, without having to pass an error map.
 */

type RawIssue = z.core.$ZodRawIssue;

/** "`<field>` is required" when the param is missing, otherwise "`<field>` must be `<rule>`". */
function rule(text: string) {
  return (issue: RawIssue): string =>
    issue.input === undefined
      ? `${fieldName(issue.path)} is required`
      : `${fieldName(issue.path)} must be ${text}`;
}

export function text() {
  return z.string({ error: rule('a string') });
}

/** A string that must not be empty (identifiers, names, required text), optionally capped. */
export function nonEmptyText(maxLength?: number) {
  if (maxLength === undefined) {
    const message = rule('a non-empty string');
    return z.string({ error: message }).min(1, { error: message });
  }
  const message = rule(`a non-empty string of at most ${maxLength} characters`);
  return z.string({ error: message }).min(1, { error: message }).max(maxLength, { error: message });
}

/** A string matching `pattern`; `description` says in words what the pattern accepts. */
export function matching(pattern: RegExp, description: string) {
  const message = rule(description);
  return z.string({ error: message }).regex(pattern, { error: message });
}

/** docs/connectors.md §4.1: identifiers are hyphenated UUIDs (8-4-4-4-12), any version. */
export function uuid() {
  return z.guid({ error: rule('a hyphenated UUID (8-4-4-4-12 hex digits)') });
}

/** An integer from `min` up to `max` (no upper bound when `max` is left out). */
export function integer(min: number, max?: number) {
  const message = rule(
    max === undefined ? `an integer of at least ${min}` : `an integer between ${min} and ${max}`,
  );
  const atLeast = z.int({ error: message }).min(min, { error: message });
  return max === undefined ? atLeast : atLeast.max(max, { error: message });
}

export function numberBetween(min: number, max: number) {
  const message = rule(`a number between ${min} and ${max}`);
  return z.number({ error: message }).min(min, { error: message }).max(max, { error: message });
}

export function bool() {
  return z.boolean({ error: rule('true or false') });
}

export function oneOf<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z.enum(values, { error: rule(`one of ${values.join(', ')}`) });
}

/** A calendar date `YYYY-MM-DD`; zod's pattern also rejects days that do not exist. */
export function isoDate() {
  return z.iso.date({ error: rule('a real date in the form YYYY-MM-DD') });
}

/** A date-time with `Z` or an offset; `standard` is the name the spec uses for the format. */
export function dateTime(standard: 'RFC 3339' | 'ISO 8601') {
  return z.iso.datetime({
    offset: true,
    error: rule(`an ${standard} date-time with a timezone, e.g. 2024-05-01T09:30:00Z`),
  });
}

/** ISO 8601 date-time with exactly three fractional digits and `Z` or an offset. */
export function isoDateTimeWithMillis() {
  return z.iso.datetime({
    offset: true,
    precision: 3,
    error: rule(
      'an ISO 8601 date-time with milliseconds and a timezone, e.g. 2024-05-01T09:30:00.000Z',
    ),
  });
}

export function httpUrl() {
  return z.url({ protocol: /^https?$/, error: rule('an http(s) URL') });
}

/** An object with any keys, each value checked by `value`. */
export function recordOf<Value extends z.core.$ZodType>(value: Value) {
  return z.record(z.string(), value, { error: rule('an object') });
}

/** A free-form JSON object the upstream interprets (filters, property maps, request bodies). */
export function freeObject() {
  return recordOf(z.unknown());
}

interface ListBounds {
  readonly min?: number;
  readonly max?: number;
}

function listRule({ min, max }: ListBounds): string {
  if (min !== undefined && max !== undefined) return `an array of ${min} to ${max} items`;
  if (min !== undefined) return `an array of at least ${min} item${min === 1 ? '' : 's'}`;
  if (max !== undefined) return `an array of at most ${max} items`;
  return 'an array';
}

export function listOf<Item extends z.ZodType>(item: Item, bounds: ListBounds = {}) {
  const message = rule(listRule(bounds));
  const list = z.array(item, { error: message });
  const withMin = bounds.min === undefined ? list : list.min(bounds.min, { error: message });
  return bounds.max === undefined ? withMin : withMin.max(bounds.max, { error: message });
}

/**
 * A params object (or an object nested in one) that refuses keys it does not declare, naming
 * them and the keys it accepts. Keys starting with `_` are host-computed and never advertised.
 */
export function paramsObject<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  const accepted = Object.keys(shape).filter((key) => !key.startsWith('_'));
  const acceptedText = accepted.length === 0 ? 'none' : accepted.join(', ');
  const notAnObject = rule('an object');
  return z.strictObject(shape, {
    error: (issue) => {
      if (issue.code !== 'unrecognized_keys') return notAnObject(issue);
      const keys = issue.keys.map((key) => `"${key}"`).join(', ');
      const where = issue.path?.length ? ` in ${fieldName(issue.path)}` : '';
      return `unknown param${issue.keys.length === 1 ? '' : 's'} ${keys}${where}; accepted: ${acceptedText}`;
    },
  });
}

/** docs/connectors.md §4.1: `_parent` is computed by the host; a caller who sends it is refused. */
export function hostComputed() {
  return z
    .never({
      error: (issue) =>
        `${fieldName(issue.path)} is computed by the host from the other params; remove it`,
    })
    .optional();
}
