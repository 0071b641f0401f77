import { expect, expectTypeOf, test } from 'vitest';
import {
  arrayOf,
  type Infer,
  isNumber,
  isString,
  literal,
  nullable,
  oneOf,
  optional,
  recordOf,
  shape,
} from './guards.ts';

const isItem = shape({
  kind: literal('a', 'b'),
  name: isString,
  size: optional(isNumber),
  parent: nullable(isString),
  tags: arrayOf(isString),
});

test('a shape checks its fields, allows optional ones to be missing, and keeps the others', () => {
  expect(isItem({ kind: 'a', name: 'x', parent: null, tags: [], extra: 1 })).toBe(true);
  expect(isItem({ kind: 'a', name: 'x', size: 3, parent: 'p', tags: ['t'] })).toBe(true);
  expect(isItem({ kind: 'c', name: 'x', parent: null, tags: [] })).toBe(false);
  expect(isItem({ kind: 'a', name: 'x', size: '3', parent: null, tags: [] })).toBe(false);
  expect(isItem({ kind: 'a', name: 'x', tags: [] })).toBe(false);
  expect(isItem({ kind: 'a', name: 'x', parent: null, tags: [1] })).toBe(false);
  expect(isItem([])).toBe(false);
  expect(isItem(null)).toBe(false);
});

test('numbers are finite; records and unions check every value', () => {
  expect(isNumber(Number.NaN)).toBe(false);
  expect(isNumber(Number.POSITIVE_INFINITY)).toBe(false);
  expect(recordOf(isNumber)({ a: 1, b: 2 })).toBe(true);
  expect(recordOf(isNumber)({ a: 1, b: '2' })).toBe(false);
  expect(oneOf(isString, isNumber)(4)).toBe(true);
  expect(oneOf(isString, isNumber)(true)).toBe(false);
});

test('the type a shape accepts: optional keys optional, other keys allowed', () => {
  type Item = Infer<typeof isItem>;
  expectTypeOf<Item['kind']>().toEqualTypeOf<'a' | 'b'>();
  expectTypeOf<Item['parent']>().toEqualTypeOf<string | null>();
  expectTypeOf<{ kind: 'a'; name: string; parent: null; tags: string[] }>().toMatchTypeOf<Item>();
  expectTypeOf<{
    kind: 'a';
    name: string;
    parent: null;
    tags: string[];
    extra: 1;
  }>().toMatchTypeOf<Item>();
});
