import { describe, expect, it } from 'vitest';
import { ResultCache } from './result-cache.ts';
import { type StoredResult, storeResult } from './statement-record.ts';

function result(cell: string, rows = 1): StoredResult {
  return storeResult({ rowType: [], rows: Array.from({ length: rows }, () => [cell]) });
}

describe('ResultCache', () => {
  it('answers a kept result only at the data version it was kept at', () => {
    const cache = new ResultCache();
    const kept = result('a');
    cache.set('q', 3, kept);
    expect(cache.get('q', 3)).toBe(kept);
    expect(cache.get('other', 3)).toBeUndefined();
    expect(cache.get('q', 4)).toBeUndefined();
    // The data moved on: nothing kept before answers again, even at the old version.
    expect(cache.get('q', 3)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps at most its number of entries, the least recently used going first', () => {
    const cache = new ResultCache(2, 1_000_000);
    cache.set('a', 1, result('a'));
    cache.set('b', 1, result('b'));
    cache.get('a', 1);
    cache.set('c', 1, result('c'));
    expect(cache.size).toBe(2);
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('a', 1)).toBeDefined();
    expect(cache.get('c', 1)).toBeDefined();
  });

  it('keeps at most its bytes, and never a result larger than them', () => {
    const one = result('x'.repeat(100));
    const size = one.partitions[0]?.uncompressedSize ?? 0;
    const cache = new ResultCache(100, size * 2);
    cache.set('a', 1, one);
    cache.set('b', 1, result('y'.repeat(100)));
    cache.set('c', 1, result('z'.repeat(100)));
    expect(cache.size).toBe(2);
    expect(cache.bytes).toBeLessThanOrEqual(size * 2);
    expect(cache.get('a', 1)).toBeUndefined();
    cache.set('huge', 1, result('w'.repeat(100), 3));
    expect(cache.get('huge', 1)).toBeUndefined();
    expect(cache.size).toBe(2);
  });
});
