import { describe, expect, test } from 'vitest';
import { boundedMetadataSchema } from './metadata.ts';

describe('metadata bounds (docs/internals/upstream-api.md §8)', () => {
  const tenPairs = boundedMetadataSchema(10);

  test('keys have 3 to 25 characters', () => {
    expect(tenPairs.safeParse({ abc: 'v', ['k'.repeat(25)]: 'v' }).success).toBe(true);
    const short = tenPairs.safeParse({ ab: 'v' }).error?.issues[0];
    expect(short?.path).toEqual(['ab']);
    expect(short?.message).toBe('keys have 3 to 25 characters, this one 2');
    expect(tenPairs.safeParse({ ['k'.repeat(26)]: 'v' }).success).toBe(false);
  });

  test('values have 1 to 256 characters', () => {
    expect(tenPairs.safeParse({ key: 'v'.repeat(256) }).success).toBe(true);
    expect(tenPairs.safeParse({ key: '' }).success).toBe(false);
    expect(tenPairs.safeParse({ key: 'v'.repeat(257) }).success).toBe(false);
    expect(tenPairs.safeParse({ key: 7 }).success).toBe(false);
  });

  test('the pair limit counts keys; no limit when none is given', () => {
    const pairs = (n: number) =>
      Object.fromEntries(Array.from({ length: n }, (_, i) => [`key${i}`, 'v']));
    expect(tenPairs.safeParse(pairs(10)).success).toBe(true);
    expect(tenPairs.safeParse(pairs(11)).error?.issues[0]?.message).toBe(
      'at most 10 key/value pairs, not 11',
    );
    expect(boundedMetadataSchema().safeParse(pairs(50)).success).toBe(true);
  });
});
