import { describe, expect, it } from 'vitest';
import { apportion } from './apportion.ts';

describe('apportion', () => {
  it('splits in proportion, whole parts that add up to the total exactly', () => {
    expect(apportion(10, { US: 2, GB: 1 })).toEqual({ US: 7, GB: 3 });
    const weights = { US: 46, GB: 10, CA: 9, IN: 8, AU: 6, DE: 6, BR: 3, JP: 2 };
    for (const total of [0, 1, 7, 99, 12_345]) {
      const parts = apportion(total, weights);
      expect(Object.values(parts).reduce((sum, part) => sum + part, 0)).toBe(total);
      expect(Object.values(parts).every(Number.isInteger)).toBe(true);
    }
  });
});
