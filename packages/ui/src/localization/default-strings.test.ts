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

test('an account is named beside its connector only when its name says more than the connector', () => {
  const strings = DEFAULT_LOCALIZATION;
  expect(strings.disconnectAccount('CRM', 'Work CRM')).toBe('Disconnect CRM (Work CRM)');
  expect(strings.disconnectAccount('CRM', 'CRM')).toBe('Disconnect CRM');
  expect(strings.repairAccount('Reconnect', 'CRM', 'CRM 2')).toBe('Reconnect: CRM (CRM 2)');
  expect(strings.connectConnectedStatus('Docs', 'Docs')).toBe('Docs is connected.');
  expect(strings.disconnectDescription('Docs', 'Docs')).toMatch(
    /^The credentials of your Docs account are revoked at Docs,/,
  );
  expect(strings.accountFallbackName('CRM', 1)).toBe('CRM');
  expect(strings.accountFallbackName('CRM', 2)).toBe('CRM 2');
});
