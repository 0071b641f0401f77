import { expect, test } from 'vitest';
import * as accounts from './accounts.ts';

// A change of the public API must be deliberate: update this list in the same change.
test('the account panels entry, @plugboard/ui/accounts', () => {
  expect(Object.keys(accounts).sort()).toEqual(['AccountActivityPanel', 'AccountPermissionsPanel']);
});
