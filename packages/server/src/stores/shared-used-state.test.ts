import { answerConsent } from '@plugboard/test-kit';
import { describe, expect, it } from 'vitest';
import { createTestBff } from '../test/bff-harness.ts';
import { type ChildBff, setupReplicas } from '../test/child-bff.ts';
import { ADA, TEST_USER_HEADER } from '../test/test-users.ts';
import { setupEmulator } from '../test/use-emulator.ts';
import { createRedisUsedStateStore } from './redis-used-state-store.ts';

const upstream = setupEmulator();
/** The origin of the replicas' callback page (test/bff-process.ts), allowed to POST. */
const APP = 'https://app.example.com';
const replicas = setupReplicas(upstream, { perUserLimit: 1_000 });

async function post(replica: ChildBff | undefined, path: string, body: unknown) {
  if (!replica) throw new Error('The replicas start in beforeAll.');
  const answer = await fetch(`${replica.url}/api/plugboard${path}`, {
    method: 'POST',
    headers: {
      [TEST_USER_HEADER]: JSON.stringify(ADA),
      'content-type': 'application/json',
      origin: APP,
      'x-plugboard': '1',
    },
    body: JSON.stringify(body),
  });
  return { status: answer.status, json: await answer.json() };
}

/** A connect attempt begun on `replica` and consented to: what the callback page posts. */
async function consentedCallback(replica: ChildBff | undefined, connector: string) {
  const link = await post(replica, '/links', { connector });
  expect(link.status).toBe(200);
  const redirect = await answerConsent(upstream.emulator, link.json.link);
  return { auth_request_id: redirect.authRequestId, state: redirect.state };
}

describe('two BFF processes sharing one Redis used-state store', () => {
  it('refuse on one a state spent on the other', async () => {
    const [first, second] = replicas;
    const callback = await consentedCallback(first, 'crm');

    const verified = await post(second, '/verify', callback);
    expect(verified.status).toBe(200);
    expect(verified.json.account).toMatchObject({ connector: 'crm', status: 'ACTIVE' });

    // Alone, the first replica would accept this state: it has never seen it spent.
    const replayed = await post(first, '/verify', callback);
    expect(replayed.status).toBe(400);
    expect(replayed.json.error).toMatchObject({
      code: 'INVALID_STATE',
      message: 'The state parameter was already used. Start connecting again.',
    });
    expect((await post(second, '/verify', callback)).json.error.code).toBe('INVALID_STATE');
  });

  it('let exactly one of them spend a state both receive at once', async () => {
    const [first, second] = replicas;
    const callback = await consentedCallback(first, 'docsapp');
    const answers = await Promise.all([
      post(first, '/verify', callback),
      post(second, '/verify', callback),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.status === 400)?.json.error.code).toBe('INVALID_STATE');
  });
});

describe('a used-state store that fails', () => {
  it('refuses the verify (503, retry later) instead of letting a state through unchecked', async () => {
    const unreachable = createRedisUsedStateStore({
      client: { eval: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:6379')) },
    });
    const bff = createTestBff(upstream, { stores: { usedState: unreachable } });
    const link = await bff.send('POST', '/links', { body: { connector: 'video' } });
    const redirect = await answerConsent(upstream.emulator, link.json.link);
    const verify = await bff.send('POST', '/verify', {
      body: { auth_request_id: redirect.authRequestId, state: redirect.state },
    });
    expect(verify.status).toBe(503);
    expect(verify.json.error.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(verify.headers.get('retry-after')).toBe('1');
    expect(upstream.count('/api/v1/connected_accounts/user/verify')).toBe(0);
  });
});
