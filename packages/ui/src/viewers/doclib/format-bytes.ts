import { DOCLIB_VIEWER_STRINGS, type DoclibViewerStrings } from './doclib-strings.ts';

type SizeUnit = 'kilobytes' | 'megabytes' | 'gigabytes' | 'terabytes';
const UNITS: readonly SizeUnit[] = ['kilobytes', 'megabytes', 'gigabytes', 'terabytes'];

// A size stays below 1,024 in its unit, where digit grouping would only add a separator.
const whole = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0, useGrouping: false });
const oneDecimal = new Intl.NumberFormat(undefined, {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
  useGrouping: false,
});

/** A file size in the largest unit that keeps it at 1 or more (1 KB = 1,024 bytes). */
export function formatBytes(
  bytes: number,
  strings: DoclibViewerStrings = DOCLIB_VIEWER_STRINGS,
): string {
  if (bytes < 1024) return strings.bytes(whole.format(bytes), bytes);
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const amount = (value < 10 ? oneDecimal : whole).format(value);
  return strings[UNITS[unit] ?? 'terabytes'](amount);
}
