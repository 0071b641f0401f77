import type { ColumnKind } from './column-kind.ts';

/*
 * Cell values of the SQL API's JSON format, where every cell is a string or null
 * (docs/tool-results.md): dates come as days since 1970-01-01, times as seconds since midnight and
 * timestamps as seconds since the epoch with a fraction (`1620151584.132000000`), TIMESTAMP_TZ
 * followed by its offset in minutes plus 1440. Numbers stay the exact strings the service sent,
 * as NUMBER(38,0) does not fit a JavaScript number. A value already in readable form is shown
 * as it came.
 */

const DAY_MS = 86_400_000;
const EPOCH_SECONDS = /^(-?\d+)(?:\.(\d+))?(?: (\d+))?$/;

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

/** `132000000` → `.132`; an all-zero fraction disappears. */
function fraction(digits: string | undefined): string {
  const trimmed = (digits ?? '').replace(/0+$/, '');
  return trimmed === '' ? '' : `.${trimmed}`;
}

function dateText(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

function timeText(date: Date): string {
  return `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
}

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  return `${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
}

function formatTimestamp(value: string, kind: ColumnKind): string {
  const match = EPOCH_SECONDS.exec(value);
  if (match === null) return value;
  const [, seconds = '0', digits, encodedOffset] = match;
  const offset = kind === 'timestamp_tz' && encodedOffset ? Number(encodedOffset) - 1440 : 0;
  const date = new Date((Number(seconds) + offset * 60) * 1000);
  if (Number.isNaN(date.getTime())) return value;
  const text = `${dateText(date)} ${timeText(date)}${fraction(digits)}`;
  if (kind === 'timestamp_tz') return `${text} ${offsetText(offset)}`;
  return kind === 'timestamp_ltz' ? `${text} UTC` : text;
}

function formatTime(value: string): string {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(value);
  if (match === null) return value;
  const date = new Date(Number(match[1]) * 1000);
  return Number.isNaN(date.getTime()) ? value : `${timeText(date)}${fraction(match[2])}`;
}

function formatDay(value: string): string {
  if (!/^-?\d+$/.test(value)) return value;
  const date = new Date(Number(value) * DAY_MS);
  return Number.isNaN(date.getTime()) ? value : dateText(date);
}

/** A cell as its column's kind shows it; `null` for SQL NULL, which the grid marks apart. */
export function formatCell(value: unknown, kind: ColumnKind): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') return JSON.stringify(value);
  switch (kind) {
    case 'boolean':
      return /^(true|1)$/i.test(value) ? 'true' : /^(false|0)$/i.test(value) ? 'false' : value;
    case 'date':
      return formatDay(value);
    case 'time':
      return formatTime(value);
    case 'timestamp_ntz':
    case 'timestamp_ltz':
    case 'timestamp_tz':
      return formatTimestamp(value, kind);
    default:
      return value;
  }
}
