/** docs/connectors.md §4.5 `units`: how measurements in result texts are written. */
export type Units = 'metric' | 'imperial';

const QUANTITY = /\{(length|mass|temp|speed):(-?\d+(?:\.\d+)?)\}/g;
const NUMBER = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 3 });

/** Countries that measure in imperial units: the default `units` when the request names one. */
const IMPERIAL_COUNTRIES = new Set(['US', 'LR', 'MM']);

/**
 * The units a request gets when it names none: those of its country, as the service derives
 * them (the country defaults to US).
 *
 * @example
 * defaultUnits('DE'); // 'metric'
 */
export function defaultUnits(country: string | undefined): Units {
  return IMPERIAL_COUNTRIES.has((country ?? 'US').toUpperCase()) ? 'imperial' : 'metric';
}

const write = (value: number, unit: string) => `${NUMBER.format(value)} ${unit}`;

/** One quantity of a corpus text: metres, kilograms, degrees Celsius or km/h in, text out. */
function quantity(dimension: string, value: number, units: Units): string {
  const imperial = units === 'imperial';
  switch (dimension) {
    case 'length':
      if (imperial)
        return value >= 1609.344 ? write(value / 1609.344, 'mi') : write(value * 3.28084, 'ft');
      return value >= 1000 ? write(value / 1000, 'km') : write(value, 'm');
    case 'mass':
      if (imperial) {
        const pounds = value * 2.20462;
        return pounds >= 1 ? write(pounds, 'lb') : write(pounds * 16, 'oz');
      }
      return value >= 1 ? write(value, 'kg') : write(value * 1000, 'g');
    case 'temp':
      return imperial ? write((value * 9) / 5 + 32, '°F') : write(value, '°C');
    default:
      return imperial ? write(value / 1.609344, 'mph') : write(value, 'km/h');
  }
}

/**
 * `text` with its `{dimension:value}` quantities written out in `units`.
 *
 * @example
 * writeQuantities('{length:1500000000} away', 'metric'); // '1,500,000 km away'
 */
export function writeQuantities(text: string, units: Units): string {
  return text.replace(QUANTITY, (_match, dimension: string, value: string) =>
    quantity(dimension, Number(value), units),
  );
}
