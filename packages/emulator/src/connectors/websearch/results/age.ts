import { keptAnswers } from '../search/kept-answers.ts';

const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * How old a result reads (docs/tool-results.md `age`), in the request's `ui_lang`: relative within a
 * week ("3 days ago"), the date after that ("January 8, 2026").
 *
 * @example
 * ageText(new Date('2026-01-10'), new Date('2026-01-13'), 'en-US'); // '3 days ago'
 */
export function ageText(published: Date, now: Date, locale: string): string {
  const elapsed = Math.max(0, now.getTime() - published.getTime());
  if (elapsed < 7 * DAY_MS) {
    const relative = formatter(
      relativeFormats,
      locale,
      () => new Intl.RelativeTimeFormat(locale, { numeric: 'always' }),
    );
    const [count, unit] =
      elapsed < HOUR_MS
        ? [Math.max(1, Math.round(elapsed / 60_000)), 'minute' as const]
        : elapsed < DAY_MS
          ? [Math.round(elapsed / HOUR_MS), 'hour' as const]
          : [Math.round(elapsed / DAY_MS), 'day' as const];
    return written.get(`${locale} ${count} ${unit}`, () => relative.format(-count, unit));
  }
  // A long date names the UTC day: the text of that day, kept.
  const day = Math.floor(published.getTime() / DAY_MS);
  return written.get(`${locale} ${day}`, () =>
    formatter(
      dateFormats,
      locale,
      () => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }),
    ).format(published),
  );
}

/** Ages as written, by locale and amount: formatting was a tenth of a web search's own CPU. */
const written = keptAnswers<string, string>(4096);

// Making a formatter loads its locale's data: it was a sixth of a web search's CPU, once per
// result (docs/internals/emulator-cost.md). One per locale, kept.
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function formatter<Format>(kept: Map<string, Format>, locale: string, make: () => Format): Format {
  let found = kept.get(locale);
  if (found === undefined) {
    found = make();
    kept.set(locale, found);
  }
  return found;
}

/** `page_age`: the publication time as the service writes it, `YYYY-MM-DDTHH:mm:ss` (UTC). */
export function pageAge(published: Date): string {
  return published.toISOString().slice(0, 19);
}
