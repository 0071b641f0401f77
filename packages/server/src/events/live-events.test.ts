import type { IncomingMessage } from 'node:http';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AccountEvent } from '@plugboard/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlugboard } from '../index.ts';
import { toNodeHandler } from '../node.ts';
import { createWebsearchAccount } from '../test/bff-harness.ts';
import { readEvents } from '../test/event-stream.ts';
import { newWebhookSecret } from '../test/signed-webhook.ts';
import { ADA, GRACE, TEST_USER_HEADER, userFromHeader } from '../test/test-users.ts';
import { setupEmulator } from '../test/use-emulator.ts';

// End to end: the emulator's signed webhooks into a Node BFF, its events out to browsers over HTTP.
const upstream = setupEmulator();
const secret = newWebhookSecret();
let server: Server;
let bffUrl = '';

beforeAll(async () => {
  server = createServer(
    toNodeHandler(
      createPlugboard<IncomingMessage>({
        resolveUser: (req) => userFromHeader(req.headers[TEST_USER_HEADER] as string | undefined),
        logger: () => {},
        upstream: {
          baseUrl: upstream.emulator.url,
          clientId: upstream.emulator.clientId,
          clientSecret: upstream.emulator.clientSecret,
        },
        app: {
          url: new URL('https://app.example.com/connect/callback').origin,
          callbackPath: new URL('https://app.example.com/connect/callback').pathname,
        },
        events: { webhooks: { secret } },
      }),
    ),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  bffUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function openStream(user: typeof ADA) {
  const controller = new AbortController();
  const response = await fetch(`${bffUrl}/api/plugboard/events`, {
    headers: { [TEST_USER_HEADER]: JSON.stringify(user) },
    signal: controller.signal,
  });
  const reader = readEvents(response.body);
  expect(await reader.next()).toBe('');
  return {
    next: async (): Promise<AccountEvent> => JSON.parse((await reader.next()) ?? 'null'),
    close: () => controller.abort(),
  };
}

describe('the emulator’s webhooks through the BFF', () => {
  it('reach the account owner’s open stream when the emulator expires the account, and no one else’s', async () => {
    const endpoint = upstream.emulator.control.webhooks.add({
      url: `${bffUrl}/api/plugboard/webhooks`,
      secret,
    });
    try {
      const ada = await openStream(ADA);
      const grace = await openStream(GRACE);
      const account = await createWebsearchAccount(upstream, ADA);
      expect(await ada.next()).toMatchObject({
        type: 'connected_account.created',
        account: { id: account.id, connector: 'websearch', status: 'ACTIVE', shared: null },
      });
      await upstream.emulator.control.setAccountStatus(account.id, 'EXPIRED');
      expect(await ada.next()).toMatchObject({
        type: 'connected_account.status_updated',
        account: { id: account.id, status: 'EXPIRED', old_status: 'ACTIVE' },
      });
      const graces = await createWebsearchAccount(upstream, GRACE);
      expect((await grace.next()).account.id).toBe(graces.id);
      await upstream.emulator.control.webhooks.settle();
      const log = upstream.emulator.control.webhooks.deliveries(endpoint.id);
      expect(log.map((delivery) => delivery.attempts.map((attempt) => attempt.status))).toEqual([
        [200],
        [200],
        [200],
      ]);
      ada.close();
      grace.close();
    } finally {
      upstream.emulator.control.webhooks.remove(endpoint.id);
    }
  });
});
