import { describe, expect, it } from 'vitest';
import { requestUrl } from './request-url.ts';

describe('requestUrl', () => {
  it('reads the path and query of an origin-form target', () => {
    const url = requestUrl('/api/plugboard/accounts?query=crm&page_token=p2');
    expect(url.pathname).toBe('/api/plugboard/accounts');
    expect(url.searchParams.get('query')).toBe('crm');
    expect(url.searchParams.get('page_token')).toBe('p2');
  });

  it('reads the path of an absolute-form target, as a forward proxy sends it', () => {
    expect(requestUrl('http://app.example.com/api/plugboard/connectors').pathname).toBe(
      '/api/plugboard/connectors',
    );
  });

  it('reads a missing or unreadable target as /, which no route answers', () => {
    expect(requestUrl(undefined).pathname).toBe('/');
    expect(requestUrl('http://[not-an-ip]/api/plugboard/accounts').pathname).toBe('/');
  });
});
