const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1000],
];

/** `3 minutes ago`, `yesterday`… in the locale's words (Intl.RelativeTimeFormat). */
export function relativeTime(date: Date, now: number, locale: string | undefined): string {
  const elapsed = date.getTime() - now;
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(elapsed) >= size || unit === 'second') {
      return format.format(Math.round(elapsed / size), unit);
    }
  }
  return format.format(0, 'second');
}

/** The date and time in full, in the locale's words. */
export function absoluteTime(date: Date, locale: string | undefined): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(date);
}

/** A run's duration: milliseconds under a second, else seconds with one decimal. */
export function formatDuration(ms: number, locale: string | undefined): string {
  return ms < 1000
    ? new Intl.NumberFormat(locale, { style: 'unit', unit: 'millisecond' }).format(Math.round(ms))
    : new Intl.NumberFormat(locale, {
        style: 'unit',
        unit: 'second',
        maximumFractionDigits: 1,
      }).format(ms / 1000);
}
