import type { ToolParams } from '@plugboard/schema';
import { invalid } from '../errors.ts';
import type { Attribute, StoredValue, Values } from '../store.ts';
import { activeValues, type ValueKey, valueField, valueKey } from './values.ts';

/*
 * docs/connectors.md §4.2 (L): `filter` (attribute slug to match expression), `sorts`
 * (`attribute`, `direction`), `limit`, `offset`. A filter is `{slug: value}` for an exact match,
 * `{slug: {$operator: value}}`, `{slug: {field: …}}` for one field of a value (`first_name`,
 * `root_domain`…), combined with `$and`, `$or` and `$not`.
 */

const OPERATORS = {
  $eq: (actual: unknown, expected: unknown) => equal(actual, expected),
  $not_empty: (actual: unknown, expected: unknown) =>
    (actual !== null && actual !== undefined) === expected,
  $in: (actual: unknown, expected: unknown) =>
    Array.isArray(expected) && expected.some((item) => equal(actual, item)),
  $contains: (actual: unknown, expected: unknown) => text(actual).includes(text(expected)),
  $starts_with: (actual: unknown, expected: unknown) => text(actual).startsWith(text(expected)),
  $ends_with: (actual: unknown, expected: unknown) => text(actual).endsWith(text(expected)),
  $gt: (actual: unknown, expected: unknown) => compare(actual, expected) > 0,
  $gte: (actual: unknown, expected: unknown) => compare(actual, expected) >= 0,
  $lt: (actual: unknown, expected: unknown) => compare(actual, expected) < 0,
  $lte: (actual: unknown, expected: unknown) => compare(actual, expected) <= 0,
} satisfies Record<string, (actual: unknown, expected: unknown) => boolean>;

function isOperator(key: string): key is keyof typeof OPERATORS {
  return Object.hasOwn(OPERATORS, key);
}

function equal(actual: unknown, expected: unknown): boolean {
  return actual === expected;
}

function text(value: unknown): string {
  return String(value ?? '').toLowerCase();
}

function compare(actual: unknown, expected: unknown): number {
  if (actual === null || actual === undefined) return Number.NaN;
  if (typeof actual === 'number' && typeof expected === 'number') return actual - expected;
  return String(actual).localeCompare(String(expected));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Whether `actual` meets `condition`: a literal to equal, or an object of operators. */
function meets(actual: unknown, condition: unknown, where: string): boolean {
  if (!isPlainObject(condition)) return equal(actual, condition);
  return Object.entries(condition).every(([operator, expected]) => {
    if (!isOperator(operator)) {
      throw invalid(
        `Unknown filter operator "${operator}" at ${where}; use one of ${Object.keys(OPERATORS).join(', ')}.`,
      );
    }
    return OPERATORS[operator](actual, expected);
  });
}

/** Whether one value meets a condition on the value as a whole or on its fields. */
function valueMeets(value: StoredValue, condition: unknown, where: string): boolean {
  const byField =
    isPlainObject(condition) && Object.keys(condition).some((key) => !key.startsWith('$'));
  if (!byField) return meets(valueKey(value), condition, where);
  return Object.entries(condition).every(([field, fieldCondition]) =>
    meets(valueField(value, field), fieldCondition, `${where}.${field}`),
  );
}

function matches(
  values: Values,
  filter: Record<string, unknown>,
  attributes: readonly Attribute[],
  where: string,
): boolean {
  return Object.entries(filter).every(([key, condition]) => {
    if (key === '$and' || key === '$or') {
      if (!Array.isArray(condition) || !condition.every(isPlainObject)) {
        throw invalid(`${where}.${key} must be an array of filters.`);
      }
      const parts = condition.map((part, index) =>
        matches(values, part, attributes, `${where}.${key}[${index}]`),
      );
      return key === '$and' ? parts.every(Boolean) : parts.some(Boolean);
    }
    if (key === '$not') {
      if (!isPlainObject(condition)) throw invalid(`${where}.$not must be a filter.`);
      return !matches(values, condition, attributes, `${where}.$not`);
    }
    const attribute = attributes.find(
      (candidate) => candidate.api_slug === key || candidate.id === key,
    );
    if (attribute === undefined) {
      throw invalid(
        `Unknown attribute slug "${key}" in ${where}; filter on the attributes of the object or list.`,
      );
    }
    const active = activeValues(values[attribute.api_slug]);
    if (condition === null) return active.length === 0;
    return active.some((value) => valueMeets(value, condition, `${where}.${key}`));
  });
}

export interface ListQuery {
  filter?: Record<string, unknown> | undefined;
  sorts?: ToolParams<'crm_list_records'>['sorts'];
  limit?: number | undefined;
  offset?: number | undefined;
}

function sortKey(values: Values, attribute: Attribute): ValueKey {
  const [first] = activeValues(values[attribute.api_slug]);
  return first === undefined ? null : valueKey(first);
}

/** Empty values sort last in either direction. */
function compareKeys(a: ValueKey, b: ValueKey): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  if (typeof a === 'string' && typeof b === 'string') return a.localeCompare(b);
  return a < b ? -1 : 1;
}

/**
 * The items that match `filter`, in the order of `sorts` (creation order without any), from
 * `offset`, at most `limit`; `values` gives the attribute values of an item.
 */
export function runListQuery<Item>(
  items: readonly Item[],
  values: (item: Item) => Values,
  attributes: readonly Attribute[],
  query: ListQuery,
): Item[] {
  const filter = query.filter;
  const kept =
    filter === undefined
      ? [...items]
      : items.filter((item) => matches(values(item), filter, attributes, 'filter'));
  const sorts = (query.sorts ?? []).map((sort, index) => {
    const attribute = attributes.find(
      (candidate) => candidate.api_slug === sort.attribute || candidate.id === sort.attribute,
    );
    if (attribute === undefined)
      throw invalid(`Unknown attribute slug "${sort.attribute}" in sorts[${index}].`);
    return { attribute, sign: sort.direction === 'desc' ? -1 : 1 };
  });
  kept.sort((a, b) => {
    for (const { attribute, sign } of sorts) {
      const first = sortKey(values(a), attribute);
      const second = sortKey(values(b), attribute);
      // Empty values stay last whatever the direction.
      const order =
        first === null || second === null
          ? compareKeys(first, second)
          : sign * compareKeys(first, second);
      if (order !== 0) return order;
    }
    return 0;
  });
  const offset = query.offset ?? 0;
  return kept.slice(offset, query.limit === undefined ? undefined : offset + query.limit);
}
