import { describe, expect, it } from 'vitest';
import { BffError } from '../handler/bff-error.ts';
import { resolveReturnTo } from './return-to.ts';

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
