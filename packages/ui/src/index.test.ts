import { expect, test } from 'vitest';
import * as api from './index.ts';

// A change of the public API must be deliberate: update this list in the same change.
test('the public exports', () => {
  expect(Object.keys(api).sort()).toEqual([
    'ConnectButton',
    'ConnectedAccountsList',
    'ConnectorPicker',
    'DEFAULT_LOCALIZATION',
    'PlugboardUiProvider',
    'ToolCallCard',
    'VerifyCallback',
  ]);
});
