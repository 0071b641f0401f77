import { describe, expect, it } from 'vitest';
import { connectLinkReturnTo } from './return-to.ts';

const ORIGIN = 'http://127.0.0.1:3000';

describe('connectLinkReturnTo', () => {
  it('keeps a connect link of this origin, as a path without its query', () => {
    expect(connectLinkReturnTo('/api/plugboard/mcp/connect/abc.def', ORIGIN)).toBe(
      '/api/plugboard/mcp/connect/abc.def',
    );
    expect(
      connectLinkReturnTo(
        `${ORIGIN}/api/plugboard/mcp/connect/abc?next=https://evil.example`,
        ORIGIN,
      ),
    ).toBe('/api/plugboard/mcp/connect/abc');
  });

  it.each([
    null,
    '',
    'https://evil.example/api/plugboard/mcp/connect/abc',
    '//evil.example/api/plugboard/mcp/connect/abc',
    '/\\evil.example/api/plugboard/mcp/connect/abc',
    'javascript:alert(1)',
    '/accounts',
    '/api/plugboard/mcp/connect/abc/../../accounts',
    '/api/plugboard/mcp/connect/',
  ])('ignores %j', (value) => {
    expect(connectLinkReturnTo(value, ORIGIN)).toBeUndefined();
  });
});
