import { expect, test } from 'vitest';
import { niceMax, xPositions } from './chart-scale.ts';

test('axis tops are round numbers at or above the highest value', () => {
  expect(niceMax(340)).toBe(500);
  expect(niceMax(100)).toBe(100);
  expect(niceMax(101)).toBe(200);
  expect(niceMax(0.03)).toBe(0.05);
  expect(niceMax(0)).toBe(1);
});

test('lines span the width; bars sit in the middle of equal slots', () => {
  expect(xPositions(3, 100, 'line')).toEqual([0, 50, 100]);
  expect(xPositions(2, 100, 'bar')).toEqual([25, 75]);
  expect(xPositions(1, 100, 'line')).toEqual([50]);
});
