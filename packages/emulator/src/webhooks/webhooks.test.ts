import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type UpstreamWebhookEvent, upstreamWebhookEventSchema } from '@plugboard/schema/upstream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupEmulator } from '../test/harness.ts';
import type { WebhookDelivery } from './webhook-deliveries.ts';

const t = setupEmulator();

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  event: UpstreamWebhookEvent;
}

/** The host's endpoint: records every delivery, and answers `failNext` of them 500 first. */
const receiver = { received: [] as Received[], failNext: 0, url: '' };
let server: Server;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on('end', () => {
      if (receiver.failNext > 0) {
        receiver.failNext -= 1;
        res.writeHead(500).end();
        return;
      }
      receiver.received.push({ headers: req.headers, body, event: JSON.parse(body) });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(async () => {
  await t.emulator.control.reset();
  for (const endpoint of t.emulator.control.webhooks.list()) {
    t.emulator.control.webhooks.remove(endpoint.id);
  }
  receiver.received = [];
  receiver.failNext = 0;
});

function control(method: string, path: string, body?: unknown) {
  const { clientId, clientSecret } = t.emulator;
  return t.request(`/_emulator${path}`, {
    method,
    headers: {
      authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
}

const SECRET = `whsec_${Buffer.from('a-test-signing-key-of-32-bytes!!').toString('base64')}`;

async function register(events?: string[]): Promise<string> {
  const created = await control('POST', '/webhooks', { url: receiver.url, secret: SECRET, events });
  expect(created.status).toBe(201);
  return (created.body as { endpoint: { id: string } }).endpoint.id;
}

async function settled(): Promise<Received[]> {
  await t.emulator.control.webhooks.settle();
  return receiver.received;
}

const types = (received: readonly Received[]) => received.map(({ event }) => event.type);

/** A crm (OAuth) account through the whole connect flow; its id. */
async function connectCrm(identifier = 'ann'): Promise<string> {
  const magic = await t.api('POST', '/api/v1/connected_accounts/magic_link', {
    connector: 'crm',
    identifier,
    user_verify_url: 'http://app.test/cb',
  });
  const callback = await t.emulator.control.consent(
    (magic.body as { link: string }).link,
    'approve',
  );
  const verified = await t.api('POST', '/api/v1/connected_accounts/user/verify', {
    auth_request_id: callback.searchParams.get('auth_request_id'),
    identifier,
  });
  expect(verified.status).toBe(200);
  const list = await t.api('GET', `/api/v1/connected_accounts?identifier=${identifier}`);
  return (list.body as { connected_accounts: { id: string }[] }).connected_accounts[0]?.id ?? '';
}

describe('webhook endpoints in the control API', () => {
  it('are registered, listed and removed; a secret is made when none is given', async () => {
    const made = await control('POST', '/webhooks', { url: receiver.url });
    expect(made.status).toBe(201);
    const endpoint = (made.body as { endpoint: { id: string; secret: string } }).endpoint;
    expect(endpoint).toMatchObject({
      id: expect.stringMatching(/^we_/),
      url: receiver.url,
      events: null,
    });
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect((await control('GET', '/webhooks')).body).toEqual({ endpoints: [endpoint] });
    expect((await control('DELETE', `/webhooks/${endpoint.id}`)).status).toBe(204);
    expect((await control('GET', '/webhooks')).body).toEqual({ endpoints: [] });
    expect((await control('DELETE', `/webhooks/${endpoint.id}`)).status).toBe(404);
  });

  it('refuses a bad URL, secret or event type with 400 naming it', async () => {
    const bad = await control('POST', '/webhooks', {
      url: 'ftp://x',
      secret: 'plain',
      events: ['connected_account.exploded'],
    });
    expect(bad.status).toBe(400);
    const message = (bad.body as { message: string }).message;
    for (const field of ['url', 'secret', 'events']) expect(message).toContain(field);
  });
});

describe('every published event type, on the transition that causes it', () => {
  it('connect: created and magic_link_generated, oauth_succeeded and status_updated on consent, oauth_tokens_fetched and status_updated on verify', async () => {
    await register();
    const id = await connectCrm();
    const received = await settled();
    expect(types(received)).toEqual([
      'connected_account.created',
      'connected_account.magic_link_generated',
      'connected_account.status_updated',
      'connected_account.oauth_succeeded',
      'connected_account.oauth_tokens_fetched',
      'connected_account.status_updated',
    ]);
    expect(received.map(({ event }) => [event.data.status, event.data.old_status])).toEqual([
      ['PENDING_AUTH', undefined],
      ['PENDING_AUTH', undefined],
      ['PENDING_VERIFICATION', 'PENDING_AUTH'],
      ['PENDING_VERIFICATION', undefined],
      ['ACTIVE', undefined],
      ['ACTIVE', 'PENDING_VERIFICATION'],
    ]);
    expect(new Set(received.map(({ event }) => event.data.id))).toEqual(new Set([id]));
  });

  it('status set by the control API: status_updated with the old status', async () => {
    const id = await connectCrm();
    await register();
    await control('PUT', `/connected_accounts/${id}/status`, { status: 'EXPIRED' });
    const [event] = (await settled()).map((r) => r.event);
    expect(event).toMatchObject({
      type: 'connected_account.status_updated',
      data: { id, status: 'EXPIRED', old_status: 'ACTIVE' },
    });
  });

  it('the clock: a lapsed token fails to refresh, token_refresh_failed then status_updated to EXPIRED', async () => {
    const id = await connectCrm();
    await register();
    await t.emulator.control.advanceClock(3_601);
    const events = (await settled()).map((r) => r.event);
    expect(events.map((event) => [event.type, event.data.status, event.data.old_status])).toEqual([
      ['connected_account.token_refresh_failed', 'ACTIVE', undefined],
      ['connected_account.status_updated', 'EXPIRED', 'ACTIVE'],
    ]);
    expect(events[0]?.data.id).toBe(id);
    const details = await t.api('GET', `/api/v1/connected_accounts/details?id=${id}`);
    expect(details.body).toMatchObject({ connected_account: { status: 'EXPIRED' } });
  });

  it('token refresh through the control API: succeeded brings an expired account back, failed expires it', async () => {
    const id = await connectCrm();
    await control('PUT', `/connected_accounts/${id}/status`, { status: 'EXPIRED' });
    await register();
    expect(
      (await control('POST', `/connected_accounts/${id}/token_refresh`, { outcome: 'succeeded' }))
        .status,
    ).toBe(200);
    await control('POST', `/connected_accounts/${id}/token_refresh`, { outcome: 'failed' });
    const events = (await settled()).map((r) => r.event);
    expect(events.map((event) => [event.type, event.data.status, event.data.old_status])).toEqual([
      ['connected_account.token_refresh_succeeded', 'ACTIVE', undefined],
      ['connected_account.status_updated', 'ACTIVE', 'EXPIRED'],
      ['connected_account.token_refresh_failed', 'ACTIVE', undefined],
      ['connected_account.status_updated', 'EXPIRED', 'ACTIVE'],
    ]);
  });

  it('create, update and delete through the API: created, updated (and status_updated), deleted', async () => {
    await register();
    const created = await t.api('POST', '/api/v1/connected_accounts', {
      connector: 'websearch',
      identifier: 'bob',
    });
    const id = (created.body as { connected_account: { id: string } }).connected_account.id;
    await t.api('PUT', '/api/v1/connected_accounts', {
      id,
      connected_account: { authorization_details: { static_auth: { details: { token: 'k' } } } },
    });
    await t.api('POST', '/api/v1/connected_accounts:delete', { id });
    const events = (await settled()).map((r) => r.event);
    expect(events.map((event) => [event.type, event.data.status])).toEqual([
      ['connected_account.created', 'PENDING_AUTH'],
      ['connected_account.updated', 'ACTIVE'],
      ['connected_account.status_updated', 'ACTIVE'],
      ['connected_account.deleted', 'ACTIVE'],
    ]);
  });

  it('sends only the subscribed types to an endpoint that chose some', async () => {
    await register(['connected_account.status_updated']);
    await connectCrm();
    expect(new Set(types(await settled()))).toEqual(new Set(['connected_account.status_updated']));
  });
});

describe('the envelope and the signature', () => {
  it('is the published envelope, signed over id, timestamp and raw body with the endpoint secret', async () => {
    await register();
    await t.api('POST', '/api/v1/connected_accounts', {
      connector: 'websearch',
      identifier: 'eve',
    });
    const [delivery] = await settled();
    if (delivery === undefined) throw new Error('nothing delivered');
    const event = upstreamWebhookEventSchema.parse(JSON.parse(delivery.body));
    expect(event).toMatchObject({
      spec_version: '1',
      id: expect.stringMatching(/^evt_\d+$/),
      occurred_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{9}Z$/),
      environment_id: expect.stringMatching(/^env_/),
      object: 'ConnectedAccount',
      data: { identifier: 'eve', connection_name: 'websearch', connection_id: 'conn_websearch' },
    });
    const {
      'webhook-id': id,
      'webhook-timestamp': timestamp,
      'webhook-signature': signature,
    } = delivery.headers;
    expect(id).toBe(event.id);
    expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(30);
    const key = Buffer.from(SECRET.slice('whsec_'.length), 'base64');
    const expected = createHmac('sha256', key)
      .update(`${id}.${timestamp}.${delivery.body}`)
      .digest('base64');
    expect(signature).toBe(`v1,${expected}`);
  });
});

describe('at-least-once delivery', () => {
  it('retries a failing endpoint with backoff on the emulator clock, and logs every attempt', async () => {
    const endpoint = await register();
    receiver.failNext = 1;
    t.emulator.control.webhooks.addFault(endpoint, { kind: 'fail', count: 1 });
    await t.api('POST', '/api/v1/connected_accounts', { connector: 'websearch', identifier: 'r1' });
    await settled();
    expect(receiver.received).toHaveLength(0);
    const log = await control('GET', `/webhooks/${endpoint}/deliveries`);
    const [first] = (log.body as { deliveries: WebhookDelivery[] }).deliveries;
    expect(first).toMatchObject({ state: 'pending', attempts: [{ attempt: 1, status: 503 }] });
    expect(
      Date.parse(first?.next_attempt_at ?? '') - Date.parse(first?.attempts[0]?.at ?? ''),
    ).toBe(5_000);

    await t.emulator.control.advanceClock(5);
    await settled();
    await t.emulator.control.advanceClock(29);
    await settled();
    expect(receiver.received).toHaveLength(0);
    await t.emulator.control.advanceClock(1);
    expect(await settled()).toHaveLength(1);
    const [done] = t.emulator.control.webhooks.deliveries(endpoint);
    expect(done?.state).toBe('delivered');
    expect(done?.attempts.map((attempt) => attempt.status)).toEqual([503, 500, 204]);
    expect(done?.next_attempt_at).toBeNull();
  });

  it('gives up after six attempts, about 43 minutes in', async () => {
    const endpoint = await register();
    t.emulator.control.webhooks.addFault(endpoint, { kind: 'fail', count: 6, status: 502 });
    await t.api('POST', '/api/v1/connected_accounts', { connector: 'websearch', identifier: 'r2' });
    for (const seconds of [0, 5, 30, 120, 600, 1_800]) {
      await t.emulator.control.advanceClock(seconds);
      await settled();
    }
    const [delivery] = t.emulator.control.webhooks.deliveries(endpoint);
    expect(delivery?.state).toBe('failed');
    expect(delivery?.attempts).toHaveLength(6);
    await t.emulator.control.advanceClock(86_400);
    expect(await settled()).toHaveLength(0);
  });
});

describe('delivery faults', () => {
  it('duplicate: the same event (same webhook-id) arrives twice', async () => {
    const endpoint = await register();
    const answer = await control('POST', `/webhooks/${endpoint}/faults`, {
      kind: 'duplicate',
      count: 1,
    });
    expect(answer.status).toBe(201);
    await t.api('POST', '/api/v1/connected_accounts', { connector: 'websearch', identifier: 'd1' });
    await t.api('POST', '/api/v1/connected_accounts', { connector: 'websearch', identifier: 'd2' });
    const received = await settled();
    expect(received.map((r) => r.event.data.identifier).sort()).toEqual(['d1', 'd1', 'd2']);
    const ids = received
      .filter((r) => r.event.data.identifier === 'd1')
      .map((r) => r.headers['webhook-id']);
    expect(new Set(ids).size).toBe(1);
  });

  it('out_of_order: the next events are held and delivered newest first', async () => {
    const endpoint = await register();
    await control('POST', `/webhooks/${endpoint}/faults`, { kind: 'out_of_order', count: 3 });
    for (const identifier of ['o1', 'o2', 'o3', 'o4']) {
      await t.api('POST', '/api/v1/connected_accounts', { connector: 'websearch', identifier });
      await t.emulator.control.webhooks.settle();
    }
    expect(receiver.received.map((r) => r.event.data.identifier)).toEqual(['o3', 'o2', 'o1', 'o4']);
    const [newest, , oldest] = receiver.received.map((r) => r.event.occurred_at);
    expect(newest && oldest && newest > oldest).toBe(true);
  });

  it('refuses an unknown endpoint or fault with 404 and 400', async () => {
    expect(
      (await control('POST', '/webhooks/we_none/faults', { kind: 'duplicate', count: 1 })).status,
    ).toBe(404);
    const endpoint = await register();
    expect(
      (await control('POST', `/webhooks/${endpoint}/faults`, { kind: 'out_of_order', count: 1 }))
        .status,
    ).toBe(400);
    expect((await control('GET', '/webhooks/we_none/deliveries')).status).toBe(404);
  });
});
