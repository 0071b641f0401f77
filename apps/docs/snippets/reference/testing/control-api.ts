// The emulator's control API over HTTP, for tests that run in another process than the emulator
// (Playwright, or an emulator started with `npx plugboard-emulator`).
import type { FaultSpec, SeedInput } from '@plugboard/emulator';

const emulatorUrl = process.env.PLUGBOARD_BASE_URL ?? 'http://127.0.0.1:4010';
const credentials = `${process.env.PLUGBOARD_CLIENT_ID ?? 'plugboard-dev-client'}:${
  process.env.PLUGBOARD_CLIENT_SECRET ?? 'plugboard-dev-secret'
}`;

async function control(method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${emulatorUrl}/_emulator${path}`, {
    method,
    headers: {
      authorization: `Basic ${btoa(credentials)}`,
      'content-type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? undefined : response.json();
}

/** Back to a fresh state: call it before each test. */
export const resetEmulator = () => control('POST', '/reset');

/** Adds a scenario (`{ scenario: 'demo' }`) or your own data. */
export const seedEmulator = (input: SeedInput) => control('POST', '/seed', input);

/** Makes matching requests fail or slow down until `clearFaults` (or `count` of them). */
export const injectFault = (fault: FaultSpec) => control('POST', '/faults', fault);

export const clearFaults = () => control('DELETE', '/faults');

/** Moves the emulator's clock: tokens and connect links expire by it. */
export const advanceClock = (seconds: number) =>
  control('POST', '/clock', { advance_seconds: seconds });
