import { describe, expect, it } from 'vitest';
import { answerConsent } from '../test/consent.ts';
import { closedPortUrl, startSilentServer } from '../test/silent-server.ts';
import { setupEmulator } from '../test/use-emulator.ts';
import { createUpstreamClient } from './upstream-client.ts';
import type { UpstreamClientOptions } from './upstream-client-options.ts';
import { UpstreamError } from './upstream-error.ts';

const upstream = setupEmulator({ tokenTtlSeconds: 600 });

function client(overrides: Partial<UpstreamClientOptions> = {}) {
  return createUpstreamClient({
    baseUrl: upstream.emulator.url,
    clientId: upstream.emulator.clientId,
    clientSecret: upstream.emulator.clientSecret,
    fetch: upstream.fetch,
    ...overrides,
  });
}

const ada = { identifier: 'ada@example.com', organization_id: 'org_1' };

describe('createUpstreamClient', () => {
  it('creates, reads, lists and deletes a connected account', async () => {
    const api = client();
    const created = await api.createConnectedAccount({ connector: 'crm', ...ada });
    expect(created).toMatchObject({ connector: 'crm', status: 'PENDING_AUTH', ...ada });
    expect(created.id).toMatch(/^ca_/);

    expect(await api.getConnectedAccount({ id: created.id })).toMatchObject({ id: created.id });
    const list = await api.listConnectedAccounts({ identifier: ada.identifier });
    expect(list.connected_accounts.map((account) => account.id)).toEqual([created.id]);
    expect(list.total_size).toBe(1);

    await api.deleteConnectedAccount({ id: created.id });
    const gone = await api.getConnectedAccount({ id: created.id }).catch((error: unknown) => error);
    expect(gone).toBeInstanceOf(UpstreamError);
    expect(gone).toMatchObject({ kind: 'http', status: 404, errorCode: 'NOT_FOUND' });
  });

  it('follows page tokens', async () => {
    const api = client();
    for (const connector of ['crm', 'docsapp', 'video'] as const) {
      await api.createConnectedAccount({ connector, ...ada });
    }
    const filter = { identifier: ada.identifier, page_size: 2 };
    const first = await api.listConnectedAccounts(filter);
    expect(first).toMatchObject({ total_size: 3, prev_page_token: '' });
    expect(first.connected_accounts.map((account) => account.connector)).toEqual([
      'crm',
      'docsapp',
    ]);
    const second = await api.listConnectedAccounts({
      ...filter,
      page_token: first.next_page_token,
    });
    expect(second).toMatchObject({ total_size: 3, next_page_token: '' });
    expect(second.connected_accounts.map((account) => account.connector)).toEqual(['video']);
  });

  it('connects an account through magic link, consent and user verify', async () => {
    const api = client();
    const { link, expiry } = await api.createMagicLink({
      connector: 'docsapp',
      ...ada,
      state: 'opaque-state',
      user_verify_url: 'http://app.test/callback',
    });
    expect(Date.parse(expiry)).toBeGreaterThan(Date.now());
    const redirect = await answerConsent(link);
    expect(redirect.state).toBe('opaque-state');
    expect(redirect.authRequestId).toEqual(expect.any(String));

    const verified = await api.verifyUser({
      auth_request_id: redirect.authRequestId ?? '',
      identifier: ada.identifier,
    });
    expect(verified.post_user_verify_redirect_url).toEqual(expect.any(String));
    const account = await api.getConnectedAccount({ connector: 'docsapp', ...ada });
    expect(account.status).toBe('ACTIVE');

    const again = api.verifyUser({
      auth_request_id: redirect.authRequestId ?? '',
      identifier: ada.identifier,
    });
    await expect(again).rejects.toMatchObject({ status: 404, errorCode: 'NOT_FOUND' });
  });

  it('gets a new token and retries once when the upstream rejects the cached one (401)', async () => {
    const api = client();
    await api.listConnectedAccounts();
    await upstream.emulator.control.advanceClock(601);
    const list = await api.listConnectedAccounts();
    expect(list.total_size).toBe(0);
    expect(upstream.count('/oauth/token')).toBe(2);
    expect(upstream.calls.map((call) => `${call.path} ${call.status}`)).toEqual([
      '/oauth/token 200',
      '/api/v1/connected_accounts 200',
      '/api/v1/connected_accounts 401',
      '/oauth/token 200',
      '/api/v1/connected_accounts 200',
    ]);
  });

  it('reports a 409 with its error code and a sanitized message', async () => {
    const api = client();
    await api.createConnectedAccount({ connector: 'crm', ...ada });
    const conflict = await api
      .createConnectedAccount({ connector: 'crm', ...ada })
      .catch((error: unknown) => error);
    expect(conflict).toBeInstanceOf(UpstreamError);
    expect(conflict).toMatchObject({
      status: 409,
      errorCode: 'ALREADY_EXISTS',
      method: 'POST',
      path: '/api/v1/connected_accounts',
    });
    expect((conflict as Error).message).toMatch(
      /^Upstream POST \/api\/v1\/connected_accounts answered 409 ALREADY_EXISTS: /,
    );
  });

  it('times out a hanging upstream with kind "timeout"', async () => {
    const silent = await startSilentServer();
    try {
      const api = client({ baseUrl: silent.url, fetch: undefined, timeoutMs: 200 });
      await expect(api.listConnectedAccounts()).rejects.toMatchObject({
        name: 'UpstreamError',
        kind: 'timeout',
        status: 0,
      });
    } finally {
      await silent.close();
    }
  });

  it('reports an unreachable upstream with kind "network"', async () => {
    const api = client({ baseUrl: await closedPortUrl(), fetch: undefined });
    await expect(api.listConnectedAccounts()).rejects.toMatchObject({ kind: 'network', status: 0 });
  });

  it('rejects bad options with one error naming every problem, never the secret', () => {
    expect(() =>
      createUpstreamClient({
        baseUrl: 'not a url',
        clientId: '',
        clientSecret: undefined as unknown as string,
        timeoutMs: -1,
      }),
    ).toThrowError(
      /Invalid upstream client options:\n {2}- baseUrl: must be an absolute http\(s\) URL.*\n {2}- clientId: must not be empty\n {2}- clientSecret: is required\n {2}- timeoutMs: /,
    );
  });

  it('rejects a bad argument before calling the upstream, naming the field', async () => {
    const api = client();
    await expect(
      api.createMagicLink({
        connector: 'crm',
        identifier: '',
        user_verify_url: 'javascript:alert(1)',
      }),
    ).rejects.toThrowError(/^createMagicLink: identifier: .*; user_verify_url: /);
    expect(upstream.calls).toEqual([]);
  });
});
