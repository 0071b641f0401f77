import { bffErrorBodySchema, CONNECTORS } from '@plugboard/schema';
import { answerConsent, closedPortUrl } from '@plugboard/test-kit';
import { afterAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../common/session-user.ts';
import { createPlugboard, type PlugboardOptions } from '../index.ts';
import {
  ADA,
  ADA_ELSEWHERE,
  GRACE,
  TEST_CLIENT_SECRET,
  TEST_USER_HEADER,
  userFromHeader,
} from '../test/test-users.ts';
import { setupEmulator } from '../test/use-emulator.ts';
import { createUpstreamClient } from '../upstream/upstream-client.ts';

const upstream = setupEmulator({ clientSecret: TEST_CLIENT_SECRET });
const APP = 'https://app.example.com';
const bodies: string[] = [];

function handler(overrides: Partial<PlugboardOptions> = {}) {
  return createPlugboard({
    resolveUser: (request) => userFromHeader(request.headers.get(TEST_USER_HEADER)),
    onError: () => {},
    logger: () => {},
    ...overrides,
    upstream: {
      baseUrl: upstream.emulator.url,
      clientId: upstream.emulator.clientId,
      clientSecret: upstream.emulator.clientSecret,
      fetch: upstream.fetch,
      ...overrides.upstream,
    },
    app: { url: APP, ...overrides.app },
  });
}

interface Send {
  user?: SessionUser | null;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Calls the handler as the browser client would: same origin, X-Plugboard, JSON body. */
async function send(
  plugboard: ReturnType<typeof handler>,
  method: string,
  path: string,
  { user = ADA, body, headers = {} }: Send = {},
) {
  const request = new Request(`${APP}/api/plugboard${path}`, {
    method,
    headers: {
      origin: APP,
      'x-plugboard': '1',
      ...(user && { [TEST_USER_HEADER]: JSON.stringify(user) }),
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const response = await plugboard.handler(request);
  const text = await response.text();
  bodies.push(text);
  return {
    status: response.status,
    headers: response.headers,
    json: text ? JSON.parse(text) : undefined,
  };
}

function seedClient() {
  return createUpstreamClient({
    baseUrl: upstream.emulator.url,
    clientId: upstream.emulator.clientId,
    clientSecret: upstream.emulator.clientSecret,
  });
}

function owner(user: SessionUser) {
  return { identifier: user.identifier, organization_id: user.organizationId };
}

afterAll(() => {
  expect(bodies.length).toBeGreaterThan(0);
  for (const body of bodies) expect(body).not.toContain(TEST_CLIENT_SECRET);
});

describe('createPlugboardHandler', () => {
  it('answers the offered connectors with no-store', async () => {
    const plugboard = handler({
      tools: { connectors: ['crm', 'video'], allowed: ['crm_get_company', 'crm_create_task'] },
    });
    const answer = await send(plugboard, 'GET', '/connectors');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.json).toEqual({
      connectors: [
        {
          ...CONNECTORS.crm,
          tools: ['crm_get_company', 'crm_create_task'],
          shared: null,
          can_connect: true,
        },
        { ...CONNECTORS.video, tools: [], shared: null, can_connect: true },
      ],
    });
  });

  it("lists only the session user's accounts on offered connectors", async () => {
    const seed = seedClient();
    const mine = await seed.createConnectedAccount({ connector: 'crm', ...owner(ADA) });
    await seed.createConnectedAccount({ connector: 'doclib', ...owner(ADA) });
    await seed.createConnectedAccount({ connector: 'crm', ...owner(GRACE) });
    await seed.createConnectedAccount({ connector: 'crm', ...owner(ADA_ELSEWHERE) });
    await seed.createConnectedAccount({ connector: 'crm', identifier: ADA.identifier });

    const answer = await send(
      handler({ tools: { connectors: ['crm', 'docsapp'] } }),
      'GET',
      '/accounts',
    );
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      accounts: [
        expect.objectContaining({ id: mine.id, connector: 'crm', status: 'PENDING_AUTH' }),
      ],
      next_page_token: '',
      prev_page_token: '',
      total_size: 1,
    });
    expect(answer.json.accounts[0]).not.toHaveProperty('authorization_details');
  });

  it("searches only the session user's accounts, case-insensitively", async () => {
    const seed = seedClient();
    const crm = await seed.createConnectedAccount({ connector: 'crm', ...owner(ADA) });
    const docs = await seed.createConnectedAccount({ connector: 'docsapp', ...owner(ADA) });
    await seed.createConnectedAccount({ connector: 'docsapp', ...owner(GRACE) });
    const plugboard = handler();

    const byConnector = await send(plugboard, 'GET', '/accounts?query=DOCS');
    expect(byConnector.json.accounts.map((account: { id: string }) => account.id)).toEqual([
      docs.id,
    ]);
    expect(byConnector.json.total_size).toBe(1);

    const byIdentifier = await send(
      plugboard,
      'GET',
      `/accounts?query=${ADA.identifier.slice(0, 4)}`,
    );
    expect(byIdentifier.json.accounts.map((account: { id: string }) => account.id).sort()).toEqual(
      [crm.id, docs.id].sort(),
    );

    const none = await send(plugboard, 'GET', '/accounts?query=warehouse');
    expect(none.json).toMatchObject({ accounts: [], total_size: 0 });

    const short = await send(plugboard, 'GET', '/accounts?query=do');
    expect(short.status).toBe(400);
    expect(short.json.error.code).toBe('VALIDATION_FAILED');
  });

  it('names a bad query parameter', async () => {
    const answer = await send(handler(), 'GET', `/accounts?page_token=${'x'.repeat(600)}`);
    expect(answer.status).toBe(400);
    expect(answer.json.error).toMatchObject({ code: 'VALIDATION_FAILED', status: 400 });
    expect(answer.json.error.message).toMatch(/^Invalid request query: page_token: /);
  });

  it('answers a magic link for an offered connector and creates the pending account', async () => {
    const answer = await send(handler(), 'POST', '/links', { body: { connector: 'docsapp' } });
    expect(answer.status).toBe(200);
    expect(answer.json.link.startsWith(`${upstream.emulator.url}/connect/`)).toBe(true);
    expect(Date.parse(answer.json.expiry)).toBeGreaterThan(Date.now());
    const account = await seedClient().getConnectedAccount({ connector: 'docsapp', ...owner(ADA) });
    expect(account.status).toBe('PENDING_AUTH');
  });

  it('refuses a connector the app does not offer, naming the field', async () => {
    const answer = await send(handler({ tools: { connectors: ['crm'] } }), 'POST', '/links', {
      body: { connector: 'video' },
    });
    expect(answer.status).toBe(400);
    expect(answer.json.error.message).toMatch(/connector: video is not offered by this app/);
    expect(upstream.calls).toEqual([]);
  });

  it('connects through POST /links and POST /verify and answers the account without credentials', async () => {
    const plugboard = handler();
    const link = await send(plugboard, 'POST', '/links', { body: { connector: 'warehouse' } });
    const redirect = await answerConsent(upstream.emulator, link.json.link);
    expect(redirect.url.origin + redirect.url.pathname).toBe(`${APP}/connect/callback`);
    const verified = await send(plugboard, 'POST', '/verify', {
      body: { auth_request_id: redirect.authRequestId, state: redirect.state },
    });
    expect(verified.status).toBe(200);
    expect(verified.json.account).toMatchObject({
      connector: 'warehouse',
      status: 'ACTIVE',
      ...owner(ADA),
    });
    expect(verified.json.account).not.toHaveProperty('authorization_details');
    expect(verified.json.account).not.toHaveProperty('api_config');
  });

  it('answers 404 for an unknown route or a path outside the base path, 405 with Allow for a wrong method', async () => {
    const plugboard = handler();
    expect((await send(plugboard, 'GET', '/nope')).json.error).toMatchObject({
      code: 'NOT_FOUND',
      status: 404,
    });
    const outside = await plugboard.handler(new Request(`${APP}/api/other/connectors`));
    expect(outside.status).toBe(404);
    const wrong = await send(plugboard, 'PUT', '/links', { body: {} });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('POST');
    expect(wrong.json.error.code).toBe('METHOD_NOT_ALLOWED');
    expect(wrong.headers.get('cache-control')).toBe('no-store');
  });

  it.each([
    ['GET', '/connectors', undefined],
    ['GET', '/accounts', undefined],
    ['POST', '/links', { connector: 'crm' }],
    ['POST', '/verify', { auth_request_id: 'abc', state: 'x.y' }],
    ['DELETE', '/accounts/ca_123', undefined],
  ])('answers 401 UNAUTHENTICATED to %s %s without a session', async (method, path, body) => {
    const answer = await send(handler(), method, path, { user: null, body });
    expect(answer.status).toBe(401);
    expect(bffErrorBodySchema.parse(answer.json).error.code).toBe('UNAUTHENTICATED');
    expect(upstream.calls).toEqual([]);
  });

  it('answers 403 to a state-changing request before asking for the session', async () => {
    let asked = 0;
    const plugboard = handler({
      resolveUser: () => {
        asked++;
        return ADA;
      },
    });
    const answer = await send(plugboard, 'POST', '/links', {
      body: { connector: 'crm' },
      headers: { origin: 'https://evil.example' },
    });
    expect(answer.status).toBe(403);
    expect(answer.json.error.code).toBe('CROSS_SITE_REQUEST');
    expect(asked).toBe(0);
  });

  it('trusts the configured allowedOrigins besides the callback origin', async () => {
    const admin = { origin: 'https://admin.example.com' };
    const byDefault = await send(handler(), 'POST', '/links', {
      body: { connector: 'crm' },
      headers: admin,
    });
    expect(byDefault.status).toBe(403);
    const plugboard = handler({ app: { allowedOrigins: [APP, admin.origin] } });
    const fromAdmin = await send(plugboard, 'POST', '/links', {
      body: { connector: 'crm' },
      headers: admin,
    });
    expect(fromAdmin.status).toBe(200);
  });

  it('answers 503 UPSTREAM_UNAVAILABLE when the upstream cannot be reached', async () => {
    const errors: unknown[] = [];
    const plugboard = handler({
      onError: (error) => errors.push(error),
      upstream: { baseUrl: await closedPortUrl() },
    });
    const answer = await send(plugboard, 'GET', '/accounts');
    expect(answer.status).toBe(503);
    expect(answer.json.error.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(errors).toEqual([expect.objectContaining({ name: 'UpstreamError', kind: 'network' })]);
  });

  it('answers 502 UPSTREAM_ERROR when the upstream refuses the credentials, quoting no secret', async () => {
    const wrongSecret = 'wrong-client-secret-5be1d0';
    const plugboard = handler({ upstream: { clientSecret: wrongSecret } });
    const answer = await send(plugboard, 'GET', '/accounts');
    expect(answer.status).toBe(502);
    expect(answer.json.error).toEqual({
      code: 'UPSTREAM_ERROR',
      status: 502,
      message:
        'The connected-account service failed (status 401 UNAUTHENTICATED): The client_id or client_secret is wrong.',
    });
    expect(JSON.stringify(answer.json)).not.toContain(wrongSecret);
  });

  it('answers 500 INTERNAL and reports the error when resolveUser fails or answers nonsense', async () => {
    const errors: unknown[] = [];
    const throwing = handler({
      resolveUser: () => {
        throw new Error('session store down');
      },
      onError: (error) => errors.push(error),
    });
    const failed = await send(throwing, 'GET', '/connectors');
    expect(failed.status).toBe(500);
    expect(failed.json.error.code).toBe('INTERNAL');
    expect(failed.json.error.message).not.toContain('session store down');

    const nonsense = handler({
      resolveUser: () => ({ identifier: '' }),
      onError: (error) => errors.push(error),
    });
    expect((await send(nonsense, 'GET', '/connectors')).status).toBe(500);
    expect(errors.map(String)).toEqual([
      'Error: session store down',
      expect.stringMatching(/resolveUser must answer .*identifier: /),
    ]);
  });

  it('hands resolveUser the request, whatever second argument a framework passes', async () => {
    const seen: unknown[] = [];
    const plugboard = createPlugboard({
      upstream: {
        baseUrl: upstream.emulator.url,
        clientId: upstream.emulator.clientId,
        clientSecret: upstream.emulator.clientSecret,
      },
      app: { url: APP },
      resolveUser: (request) => {
        seen.push(request);
        return GRACE;
      },
    });
    const request = new Request(`${APP}/api/plugboard/connectors`);
    const route = plugboard.handler as (request: Request, context: unknown) => Promise<Response>;
    const response = await route(request, { params: Promise.resolve({ path: ['connectors'] }) });
    expect(response.status).toBe(200);
    expect(seen).toEqual([request]);
  });
});
