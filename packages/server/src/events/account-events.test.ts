import type { AccountEvent } from '@plugboard/schema';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../common/session-user.ts';
import { createTestBff, type TestBff } from '../test/bff-harness.ts';
import { readEvents } from '../test/event-stream.ts';
import { accountWebhookEvent, newWebhookSecret, signedDelivery } from '../test/signed-webhook.ts';
import { ADA, ADA_ELSEWHERE, GRACE, TEST_CLIENT_SECRET } from '../test/test-users.ts';
import type { EmulatorFixture } from '../test/use-emulator.ts';

// Webhooks and streams never call the upstream: a BFF pointed at a closed port shows it.
const upstream = {
  emulator: {
    url: 'http://127.0.0.1:9',
    clientId: 'events-test',
    clientSecret: TEST_CLIENT_SECRET,
  },
  fetch,
} as unknown as EmulatorFixture;
const ALAN: SessionUser = { identifier: 'alan@example.com', organizationId: 'org_1' };

function eventsBff(secret: string, extra: Parameters<typeof createTestBff>[1] = {}): TestBff {
  return createTestBff(upstream, {
    ...extra,
    accounts: { ownership: { warehouse: 'organization' } },
    events: { ...extra.events, webhooks: { secret } },
  });
}

/** Posts one delivery as the upstream would: no session, no Origin, its own headers. */
async function deliver(bff: TestBff, delivery: { headers: Record<string, string>; body: string }) {
  const response = await bff.handle(
    new Request('https://app.example.com/api/plugboard/webhooks', {
      method: 'POST',
      headers: delivery.headers,
      body: delivery.body,
    }),
  );
  return { status: response.status, json: await response.json() };
}

/** Opens GET /events for `user`, as EventSource would. */
async function openStream(bff: TestBff, user: SessionUser, lastEventId?: string) {
  const response = await bff.handle(
    bff.request('GET', '/events', {
      user,
      headers: lastEventId === undefined ? {} : { 'last-event-id': lastEventId },
    }),
  );
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
  const reader = readEvents(response.body);
  // The first frame is the reconnect delay, with no data.
  expect(await reader.next()).toBe('');
  return {
    async next(): Promise<AccountEvent> {
      const data = await reader.next();
      if (data === undefined) throw new Error('The stream ended.');
      return JSON.parse(data);
    },
    cancel: () => reader.cancel(),
  };
}

