/*
 * Calendar days as `YYYY-MM-DD` strings in UTC, the unit of the platform's daily metrics.
 */

const DAY_MS = 86_400_000;

/** The UTC day of `date`. */
export function dayOf(date: Date | string): string {
  return new Date(date).toISOString().slice(0, 10);
}

/** `day` moved by `days` (negative: back). */
export function addDays(day: string, days: number): string {
  return dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}

/** How many days `to` is after `from`. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Every day from `from` to `to`, both included. */
export function eachDay(from: string, to: string): string[] {
  const count = daysBetween(from, to) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, index) => addDays(from, index));
}

/** The instant `hours` after the start of `day`. */
export function atHour(day: string, hours: number): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + hours * 3_600_000);
}

/** The day of the week of `day`, 0 for Sunday. */
export function weekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}
