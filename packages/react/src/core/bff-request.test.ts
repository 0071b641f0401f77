import { type RunningServer, serveFetchHandler } from '@plugboard/test-kit';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { readRetryAfter, sendBffRequest } from './bff-request.ts';
import { PlugboardError } from './plugboard-error.ts';

let server: RunningServer;
beforeAll(async () => {
  // A BFF that rate limits every request, as its limiter answers (docs/internals/bff-contract.md §"Rate limits").
  server = await serveFetchHandler(
    () =>
      new Response(
        JSON.stringify({ error: { code: 'RATE_LIMITED', message: 'Slow down.', status: 429 } }),
        { status: 429, headers: { 'content-type': 'application/json', 'retry-after': '7' } },
      ),
  );
});
afterAll(() => server.close());

test("a 429 carries the BFF's Retry-After and reads as retryable", async () => {
  const error = await sendBffRequest(fetch, server.url, { method: 'GET', path: '/tools' }).catch(
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(PlugboardError);
  expect(error).toMatchObject({ code: 'RATE_LIMITED', status: 429, retryAfter: 7 });
  expect((error as PlugboardError).recovery).toBe('retry');
});

test('Retry-After is read as whole seconds; anything else is no advice', () => {
  expect(readRetryAfter('120')).toBe(120);
  expect(readRetryAfter('0.2')).toBe(1);
  expect(readRetryAfter('soon')).toBeUndefined();
  expect(readRetryAfter('')).toBeUndefined();
  expect(readRetryAfter(null)).toBeUndefined();
});
