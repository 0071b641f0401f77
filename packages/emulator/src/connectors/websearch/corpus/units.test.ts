import { describe, expect, it } from 'vitest';
import { defaultUnits, writeQuantities } from './units.ts';

describe('writeQuantities', () => {
  it('writes quantities in metric or imperial units', () => {
    const text =
      'about {length:1500000000} away, {temp:-223} cold, {mass:0.018} of coffee, {speed:27300}';
    expect(writeQuantities(text, 'metric')).toBe(
      'about 1,500,000 km away, -223 °C cold, 18 g of coffee, 27,300 km/h',
    );
    expect(writeQuantities(text, 'imperial')).toBe(
      'about 932,000 mi away, -369 °F cold, 0.635 oz of coffee, 17,000 mph',
    );
  });

  it('defaults to the units of the request’s country, the US when none', () => {
    expect(defaultUnits(undefined)).toBe('imperial');
    expect(defaultUnits('de')).toBe('metric');
  });
});
