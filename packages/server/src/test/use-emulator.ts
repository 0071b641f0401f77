import { createEmulator, type Emulator, type EmulatorOptions } from '@plugboard/emulator';
import { afterAll, beforeAll, beforeEach } from 'vitest';

/** One upstream call as the counting fetch saw it. */
export interface SeenCall {
  method: string;
  path: string;
  status: number;
  /** The `X-Request-Id` the call carried, if any. */
  requestId: string | null;
}

export interface EmulatorFixture {
  readonly emulator: Emulator;
  /** A real `fetch` that records every call, for options that take one. */
  readonly fetch: typeof fetch;
  /** Calls since the last test started (the list is emptied before each test). */
  readonly calls: readonly SeenCall[];
  /** Every access token the emulator issued through this fetch, to look for leaks. */
  readonly issuedTokens: readonly string[];
  /** How many calls went to `path` since the last test started. */
  count(path: string): number;
}

/**
 * A real in-memory emulator on a free port for the calling test file, reset before each test.
 * The fixture's `fetch` is the global one, only recording what passes through it.
 */
export function setupEmulator(options: EmulatorOptions = {}): EmulatorFixture {
  let emulator: Emulator | undefined;
  const calls: SeenCall[] = [];
  const issuedTokens: string[] = [];

  beforeAll(async () => {
    emulator = await createEmulator({ memory: true, ...options });
  });
  afterAll(async () => {
    await emulator?.close();
  });
  beforeEach(async () => {
    calls.length = 0;
    await emulator?.control.reset();
  });

  const countingFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const response = await fetch(request);
    const path = new URL(request.url).pathname;
    calls.push({
      method: request.method,
      path,
      status: response.status,
      requestId: request.headers.get('x-request-id'),
    });
    if (path === '/oauth/token' && response.ok) {
      const { access_token } = (await response.clone().json()) as { access_token: string };
      issuedTokens.push(access_token);
    }
    return response;
  };

  return {
    get emulator() {
      if (emulator === undefined) throw new Error('The emulator starts in beforeAll.');
      return emulator;
    },
    fetch: countingFetch,
    calls,
    issuedTokens,
    count: (path) => calls.filter((call) => call.path === path).length,
  };
}
