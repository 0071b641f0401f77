import { describe, expect, it } from 'vitest';
import { formatCell } from './cell-format.ts';

describe('formatCell', () => {
  it('writes dates as days since the epoch, before it too', () => {
    expect(formatCell('date', '1970-01-01')).toBe('0');
    expect(formatCell('date', '2024-01-01')).toBe('19723');
    expect(formatCell('date', '1969-12-31')).toBe('-1');
    expect(formatCell('date', '0001-01-01 BC')).toBe('-719528');
  });

  it('writes timestamps as epoch seconds with nine decimals, offsets applied', () => {
    expect(formatCell('timestamp_ntz', '2024-01-01 10:00:00')).toBe('1704103200.000000000');
    expect(formatCell('timestamp_ntz', '2024-01-01 10:00:00.123456')).toBe('1704103200.123456000');
    expect(formatCell('timestamp_ntz', '1969-12-31 23:59:59.5')).toBe('-0.500000000');
    expect(formatCell('timestamp_ltz', '2024-01-01 12:00:00+02')).toBe('1704103200.000000000');
    expect(formatCell('timestamp_ltz', '2024-01-01 04:30:00-05:30')).toBe('1704103200.000000000');
  });

  it('writes times as seconds since midnight', () => {
    expect(formatCell('time', '10:11:12.5')).toBe('36672.500000000');
  });

  it('writes booleans, binary, arrays and infinities the service way', () => {
    expect(formatCell('boolean', 't')).toBe('true');
    expect(formatCell('boolean', 'f')).toBe('false');
    expect(formatCell('binary', '\\x0a0b')).toBe('0A0B');
    expect(JSON.parse(formatCell('array', '{1,"a b",NULL,{2,3}}') ?? '')).toEqual([
      1,
      'a b',
      null,
      [2, 3],
    ]);
    expect(formatCell('real', '-Infinity')).toBe('-inf');
  });

  it('passes numbers, text and NULL through', () => {
    expect(formatCell('fixed', '12.50')).toBe('12.50');
    expect(formatCell('text', 'x')).toBe('x');
    expect(formatCell('date', null)).toBeNull();
    expect(formatCell('timestamp_ntz', 'infinity')).toBe('infinity');
  });
});
