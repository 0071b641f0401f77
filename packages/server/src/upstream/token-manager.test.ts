import { describe, expect, it } from 'vitest';
import { setupEmulator } from '../test/use-emulator.ts';
import { createTokenManager } from './token-manager.ts';
import { UpstreamError } from './upstream-error.ts';

const TOKEN_TTL_SECONDS = 600;
const upstream = setupEmulator({ tokenTtlSeconds: TOKEN_TTL_SECONDS });

function manager(overrides: { clientSecret?: string; now?: () => number } = {}) {
  return createTokenManager({
    baseUrl: upstream.emulator.url,
    fetch: upstream.fetch,
    timeoutMs: 5_000,
    clientId: upstream.emulator.clientId,
    clientSecret: overrides.clientSecret ?? upstream.emulator.clientSecret,
    now: overrides.now ?? Date.now,
  });
}

describe('createTokenManager', () => {
  it('sends one token request for 50 concurrent callers (single flight)', async () => {
    const tokens = manager();
    const values = await Promise.all(Array.from({ length: 50 }, () => tokens.getToken()));
    expect(upstream.count('/oauth/token')).toBe(1);
    expect(new Set(values).size).toBe(1);
  });

  it('serves the cached token until shortly before it expires, then fetches a new one', async () => {
    let now = Date.now();
    const tokens = manager({ now: () => now });
    const first = await tokens.getToken();
    now += (TOKEN_TTL_SECONDS - 61) * 1000;
    expect(await tokens.getToken()).toBe(first);
    expect(upstream.count('/oauth/token')).toBe(1);
    now += 2000;
    const second = await tokens.getToken();
    expect(second).not.toBe(first);
    expect(upstream.count('/oauth/token')).toBe(2);
  });

  it('drops a token the upstream rejected, but keeps a newer one', async () => {
    const tokens = manager();
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
    const tokens = manager({ clientSecret: wrongSecret });
    const failure = await tokens.getToken().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UpstreamError);
    expect(failure).toMatchObject({ status: 401, errorCode: 'UNAUTHENTICATED', kind: 'http' });
    expect(String((failure as Error).message)).not.toContain(wrongSecret);
    await expect(tokens.getToken()).rejects.toBeInstanceOf(UpstreamError);
    expect(upstream.count('/oauth/token')).toBe(2);
  });
});
