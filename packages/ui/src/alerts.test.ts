import { expect, test } from 'vitest';
import * as alerts from './alerts.ts';

// A change of the public API must be deliberate: update this list in the same change.
test('the account notices entry, @plugboard/ui/alerts', () => {
  expect(Object.keys(alerts)).toEqual(['AccountAlerts']);
});
