import { expect, test } from 'vitest';
import * as accounts from './accounts.ts';
import * as core from './core.ts';
import * as events from './events.ts';
import * as api from './index.ts';
import * as mcp from './mcp.ts';
import * as verify from './verify.ts';

// A change of the public API must be deliberate: update these lists in the same change.
test('the public exports', () => {
  expect(Object.keys(api).sort()).toEqual([
    'PlugboardError',
    'PlugboardProvider',
    'createBffClient',
    'useConnect',
    'useConnectedAccounts',
    'useConnectors',
    'useDisconnect',
    'useExecuteTool',
    'usePlugboardContext',
    'useToolReadiness',
    'useTools',
  ]);
});

test('the callback page entry, @plugboard/react/verify', () => {
  expect(Object.keys(verify)).toEqual(['useVerifyCallback']);
});

test('the account details entry, @plugboard/react/accounts', () => {
  expect(Object.keys(accounts).sort()).toEqual(['useAccountActivity', 'useAccountPermissions']);
});

test('the MCP tokens entry, @plugboard/react/mcp', () => {
  expect(Object.keys(mcp).sort()).toEqual(['useMcpTokens']);
});

test('the live accounts entry, @plugboard/react/events', () => {
  expect(Object.keys(events)).toEqual(['useAccountEvents']);
});

test('the framework-free entry, @plugboard/react/core', () => {
  expect(Object.keys(core).sort()).toEqual([
    'PlugboardError',
    'connectorAccess',
    'createBffClient',
    'createMcpToken',
    'getAccountPermissions',
    'isConnectPopup',
    'listAccountActivity',
    'listMcpTokens',
    'listenForConnectMessages',
    'openAccountEventStream',
    'recoveryFor',
    'returnToApp',
    'revokeMcpToken',
    'startConnectFlow',
    'takeResumedAccount',
    'toPlugboardError',
    'verifyCallback',
  ]);
});
