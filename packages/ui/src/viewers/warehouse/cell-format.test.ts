import { describe, expect, test } from 'vitest';
import { formatCell } from './cell-format.ts';
import { columnKind, typeLabel } from './column-kind.ts';

describe('formatCell', () => {
  test('NULL is null for every kind, so the grid can mark it apart from the text "null"', () => {
    expect(formatCell(null, 'text')).toBeNull();
    expect(formatCell(null, 'number')).toBeNull();
    expect(formatCell('null', 'text')).toBe('null');
  });

  test('numbers keep every digit the service sent', () => {
    expect(formatCell('99999999999999999999999999999999999999', 'number')).toBe(
      '99999999999999999999999999999999999999',
    );
  });

  test('dates are days since 1970-01-01', () => {
    expect(formatCell('0', 'date')).toBe('1970-01-01');
    expect(formatCell('19776', 'date')).toBe('2024-02-23');
    expect(formatCell('-1', 'date')).toBe('1969-12-31');
  });

  test('times are seconds since midnight', () => {
    expect(formatCell('45296.5', 'time')).toBe('12:34:56.5');
    expect(formatCell('0', 'time')).toBe('00:00:00');
  });

  test('timestamps are epoch seconds; TIMESTAMP_TZ carries its offset plus 1440 minutes', () => {
    expect(formatCell('1708617600.123000000', 'timestamp_ntz')).toBe('2024-02-22 16:00:00.123');
    expect(formatCell('1708617600.000000000', 'timestamp_ltz')).toBe('2024-02-22 16:00:00 UTC');
    expect(formatCell('1708617600.000000000 1560', 'timestamp_tz')).toBe(
      '2024-02-22 18:00:00 +02:00',
    );
    expect(formatCell('0.000000000 960', 'timestamp_tz')).toBe('1969-12-31 16:00:00 -08:00');
  });

  test('values already in readable form, and non-strings, show as they came', () => {
    expect(formatCell('2024-02-23', 'date')).toBe('2024-02-23');
    expect(formatCell('2024-02-22T16:00:00Z', 'timestamp_ntz')).toBe('2024-02-22T16:00:00Z');
    expect(formatCell(42, 'number')).toBe('42');
    expect(formatCell({ a: 1 }, 'text')).toBe('{"a":1}');
  });

  test('booleans read true or false whatever their spelling', () => {
    expect(formatCell('TRUE', 'boolean')).toBe('true');
    expect(formatCell('0', 'boolean')).toBe('false');
  });
});

describe('column kinds', () => {
  test('the service type names map to display kinds and SQL labels', () => {
    expect(columnKind('fixed')).toBe('number');
    expect(columnKind('TIMESTAMP_TZ')).toBe('timestamp_tz');
    expect(columnKind('variant')).toBe('semi-structured');
    expect(columnKind('geography')).toBe('text');
    expect(typeLabel({ name: 'N', type: 'fixed', precision: 38, scale: 0 })).toBe('NUMBER(38,0)');
    expect(typeLabel({ name: 'T', type: 'text' })).toBe('TEXT');
  });
});
