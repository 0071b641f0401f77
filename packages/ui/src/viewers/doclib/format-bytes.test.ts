import { expect, test } from 'vitest';
import { formatBytes } from './format-bytes.ts';

test('sizes in the largest whole unit, one decimal below ten', () => {
  expect(formatBytes(1)).toBe('1 byte');
  expect(formatBytes(1023)).toBe('1023 bytes');
  expect(formatBytes(1536)).toBe('1.5 KB');
  expect(formatBytes(48_213_504)).toBe('46 MB');
  expect(formatBytes(3 * 1024 ** 4)).toBe('3.0 TB');
});
