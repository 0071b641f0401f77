// Your app's server, tested against the emulator: no network beyond 127.0.0.1, no real account.
import { createEmulator, type Emulator } from '@plugboard/emulator';
import { createPlugboard, type Plugboard } from '@plugboard/server';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';

const APP = 'http://localhost:3000';
let emulator: Emulator;
let plugboard: Plugboard;

// Starting and stopping the emulator take a few seconds on a busy CI machine: more than vitest's
// default hook timeout.
beforeAll(async () => {
  emulator = await createEmulator({ memory: true, port: 0 });
  // The same options as your app's own instance, with the emulator as the hosted service.
  plugboard = createPlugboard({
    resolveUser: () => ({ identifier: 'ada@example.com' }),
    upstream: {
      baseUrl: emulator.url,
      clientId: emulator.clientId,
      clientSecret: emulator.clientSecret,
    },
    app: { url: APP },
    tools: { connectors: ['crm'], allowed: ['crm_list_people'] },
  });
}, 60_000);

afterAll(async () => {
  await plugboard.close();
  await emulator.close();
}, 60_000);

// Every test starts from the same state: nothing but Ada's CRM account.
beforeEach(async () => {
  await emulator.control.reset();
  await emulator.control.seed({
    data: { connected_accounts: [{ connector: 'crm', identifier: 'ada@example.com' }] },
  });
});

/** A request as the browser's Plugboard client sends it to your app. */
function call(path: string, body?: unknown): Promise<Response> {
  return plugboard.handler(
    new Request(`${APP}/api/plugboard${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', 'x-plugboard': '1', origin: APP },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
}

describe('the CRM page', () => {
  test('lists the connected account', async () => {
    const response = await call('/accounts');
    const { accounts } = await response.json();
    expect(accounts).toMatchObject([{ connector: 'crm', status: 'ACTIVE' }]);
  });

  test('runs a tool with the account', async () => {
    const response = await call('/tools/execute', {
      tool_name: 'crm_list_people',
      params: { limit: 5 },
    });
    expect(response.status).toBe(200);
  });

  test('says the account expired, so the page can offer Reconnect', async () => {
    const [account] = (await (await call('/accounts')).json()).accounts;
    await emulator.control.setAccountStatus(account.id, 'EXPIRED');
    const response = await call('/tools/execute', { tool_name: 'crm_list_people', params: {} });
    expect((await response.json()).error.code).toBe('ACCOUNT_EXPIRED');
  });

  test('reports the service being down, not a crash', async () => {
    emulator.control.addFault({ connector: 'crm', kind: '503' });
    const response = await call('/tools/execute', { tool_name: 'crm_list_people', params: {} });
    expect(response.status).toBe(503);
    expect((await response.json()).error.code).toBe('UPSTREAM_UNAVAILABLE');
  });
});
