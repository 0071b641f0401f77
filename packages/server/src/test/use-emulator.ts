import { createEmulator, type Emulator, type EmulatorOptions } from '@plugboard/emulator';
import { afterAll, beforeAll, beforeEach } from 'vitest';

/** One upstream call as the counting fetch saw it. */
export interface SeenCall {
  method: string;
  path: string;
  status: number;
}

export interface EmulatorFixture {
  readonly emulator: Emulator;
  /** A real `fetch` that records every call, for options that take one. */
  readonly fetch: typeof fetch;
  /** Calls since the last test started (the list is emptied before each test). */
  readonly calls: readonly SeenCall[];
  /** How many calls went to `path` since the last test started. */
  count(path: string): number;
}

/**
 * A real in-memory emulator on a free port for the calling test file, reset before each test.
 * The fixture's `fetch` is the global one, only counting what passes through it.
 */
export function setupEmulator(options: EmulatorOptions = {}): EmulatorFixture {
  let emulator: Emulator | undefined;
  const calls: SeenCall[] = [];

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
    calls.push({
      method: request.method,
      path: new URL(request.url).pathname,
      status: response.status,
    });
    return response;
  };

  return {
    get emulator() {
      if (emulator === undefined) throw new Error('The emulator starts in beforeAll.');
      return emulator;
    },
    fetch: countingFetch,
    calls,
    count: (path) => calls.filter((call) => call.path === path).length,
  };
}
