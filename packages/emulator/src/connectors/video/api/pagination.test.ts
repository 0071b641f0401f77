import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../../upstream-error.ts';
import { pageOf } from './pagination.ts';

const items = Array.from({ length: 400 }, (_, index) => index);

describe('pageOf', () => {
  it('writes page tokens in the service’s form and follows them both ways', () => {
    const first = pageOf(items, { maxResults: 5 });
    expect(first.items).toEqual([0, 1, 2, 3, 4]);
    // The service's own token for "from item 5".
    expect(first.nextPageToken).toBe('CAUQAA');
    expect(first.prevPageToken).toBeUndefined();
    const second = pageOf(items, { maxResults: 5, pageToken: first.nextPageToken });
    expect(second.items).toEqual([5, 6, 7, 8, 9]);
    expect(pageOf(items, { maxResults: 5, pageToken: second.prevPageToken }).items).toEqual(
      first.items,
    );
  });

  it('encodes positions past 127 over several bytes', () => {
    const far = pageOf(items, { maxResults: 150 });
    const next = pageOf(items, { maxResults: 150, pageToken: far.nextPageToken });
    expect(next.items[0]).toBe(150);
    const last = pageOf(items, { maxResults: 150, pageToken: next.nextPageToken });
    expect(last.items).toEqual(items.slice(300));
    expect(last.nextPageToken).toBeUndefined();
    expect(pageOf(items, { maxResults: 150, pageToken: last.prevPageToken }).items[0]).toBe(150);
  });

  it('counts without paging when asked for no results', () => {
    expect(pageOf(items, { maxResults: 0 })).toEqual({
      items: [],
      nextPageToken: undefined,
      prevPageToken: undefined,
      totalResults: 400,
      resultsPerPage: 0,
    });
  });

  it('refuses tokens it did not write, and positions past the end', () => {
    const beyond = Buffer.from([0x08, 0x90, 0x03, 0x10, 0x00]).toString('base64url');
    for (const pageToken of ['CAUQAg', 'hello', 'CAUQ', beyond]) {
      expect(() => pageOf(items.slice(0, 10), { maxResults: 5, pageToken })).toThrow(UpstreamError);
    }
  });
});
