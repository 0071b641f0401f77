import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../common/session-user.ts';
import { connectAccount, createTestBff, type TestBff } from '../test/bff-harness.ts';
import { ADA, ADA_ELSEWHERE, GRACE } from '../test/test-users.ts';
import { setupEmulator } from '../test/use-emulator.ts';
import { createUpstreamClient } from '../upstream/upstream-client.ts';

// Issue 16: the warehouse and the document library belong to the organization; Grace manages
// them, Ada is a member, ADA_ELSEWHERE (same identifier) a member of another organization.
const upstream = setupEmulator();
const ALAN: SessionUser = { identifier: 'alan@example.com', organizationId: 'org_1' };
const LONER: SessionUser = { identifier: 'loner@example.com' };
const ACME = { ...GRACE, organizationName: 'Acme' };

function orgBff(): TestBff {
  return createTestBff(upstream, {
    accounts: {
      ownership: { warehouse: 'organization', doclib: 'organization' },
      canManageOrganizationAccounts: (user) => user.identifier === GRACE.identifier,
    },
  });
}

/** The host's own view of the upstream, to see what is really there. */
const host = () =>
  createUpstreamClient({
    baseUrl: upstream.emulator.url,
    clientId: upstream.emulator.clientId,
    clientSecret: upstream.emulator.clientSecret,
    logger: () => {},
  });

const RUN = { tool_name: 'warehouse_show_warehouses', params: {} };

