import { analyticsBadRequest } from '../errors.ts';

/** Units of each currency per US dollar: fixed, so the same query always answers the same. */
const PER_USD: Readonly<Record<string, number>> = {
  USD: 1,
  EUR: 0.92,
  GBP: 0.79,
  JPY: 151.4,
  CAD: 1.36,
  AUD: 1.52,
  CHF: 0.88,
  INR: 83.2,
  BRL: 5.05,
  MXN: 17.1,
  SEK: 10.6,
  PLN: 3.98,
};

/** How many units of `currency` a dollar of revenue is (analytics `currency`, default USD). */
export function dollarRate(currency: string | undefined): number {
  const rate = PER_USD[currency ?? 'USD'];
  if (rate === undefined) {
    throw analyticsBadRequest(
      `Unknown identifier (${currency}) given in field parameters.currency. Supported: ${Object.keys(PER_USD).join(', ')}.`,
    );
  }
  return rate;
}
