import { setTimeout as delay } from 'node:timers/promises';
import { listen } from '@plugboard/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createNodeTransport } from '../adapters/node-transport.ts';
import { readEvents } from '../test/event-stream.ts';
import { createFetchTransport } from './fetch-transport.ts';
import { readBody } from './read-response.ts';
import { sendRequest, type UpstreamCall } from './send-request.ts';
import { UpstreamError } from './upstream-error.ts';

const EVENTS = 8;
const EVENT_INTERVAL_MS = 60;
const TIMEOUT_MS = 150;

const accountsSchema = z.object({ accounts: z.array(z.unknown()) });

let server: Awaited<ReturnType<typeof listen>>;

/**
 * `/stall` starts a JSON answer and never finishes it; `/events` sends an event every
 * EVENT_INTERVAL_MS, EVENTS of them, so the stream lasts three times TIMEOUT_MS.
 */
beforeAll(async () => {
  server = await listen(async (req, res) => {
    if (req.url === '/stall') {
      res.writeHead(200, { 'content-type': 'application/json' }).write('{"accounts": [');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
    for (let event = 1; event <= EVENTS && !res.destroyed; event++) {
      res.write(`data: ${event}\n\n`);
      await delay(EVENT_INTERVAL_MS);
    }
    res.end();
  });
});
afterAll(() => server?.close());

const call = (path: string, signal?: AbortSignal): UpstreamCall => ({
  method: 'GET',
  path,
  idempotent: true,
  signal,
});

describe.each([
  ['the runtime fetch', createFetchTransport(fetch)],
  ['the Node adapters’ transport', createNodeTransport()],
])('sendRequest over %s', (_name, transport) => {
  const context = () => ({ baseUrl: server.url, transport, timeoutMs: TIMEOUT_MS });

  it('bounds the reading of a JSON body by timeoutMs', async () => {
    const stalled = call('/stall');
    const response = await sendRequest(context(), stalled);
    const failure = await readBody(response, stalled, accountsSchema).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(UpstreamError);
    expect(failure).toMatchObject({ kind: 'timeout', status: 200 });
  });

  it('lets an event stream outlast timeoutMs: only its start is bounded', async () => {
    const response = await sendRequest(context(), call('/events'));
    const events = await readEvents(response.stream()).rest();
    expect(events).toEqual(Array.from({ length: EVENTS }, (_, index) => String(index + 1)));
  });

  it("stops an event stream when the caller's signal fires, rejecting with its reason", async () => {
    const caller = new AbortController();
    const response = await sendRequest(context(), call('/events', caller.signal));
    const events = readEvents(response.stream());
    expect(await events.next()).toBe('1');
    const reason = new DOMException('The browser went away', 'AbortError');
    caller.abort(reason);
    await expect(events.rest()).rejects.toBe(reason);
  });
});
