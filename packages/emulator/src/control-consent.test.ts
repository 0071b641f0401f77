import { beforeEach, describe, expect, it } from 'vitest';
import { errorBody, setupEmulator } from './test/harness.ts';

const t = setupEmulator();

beforeEach(async () => {
  await t.emulator.control.reset();
});

async function magicLink(): Promise<string> {
  const magic = await t.api('POST', '/api/v1/connected_accounts/magic_link', {
    connector: 'docsapp',
    identifier: 'ann',
    user_verify_url: 'http://app.test/cb',
    state: 's1',
  });
  return (magic.body as { link: string }).link;
}

function controlPost(path: string, body: unknown) {
  const { clientId, clientSecret } = t.emulator;
  return t.request(`/_emulator${path}`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
}

describe('control.consent', () => {
  it('approves as "Allow access" does: the callback URL with auth_request_id and state, the account pending verification', async () => {
    const callback = await t.emulator.control.consent(await magicLink(), 'approve');

    expect(callback.origin + callback.pathname).toBe('http://app.test/cb');
    expect(callback.searchParams.get('auth_request_id')).toEqual(expect.any(String));
    expect(callback.searchParams.get('state')).toBe('s1');
    const accounts = await t.api('GET', '/api/v1/connected_accounts');
    expect(accounts.body).toMatchObject({
      connected_accounts: [{ identifier: 'ann', status: 'PENDING_VERIFICATION' }],
    });
  });

  it('denies as "Cancel" does: the callback URL with error=access_denied and state', async () => {
    const callback = await t.emulator.control.consent(await magicLink(), 'deny');

    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('auth_request_id')).toBeNull();
    expect(callback.searchParams.get('state')).toBe('s1');
  });

  it('refuses a link already answered, expired, unknown, or not a connect link, saying which', async () => {
    const link = await magicLink();
    await t.emulator.control.consent(link, 'approve');
    await expect(t.emulator.control.consent(link, 'approve')).rejects.toMatchObject({
      reason: 'LINK_USED',
    });

    const expiring = await magicLink();
    await t.emulator.control.advanceClock(24 * 3600);
    await expect(t.emulator.control.consent(expiring, 'deny')).rejects.toMatchObject({
      reason: 'LINK_EXPIRED',
    });

    await expect(
      t.emulator.control.consent(`${t.emulator.url}/connect/nope`, 'approve'),
    ).rejects.toMatchObject({ errorCode: 'NOT_FOUND', reason: 'LINK_NOT_FOUND' });
    await expect(
      t.emulator.control.consent(`${t.emulator.url}/oauth/token`, 'approve'),
    ).rejects.toThrow(/not a connect link/);
  });
});

describe('POST /_emulator/consent', () => {
  it('answers the consent page over HTTP: the redirect location', async () => {
    const answer = await controlPost('/consent', { link: await magicLink(), decision: 'approve' });

    expect(answer.status).toBe(200);
    const location = new URL((answer.body as { location: string }).location);
    expect(location.searchParams.get('auth_request_id')).toEqual(expect.any(String));
  });

  it('answers 400 for a missing or unknown decision, 404 for an unknown link', async () => {
    const link = await magicLink();
    for (const body of [{ link }, { link, decision: 'maybe' }]) {
      const answer = await controlPost('/consent', body);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual(errorBody(3, 'INVALID_ARGUMENT'));
    }
    const unknown = await controlPost('/consent', {
      link: `${t.emulator.url}/connect/nope`,
      decision: 'approve',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(errorBody(5, 'LINK_NOT_FOUND'));
  });
});
