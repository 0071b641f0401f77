import { PlugboardError } from '@plugboard/react';
import { expect, test } from 'vitest';
import { DEFAULT_LOCALIZATION } from './default-strings.ts';
import { errorText } from './error-text.ts';
import { mergeLocalization } from './merge-localization.ts';

test('overrides replace strings, and tables entry by entry', () => {
  const strings = mergeLocalization({
    cancel: 'Abbrechen',
    connectLabel: (name) => `${name} verbinden`,
    connectorNames: { crm: 'Kundenverwaltung' },
    retry: undefined,
  });
  expect(strings.cancel).toBe('Abbrechen');
  expect(strings.connectLabel('Docs')).toBe('Docs verbinden');
  expect(strings.connectorNames).toEqual({
    ...DEFAULT_LOCALIZATION.connectorNames,
    crm: 'Kundenverwaltung',
  });
  expect(strings.retry).toBe(DEFAULT_LOCALIZATION.retry);
  expect(mergeLocalization()).toEqual(DEFAULT_LOCALIZATION);
});

test("an error reads as the host's message for its code, else as the BFF's", () => {
  const error = new PlugboardError('ACCOUNT_EXPIRED', 'Your CRM connection has expired.', 409);
  expect(errorText(DEFAULT_LOCALIZATION, error)).toBe('Your CRM connection has expired.');
  const strings = mergeLocalization({ errorMessages: { ACCOUNT_EXPIRED: 'Abgelaufen.' } });
  expect(errorText(strings, error)).toBe('Abgelaufen.');
});