describe('POST /webhooks', () => {
  it('takes a signed delivery and pushes it to the account owner as an account event', async () => {
    const secret = newWebhookSecret();
    const bff = eventsBff(secret);
    const stream = await openStream(bff, ADA);
    const event = accountWebhookEvent({ status: 'EXPIRED', oldStatus: 'ACTIVE' });
    expect(await deliver(bff, signedDelivery(event, secret))).toEqual({
      status: 200,
      json: { received: true },
    });
    expect(await stream.next()).toEqual({
      id: event.id,
      type: 'connected_account.status_updated',
      occurred_at: event.occurred_at,
      account: {
        id: 'ca_test1',
        connector: 'crm',
        status: 'EXPIRED',
        old_status: 'ACTIVE',
        shared: null,
      },
    });
    await stream.cancel();
  });

  it('refuses a forged, a stale and an unsigned delivery with 401, and takes none of them', async () => {
    const secret = newWebhookSecret();
    const bff = eventsBff(secret);
    const stream = await openStream(bff, ADA);
    const forged = signedDelivery(accountWebhookEvent(), newWebhookSecret());
    const stale = signedDelivery(
      accountWebhookEvent(),
      secret,
      Math.floor(Date.now() / 1000) - 301,
    );
    const ahead = signedDelivery(
      accountWebhookEvent(),
      secret,
      Math.floor(Date.now() / 1000) + 301,
    );
    const tampered = signedDelivery(accountWebhookEvent({ identifier: 'ada@example.com' }), secret);
    tampered.body = tampered.body.replace('ada@example.com', 'grace@example.com');
    const unsigned = signedDelivery(accountWebhookEvent(), secret);
    delete unsigned.headers['webhook-signature'];
    for (const delivery of [forged, stale, ahead, tampered, unsigned]) {
      const answer = await deliver(bff, delivery);
      expect(answer.status).toBe(401);
      expect(answer.json.error.code).toBe('UNAUTHENTICATED');
    }
    const real = accountWebhookEvent();
    await deliver(bff, signedDelivery(real, secret));
    expect((await stream.next()).id).toBe(real.id);
    await stream.cancel();
  });

  it('takes a replayed or duplicated delivery once, answering 200 so the upstream stops', async () => {
    const secret = newWebhookSecret();
    const bff = eventsBff(secret);
    const stream = await openStream(bff, ADA);
    const event = accountWebhookEvent();
    expect((await deliver(bff, signedDelivery(event, secret))).json).toEqual({ received: true });
    // A retry signed later, and the very same request replayed.
    const retry = signedDelivery(event, secret, Math.floor(Date.now() / 1000) + 5);
    expect(await deliver(bff, retry)).toEqual({
      status: 200,
      json: { received: true, duplicate: true },
    });
    expect((await deliver(bff, signedDelivery(event, secret))).json.duplicate).toBe(true);
    const next = accountWebhookEvent();
    await deliver(bff, signedDelivery(next, secret));
    expect((await stream.next()).id).toBe(event.id);
    expect((await stream.next()).id).toBe(next.id);
    await stream.cancel();
  });

  it('never lets an older event of an account overwrite a newer one that came first', async () => {
    const secret = newWebhookSecret();
    const bff = eventsBff(secret);
    const stream = await openStream(bff, ADA);
    const newer = accountWebhookEvent({
      status: 'ACTIVE',
      oldStatus: 'EXPIRED',
      occurredAt: '2026-11-27T06:00:00.000000002Z',
    });
    const older = accountWebhookEvent({
      status: 'EXPIRED',
      oldStatus: 'ACTIVE',
      occurredAt: '2026-11-27T06:00:00.000000001Z',
    });
    await deliver(bff, signedDelivery(newer, secret));
    expect(await deliver(bff, signedDelivery(older, secret))).toEqual({
      status: 200,
      json: { received: true, stale: true },
    });
    const other = accountWebhookEvent({
      accountId: 'ca_test2',
      occurredAt: '2026-11-27T05:00:00Z',
    });
    await deliver(bff, signedDelivery(other, secret));
    expect((await stream.next()).id).toBe(newer.id);
    expect((await stream.next()).id).toBe(other.id);
    await stream.cancel();
  });

  it('answers 400 for a signed body that is not a connected-account event, 415 for no JSON', async () => {
    const secret = newWebhookSecret();
    const bff = eventsBff(secret);
    const event = { ...accountWebhookEvent(), object: 'Organization' } as never;
    const answer = await deliver(bff, signedDelivery(event, secret));
    expect(answer.status).toBe(400);
    expect(answer.json.error.code).toBe('VALIDATION_FAILED');
    const plain = signedDelivery(accountWebhookEvent(), secret);
    plain.headers['content-type'] = 'text/plain';
    expect((await deliver(bff, plain)).status).toBe(415);
  });

  it('is not there unless the host configured webhooks', async () => {
    const bff = createTestBff(upstream);
    const answer = await deliver(bff, signedDelivery(accountWebhookEvent(), newWebhookSecret()));
    expect(answer.status).toBe(404);
  });

  it('tells onAccountEvent after answering, and logs what it throws', async () => {
    const secret = newWebhookSecret();
    const told: unknown[] = [];
    const bff = eventsBff(secret, {
      events: {
        onEvent: async (event, users) => {
          told.push([event.id, users]);
          throw new Error('mail server down');
        },
      },
    });
    const event = accountWebhookEvent();
    expect((await deliver(bff, signedDelivery(event, secret))).status).toBe(200);
    expect(told).toEqual([]);
    await expect
      .poll(() => told)
      .toEqual([
        [event.id, { kind: 'user', identifier: 'ada@example.com', organizationId: 'org_1' }],
      ]);
    await expect
      .poll(() => bff.log.find((entry) => entry.event === 'events.on_account_event_failed'))
      .toMatchObject({ level: 'error', message: expect.stringContaining('mail server down') });
  });
});