describe('organization accounts', () => {
  it('are connected once by a manager, upstream with the organization and no user', async () => {
    const bff = orgBff();
    const shared = await connectAccount(bff, 'warehouse', ACME);
    expect(shared).toMatchObject({
      connector: 'warehouse',
      identifier: 'organization:org_1',
      organization_id: 'org_1',
      status: 'ACTIVE',
    });
    expect(shared.user_id).toBeUndefined();
    const details = await host().getConnectedAccountDetails({ id: shared.id });
    expect(details.user_id).toBeUndefined();
  });

  it("are used by every member's tool runs, and listed as shared, disconnectable by managers only", async () => {
    const bff = orgBff();
    const shared = await connectAccount(bff, 'warehouse', ACME);
    for (const member of [ADA, ALAN]) {
      const ran = await bff.send('POST', '/tools/execute', { user: member, body: RUN });
      expect(ran.status).toBe(200);
    }
    const executed = upstream.calls.filter((call) => call.path === '/api/v1/execute_tool');
    expect(executed).toHaveLength(2);

    const adaList = await bff.send('GET', '/accounts', {
      user: { ...ADA, organizationName: 'Acme' },
    });
    expect(adaList.json.accounts).toEqual([
      expect.objectContaining({
        id: shared.id,
        shared: { organization_id: 'org_1', organization_name: 'Acme' },
        can_disconnect: false,
      }),
    ]);
    expect(adaList.json.total_size).toBe(1);
    const graceList = await bff.send('GET', '/accounts', { user: ACME });
    expect(graceList.json.accounts).toEqual([
      expect.objectContaining({ id: shared.id, can_disconnect: true }),
    ]);

    const tools = await bff.send('GET', '/tools', { user: ALAN });
    const readiness = tools.json.readiness.find(
      (entry: { tool_name: string }) => entry.tool_name === RUN.tool_name,
    );
    expect(readiness).toMatchObject({ ready: true });
  });

  it("lists a member's own account on that connector beside the organization's, runs on the member's own by default, and never shows it to others", async () => {
    const bff = orgBff();
    const shared = await connectAccount(bff, 'warehouse', ACME);
    // Ada's own warehouse account, made before the host shared the warehouse: same organization,
    // no user, her identifier. A filter by organization alone would match it.
    const own = await host().createConnectedAccount({
      connector: 'warehouse',
      identifier: ADA.identifier,
      organization_id: 'org_1',
      connected_account: { authorization_details: { static_auth: { details: { token: 'own' } } } },
    });
    // docs/internals/several-accounts.md: the organization's account is a member's default only
    // when the member has none of their own; naming it runs on it.
    const ran = await bff.send('POST', '/tools/execute', { user: ADA, body: RUN });
    expect(ran.status).toBe(200);
    expect(ran.json.account).toMatchObject({ id: own.id, is_default: true, shared_by: null });
    const named = await bff.send('POST', '/tools/execute', {
      user: { ...ADA, organizationName: 'Acme' },
      body: { ...RUN, account: shared.id },
    });
    expect(named.json.account).toMatchObject({
      id: shared.id,
      is_default: false,
      shared_by: 'Acme',
    });
    for (const account of [own, shared]) {
      const activity = await bff.send('GET', `/accounts/${account.id}/activity`, { user: ADA });
      expect(activity.json.entries).toHaveLength(1);
    }
    const graceIds = (await bff.send('GET', '/accounts', { user: GRACE })).json.accounts.map(
      (account: { id: string }) => account.id,
    );
    expect(graceIds).toEqual([shared.id]);
    const adaIds = (await bff.send('GET', '/accounts', { user: ADA })).json.accounts.map(
      (account: { id: string; shared: unknown }) => [account.id, account.shared === null],
    );
    expect(adaIds).toEqual([
      [shared.id, false],
      [own.id, true],
    ]);
  });

  it('answer 403 ORGANIZATION_ACCOUNT_MANAGERS_ONLY to a member who connects or disconnects, changing nothing', async () => {
    const bff = orgBff();
    const shared = await connectAccount(bff, 'warehouse', ACME);
    const link = await bff.send('POST', '/links', { user: ADA, body: { connector: 'warehouse' } });
    expect(link.status).toBe(403);
    expect(link.json.error.code).toBe('ORGANIZATION_ACCOUNT_MANAGERS_ONLY');
    const removed = await bff.send('DELETE', `/accounts/${shared.id}`, { user: ADA });
    expect(removed.status).toBe(403);
    expect(removed.json.error).toMatchObject({
      code: 'ORGANIZATION_ACCOUNT_MANAGERS_ONLY',
      message: expect.stringContaining('Warehouse'),
    });
    expect(upstream.calls.some((call) => call.path.includes(':delete'))).toBe(false);
    // Grace's connect made the one magic link; Ada's attempt stopped before the upstream.
    expect(upstream.calls.filter((call) => call.path.endsWith('/magic_link'))).toHaveLength(1);
    expect((await host().getConnectedAccountDetails({ id: shared.id })).status).toBe('ACTIVE');
  });

  it('are disconnected by a manager', async () => {
    const bff = orgBff();
    const shared = await connectAccount(bff, 'warehouse', ACME);
    expect((await bff.send('DELETE', `/accounts/${shared.id}`, { user: GRACE })).status).toBe(204);
    await expect(host().getConnectedAccountDetails({ id: shared.id })).rejects.toMatchObject({
      status: 404,
    });
  });

  it('are unreachable from another organization: not listed, not run, not read, not disconnected (404)', async () => {
    const bff = orgBff();
    const warehouse = await connectAccount(bff, 'warehouse', ACME);
    const library = await connectAccount(bff, 'doclib', ACME);
    const ranByMember = await bff.send('POST', '/tools/execute', { user: ADA, body: RUN });
    expect(ranByMember.status).toBe(200);
    const before = await host().listConnectedAccounts({});

    for (const outsider of [ADA_ELSEWHERE, LONER]) {
      const list = await bff.send('GET', '/accounts', { user: outsider });
      expect(list.json.accounts).toEqual([]);
      const run = await bff.send('POST', '/tools/execute', { user: outsider, body: RUN });
      expect(run.status).toBe(409);
      expect(run.json.error.code).toBe('ACCOUNT_NOT_CONNECTED');
      const named = await bff.send('POST', '/tools/execute', {
        user: outsider,
        body: { ...RUN, account: warehouse.id },
      });
      expect(named.status).toBe(400);
      expect(named.json.error).toMatchObject({ code: 'UNKNOWN_ACCOUNT', accounts: [] });
      const proxied = await bff.send(
        'POST',
        `/proxy?${new URLSearchParams({ connector: 'doclib', method: 'GET', path: '/v1.0/me/sites', account_id: library.id })}`,
        { user: outsider },
      );
      expect(proxied.status).toBe(404);
      for (const path of ['permissions', 'activity']) {
        const read = await bff.send('GET', `/accounts/${warehouse.id}/${path}`, { user: outsider });
        expect(read.status).toBe(404);
        expect(read.json.error.code).toBe('NOT_FOUND');
      }
      const removed = await bff.send('DELETE', `/accounts/${warehouse.id}`, { user: outsider });
      expect(removed.status).toBe(404);
      const link = await bff.send('POST', '/links', { user: outsider, body: { connector: 'crm' } });
      expect(link.status).toBe(200);
    }
    const after = await host().listConnectedAccounts({});
    const shape = (list: typeof before) =>
      list.connected_accounts
        .filter((account) => account.organization_id === 'org_1')
        .map(({ id, status, updated_at }) => ({ id, status, updated_at }));
    expect(shape(after)).toEqual(shape(before));
    const trail = await bff.send('GET', `/accounts/${warehouse.id}/activity`, { user: GRACE });
    expect(trail.json.entries).toHaveLength(1);
  });

  it('refuse a session whose identifier takes the reserved organization: form', async () => {
    const bff = orgBff();
    await connectAccount(bff, 'warehouse', ACME);
    const forged = await bff.send('GET', '/accounts', {
      user: { identifier: 'organization:org_1', organizationId: 'org_1' },
    });
    expect(forged.status).toBe(500);
    expect(forged.text).not.toContain('organization:org_1');
  });

  it('are named in GET /connectors, connectable only by managers, so members get no failing Connect', async () => {
    const bff = orgBff();
    const offered = async (user: SessionUser) =>
      Object.fromEntries(
        (await bff.send('GET', '/connectors', { user })).json.connectors.map(
          (connector: { id: string; shared: unknown; can_connect: boolean }) => [
            connector.id,
            { shared: connector.shared, can_connect: connector.can_connect },
          ],
        ),
      );
    const acme = { organization_id: 'org_1', organization_name: 'Acme' };
    expect((await offered({ ...ADA, organizationName: 'Acme' })).warehouse).toEqual({
      shared: acme,
      can_connect: false,
    });
    const grace = await offered(ACME);
    expect(grace.warehouse).toEqual({ shared: acme, can_connect: true });
    expect(grace.crm).toEqual({ shared: null, can_connect: true });
    // Without an organization the connector is the user's own, as ownerFor decides.
    expect((await offered(LONER)).warehouse).toEqual({ shared: null, can_connect: true });
  });

  it('are not organization accounts where the host left the connector user-owned', async () => {
    const bff = createTestBff(upstream);
    const own = await connectAccount(bff, 'warehouse', GRACE);
    expect(own.identifier).toBe(GRACE.identifier);
    const ran = await bff.send('POST', '/tools/execute', { user: ADA, body: RUN });
    expect(ran.status).toBe(409);
  });
});
