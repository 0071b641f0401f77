import { describe, expect, it } from 'vitest';
import { BffError } from '../common/bff-error.ts';
import { assertSameSite } from './cross-site-guard.ts';

const ALLOWED = ['https://app.example.com'];

function check(headers: Record<string, string>): BffError | undefined {
  try {
    assertSameSite(
      new Request('https://app.example.com/api/plugboard/links', { headers }),
      ALLOWED,
    );
    return undefined;
  } catch (error) {
    if (error instanceof BffError) return error;
    throw error;
  }
}

describe('assertSameSite', () => {
  it('lets through X-Plugboard: 1 from an allowed origin', () => {
    expect(check({ 'x-plugboard': '1', origin: 'https://app.example.com' })).toBeUndefined();
  });

  it('lets through X-Plugboard: 1 without Origin when the browser says same-origin', () => {
    expect(check({ 'x-plugboard': '1', 'sec-fetch-site': 'same-origin' })).toBeUndefined();
  });

  it.each(['same-origin', 'none'])(
    'lets through an allowed origin the browser marks %s, as without fetch metadata',
    (site) => {
      expect(
        check({ 'x-plugboard': '1', origin: 'https://app.example.com', 'sec-fetch-site': site }),
      ).toBeUndefined();
    },
  );

  it.each([
    ['no X-Plugboard header', { origin: 'https://app.example.com' }, /X-Plugboard: 1/],
    [
      'X-Plugboard with another value',
      { 'x-plugboard': 'true', origin: 'https://app.example.com' },
      /X-Plugboard: 1/,
    ],
    [
      'a foreign origin',
      { 'x-plugboard': '1', origin: 'https://evil.example' },
      /"https:\/\/evil.example" are not allowed/,
    ],
    ['an opaque origin', { 'x-plugboard': '1', origin: 'null' }, /not allowed/],
    [
      'an origin differing only by scheme',
      { 'x-plugboard': '1', origin: 'http://app.example.com' },
      /not allowed/,
    ],
    [
      'no origin and a cross-site fetch',
      { 'x-plugboard': '1', 'sec-fetch-site': 'cross-site' },
      /Sec-Fetch-Site: cross-site/,
    ],
    ['no origin and no fetch metadata', { 'x-plugboard': '1' }, /no Origin/],
    [
      'an allowed origin the browser marks cross-site',
      { 'x-plugboard': '1', origin: 'https://app.example.com', 'sec-fetch-site': 'cross-site' },
      /^The browser marked this request Sec-Fetch-Site: cross-site; .*same-origin/,
    ],
    [
      'an allowed origin the browser marks same-site',
      { 'x-plugboard': '1', origin: 'https://app.example.com', 'sec-fetch-site': 'same-site' },
      /^The browser marked this request Sec-Fetch-Site: same-site; /,
    ],
    [
      'no origin and a same-site fetch',
      { 'x-plugboard': '1', 'sec-fetch-site': 'same-site' },
      /Sec-Fetch-Site: same-site/,
    ],
    [
      'a foreign origin the browser marks same-origin',
      { 'x-plugboard': '1', origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' },
      /not allowed/,
    ],
    [
      'a foreign origin of a user-initiated request',
      { 'x-plugboard': '1', origin: 'https://evil.example', 'sec-fetch-site': 'none' },
      /not allowed/,
    ],
    [
      'no origin and a user-initiated request',
      { 'x-plugboard': '1', 'sec-fetch-site': 'none' },
      /no Origin/,
    ],
  ])('answers 403 CROSS_SITE_REQUEST for %s', (_label, headers, message) => {
    const error = check(headers);
    expect(error).toMatchObject({ code: 'CROSS_SITE_REQUEST', status: 403 });
    expect(error?.message).toMatch(message);
  });
});
