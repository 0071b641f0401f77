import { describe, expect, it } from 'vitest';
import { mergedHeaders } from './merged-headers.ts';

describe('mergedHeaders', () => {
  it('merges in order, later parts winning, and skips parts that are undefined or false', () => {
    const base = { accept: 'application/json', 'cache-control': 'no-store' };
    const merged = mergedHeaders(base, undefined, false, {
      accept: 'text/plain',
      'x-request-id': 'r-1',
    });
    expect(merged).toEqual({
      accept: 'text/plain',
      'cache-control': 'no-store',
      'x-request-id': 'r-1',
    });
    expect(Object.keys(merged)).toEqual(['accept', 'cache-control', 'x-request-id']);
  });

  it('answers a new record and leaves its parts as they were', () => {
    const base = { accept: 'application/json' };
    const merged = mergedHeaders(base, { authorization: 'Bearer t' });
    expect(merged).not.toBe(base);
    expect(base).toEqual({ accept: 'application/json' });
  });
});
