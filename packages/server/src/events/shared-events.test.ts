import type { AccountEvent } from '@plugboard/schema';
import { describe, expect, it } from 'vitest';
import { setupReplicas } from '../test/child-bff.ts';
import { readEvents } from '../test/event-stream.ts';
import { accountWebhookEvent, newWebhookSecret, signedDelivery } from '../test/signed-webhook.ts';
import { ADA, GRACE, TEST_CLIENT_SECRET, TEST_USER_HEADER } from '../test/test-users.ts';
import type { EmulatorFixture } from '../test/use-emulator.ts';

// Webhooks and streams never call the upstream: the replicas point at a closed port.
const upstream = {
  emulator: {
    url: 'http://127.0.0.1:9',
    clientId: 'events-test',
    clientSecret: TEST_CLIENT_SECRET,
  },
} as unknown as EmulatorFixture;
const SECRET = newWebhookSecret();
const replicas = setupReplicas(upstream, { perUserLimit: 1_000, webhookSecret: SECRET });

function replica(index: number): string {
  const found = replicas[index];
  if (found === undefined) throw new Error('The replicas start in beforeAll.');
  return found.url;
}

async function deliver(url: string, delivery: { headers: Record<string, string>; body: string }) {
  const response = await fetch(`${url}/api/plugboard/webhooks`, {
    method: 'POST',
    headers: delivery.headers,
    body: delivery.body,
  });
  return response.json();
}

async function openStream(url: string, user: typeof ADA) {
  const controller = new AbortController();
  const response = await fetch(`${url}/api/plugboard/events`, {
    headers: { [TEST_USER_HEADER]: JSON.stringify(user) },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  const reader = readEvents(response.body);
  expect(await reader.next()).toBe('');
  return {
    async next(): Promise<AccountEvent> {
      return JSON.parse((await reader.next()) ?? 'null');
    },
    close: () => controller.abort(),
  };
}

describe('two BFF replicas on one Redis', () => {
  it('deliver an event one took to a browser connected to the other, and only to its user', async () => {
    const ada = await openStream(replica(1), ADA);
    const grace = await openStream(replica(1), GRACE);
    const forAda = accountWebhookEvent();
    expect(await deliver(replica(0), signedDelivery(forAda, SECRET))).toEqual({ received: true });
    expect((await ada.next()).id).toBe(forAda.id);
    const forGrace = accountWebhookEvent({ identifier: GRACE.identifier, accountId: 'ca_grace' });
    await deliver(replica(0), signedDelivery(forGrace, SECRET));
    expect((await grace.next()).id).toBe(forGrace.id);
    ada.close();
    grace.close();
  });

  it('take a delivery once across replicas, and drop an older event either one receives', async () => {
    const ada = await openStream(replica(0), ADA);
    const newer = accountWebhookEvent({
      accountId: 'ca_shared_order',
      occurredAt: '2026-11-27T06:00:02Z',
    });
    expect(await deliver(replica(0), signedDelivery(newer, SECRET))).toEqual({ received: true });
    expect(await deliver(replica(1), signedDelivery(newer, SECRET))).toEqual({
      received: true,
      duplicate: true,
    });
    const older = accountWebhookEvent({
      accountId: 'ca_shared_order',
      occurredAt: '2026-11-27T06:00:01Z',
    });
    expect(await deliver(replica(1), signedDelivery(older, SECRET))).toEqual({
      received: true,
      stale: true,
    });
    const last = accountWebhookEvent({ accountId: 'ca_other' });
    await deliver(replica(1), signedDelivery(last, SECRET));
    expect((await ada.next()).id).toBe(newer.id);
    expect((await ada.next()).id).toBe(last.id);
    ada.close();
  });
});
