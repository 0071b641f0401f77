import { describe, expect, it } from 'vitest';
import { wantsJson } from './wants-json.ts';

describe('wantsJson', () => {
  it.each([
    ['application/json', true],
    ['application/json, text/plain;q=0.5', true],
    ['text/html;q=0.5, application/json', true],
    ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', false],
    ['text/html, application/json', false],
    ['application/json;q=0', false],
    ['*/*', false],
    [null, false],
  ])('%j → %s', (accept, expected) => {
    expect(wantsJson(accept)).toBe(expected);
  });
});
