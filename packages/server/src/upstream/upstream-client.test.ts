import { answerConsent, closedPortUrl, listenSilently } from '@plugboard/test-kit';
import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../common/logger.ts';
import { readEvents } from '../test/event-stream.ts';
import { sendJson, startUpstreamFront } from '../test/upstream-front.ts';
import { setupEmulator } from '../test/use-emulator.ts';
import { createUpstreamClient, type UpstreamClient } from './upstream-client.ts';
import type { UpstreamClientOptions } from './upstream-client-options.ts';
import { UpstreamError } from './upstream-error.ts';

const upstream = setupEmulator({ tokenTtlSeconds: 600 });
const LIST = '/api/v1/connected_accounts';

function client(overrides: Partial<UpstreamClientOptions> = {}) {
  return createUpstreamClient({
    baseUrl: upstream.emulator.url,
    clientId: upstream.emulator.clientId,
    clientSecret: upstream.emulator.clientSecret,
    fetch: upstream.fetch,
    logger: () => {},
    ...overrides,
  });
}

/** A client whose log lines are kept. */
function loggingClient(overrides: Partial<UpstreamClientOptions> = {}) {
  const log: LogEntry[] = [];
  return { api: client({ logger: (entry) => log.push(entry), ...overrides }), log };
}

const statuses = (path: string) =>
  upstream.calls.filter((call) => call.path === path).map((call) => call.status);

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

  it("reads an account's details without its credentials", async () => {
    const api = client();
    const created = await api.createConnectedAccount({
      connector: 'crm',
      ...ada,
      connected_account: { authorization_details: { oauth_token: { access_token: 'at-secret' } } },
    });
    const details = await api.getConnectedAccountDetails({ id: created.id });
    expect(details).toMatchObject({ id: created.id, connector: 'crm', status: 'ACTIVE', ...ada });
    expect(details).not.toHaveProperty('authorization_details');
    expect(upstream.calls.at(-1)).toMatchObject({
      method: 'GET',
      path: '/api/v1/connected_accounts/details',
      query: { id: created.id },
    });
  });

  it('refuses a details answer that carries credentials, never passing them on', async () => {
    const created = await client().createConnectedAccount({ connector: 'crm', ...ada });
    const front = await startUpstreamFront(upstream.emulator.url, (req, res) => {
      if (!req.url?.startsWith('/api/v1/connected_accounts/details')) return false;
      sendJson(res, 200, {
        connected_account: Object.assign({}, created, {
          authorization_details: { oauth_token: { access_token: 'at-leaked' } },
        }),
      });
      return true;
    });
    try {
      const error = await client({ baseUrl: front.url, fetch: undefined })
        .getConnectedAccountDetails({ id: created.id })
        .catch((failure: unknown) => failure);
      expect(error).toBeInstanceOf(UpstreamError);
      expect(error).toMatchObject({ kind: 'invalid_response' });
      expect(String((error as Error).message)).not.toContain('at-leaked');
    } finally {
      await front.close();
    }
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
    const redirect = await answerConsent(upstream.emulator, link);
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
    const silent = await listenSilently();
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

  it.each([
    ['listConnectedAccounts', (api: UpstreamClient) => api.listConnectedAccounts({ page_size: 0 })],
    [
      'createConnectedAccount',
      (api: UpstreamClient) =>
        api.createConnectedAccount({ connector: 'fax', identifier: 'a' } as never),
    ],
    ['getConnectedAccount', (api: UpstreamClient) => api.getConnectedAccount({ id: 42 } as never)],
    [
      'deleteConnectedAccount',
      (api: UpstreamClient) => api.deleteConnectedAccount({ id: 42 } as never),
    ],
    ['verifyUser', (api: UpstreamClient) => api.verifyUser({} as never)],
    ['executeTool', (api: UpstreamClient) => api.executeTool({ tool_name: 7 } as never)],
    [
      'proxy',
      (api: UpstreamClient) =>
        api.proxy({ connection_name: 'doclib', identifier: 'a', method: 'GET', path: 'no-slash' }),
    ],
    [
      'listConnectedAccounts',
      (api: UpstreamClient) => api.listConnectedAccounts({}, { requestId: 'bad id\n' }),
    ],
    [
      'getConnectedAccount',
      (api: UpstreamClient) => api.getConnectedAccount({ id: 'ca_1' }, { signal: 'stop' } as never),
    ],
  ])(
    '%s rejects a bad argument or call option with a TypeError, sending nothing',
    async (method, call) => {
      await expect(call(client())).rejects.toThrowError(new RegExp(`^${method}: `));
      await expect(call(client())).rejects.toBeInstanceOf(TypeError);
      expect(upstream.calls).toEqual([]);
    },
  );

  it('retries an idempotent call on 503 with backoff, logging each retry', async () => {
    const { api, log } = loggingClient({ retry: { maxRetries: 2, baseDelayMs: 20 } });
    upstream.emulator.control.addFault({ route: LIST, kind: '503', count: 2 });
    expect((await api.listConnectedAccounts()).total_size).toBe(0);
    expect(statuses(LIST)).toEqual([503, 503, 200]);
    const retries = log.filter((entry) => entry.event === 'upstream.retry');
    expect(retries.map((entry) => [entry.level, entry.status, entry.attempt])).toEqual([
      ['warn', 503, 1],
      ['warn', 503, 2],
    ]);
    // Full jitter: the first wait is drawn below baseDelayMs, the second below twice that.
    expect(retries[0]?.delayMs).toBeLessThan(20);
    expect(retries[1]?.delayMs).toBeLessThan(40);
  });

  it('waits as long as Retry-After asks before retrying', async () => {
    const { api, log } = loggingClient();
    upstream.emulator.control.addFault({
      route: LIST,
      kind: '429',
      retry_after_seconds: 1,
      count: 1,
    });
    await api.listConnectedAccounts();
    expect(log.find((entry) => entry.event === 'upstream.retry')?.delayMs).toBeGreaterThanOrEqual(
      1_000,
    );
    expect(statuses(LIST)).toEqual([429, 200]);
  });

  it('passes a 429 on when Retry-After asks for longer than maxDelayMs, with its Retry-After', async () => {
    const api = client();
    upstream.emulator.control.addFault({ route: LIST, kind: '429', retry_after_seconds: 30 });
    const failure = await api.listConnectedAccounts().catch((error: unknown) => error);
    expect(failure).toMatchObject({
      status: 429,
      errorCode: 'RESOURCE_EXHAUSTED',
      retryAfterSeconds: 30,
    });
    expect(statuses(LIST)).toEqual([429]);
  });

  it('gives up after maxRetries', async () => {
    const api = client({ retry: { maxRetries: 2, baseDelayMs: 1 } });
    upstream.emulator.control.addFault({ route: LIST, kind: '503' });
    await expect(api.listConnectedAccounts()).rejects.toMatchObject({ status: 503 });
    expect(statuses(LIST)).toEqual([503, 503, 503]);
  });

  it('never repeats a call that is not idempotent', async () => {
    const api = client();
    upstream.emulator.control.addFault({ route: LIST, kind: '503', count: 1 });
    await expect(api.createConnectedAccount({ connector: 'crm', ...ada })).rejects.toMatchObject({
      status: 503,
    });
    expect(statuses(LIST)).toEqual([503]);
    const magicLink = '/api/v1/connected_accounts/magic_link';
    upstream.emulator.control.addFault({
      route: magicLink,
      kind: '429',
      retry_after_seconds: 0,
      count: 1,
    });
    await expect(
      api.createMagicLink({ connector: 'crm', ...ada, user_verify_url: 'http://app.test/cb' }),
    ).rejects.toMatchObject({ status: 429 });
    expect(statuses(magicLink)).toEqual([429]);
  });

  it('treats a retried delete that finds the account gone as an upstream 404', async () => {
    const api = client();
    const created = await api.createConnectedAccount({ connector: 'crm', ...ada });
    const deletePath = '/api/v1/connected_accounts:delete';
    upstream.emulator.control.addFault({ route: deletePath, kind: '503', count: 1 });
    await api.deleteConnectedAccount({ id: created.id });
    expect(statuses(deletePath)).toEqual([503, 200]);
  });

  it('sends the request id with every call and logs it', async () => {
    const { api, log } = loggingClient();
    await api.listConnectedAccounts({ identifier: ada.identifier }, { requestId: 'req-42' });
    expect(upstream.calls.map((call) => [call.path, call.requestId])).toEqual([
      ['/oauth/token', 'req-42'],
      [LIST, 'req-42'],
    ]);
    expect(log.filter((entry) => entry.requestId === 'req-42').map((entry) => entry.event)).toEqual(
      ['upstream.call', 'upstream.token', 'upstream.call'],
    );
    await expect(api.listConnectedAccounts({}, { requestId: 'bad id\n' })).rejects.toThrowError(
      /^listConnectedAccounts: requestId: /,
    );
  });

  it("answers a tool's event stream unread, with its execution id, and a JSON run as JSON", async () => {
    const api = client();
    const account = await api.createConnectedAccount({
      connector: 'websearch',
      ...ada,
      connected_account: {
        authorization_details: { static_auth: { details: { token: 'ws-key', plan: 'ai' } } },
      },
    });
    const run = (stream: boolean) =>
      api.executeTool({
        tool_name: 'websearch_chat_completions',
        params: { messages: [{ role: 'user', content: 'What is a heat pump?' }], stream },
        connected_account_id: account.id,
      });
    const streamed = await run(true);
    if (!('stream' in streamed)) throw new Error('expected an event stream');
    expect(streamed.execution_id).toMatch(/^exec_/);
    const events = await readEvents(streamed.stream).rest();
    expect(events.at(-1)).toBe('[DONE]');
    const whole = await run(false);
    expect(whole).toEqual({
      data: expect.objectContaining({ object: 'chat.completion' }),
      execution_id: expect.stringMatching(/^exec_/),
    });
  });

  it('keeps its connections alive across many sequential calls', async () => {
    const front = await startUpstreamFront(upstream.emulator.url);
    try {
      const api = client({ baseUrl: front.url, fetch: undefined });
      for (let call = 0; call < 20; call++) await api.listConnectedAccounts();
      await expect(api.getConnectedAccount({ id: 'ca_missing' })).rejects.toMatchObject({
        status: 404,
      });
      // 22 calls over at most two sockets: the token answer's socket may still be on its way back
      // to the pool when the first call starts, so that one call may open a second.
      expect(front.connections()).toBeLessThanOrEqual(2);
    } finally {
      await front.close();
    }
  });

  it('proxies a document library request with the account headers and streams the answer', async () => {
    const api = client();
    // An account created with a token is ACTIVE at once: the proxy uses that token.
    await api.createConnectedAccount({
      connector: 'doclib',
      ...ada,
      connected_account: { authorization_details: { oauth_token: { access_token: 'at' } } },
    });
    const response = await api.proxy(
      {
        connection_name: 'doclib',
        identifier: ada.identifier,
        organization_id: ada.organization_id,
        method: 'PUT',
        path: '/v1.0/sites/root/drive/root:/notes.txt:/content',
        headers: { 'content-type': 'text/plain' },
      },
      'hello, library',
      { requestId: 'req-7' },
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      name: 'notes.txt',
      size: 14,
      file: { mimeType: 'text/plain' },
    });
    const call = upstream.calls.find((seen) => seen.path.startsWith('/proxy/'));
    expect(call).toMatchObject({
      method: 'PUT',
      path: '/proxy/v1.0/sites/root/drive/root:/notes.txt:/content',
      requestId: 'req-7',
    });
    expect(Object.fromEntries(call?.headers ?? [])).toMatchObject({
      connection_name: 'doclib',
      identifier: ada.identifier,
      organization_id: ada.organization_id,
      'content-type': 'text/plain',
      authorization: expect.stringMatching(/^Bearer /),
    });
    await expect(
      api.proxy({
        connection_name: 'doclib',
        identifier: ada.identifier,
        organization_id: ada.organization_id,
        method: 'GET',
        path: '/v1.0/sites/root/drive/root:/missing.txt',
      }),
    ).rejects.toMatchObject({
      status: 404,
      errorCode: 'itemNotFound',
      upstreamMessage: 'The resource could not be found: missing.txt.',
    });
  });
});
