import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ConnectorId } from '@plugboard/schema';
import { type EmulatorProcess, startEmulatorProcess } from '@plugboard/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlugboard } from '../../index.ts';
import { createUpstreamClient } from '../../upstream/upstream-client.ts';
import { APP } from '../bff-harness.ts';
import { ADA, TEST_ORGANIZATIONS, TEST_USER_HEADER, userFromHeader } from '../test-users.ts';

// docs/reliability.md §"Emulator": the emulator killed (SIGKILL) between the magic link and the
// verify, and started again on its data folder and port: the connect finishes, at most after one
// retry the BFF asks for, with one account and no restart of the BFF.
const dataDir = mkdtempSync(join(tmpdir(), 'plugboard-killed-'));
let emulator: EmulatorProcess;

beforeAll(async () => {
  emulator = await startEmulatorProcess({ dataDir });
  await emulator.control('seed', { data: { organizations: TEST_ORGANIZATIONS } });
}, 60_000);
afterAll(async () => {
  await emulator?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

function createBff() {
  const plugboard = createPlugboard({
    resolveUser: (request) => userFromHeader(request.headers.get(TEST_USER_HEADER)),
    logger: () => {},
    upstream: {
      baseUrl: emulator.url,
      clientId: emulator.clientId,
      clientSecret: emulator.clientSecret,
    },
    app: { url: APP },
  });
  return async (method: string, path: string, body?: unknown) => {
    const answer = await plugboard.handler(
      new Request(`${APP}/api/plugboard${path}`, {
        method,
        headers: {
          [TEST_USER_HEADER]: JSON.stringify(ADA),
          origin: APP,
          'x-plugboard': '1',
          'content-type': 'application/json',
        },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      }),
    );
    return { status: answer.status, headers: answer.headers, json: await answer.json() };
  };
}

/** The consent page answered, and what the callback page would post. */
async function consent(link: string) {
  const { location } = (await emulator.control('consent', { link, decision: 'approve' })) as {
    location: string;
  };
  const redirect = new URL(location);
  return {
    auth_request_id: redirect.searchParams.get('auth_request_id'),
    state: redirect.searchParams.get('state'),
  };
}

async function adasAccounts(connector: ConnectorId) {
  const client = createUpstreamClient({
    baseUrl: emulator.url,
    clientId: emulator.clientId,
    clientSecret: emulator.clientSecret,
    logger: () => {},
  });
  const { connected_accounts: accounts } = await client.listConnectedAccounts({
    identifier: ADA.identifier,
    organization_id: ADA.organizationId,
    connector,
  });
  return accounts.map((account) => ({ id: account.id, status: account.status }));
}

describe('the emulator killed between magic link and verify', () => {
  it('lets both users connect once it is back: one consents after, one retries a 503', async () => {
    const send = createBff();
    // One user has the link and has not consented yet; another consented, and the callback
    // page's verify is on its way.
    const beforeConsent = await send('POST', '/links', { connector: 'crm' });
    expect(beforeConsent.status).toBe(200);
    const consented = await send('POST', '/links', { connector: 'docsapp' });
    expect(consented.status).toBe(200);
    const callback = await consent(consented.json.link);
    await emulator.kill();

    const refused = await send('POST', '/verify', callback);
    expect(refused.status).toBe(503);
    expect(refused.json.error.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(refused.headers.get('retry-after')).toBe('1');

    emulator = await startEmulatorProcess({ dataDir, port: emulator.port });
    // The same state: the BFF released it when the upstream could not be reached.
    const retried = await send('POST', '/verify', callback);
    expect(retried.status).toBe(200);
    expect(retried.json.account).toMatchObject({ connector: 'docsapp', status: 'ACTIVE' });
    // The link made before the crash still opens its consent page, and the connect finishes.
    const verified = await send('POST', '/verify', await consent(beforeConsent.json.link));
    expect(verified.status).toBe(200);
    expect(verified.json.account).toMatchObject({ connector: 'crm', status: 'ACTIVE' });

    expect(await adasAccounts('docsapp')).toEqual([
      { id: retried.json.account.id, status: 'ACTIVE' },
    ]);
    expect(await adasAccounts('crm')).toEqual([{ id: verified.json.account.id, status: 'ACTIVE' }]);
    // A reconnect finds that account, not a second one.
    expect((await send('POST', '/links', { connector: 'docsapp' })).status).toBe(200);
    expect(await adasAccounts('docsapp')).toHaveLength(1);
  }, 60_000);
});
