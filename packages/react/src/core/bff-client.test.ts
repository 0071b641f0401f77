import { createPlugboard } from '@plugboard/server';
import { type RunningServer, serveFetchHandler, setupBff } from '@plugboard/test-kit';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createBffClient } from './bff-client.ts';
import { PlugboardError } from './plugboard-error.ts';

const bff = setupBff({ plugboard: createPlugboard, client: createBffClient });

async function rejection(promise: Promise<unknown>): Promise<PlugboardError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (error instanceof PlugboardError) return error;
  throw new Error(`expected a PlugboardError, got ${String(error)}`);
}

describe('against the real BFF', () => {
  test('lists the offered connectors', async () => {
    const { connectors } = await bff.client.listConnectors();
    expect(connectors.map((connector) => connector.id)).toContain('docsapp');
  });

  test('connects, lists and deletes an account', async () => {
    const account = await bff.connectAccount('crm');
    expect(account).toMatchObject({ connector: 'crm', status: 'ACTIVE' });
    expect((await bff.client.listAccounts()).accounts.map((a) => a.id)).toEqual([account.id]);
    await bff.client.deleteAccount(account.id);
    expect((await bff.client.listAccounts()).total_size).toBe(0);
  });

  test('sends X-Plugboard on POST: without it the BFF refuses as cross-site', async () => {
    const stripped = createBffClient({
      baseUrl: bff.baseUrl,
      fetch: (input, init) => {
        const headers = new Headers(init.headers);
        headers.delete('X-Plugboard');
        return bff.fetch(input, { ...init, headers });
      },
    });
    const error = await rejection(stripped.createLink({ connector: 'docsapp' }));
    expect([error.code, error.status]).toEqual(['CROSS_SITE_REQUEST', 403]);
    await expect(bff.client.createLink({ connector: 'docsapp' })).resolves.toHaveProperty('link');
  });

  test("the BFF's error body becomes code, status and message", async () => {
    const error = await rejection(bff.client.deleteAccount('ca_unknown'));
    expect(error).toBeInstanceOf(PlugboardError);
    expect(error.status).toBe(404);
    expect(error.code).toBe('NOT_FOUND');
    expect(error.message).not.toBe('');
  });

  test('a trailing slash on baseUrl is ignored', async () => {
    const client = createBffClient({ baseUrl: `${bff.baseUrl}/`, fetch: bff.fetch });
    expect(client.baseUrl).toBe(bff.baseUrl);
    await expect(client.listAccounts()).resolves.toHaveProperty('total_size', 0);
  });
});

describe('answers outside the contract', () => {
  let server: RunningServer;
  beforeAll(async () => {
    // A host app that did not mount the handler: its SPA fallback answers HTML for every path.
    server = await serveFetchHandler(
      (request) =>
        new Response(new URL(request.url).pathname.endsWith('/links') ? '{"link":1}' : '<html>', {
          status: request.method === 'DELETE' ? 404 : 200,
          headers: { 'content-type': 'text/html' },
        }),
    );
  });
  afterAll(() => server.close());

  test('HTML instead of JSON is INVALID_RESPONSE; only a 404 hints at the baseUrl', async () => {
    const client = createBffClient({ baseUrl: server.url });
    const error = await rejection(client.listAccounts());
    expect(error.code).toBe('INVALID_RESPONSE');
    expect(error.message).not.toMatch(/mounted at this baseUrl/);
    const missing = await rejection(client.deleteAccount('ca_1'));
    expect(missing.status).toBe(404);
    expect(missing.message).toMatch(/mounted at this baseUrl/);
  });

  test('NOT_CONFIGURED says the server is not configured, naming what its message names', async () => {
    const unconfigured = await serveFetchHandler(() =>
      Response.json(
        {
          error: {
            code: 'NOT_CONFIGURED',
            message: 'upstream.clientSecret (env PLUGBOARD_CLIENT_SECRET).',
            status: 500,
          },
        },
        { status: 500 },
      ),
    );
    try {
      const error = await rejection(createBffClient({ baseUrl: unconfigured.url }).listAccounts());
      expect([error.code, error.status]).toEqual(['NOT_CONFIGURED', 500]);
      expect(error.message).toBe(
        'The Plugboard server is not configured: upstream.clientSecret (env PLUGBOARD_CLIENT_SECRET).',
      );
      expect(error.message).not.toMatch(/baseUrl/);
    } finally {
      await unconfigured.close();
    }
  });

  test('JSON of the wrong shape is INVALID_RESPONSE', async () => {
    const client = createBffClient({ baseUrl: server.url });
    const error = await rejection(client.createLink({ connector: 'docsapp' }));
    expect(error.code).toBe('INVALID_RESPONSE');
  });

  test('no answer at all is NETWORK_ERROR with status 0', async () => {
    const closed = await serveFetchHandler(() => new Response(null));
    await closed.close();
    const error = await rejection(createBffClient({ baseUrl: closed.url }).listConnectors());
    expect([error.code, error.status]).toEqual(['NETWORK_ERROR', 0]);
  });
});
