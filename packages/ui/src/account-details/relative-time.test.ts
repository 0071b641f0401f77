import { describe, expect, test } from 'vitest';
import { absoluteTime, formatDuration, relativeTime } from './relative-time.ts';

const now = Date.UTC(2026, 10, 25, 12, 0, 0);

describe('times and durations in the locale’s words', () => {
  test('relative to now, in the largest unit that fits', () => {
    expect(relativeTime(new Date(now - 30_000), now, 'en')).toBe('30 seconds ago');
    expect(relativeTime(new Date(now - 3 * 60_000), now, 'en')).toBe('3 minutes ago');
    expect(relativeTime(new Date(now - 86_400_000), now, 'en')).toBe('yesterday');
    expect(relativeTime(new Date(now - 3 * 60_000), now, 'de')).toBe('vor 3 Minuten');
  });

  test('absolute, with the date and the time', () => {
    expect(absoluteTime(new Date(now), 'en-GB')).toMatch(/25 Nov 2026/);
  });

  test('milliseconds under a second, then seconds', () => {
    expect(formatDuration(240, 'en')).toBe('240 ms');
    expect(formatDuration(1840, 'en')).toBe('1.8 sec');
  });
});
