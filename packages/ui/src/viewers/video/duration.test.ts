import { expect, test } from 'vitest';
import { formatDuration } from './duration.ts';

test('ISO 8601 durations read as a clock', () => {
  expect(formatDuration('PT15M51S')).toBe('15:51');
  expect(formatDuration('PT45S')).toBe('0:45');
  expect(formatDuration('PT1H2M3S')).toBe('1:02:03');
  expect(formatDuration('P1DT2H')).toBe('26:00:00');
  expect(formatDuration('PT0S')).toBe('0:00');
});

test('anything else comes back unchanged', () => {
  expect(formatDuration('P')).toBe('P');
  expect(formatDuration('PT')).toBe('PT');
  expect(formatDuration('15:51')).toBe('15:51');
});
