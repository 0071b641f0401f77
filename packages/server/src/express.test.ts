import { accountSelectorSchema } from '@plugboard/schema/upstream';
import { answerConsent, listen } from '@plugboard/test-kit';
import type { Request as ExpressRequest } from 'express';
import express, { type ErrorRequestHandler, type Express } from 'express';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeBase64url, encodeBase64url } from './common/base64url.ts';
import type { SessionUser } from './common/session-user.ts';
import { toExpress } from './express.ts';
import { createPlugboard, type PlugboardOptions } from './index.ts';
import { chatRequest, createWebsearchAccount } from './test/bff-harness.ts';
import { readEvents } from './test/event-stream.ts';
import {
  ADA,
  ADA_ELSEWHERE,
  GRACE,
  TEST_CLIENT_SECRET,
  TEST_USER_HEADER,
  userFromHeader,
} from './test/test-users.ts';
import { startUpstreamFront } from './test/upstream-front.ts';
import { setupEmulator } from './test/use-emulator.ts';
import { createUpstreamClient } from './upstream/upstream-client.ts';

const upstream = setupEmulator({ clientSecret: TEST_CLIENT_SECRET });
const APP = 'http://app.test';
const VERIFY_PATH = '/api/v1/connected_accounts/user/verify';
const bodies: string[] = [];

/** A throwaway host app: the adapter mounted as the README shows, the session from a header. */
function createApp(
  overrides: Partial<PlugboardOptions<ExpressRequest>> = {},
  mountPath = '/api/plugboard',
): Express {
  const app = express();
  app.use(
    mountPath,
    toExpress(
      createPlugboard<ExpressRequest>({
        resolveUser: (req) => userFromHeader(req.get(TEST_USER_HEADER)),
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
      }),
    ),
  );
  return app;
}

/** The browser client's request: same origin, X-Plugboard, the session user. */
function browser(app: Express, user: SessionUser | null = ADA) {
  const headers = (test: request.Test) => {
    test.set('origin', APP).set('x-plugboard', '1');
    if (user) test.set(TEST_USER_HEADER, JSON.stringify(user));
    return test.then((response) => {
      bodies.push(response.text);
      return response;
    });
  };
  return {
    get: (path: string) => headers(request(app).get(`/api/plugboard${path}`)),
    post: (path: string, body: object) =>
      headers(request(app).post(`/api/plugboard${path}`).send(body)),
    delete: (path: string) => headers(request(app).delete(`/api/plugboard${path}`)),
  };
}

const seed = () =>
  createUpstreamClient({
    baseUrl: upstream.emulator.url,
    clientId: upstream.emulator.clientId,
    clientSecret: upstream.emulator.clientSecret,
  });

async function upstreamAccount(user: SessionUser, connector: 'crm' | 'docsapp') {
  const selector = accountSelectorSchema.parse({
    connector,
    identifier: user.identifier,
    organization_id: user.organizationId,
  });
  return seed().getConnectedAccount(selector);
}

/** POST /links then the consent page: what the callback page would receive. */
async function startConnecting(
  app: Express,
  user: SessionUser,
  connector: 'crm' | 'docsapp' = 'crm',
) {
  const link = await browser(app, user).post('/links', { connector });
  expect(link.status).toBe(200);
  const redirect = await answerConsent(upstream.emulator, link.body.link);
  return { auth_request_id: redirect.authRequestId ?? '', state: redirect.state ?? '' };
}

afterAll(() => {
  expect(bodies.length).toBeGreaterThan(20);
  for (const body of bodies) expect(body).not.toContain(TEST_CLIENT_SECRET);
});

