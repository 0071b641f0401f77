import { afterEach, describe, expect, test, vi } from 'vitest';
import { lockScroll } from './scroll-lock.ts';

// jsdom keeps no `!important` on these properties: the e2e (security-headers) sees it in Chromium.
const root = document.documentElement;

/** jsdom lays nothing out: a 1000px wide root whose scrollbar goes when its overflow is hidden. */
function withScrollbar(width: number) {
  vi.spyOn(root, 'clientWidth', 'get').mockImplementation(() =>
    root.style.overflowY === 'hidden' ? 1000 : 1000 - width,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  root.removeAttribute('style');
});

describe('lockScroll', () => {
  test('hides the overflow of the root until released', () => {
    const release = lockScroll(document);
    expect([root.style.overflowX, root.style.overflowY]).toEqual(['hidden', 'hidden']);
    release();
    expect(root.getAttribute('style')).toBe('');
  });

  test("moves the scrollbar's width into the right padding, on top of the host's", () => {
    withScrollbar(15);
    root.style.paddingRight = '4px';
    const release = lockScroll(document);
    expect(root.style.paddingRight).toBe('19px');
    release();
    expect(root.style.paddingRight).toBe('4px');
  });

  test('adds no padding when the page has no scrollbar to lose', () => {
    withScrollbar(0);
    const release = lockScroll(document);
    expect(root.style.paddingRight).toBe('');
    release();
  });

  test("gives back the host's own inline overflow", () => {
    root.style.overflowX = 'auto';
    lockScroll(document)();
    expect([root.style.overflowX, root.style.overflowY]).toEqual(['auto', '']);
  });

  test('nested holders share one lock, measured once, which the last release lifts', () => {
    withScrollbar(15);
    const outer = lockScroll(document);
    const inner = lockScroll(document);
    expect(root.style.paddingRight).toBe('15px');
    inner();
    inner();
    expect(root.style.overflowY).toBe('hidden');
    outer();
    expect(root.style.overflowY).toBe('');
    expect(root.style.paddingRight).toBe('');
  });
});
