/*
 * docs/tool-results.md §"warehouse": every cell is a string or null, in the SQL API's JSON format:
 * numbers as their text, booleans `true`/`false`, dates as days since the epoch, times as seconds
 * since midnight and timestamps as seconds since the epoch (both with nine decimals), binary as
 * hex, arrays as JSON. Postgres hands each value over as its text form; this converts one.
 */

/** A rowType `type`: the kinds of column the warehouse tells apart. */
export type ColumnType =
  | 'fixed'
  | 'real'
  | 'text'
  | 'boolean'
  | 'date'
  | 'time'
  | 'timestamp_ntz'
  | 'timestamp_ltz'
  | 'variant'
  | 'binary'
  | 'array';

export type Cell = string | null;

const DATE = /^(\d{4,})-(\d{2})-(\d{2})( BC)?$/;
const TIME = /^(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?/;
const TIMESTAMP =
  /^(\d{4,})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?([+-]\d{2}(?::\d{2}){0,2})?( BC)?$/;
const NANOS_PER_SECOND = 1_000_000_000n;

/** Days from 1970-01-01 to a proleptic Gregorian date (years before 1 counted astronomically). */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** Postgres writes year 1 BC as `0001 BC`; astronomically it is year 0. */
function astronomicalYear(digits: string, bc: string | undefined): number {
  const year = Number(digits);
  return bc === undefined ? year : 1 - year;
}

function fraction(digits: string | undefined): bigint {
  return BigInt((digits ?? '').padEnd(9, '0'));
}

/** Seconds east of UTC in an offset such as `+02`, `-05:30` or `+00:19:32`. */
function offsetSeconds(offset: string | undefined): number {
  if (offset === undefined) return 0;
  const sign = offset.startsWith('-') ? -1 : 1;
  const [hours = 0, minutes = 0, seconds = 0] = offset.slice(1).split(':').map(Number);
  return sign * (hours * 3600 + minutes * 60 + seconds);
}

/** `nanos` as seconds with nine decimals: `1704103200.123000000`, `-0.500000000`. */
function seconds(nanos: bigint): string {
  const sign = nanos < 0n ? '-' : '';
  const magnitude = nanos < 0n ? -nanos : nanos;
  const whole = magnitude / NANOS_PER_SECOND;
  const rest = (magnitude % NANOS_PER_SECOND).toString().padStart(9, '0');
  return `${sign}${whole}.${rest}`;
}

function formatDate(value: string): string {
  const match = DATE.exec(value);
  if (match === null) return value;
  const [, year = '', month = '', day = '', bc] = match;
  return String(daysFromCivil(astronomicalYear(year, bc), Number(month), Number(day)));
}

function formatTime(value: string): string {
  const match = TIME.exec(value);
  if (match === null) return value;
  const [, hours = '', minutes = '', secs = '', digits] = match;
  const whole = BigInt(Number(hours) * 3600 + Number(minutes) * 60 + Number(secs));
  return seconds(whole * NANOS_PER_SECOND + fraction(digits));
}

function formatTimestamp(value: string): string {
  const match = TIMESTAMP.exec(value);
  if (match === null) return value;
  const [
    ,
    year = '',
    month = '',
    day = '',
    hours = '',
    minutes = '',
    secs = '',
    digits,
    offset,
    bc,
  ] = match;
  const days = daysFromCivil(astronomicalYear(year, bc), Number(month), Number(day));
  const whole =
    days * 86_400 +
    Number(hours) * 3600 +
    Number(minutes) * 60 +
    Number(secs) -
    offsetSeconds(offset);
  return seconds(BigInt(whole) * NANOS_PER_SECOND + fraction(digits));
}

/** A Postgres array literal (`{1,"a b",NULL,{2,3}}`) as JSON, numbers unquoted. */
function formatArray(value: string): string {
  let at = 0;
  function element(): unknown {
    if (value[at] === '{') return list();
    if (value[at] === '"') {
      let text = '';
      at += 1;
      while (at < value.length && value[at] !== '"') {
        if (value[at] === '\\') at += 1;
        text += value[at] ?? '';
        at += 1;
      }
      at += 1;
      return text;
    }
    const start = at;
    while (at < value.length && value[at] !== ',' && value[at] !== '}') at += 1;
    const raw = value.slice(start, at);
    if (raw === 'NULL') return null;
    return raw !== '' && Number.isFinite(Number(raw)) ? Number(raw) : raw;
  }
  function list(): unknown[] {
    const items: unknown[] = [];
    at += 1;
    while (at < value.length && value[at] !== '}') {
      items.push(element());
      if (value[at] === ',') at += 1;
    }
    at += 1;
    return items;
  }
  // A lower bound other than 1 is written first (`[0:1]={…}`); the elements are what count.
  at = value.indexOf('{');
  return at === -1 ? value : JSON.stringify(list(), null, 2);
}

const FORMATTERS: Partial<Record<ColumnType, (value: string) => string>> = {
  boolean: (value) => (value === 't' ? 'true' : value === 'f' ? 'false' : value),
  real: (value) => (value === 'Infinity' ? 'inf' : value === '-Infinity' ? '-inf' : value),
  date: formatDate,
  time: formatTime,
  timestamp_ntz: formatTimestamp,
  timestamp_ltz: formatTimestamp,
  binary: (value) => (value.startsWith('\\x') ? value.slice(2).toUpperCase() : value),
  array: formatArray,
};

/**
 * One value, from Postgres' text form to the warehouse's JSON form for a `type` column.
 *
 * @example
 * formatCell('date', '2024-01-01'); // '19723'
 * formatCell('timestamp_ntz', '2024-01-01 10:00:00.5'); // '1704103200.500000000'
 */
export function formatCell(type: ColumnType, value: Cell): Cell {
  if (value === null) return null;
  const format = FORMATTERS[type];
  return format === undefined ? value : format(value);
}
