/*
 * Display formats shared by the viewers. They follow the reader's locale (the browser's default)
 * and never throw: a value that is not what it claims to be is shown as it came.
 */

const dateTimeFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'short',
});
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
const numberFormat = new Intl.NumberFormat();
const compactFormat = new Intl.NumberFormat(undefined, { notation: 'compact' });

/** An ISO 8601 date-time in the reader's words, or the text itself when it is not one. */
export function formatDateTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : dateTimeFormat.format(time);
}

/** A calendar date (`2024-02-23`); formatted in UTC so the day never shifts with the time zone. */
export function formatDate(isoDate: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return formatDateTime(isoDate);
  return dateFormat.format(Date.parse(`${isoDate}T00:00:00Z`));
}

/** A count, grouped by the reader's locale. Counts may come as strings (video statistics). */
export function formatCount(value: number | string): string {
  const number = typeof value === 'number' ? value : Number(value);
  return value === '' || Number.isNaN(number) ? String(value) : numberFormat.format(number);
}

/** A count in compact notation (`3.1K`), for tight places such as video cards. */
export function formatCompactCount(value: number | string): string {
  const number = typeof value === 'number' ? value : Number(value);
  return value === '' || Number.isNaN(number) ? String(value) : compactFormat.format(number);
}

/** A money amount with its ISO 4217 currency; an unknown code still shows the amount. */
export function formatMoney(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(amount);
  } catch {
    return `${numberFormat.format(amount)} ${currency}`;
  }
}
