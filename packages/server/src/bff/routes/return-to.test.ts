import { describe, expect, it } from 'vitest';
import { BffError } from '../../common/bff-error.ts';
import { connectLinkReturnTo, resolveReturnTo } from './return-to.ts';

const ALLOWED = ['https://app.example.com', 'https://admin.example.com'];
const APP = 'https://app.example.com';

describe('resolveReturnTo', () => {
  it('resolves a path of the app and keeps an absolute URL on an allowed origin', () => {
    expect(resolveReturnTo('/settings?tab=connections', ALLOWED, APP)).toBe(
      'https://app.example.com/settings?tab=connections',
    );
    expect(resolveReturnTo('https://admin.example.com/x', ALLOWED, APP)).toBe(
      'https://admin.example.com/x',
    );
  });

  it.each([
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '/\t/evil.example',
    'https://app.example.com.evil.example/',
    'http://app.example.com/',
    'javascript:alert(document.domain)',
    'data:text/html,<script>alert(1)</script>',
    'https://app.example.com@evil.example/',
  ])('refuses %s with 400 naming return_to', (value) => {
    let caught: unknown;
    try {
      resolveReturnTo(value, ALLOWED, APP);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(BffError);
    expect(caught).toMatchObject({ code: 'VALIDATION_FAILED', status: 400 });
    expect((caught as Error).message).toMatch(/^Invalid request body: return_to: /);
  });
});

describe('connectLinkReturnTo', () => {
  it('is the link itself on the origin it was opened on, without its query', () => {
    expect(
      connectLinkReturnTo(
        new URL(
          'https://admin.example.com/api/plugboard/mcp/connect/abc.def?return_to=https://evil.example',
        ),
        ALLOWED,
      ),
    ).toBe('https://admin.example.com/api/plugboard/mcp/connect/abc.def');
  });

  it('falls back to the app origin for an origin it does not serve', () => {
    expect(connectLinkReturnTo(new URL('http://10.0.0.5:3000/pb/mcp/connect/abc'), ALLOWED)).toBe(
      'https://app.example.com/pb/mcp/connect/abc',
    );
  });

  it('refuses any other path', () => {
    expect(() =>
      connectLinkReturnTo(new URL('https://app.example.com/api/plugboard/accounts'), ALLOWED),
    ).toThrow(BffError);
  });
});
