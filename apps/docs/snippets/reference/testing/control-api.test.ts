// The HTTP helpers of the testing guide, against a real emulator on a free port.
import { createEmulator, type Emulator } from '@plugboard/emulator';
import { afterAll, beforeAll, expect, test } from 'vitest';

let emulator: Emulator;
let helpers: typeof import('./control-api.ts');

beforeAll(async () => {
  emulator = await createEmulator({ memory: true, port: 0 });
  process.env.PLUGBOARD_BASE_URL = emulator.url;
  process.env.PLUGBOARD_CLIENT_ID = emulator.clientId;
  process.env.PLUGBOARD_CLIENT_SECRET = emulator.clientSecret;
  helpers = await import('./control-api.ts');
}, 60_000);

afterAll(() => emulator.close(), 60_000);

test('seed, fault, clock and reset over HTTP', async () => {
  await helpers.resetEmulator();
  expect(await helpers.seedEmulator({ scenario: 'demo' })).toMatchObject({
    connected_accounts: expect.any(Array),
  });
  await helpers.injectFault({ route: '/api/v1/tools', kind: '503', count: 1 });
  expect(emulator.control.listFaults()).toHaveLength(1);
  const before = emulator.control.now().getTime();
  await helpers.advanceClock(3600);
  expect(emulator.control.now().getTime() - before).toBeGreaterThanOrEqual(3_600_000);
  await helpers.resetEmulator();
  expect(emulator.control.listFaults()).toEqual([]);
});

test('a wrong secret is refused with the reason', async () => {
  const response = await fetch(`${emulator.url}/_emulator/reset`, {
    method: 'POST',
    headers: { authorization: `Basic ${btoa('someone:wrong')}` },
  });
  expect(response.status).toBe(401);
});
