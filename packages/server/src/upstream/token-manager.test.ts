import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../common/logger.ts';
import { setupEmulator } from '../test/use-emulator.ts';
import { createFetchTransport } from './fetch-transport.ts';
import { createSecretRegistry } from './secret-registry.ts';
import { createTokenManager } from './token-manager.ts';
import { UpstreamError } from './upstream-error.ts';

const TOKEN_TTL_SECONDS = 600;
const upstream = setupEmulator({ tokenTtlSeconds: TOKEN_TTL_SECONDS });

function manager(overrides: { clientSecret?: string; now?: () => number } = {}) {
  const clientSecret = overrides.clientSecret ?? upstream.emulator.clientSecret;
  const log: LogEntry[] = [];
  const tokens = createTokenManager({
    baseUrl: upstream.emulator.url,
    transport: createFetchTransport(upstream.fetch),
    timeoutMs: 5_000,
    retry: { maxRetries: 2, baseDelayMs: 10, maxDelayMs: 100 },
    logger: (entry) => log.push(entry),
    clientId: upstream.emulator.clientId,
    clientSecret,
    secrets: createSecretRegistry(clientSecret),
    now: overrides.now ?? Date.now,
  });
  return { tokens, log };
}

/** Resolves once every callback queued so far (a background refresh included) has run. */
async function settle(path = '/oauth/token', count = 1) {
  for (let tries = 0; tries < 200 && upstream.count(path) < count; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('createTokenManager', () => {
  it('sends one token request for 50 concurrent callers (single flight)', async () => {
    const { tokens } = manager();
    const values = await Promise.all(Array.from({ length: 50 }, () => tokens.getToken()));
    expect(upstream.count('/oauth/token')).toBe(1);
    expect(new Set(values).size).toBe(1);
  });

  it('refreshes ahead of expiry in the background, handing out the current token meanwhile', async () => {
    let now = Date.now();
    const { tokens, log } = manager({ now: () => now });
    const first = await tokens.getToken();
    now += (TOKEN_TTL_SECONDS - 61) * 1000;
    expect(await tokens.getToken()).toBe(first);
    expect(upstream.count('/oauth/token')).toBe(1);

    now += 2000;
    // Within a minute of expiry: still the current token, while one refresh runs.
    const during = await Promise.all([tokens.getToken(), tokens.getToken(), tokens.getToken()]);
    expect(during).toEqual([first, first, first]);
    await settle('/oauth/token', 2);
    const second = await tokens.getToken();
    expect(second).not.toBe(first);
    expect(upstream.count('/oauth/token')).toBe(2);
    expect(log.filter((entry) => entry.event === 'upstream.token')).toHaveLength(2);
  });

  it('waits for a new token once the current one is about to expire', async () => {
    let now = Date.now();
    const { tokens } = manager({ now: () => now });
    const first = await tokens.getToken();
    now += (TOKEN_TTL_SECONDS - 4) * 1000;
    const second = await tokens.getToken();
    expect(second).not.toBe(first);
    expect(upstream.count('/oauth/token')).toBe(2);
  });

  it('keeps the current token when a refresh ahead of expiry fails, and says so', async () => {
    let now = Date.now();
    const { tokens, log } = manager({ now: () => now });
    const first = await tokens.getToken();
    upstream.emulator.control.addFault({ route: '/oauth/token', kind: '500' });
    now += (TOKEN_TTL_SECONDS - 30) * 1000;
    expect(await tokens.getToken()).toBe(first);
    await settle('/oauth/token', 2);
    for (let tries = 0; tries < 200 && log.every((entry) => entry.level !== 'warn'); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(log).toContainEqual(
      expect.objectContaining({ level: 'warn', event: 'upstream.token_failed' }),
    );
    expect(await tokens.getToken()).toBe(first);
  });

  it('retries the token request on 503, honouring Retry-After', async () => {
    const { tokens, log } = manager();
    upstream.emulator.control.addFault({
      route: '/oauth/token',
      kind: '503',
      retry_after_seconds: 0,
      count: 2,
    });
    expect(await tokens.getToken()).toEqual(expect.any(String));
    expect(upstream.calls.map((call) => call.status)).toEqual([503, 503, 200]);
    expect(log.filter((entry) => entry.event === 'upstream.retry')).toHaveLength(2);
  });

  it('drops a token the upstream rejected, but keeps a newer one', async () => {
    const { tokens } = manager();
    const first = await tokens.getToken();
    tokens.invalidate(first);
    const second = await tokens.getToken();
    expect(second).not.toBe(first);
    tokens.invalidate(first);
    expect(await tokens.getToken()).toBe(second);
    expect(upstream.count('/oauth/token')).toBe(2);
  });

  it('fails with an UpstreamError that does not contain the secret, and tries again next time', async () => {
    const wrongSecret = 'wrong-secret-value-1234';
    const { tokens } = manager({ clientSecret: wrongSecret });
    const failure = await tokens.getToken().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UpstreamError);
    expect(failure).toMatchObject({ status: 401, errorCode: 'UNAUTHENTICATED', kind: 'http' });
    expect(String((failure as Error).message)).not.toContain(wrongSecret);
    await expect(tokens.getToken()).rejects.toBeInstanceOf(UpstreamError);
    expect(upstream.count('/oauth/token')).toBe(2);
  });
});
