const DAY_MS = 24 * 3600 * 1000;

/** docs/connectors.md §4.5: `pd` 24 hours, `pw` 7 days, `pm` 31 days, `py` 1 year. */
const PRESET_DAYS: Readonly<Record<string, number>> = { pd: 1, pw: 7, pm: 31, py: 365 };
const RANGE = /^(\d{4}-\d{2}-\d{2})to(\d{4}-\d{2}-\d{2})$/;

/** The publication times (epoch milliseconds, both ends included) a freshness allows. */
export interface TimeWindow {
  readonly from: number;
  readonly to: number;
}

/**
 * The window `freshness` names, by the emulator clock `now`: a preset counts back from now, a
 * range `YYYY-MM-DDtoYYYY-MM-DD` covers both days whole (UTC). Undefined means any time.
 *
 * @example
 * freshnessWindow('pw', now); // the last 7 days
 */
export function freshnessWindow(freshness: string | undefined, now: Date): TimeWindow | undefined {
  if (freshness === undefined) return undefined;
  const days = PRESET_DAYS[freshness];
  if (days !== undefined) return { from: now.getTime() - days * DAY_MS, to: now.getTime() };
  const [, from = '', to = ''] = RANGE.exec(freshness) ?? [];
  // The catalog schema accepts only presets and real ranges, so a range is all that is left.
  return { from: Date.parse(`${from}T00:00:00Z`), to: Date.parse(`${to}T00:00:00Z`) + DAY_MS - 1 };
}

/** When a document `ageSeconds` old by `now` was published. */
export function publishedAt(ageSeconds: number, now: Date): Date {
  return new Date(now.getTime() - ageSeconds * 1000);
}
