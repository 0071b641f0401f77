import { describe, expect, it } from 'vitest';
import { connectAccount, createTestBff } from '../../test/bff-harness.ts';
import { ADA, GRACE } from '../../test/test-users.ts';
import { setupEmulator } from '../../test/use-emulator.ts';
import { createUpstreamClient } from '../../upstream/upstream-client.ts';

const upstream = setupEmulator();
const AUTH = '/api/v1/connected_accounts/auth';
const DETAILS = '/api/v1/connected_accounts/details';

/**
 * A BFF whose every upstream exchange passes through the fixture's recording fetch, and whose
 * every upstream answer body (all but streams) is kept, to show what the BFF ever held. The
 * answers to PUT (the account's labels and names written to `api_config`) are counted apart: the
 * upstream answers that write with the account in full, credentials included
 * (docs/internals/upstream-api.md §4.2), and the client reads nothing of it
 * (src/upstream/endpoints.ts, `updateConnectedAccount`).
 */
function recordingBff() {
  const upstreamBodies: string[] = [];
  const writes: string[] = [];
  const recording: typeof fetch = async (input, init) => {
    const response = await upstream.fetch(input, init);
    const type = response.headers.get('content-type') ?? '';
    if (init?.method === 'PUT') writes.push(String(input));
    else if (type.startsWith('application/json')) {
      upstreamBodies.push(await response.clone().text());
    }
    return response;
  };
  return {
    bff: createTestBff(upstream, { upstream: { fetch: recording } }),
    upstreamBodies,
    writes,
  };
}

/** The third-party credentials the emulator holds for an account, read as only a test may. */
async function credentialsOf(id: string): Promise<string[]> {
  const { emulator } = upstream;
  const client = createUpstreamClient({
    baseUrl: emulator.url,
    clientId: emulator.clientId,
    clientSecret: emulator.clientSecret,
    logger: () => {},
  });
  const { authorization_details } = await client.getConnectedAccount({ id });
  const values: string[] = [];
  JSON.stringify(authorization_details ?? {}, (_key, value: unknown) => {
    if (typeof value === 'string' && value.length >= 12) values.push(value);
    return value;
  });
  return values;
}

describe('least privilege: the BFF never reads credentials it does not use', () => {
  it('lists, links, runs, proxies and deletes without one call to connected_accounts/auth', async () => {
    const { bff, upstreamBodies, writes } = recordingBff();
    const crm = await connectAccount(bff, 'crm');
    const docsapp = await connectAccount(bff, 'docsapp');
    await connectAccount(bff, 'doclib');
    const grace = await connectAccount(bff, 'video', GRACE);
    const tokens = [...(await credentialsOf(crm.id)), ...(await credentialsOf(docsapp.id))];
    expect(tokens.length).toBeGreaterThan(0);
    const detailsRead = upstream.count(DETAILS);

    const answers = [
      await bff.send('GET', '/connectors'),
      await bff.send('GET', '/accounts'),
      await bff.send('GET', '/accounts?query=crm'),
      await bff.send('GET', '/tools'),
      await bff.send('POST', '/links', { body: { connector: 'crm' } }),
      await bff.send('POST', '/tools/execute', {
        body: { tool_name: 'docsapp_user_list', params: {}, connector: 'docsapp' },
      }),
      await bff.send('POST', '/proxy?connector=doclib&method=GET&path=/v1.0/me/sites'),
      // Another user's account: read to check its owner, refused, and left alone.
      await bff.send('DELETE', `/accounts/${grace.id}`),
      await bff.send('DELETE', `/accounts/${crm.id}`),
      await bff.send('DELETE', `/accounts/${crm.id}`),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([
      200, 200, 200, 200, 200, 200, 200, 404, 204, 404,
    ]);

    expect(upstream.count(AUTH)).toBe(0);
    // The first list reads the three accounts' labels and names, the second finds them kept (their
    // updated_at unchanged); each delete reads the owner first.
    expect(upstream.count(DETAILS) - detailsRead).toBe(3 + 0 + 3);
    // The only writes: the profile names of the CRM and video accounts, read once connected.
    expect(writes).toHaveLength(2);
    // Nothing else the upstream answered the BFF carried a credential of the user's.
    for (const body of upstreamBodies) {
      expect(body).not.toContain('authorization_details');
      for (const token of tokens) expect(body).not.toContain(token);
    }
    // Grace's account is still there, and the owner check read it without its credentials.
    expect((await bff.send('GET', '/accounts', { user: GRACE })).json.accounts).toEqual([
      expect.objectContaining({ id: grace.id }),
    ]);
    expect((await bff.send('GET', '/accounts', { user: ADA })).json.accounts).toHaveLength(2);
  });
});
