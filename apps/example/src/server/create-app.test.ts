import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createExampleApp } from './create-app.ts';
import { createSessionCookies } from './session-cookie.ts';
import { startUpstream, type Upstream } from './upstream.ts';

const ORIGIN = 'http://127.0.0.1:3999';
let upstream: Upstream;
let clientDir: string;
let app: ReturnType<typeof createExampleApp>;

beforeAll(async () => {
  upstream = await startUpstream({}, { memory: true });
  clientDir = await mkdtemp(join(tmpdir(), 'example-client-'));
  await writeFile(join(clientDir, 'index.html'), '<!doctype html><title>Acme</title>');
  app = createExampleApp({
    origin: ORIGIN,
    upstream,
    session: createSessionCookies('test-secret', { secure: false }),
    clientDir,
  });
});

afterAll(async () => {
  await upstream.close();
  await rm(clientDir, { recursive: true, force: true });
});

async function signInAs(userId: string): Promise<string> {
  const response = await request(app)
    .post('/api/session')
    .set('Origin', ORIGIN)
    .send({ userId })
    .expect(200);
  const cookie = response.headers['set-cookie']?.[0];
  if (!cookie) throw new Error('sign-in set no cookie');
  return cookie.split(';')[0] ?? '';
}

describe('example app server', () => {
  test('sends the security headers, with no referrer on the callback page', async () => {
    const home = await request(app).get('/').expect(200);
    expect(home.headers['content-security-policy']).toContain("script-src 'self'");
    expect(home.headers['content-security-policy']).toContain("style-src 'self'");
    expect(home.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(home.headers['x-frame-options']).toBe('DENY');
    expect(home.headers['x-content-type-options']).toBe('nosniff');
    expect(home.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const callback = await request(app)
      .get('/connect/callback?auth_request_id=ar_1&state=s')
      .expect(200);
    expect(callback.headers['referrer-policy']).toBe('no-referrer');
    const api = await request(app).get('/api/session').expect(200);
    expect(api.headers['x-content-type-options']).toBe('nosniff');
  });

  test('runs on the embedded emulator when no PLUGBOARD_BASE_URL is given', () => {
    expect(upstream.embedded).toBe(true);
    expect(upstream.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  test('receives the embedded emulator’s webhooks at /api/plugboard/webhooks, signed only', async () => {
    expect(upstream.webhookSecret).toMatch(/^whsec_/);
    const { body } = await request(app)
      .post('/api/plugboard/webhooks')
      .set('Content-Type', 'application/json')
      .set('webhook-id', 'evt_1')
      .set('webhook-timestamp', String(Math.floor(Date.now() / 1000)))
      .set('webhook-signature', 'v1,Zm9yZ2Vk')
      .send('{}')
      .expect(401);
    expect(body.error.code).toBe('UNAUTHENTICATED');
  });

  test('a visitor starts signed out and sees the demo users', async () => {
    const { body } = await request(app).get('/api/session').expect(200);
    expect(body.user).toBeNull();
    expect(body.demoUsers.map((user: { id: string }) => user.id)).toEqual([
      'usr_ada',
      'usr_grace',
      'usr_alan',
    ]);
  });

  test('signs in a demo user with a session cookie', async () => {
    const cookie = await signInAs('usr_grace');
    const { body } = await request(app).get('/api/session').set('Cookie', cookie).expect(200);
    expect(body.user.email).toBe('grace@acme.test');
  });

  test('refuses an unknown demo user with a clear error', async () => {
    const { body } = await request(app)
      .post('/api/session')
      .set('Origin', ORIGIN)
      .send({ userId: 'usr_mallory' })
      .expect(400);
    expect(body.error.code).toBe('UNKNOWN_DEMO_USER');
    expect(body.error.message).toContain('usr_ada');
  });

  test('refuses a sign-in from another site', async () => {
    const { body } = await request(app)
      .post('/api/session')
      .set('Origin', 'https://evil.test')
      .send({ userId: 'usr_ada' })
      .expect(403);
    expect(body.error.code).toBe('CROSS_SITE_REQUEST');
  });

  test("mounts the BFF: 401 without a session, the user's accounts with one", async () => {
    await request(app).get('/api/plugboard/accounts').expect(401);
    const cookie = await signInAs('usr_ada');
    const { body } = await request(app)
      .get('/api/plugboard/accounts')
      .set('Cookie', cookie)
      .expect(200);
    expect(body.accounts).toEqual([]);
  });

  test('signing out clears the session', async () => {
    const cookie = await signInAs('usr_alan');
    const response = await request(app).delete('/api/session').set('Cookie', cookie).expect(204);
    expect(response.headers['set-cookie']?.[0]).toContain('Max-Age=0');
  });

  test('serves the front end for its client-side routes and 404s unknown API routes', async () => {
    const page = await request(app).get('/connect/callback?auth_request_id=x&state=y').expect(200);
    expect(page.text).toContain('<title>Acme</title>');
    const { body } = await request(app).get('/api/nope').expect(404);
    expect(body.error.code).toBe('NOT_FOUND');
  });
  test("POST /api/chat answers 401 signed out, and streams the session user's tool call", async () => {
    const message = {
      id: 'm1',
      role: 'user',
      parts: [{ type: 'text', text: 'who are my CRM contacts' }],
    };
    await request(app)
      .post('/api/chat')
      .set('Origin', ORIGIN)
      .send({ messages: [message] })
      .expect(401);
    const cookie = await signInAs('usr_ada');
    const response = await request(app)
      .post('/api/chat')
      .set('Origin', ORIGIN)
      .set('Cookie', cookie)
      .send({ messages: [message] })
      .expect(200);
    expect(response.text).toContain('"toolName":"crm_list_people"');
    // Ada has no CRM connected yet: the tool asks to connect, and the model relays it.
    expect(response.text).toContain('"status":"authorization_required"');
    expect(response.text).toContain('"delta":"CRM: "');
  });

  test('POST /api/chat answers 400 for a body that is not a conversation', async () => {
    const cookie = await signInAs('usr_ada');
    for (const body of [{}, { messages: [{ role: 'user' }] }]) {
      const response = await request(app)
        .post('/api/chat')
        .set('Origin', ORIGIN)
        .set('Cookie', cookie)
        .send(body)
        .expect(400);
      expect(response.body.error.code).toBe('BAD_REQUEST');
    }
  });

  test('POST /api/chat refuses another site', async () => {
    await request(app)
      .post('/api/chat')
      .set('Origin', 'https://evil.test')
      .send({ messages: [] })
      .expect(403);
  });
});

describe("Acme's shared warehouse", () => {
  /** A request of the browser client: same origin, the X-Plugboard header, the session cookie. */
  const bff = (method: 'get' | 'post' | 'delete', path: string, cookie: string) =>
    request(app)
      [method](`/api/plugboard${path}`)
      .set('Cookie', cookie)
      .set('Origin', ORIGIN)
      .set('X-Plugboard', '1');

  /** The consent page answered "Allow access", through the emulator's control API. */
  async function consent(link: string): Promise<URL> {
    const basic = Buffer.from(`${upstream.clientId}:${upstream.clientSecret}`).toString('base64');
    const answer = await fetch(`${upstream.baseUrl}/_emulator/consent`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/json' },
      body: JSON.stringify({ link, decision: 'approve' }),
    });
    return new URL(((await answer.json()) as { location: string }).location);
  }

  test('Grace connects it once; Ada runs a warehouse tool without connecting, sees the run and cannot disconnect', async () => {
    const grace = await signInAs('usr_grace');
    const ada = await signInAs('usr_ada');
    const alan = await signInAs('usr_alan');

    const refused = await bff('post', '/links', alan).send({ connector: 'warehouse' }).expect(403);
    expect(refused.body.error.code).toBe('ORGANIZATION_ACCOUNT_MANAGERS_ONLY');

    const link = await bff('post', '/links', grace).send({ connector: 'warehouse' }).expect(200);
    const callback = await consent(link.body.link);
    const verified = await bff('post', '/verify', grace)
      .send({
        auth_request_id: callback.searchParams.get('auth_request_id'),
        state: callback.searchParams.get('state'),
      })
      .expect(200);
    const warehouseId: string = verified.body.account.id;

    const ran = await bff('post', '/tools/execute', ada)
      .send({ tool_name: 'warehouse_show_warehouses', params: {} })
      .expect(200);

    const listed = await bff('get', '/accounts', ada).expect(200);
    expect(listed.body.accounts).toEqual([
      expect.objectContaining({
        id: warehouseId,
        connector: 'warehouse',
        shared: { organization_id: 'org_acme', organization_name: 'Acme' },
        can_disconnect: false,
      }),
    ]);
    const activity = await bff('get', `/accounts/${warehouseId}/activity`, ada).expect(200);
    expect(activity.body.entries[0]).toMatchObject({
      tool: 'warehouse_show_warehouses',
      outcome: 'success',
      execution_id: ran.body.execution_id,
      actor: { identifier: 'ada@acme.test', you: true },
    });
    const asGrace = await bff('get', `/accounts/${warehouseId}/activity`, grace).expect(200);
    expect(asGrace.body.entries[0].actor).toEqual({ identifier: 'ada@acme.test', you: false });

    const kept = await bff('delete', `/accounts/${warehouseId}`, ada).expect(403);
    expect(kept.body.error.code).toBe('ORGANIZATION_ACCOUNT_MANAGERS_ONLY');
    const graceList = await bff('get', '/accounts', grace).expect(200);
    expect(graceList.body.accounts[0]).toMatchObject({ id: warehouseId, can_disconnect: true });
  }, 60_000);
});

describe('the MCP endpoint at /mcp', () => {
  test('a personal token made under /api/plugboard/mcp/tokens opens /mcp; none answers 401 pointing at the metadata', async () => {
    const ada = await signInAs('usr_ada');
    const created = await request(app)
      .post('/api/plugboard/mcp/tokens')
      .set('Cookie', ada)
      .set('Origin', ORIGIN)
      .set('X-Plugboard', '1')
      .send({ name: 'Laptop', client: 'cursor' })
      .expect(201);
    const initialize = {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: {
        protocolVersion: '2025-11-25',
        capabilities: {},
        clientInfo: { name: 't', version: '1' },
      },
    };
    const mcp = () =>
      request(app)
        .post('/mcp')
        .set('Host', '127.0.0.1:3999')
        .set('Accept', 'application/json, text/event-stream')
        .send(initialize);
    const refused = await mcp().expect(401);
    expect(refused.headers['www-authenticate']).toBe(
      `Bearer resource_metadata="${ORIGIN}/.well-known/oauth-protected-resource/mcp"`,
    );
    const opened = await mcp().set('Authorization', `Bearer ${created.body.secret}`).expect(200);
    expect(opened.headers['mcp-session-id']).toMatch(/^[0-9a-f-]{36}$/);
    const metadata = await request(app)
      .get('/.well-known/oauth-protected-resource/mcp')
      .expect(200);
    expect(metadata.body.resource).toBe(`${ORIGIN}/mcp`);
  });

  test('answers a JSON 404 for every other /.well-known path, never the page', async () => {
    for (const path of [
      '/.well-known/oauth-protected-resource',
      '/.well-known/oauth-authorization-server',
      '/.well-known/openid-configuration',
      '/.well-known/oauth-protected-resource/other',
    ]) {
      const answer = await request(app).get(path).expect(404);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.body.error).toMatchObject({ code: 'NOT_FOUND', status: 404 });
      expect(answer.body.error.message).toContain(path);
    }
  });
});
