import { createEmulator, type Emulator, type EmulatorOptions } from '@plugboard/emulator';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { TEST_ORGANIZATIONS } from './test-users.ts';

/** One upstream call as the counting fetch saw it. */
export interface SeenCall {
  method: string;
  path: string;
  query: Record<string, string>;
  /** The request headers as they left the client, to show what reached the upstream. */
  headers: Headers;
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
 * A real in-memory emulator on a free port for the calling test file, reset before each test to
 * hold the test users' organizations and nothing else. The fixture's `fetch` is the global one,
 * only recording what passes through it.
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
    await emulator?.control.reset();
    await emulator?.control.seed({ data: { organizations: TEST_ORGANIZATIONS } });
    calls.length = 0;
  });

  const countingFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const response = await fetch(request);
    const url = new URL(request.url);
    const path = url.pathname;
    calls.push({
      method: request.method,
      path,
      query: Object.fromEntries(url.searchParams),
      headers: request.headers,
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
