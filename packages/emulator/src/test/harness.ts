import { afterAll, beforeAll, expect } from 'vitest';
import { createEmulator, type Emulator } from '../index.ts';

export interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

export interface Harness {
  readonly emulator: Emulator;
  /** A fresh access token from POST /oauth/token. */
  token(): Promise<string>;
  /** Calls `path` with a valid bearer token and, when given, a JSON body. */
  api(method: string, path: string, body?: unknown): Promise<Answer>;
  /** Calls `path` exactly as given, no token added. */
  request(path: string, init?: RequestInit): Promise<Answer>;
}

/** One in-memory emulator on a free port for the test file that calls this, closed after it. */
export function setupEmulator(): Harness {
  let emulator: Emulator | undefined;
  beforeAll(async () => {
    emulator = await createEmulator({ memory: true });
  });
  afterAll(async () => {
    await emulator?.close();
  });

  const running = (): Emulator => {
    if (emulator === undefined) throw new Error('The emulator starts in beforeAll.');
    return emulator;
  };

  const harness: Harness = {
    get emulator() {
      return running();
    },
    async token() {
      const { clientId, clientSecret } = running();
      const answer = await harness.request('/oauth/token', {
        method: 'POST',
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: clientId,
          client_secret: clientSecret,
        }),
      });
      return (answer.body as { access_token: string }).access_token;
    },
    async api(method, path, body) {
      const headers: Record<string, string> = { authorization: `Bearer ${await harness.token()}` };
      if (body !== undefined) headers['content-type'] = 'application/json';
      return harness.request(path, {
        method,
        headers,
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
    },
    async request(path, init) {
      const res = await fetch(`${running().url}${path}`, { redirect: 'manual', ...init });
      const text = await res.text();
      const isJson = res.headers.get('content-type')?.includes('json') ?? false;
      return { status: res.status, headers: res.headers, body: isJson ? JSON.parse(text) : text };
    },
  };
  return harness;
}

/** The error body of docs/internals/upstream-api.md §2.11 for `code` and `errorCode`, with any message. */
export function errorBody(code: number, errorCode: string): unknown {
  return {
    code,
    message: expect.any(String),
    details: [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', error_code: errorCode }],
  };
}

/**
 * Seeds organizations and users with the given ids (users with an email made from their id), so
 * connected accounts can name them as owners: the emulator refuses owners that do not exist.
 */
export async function seedOwners(
  emulator: Emulator,
  owners: { organizations?: readonly string[]; users?: readonly string[] },
): Promise<void> {
  await emulator.control.seed({
    data: {
      organizations: (owners.organizations ?? []).map((id) => ({ id, display_name: id })),
      users: (owners.users ?? []).map((id) => ({ id, email: `${id}@owners.test` })),
    },
  });
}
