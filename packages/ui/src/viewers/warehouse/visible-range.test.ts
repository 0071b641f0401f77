import { expect, test } from 'vitest';
import { visibleRange } from './visible-range.ts';

test('the viewport plus overscan on each side, clamped to the data', () => {
  const base = { rowCount: 100_000, visibleCount: 13, overscan: 8 };
  expect(visibleRange({ ...base, firstVisible: 0 })).toEqual({ start: 0, end: 21 });
  expect(visibleRange({ ...base, firstVisible: 500 })).toEqual({ start: 492, end: 521 });
  expect(visibleRange({ ...base, firstVisible: 99_999 })).toEqual({ start: 99_979, end: 100_000 });
  expect(visibleRange({ ...base, firstVisible: -3 })).toEqual({ start: 0, end: 21 });
});

test('fewer rows than fit render all of them', () => {
  expect(visibleRange({ firstVisible: 0, rowCount: 5, visibleCount: 13, overscan: 8 })).toEqual({
    start: 0,
    end: 5,
  });
});