describe('createPlugboardExpress: the connect flow over HTTP', () => {
  it('connects, lists, and disconnects an account', async () => {
    const app = createApp();
    const ada = browser(app);

    const callback = await startConnecting(app, ADA);
    expect((await upstreamAccount(ADA, 'crm')).status).toBe('PENDING_VERIFICATION');

    const verified = await ada.post('/verify', callback);
    expect(verified.status).toBe(200);
    expect(verified.headers['cache-control']).toBe('no-store');
    const { account } = verified.body;
    expect(account).toMatchObject({
      connector: 'crm',
      status: 'ACTIVE',
      identifier: ADA.identifier,
    });

    const listed = await ada.get('/accounts');
    expect(listed.body).toMatchObject({
      accounts: [{ id: account.id, status: 'ACTIVE' }],
      total_size: 1,
    });

    const deleted = await ada.delete(`/accounts/${account.id}`);
    expect(deleted.status).toBe(204);
    expect(deleted.headers['cache-control']).toBe('no-store');
    expect((await ada.get('/accounts')).body).toMatchObject({ accounts: [], total_size: 0 });
    await expect(upstreamAccount(ADA, 'crm')).rejects.toMatchObject({ status: 404 });
  });

  it('reconnects an EXPIRED account under the same id, without a duplicate', async () => {
    const app = createApp();
    const ada = browser(app);
    const first = await ada.post('/verify', await startConnecting(app, ADA));
    const { id } = first.body.account;

    // The simulated third-party token lives an hour on the emulator clock.
    await upstream.emulator.control.advanceClock(3601);
    expect((await ada.get('/accounts')).body.accounts).toEqual([
      expect.objectContaining({ id, status: 'EXPIRED' }),
    ]);

    const again = await ada.post('/verify', await startConnecting(app, ADA));
    expect(again.body.account).toMatchObject({ id, status: 'ACTIVE' });
    const all = await seed().listConnectedAccounts({ identifier: ADA.identifier });
    expect(all.connected_accounts.map((account) => account.id)).toEqual([id]);
  });

  it('works mounted at another path and after express.json()', async () => {
    const app = express();
    app.use(express.json());
    app.use(
      '/connect-api',
      toExpress(
        createPlugboard<ExpressRequest>({
          resolveUser: (req) => userFromHeader(req.get(TEST_USER_HEADER)),
          upstream: {
            baseUrl: upstream.emulator.url,
            clientId: upstream.emulator.clientId,
            clientSecret: upstream.emulator.clientSecret,
          },
          app: { url: APP },
        }),
      ),
    );
    const answer = await request(app)
      .post('/connect-api/links')
      .set('x-plugboard', '1')
      .set('sec-fetch-site', 'same-origin')
      .set(TEST_USER_HEADER, JSON.stringify(ADA))
      .send({ connector: 'docsapp' });
    bodies.push(answer.text);
    expect(answer.status).toBe(200);
    expect(answer.body.link).toMatch(/\/connect\//);
  });

  it('works after a body parser that keeps the raw bytes', async () => {
    const app = express();
    app.use(express.raw({ type: '*/*' }));
    app.use(
      '/api/plugboard',
      toExpress(
        createPlugboard<ExpressRequest>({
          resolveUser: (req) => userFromHeader(req.get(TEST_USER_HEADER)),
          logger: () => {},
          upstream: {
            baseUrl: upstream.emulator.url,
            clientId: upstream.emulator.clientId,
            clientSecret: upstream.emulator.clientSecret,
          },
          app: { url: APP },
        }),
      ),
    );
    const answer = await browser(app).post('/links', { connector: 'video' });
    expect(answer.status).toBe(200);
    expect(answer.body.link).toMatch(/\/connect\//);
  });

  it('hands adapter failures to the next error handler', async () => {
    const errors: unknown[] = [];
    const app = express();
    // A host body parser that leaves a body no JSON can carry on.
    app.use((req, _res, next) => {
      req.resume();
      req.once('end', () => {
        req.body = { size: 1n };
        next();
      });
    });
    app.use(createApp());
    const recordError: ErrorRequestHandler = (error, _req, res, _next) => {
      errors.push(error);
      res.status(500).end();
    };
    app.use(recordError);
    const answer = await request(app)
      .get('/api/plugboard/connectors')
      .set(TEST_USER_HEADER, JSON.stringify(ADA));
    expect(answer.status).toBe(500);
    expect(errors).toEqual([expect.any(TypeError)]);
  });

  it('answers a request whose Host header is not a host', async () => {
    const answer = await request(createApp())
      .get('/api/plugboard/connectors')
      .set('host', 'not a host')
      .set(TEST_USER_HEADER, JSON.stringify(ADA));
    expect(answer.status).toBe(200);
    expect(answer.body.connectors.length).toBeGreaterThan(0);
  });
});

describe('createPlugboardExpress: attacks', () => {
  it('refuses a forged state without calling upstream verify', async () => {
    const app = createApp();
    const callback = await startConnecting(app, ADA);
    const [part, signature] = callback.state.split('.');
    const payload = JSON.parse(new TextDecoder().decode(decodeBase64url(part ?? '')));
    const forgedPart = encodeBase64url(
      new TextEncoder().encode(JSON.stringify({ ...payload, e: payload.e + 86_400 })),
    );

    for (const state of [
      `${forgedPart}.${signature}`,
      'made-up.state',
      `${part}.${'A'.repeat(43)}`,
    ]) {
      const answer = await browser(app).post('/verify', { ...callback, state });
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe('INVALID_STATE');
    }
    expect(upstream.count(VERIFY_PATH)).toBe(0);
    expect((await upstreamAccount(ADA, 'crm')).status).toBe('PENDING_VERIFICATION');
    // The untouched auth request still works: nothing above reached upstream verify.
    expect((await browser(app).post('/verify', callback)).status).toBe(200);
  });

  it('refuses an expired state without calling upstream verify', async () => {
    let now = Date.now();
    const app = createApp({ now: () => now, limits: { stateTtlSeconds: 600 } });
    const callback = await startConnecting(app, ADA);
    now += 600_000;
    const answer = await browser(app).post('/verify', callback);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({
      code: 'INVALID_STATE',
      message: expect.stringMatching(/expired/),
    });
    expect(upstream.count(VERIFY_PATH)).toBe(0);
    expect((await upstreamAccount(ADA, 'crm')).status).toBe('PENDING_VERIFICATION');
  });

  it('refuses a replayed state without calling upstream verify again', async () => {
    const app = createApp();
    const callback = await startConnecting(app, ADA);
    expect((await browser(app).post('/verify', callback)).status).toBe(200);
    const replay = await browser(app).post('/verify', callback);
    expect(replay.status).toBe(400);
    expect(replay.body.error).toMatchObject({
      code: 'INVALID_STATE',
      message: expect.stringMatching(/already used/),
    });
    expect(upstream.count(VERIFY_PATH)).toBe(1);
  });

  it.each([
    ['another user', GRACE],
    ['the same identifier in another organization', ADA_ELSEWHERE],
  ])(
    "refuses Ada's state in the session of %s without calling upstream verify",
    async (_label, thief) => {
      const app = createApp();
      const callback = await startConnecting(app, ADA);
      const stolen = await browser(app, thief).post('/verify', callback);
      expect(stolen.status).toBe(400);
      expect(stolen.body.error).toMatchObject({
        code: 'INVALID_STATE',
        message: expect.stringMatching(/another session/),
      });
      expect(upstream.count(VERIFY_PATH)).toBe(0);
      expect((await upstreamAccount(ADA, 'crm')).status).toBe('PENDING_VERIFICATION');
      expect((await browser(app).post('/verify', callback)).body.account.status).toBe('ACTIVE');
    },
  );

  it("verifies with the session's identifier, so Ada's auth request fails under Grace's own state", async () => {
    const app = createApp();
    const adas = await startConnecting(app, ADA);
    const graces = await startConnecting(app, GRACE);
    const mixed = await browser(app, GRACE).post('/verify', {
      auth_request_id: adas.auth_request_id,
      state: graces.state,
    });
    expect(mixed.status).toBe(400);
    expect(mixed.body.error).toMatchObject({
      code: 'VERIFY_FAILED',
      message: expect.stringMatching(/already used or belongs to another user/),
    });
    expect((await upstreamAccount(ADA, 'crm')).status).toBe('PENDING_VERIFICATION');
  });

  it("answers 404 to deleting another user's account and leaves it in place", async () => {
    const app = createApp();
    const graces = await seed().createConnectedAccount({
      connector: 'crm',
      identifier: GRACE.identifier,
      organization_id: GRACE.organizationId,
    });
    for (const thief of [
      ADA,
      { identifier: GRACE.identifier },
      { ...GRACE, userId: 'usr_other' },
    ]) {
      const answer = await browser(app, thief).delete(`/accounts/${graces.id}`);
      expect(answer.status).toBe(404);
      expect(answer.body.error.code).toBe('NOT_FOUND');
    }
    const missing = await browser(app).delete('/accounts/ca_doesnotexist');
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('You have no connected account ca_doesnotexist.');
    expect(await seed().getConnectedAccount({ id: graces.id })).toMatchObject({ id: graces.id });
    expect(upstream.count('/api/v1/connected_accounts:delete')).toBe(0);
  });

  it('names a malformed account id', async () => {
    const answer = await browser(createApp()).delete('/accounts/not-an-id');
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Invalid request path: id: must be a ca_ id',
    });
  });

  it('answers 403 to a POST without X-Plugboard or from a foreign origin', async () => {
    const app = createApp();
    const noHeader = await request(app)
      .post('/api/plugboard/links')
      .set('origin', APP)
      .set(TEST_USER_HEADER, JSON.stringify(ADA))
      .send({ connector: 'crm' });
    const foreign = await request(app)
      .post('/api/plugboard/links')
      .set('origin', 'https://evil.example')
      .set('x-plugboard', '1')
      .set(TEST_USER_HEADER, JSON.stringify(ADA))
      .send({ connector: 'crm' });
    const foreignDelete = await request(app)
      .delete('/api/plugboard/accounts/ca_123')
      .set('origin', 'https://evil.example')
      .set('x-plugboard', '1')
      .set(TEST_USER_HEADER, JSON.stringify(ADA));
    for (const answer of [noHeader, foreign, foreignDelete]) {
      bodies.push(answer.text);
      expect(answer.status).toBe(403);
      expect(answer.body.error.code).toBe('CROSS_SITE_REQUEST');
    }
    expect(upstream.calls).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    const app = createApp();
    const anonymous = browser(app, null);
    expect((await anonymous.get('/accounts')).status).toBe(401);
    expect((await anonymous.post('/links', { connector: 'crm' })).body.error.code).toBe(
      'UNAUTHENTICATED',
    );
    expect(upstream.calls).toEqual([]);
  });

  it('answers 415 to a form-encoded body and 413 to one over maxBodyBytes', async () => {
    const app = createApp();
    const form = await request(app)
      .post('/api/plugboard/links')
      .set('origin', APP)
      .set('x-plugboard', '1')
      .set(TEST_USER_HEADER, JSON.stringify(ADA))
      .type('form')
      .send({ connector: 'crm' });
    expect(form.status).toBe(415);
    const huge = await browser(createApp({ limits: { maxBodyBytes: 16_384 } })).post('/links', {
      connector: 'crm',
      padding: 'x'.repeat(20_000),
    });
    expect(huge.status).toBe(413);
    expect(huge.body.error.code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('createPlugboardExpress: streamed tool answers (docs/internals/chat-stream.md §2)', () => {
  it('writes each event as it comes, and stops the upstream answer when the browser leaves', async () => {
    const front = await startUpstreamFront(upstream.emulator.url);
    const app = createApp({ upstream: { baseUrl: front.url, fetch: undefined } });
    const adapterErrors: unknown[] = [];
    const recordError: ErrorRequestHandler = (error, _req, res, _next) => {
      adapterErrors.push(error);
      res.status(500).end();
    };
    app.use(recordError);
    const server = await listen(app);
    try {
      await createWebsearchAccount(upstream);
      const outcome = front.nextOutcome('/api/v1/execute_tool');
      const browserGone = new AbortController();
      const answer = await fetch(`${server.url}/api/plugboard/tools/execute`, {
        method: 'POST',
        headers: {
          origin: APP,
          'x-plugboard': '1',
          [TEST_USER_HEADER]: JSON.stringify(ADA),
          'content-type': 'application/json',
        },
        body: JSON.stringify(chatRequest(true)),
        signal: browserGone.signal,
      });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      const events = readEvents(answer.body);
      expect(JSON.parse((await events.next()) ?? '').choices[0].delta.role).toBe('assistant');
      browserGone.abort();
      expect(await outcome).toBe('cut');
      expect(adapterErrors).toEqual([]);
    } finally {
      await server.close();
      await front.close();
    }
  });
});