describe('GET /events', () => {
  it("never sends one user's account events to another user", async () => {
    const secret = newWebhookSecret();
    const bff = eventsBff(secret);
    const grace = await openStream(bff, GRACE);
    const elsewhere = await openStream(bff, ADA_ELSEWHERE);
    await deliver(bff, signedDelivery(accountWebhookEvent({ identifier: ADA.identifier }), secret));
    const forGrace = accountWebhookEvent({ identifier: GRACE.identifier, accountId: 'ca_grace' });
    await deliver(bff, signedDelivery(forGrace, secret));
    const forElsewhere = accountWebhookEvent({ organization: 'org_2', accountId: 'ca_else' });
    await deliver(bff, signedDelivery(forElsewhere, secret));
    expect((await grace.next()).id).toBe(forGrace.id);
    expect((await elsewhere.next()).id).toBe(forElsewhere.id);
    await grace.cancel();
    await elsewhere.cancel();
  });

  it("sends an organization account's events to every member, shared, and to no one else", async () => {
    const secret = newWebhookSecret();
    const bff = eventsBff(secret);
    const ada = await openStream(bff, { ...ADA, organizationName: 'Acme' });
    const alan = await openStream(bff, ALAN);
    const outsider = await openStream(bff, ADA_ELSEWHERE);
    const shared = accountWebhookEvent({
      identifier: 'organization:org_1',
      connector: 'warehouse',
      accountId: 'ca_shared',
    });
    await deliver(bff, signedDelivery(shared, secret));
    expect((await ada.next()).account.shared).toEqual({
      organization_id: 'org_1',
      organization_name: 'Acme',
    });
    expect((await alan.next()).account).toMatchObject({
      id: 'ca_shared',
      shared: { organization_id: 'org_1', organization_name: 'org_1' },
    });
    // On a connector the host left per user, an organization identifier reaches no one.
    const notShared = accountWebhookEvent({ identifier: 'organization:org_1', connector: 'crm' });
    await deliver(bff, signedDelivery(notShared, secret));
    const mine = accountWebhookEvent({ organization: 'org_2', accountId: 'ca_else' });
    await deliver(bff, signedDelivery(mine, secret));
    expect((await outsider.next()).id).toBe(mine.id);
    for (const stream of [ada, alan, outsider]) await stream.cancel();
  });

  it('resumes after Last-Event-ID from the replay buffer', async () => {
    const secret = newWebhookSecret();
    const bff = eventsBff(secret);
    const events = [1, 2, 3].map((n) => accountWebhookEvent({ accountId: `ca_resume${n}` }));
    for (const event of events) await deliver(bff, signedDelivery(event, secret));
    const resumed = await openStream(bff, ADA, events[0]?.id);
    expect((await resumed.next()).id).toBe(events[1]?.id);
    expect((await resumed.next()).id).toBe(events[2]?.id);
    await resumed.cancel();
  });

  it('is for signed-in users only', async () => {
    const bff = eventsBff(newWebhookSecret());
    expect((await bff.send('GET', '/events', { user: null })).status).toBe(401);
  });

  it('ends every stream when the host aborts the shutdown signal', async () => {
    const shutdown = new AbortController();
    const bff = eventsBff(newWebhookSecret(), { events: { live: { signal: shutdown.signal } } });
    const response = await bff.handle(bff.request('GET', '/events'));
    const reader = readEvents(response.body);
    expect(await reader.next()).toBe('');
    shutdown.abort();
    expect(await reader.next()).toBeUndefined();
  });
});
