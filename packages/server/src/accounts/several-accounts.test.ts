import type { AccountListItem, AccountsPage, ConnectedAccountSummary } from '@plugboard/schema';
import { describe, expect, it } from 'vitest';
import { connectAccount, createTestBff, finishConnect, type TestBff } from '../test/bff-harness.ts';
import { readEvents } from '../test/event-stream.ts';
import { ADA, GRACE } from '../test/test-users.ts';
import { setupEmulator } from '../test/use-emulator.ts';

// docs/internals/several-accounts.md: a user's further accounts, asked for, named, chosen.
const upstream = setupEmulator();
const RUN = { tool_name: 'crm_list_people', params: {} };
const SLOT_IDENTIFIER = /^ada@example\.com#[a-z2-7]{8}$/;

function crmBff(accounts: { maxPerConnector?: number; chooseWhenSeveral?: boolean } = {}) {
  return createTestBff(upstream, { tools: { connectors: ['crm'] }, accounts });
}

async function listed(bff: TestBff, user = ADA): Promise<AccountListItem[]> {
  const answer = await bff.send('GET', '/accounts', { user });
  expect(answer.status).toBe(200);
  return (answer.json as AccountsPage).accounts;
}

/** Ada's first CRM account and a second one, added. */
async function twoCrmAccounts(
  bff: TestBff,
): Promise<[ConnectedAccountSummary, ConnectedAccountSummary]> {
  const first = await connectAccount(bff, 'crm');
  const second = await connectAccount(bff, 'crm', ADA, { add: true });
  return [first, second];
}

async function activityCount(bff: TestBff, id: string): Promise<number> {
  return (await bff.send('GET', `/accounts/${id}/activity`)).json.entries.length;
}

describe('a further account', () => {
  it('is added under a fresh slot of the owner identifier, named by its profile and ordinal, the first staying default', async () => {
    const bff = crmBff();
    const [first, second] = await twoCrmAccounts(bff);
    expect(first.identifier).toBe(ADA.identifier);
    expect(second.identifier).toMatch(SLOT_IDENTIFIER);
    expect(second.id).not.toBe(first.id);
    expect(await listed(bff)).toEqual([
      expect.objectContaining({ id: first.id, ordinal: 1, is_default: true, label: null }),
      expect.objectContaining({ id: second.id, ordinal: 2, is_default: false, label: null }),
    ]);
    // The profile read ran as each account (crm_get_current_token_info → workspace.name).
    for (const account of await listed(bff))
      expect(account.profile_name).toEqual(expect.any(String));
    const third = await connectAccount(bff, 'crm', ADA, { add: true });
    expect(third.identifier).toMatch(SLOT_IDENTIFIER);
    expect(third.identifier).not.toBe(second.identifier);
    expect((await listed(bff)).map((account) => account.ordinal)).toEqual([1, 2, 3]);
  });

  it('is the one an unfinished add left pending, asked again: abandoned links leave no rows behind', async () => {
    const bff = crmBff();
    const first = await connectAccount(bff, 'crm');
    const abandoned = await bff.send('POST', '/links', { body: { connector: 'crm', add: true } });
    expect(abandoned.status).toBe(200);
    const pending = (await listed(bff)).filter((account) => account.id !== first.id);
    expect(pending).toEqual([expect.objectContaining({ status: 'PENDING_AUTH', ordinal: 2 })]);
    const added = await connectAccount(bff, 'crm', ADA, { add: true });
    expect(added.id).toBe(pending[0]?.id);
    expect((await listed(bff)).map((account) => [account.ordinal, account.status])).toEqual([
      [1, 'ACTIVE'],
      [2, 'ACTIVE'],
    ]);
  });

  it('stops at accounts.maxPerConnector with 409 ACCOUNT_LIMIT_REACHED, before any link', async () => {
    const bff = crmBff({ maxPerConnector: 2 });
    await twoCrmAccounts(bff);
    const links = upstream.count('/api/v1/connected_accounts/magic_link');
    const refused = await bff.send('POST', '/links', { body: { connector: 'crm', add: true } });
    expect(refused.status).toBe(409);
    expect(refused.json.error).toMatchObject({
      code: 'ACCOUNT_LIMIT_REACHED',
      message:
        'You have 2 CRM accounts, the most this app allows (2). Disconnect one of them first, then add another.',
    });
    expect(upstream.count('/api/v1/connected_accounts/magic_link')).toBe(links);
    // Reconnecting one is not adding one.
    expect((await bff.send('POST', '/links', { body: { connector: 'crm' } })).status).toBe(200);
  });

  it('reconnects in place by account_id: same id, label, ordinal and default, no new row', async () => {
    const bff = crmBff();
    const [, second] = await twoCrmAccounts(bff);
    expect(
      (
        await bff.send('PATCH', `/accounts/${second.id}`, {
          body: { label: 'Personal', is_default: true },
        })
      ).status,
    ).toBe(200);
    await upstream.emulator.control.setAccountStatus(second.id, 'EXPIRED');
    const again = await connectAccount(bff, 'crm', ADA, { account_id: second.id });
    expect(again).toMatchObject({ id: second.id, identifier: second.identifier, status: 'ACTIVE' });
    const after = await listed(bff);
    expect(after).toHaveLength(2);
    expect(after[1]).toMatchObject({
      id: second.id,
      label: 'Personal',
      ordinal: 2,
      is_default: true,
    });
  });

  it("refuses account_id of another user's account (404) or of another connector (400), before any link", async () => {
    const bff = createTestBff(upstream);
    const graces = await connectAccount(bff, 'crm', GRACE);
    const docs = await connectAccount(bff, 'docsapp');
    const links = upstream.count('/api/v1/connected_accounts/magic_link');
    const others = await bff.send('POST', '/links', {
      body: { connector: 'crm', account_id: graces.id },
    });
    expect(others.status).toBe(404);
    expect(others.json.error.code).toBe('NOT_FOUND');
    const wrong = await bff.send('POST', '/links', {
      body: { connector: 'crm', account_id: docs.id },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error.message).toBe(
      `Invalid request body: account_id: ${docs.id} is a Docs account, not a CRM one`,
    );
    const both = await bff.send('POST', '/links', {
      body: { connector: 'crm', add: true, account_id: docs.id },
    });
    expect(both.status).toBe(400);
    expect(upstream.count('/api/v1/connected_accounts/magic_link')).toBe(links);
  });

  it('tells the owner’s tabs once it is named: they listed it at the webhook, before its name', async () => {
    const bff = crmBff();
    await connectAccount(bff, 'crm');
    const stream = await bff.handle(bff.request('GET', '/events'));
    const events = readEvents(stream.body);
    expect(await events.next()).toBe('');
    const second = await connectAccount(bff, 'crm', ADA, { add: true });
    expect(JSON.parse((await events.next()) ?? 'null')).toMatchObject({
      type: 'connected_account.updated',
      account: { id: second.id, connector: 'crm', status: 'ACTIVE' },
    });
    await events.cancel();
    const named = (await listed(bff)).find((account) => account.id === second.id);
    expect(named?.profile_name).toEqual(expect.any(String));
  });

  it("is verified only by its owner's session: another user finishing the link gets 400 and no account", async () => {
    const bff = crmBff();
    await connectAccount(bff, 'crm');
    const link = await bff.send('POST', '/links', { body: { connector: 'crm', add: true } });
    // The state, slot and all, is bound to Ada's session; Grace cannot spend it.
    await expect(finishConnect(bff, link, GRACE)).rejects.toThrow(/400.*INVALID_STATE/);
    expect(await listed(bff, GRACE)).toEqual([]);
  });
});

describe('PATCH /accounts/:id', () => {
  it('renames an account and makes it the default, answering it as listed, and tells the owner’s tabs', async () => {
    const bff = crmBff();
    const [first, second] = await twoCrmAccounts(bff);
    const stream = await bff.handle(bff.request('GET', '/events'));
    const events = readEvents(stream.body);
    expect(await events.next()).toBe('');
    const renamed = await bff.send('PATCH', `/accounts/${second.id}`, {
      body: { label: '  Personal  ' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.json).toMatchObject({
      id: second.id,
      label: 'Personal',
      is_default: false,
      can_disconnect: true,
    });
    expect(JSON.parse((await events.next()) ?? 'null')).toMatchObject({
      type: 'connected_account.updated',
      account: { id: second.id, connector: 'crm', status: 'ACTIVE', shared: null },
    });
    const found = await bff.send('GET', '/accounts?query=perso');
    expect(found.json.accounts.map((account: { id: string }) => account.id)).toEqual([second.id]);
    const made = await bff.send('PATCH', `/accounts/${second.id}`, { body: { is_default: true } });
    expect(made.json).toMatchObject({ id: second.id, label: 'Personal', is_default: true });
    await events.cancel();
    expect((await listed(bff)).map((account) => [account.id, account.is_default])).toEqual([
      [first.id, false],
      [second.id, true],
    ]);
    const ran = await bff.send('POST', '/tools/execute', { body: RUN });
    expect(ran.json.account).toEqual({
      id: second.id,
      name: 'Personal',
      is_default: true,
      shared_by: null,
    });
    // Making the first the default again is one more write; the latest wins.
    await bff.send('PATCH', `/accounts/${first.id}`, { body: { is_default: true } });
    expect((await listed(bff))[0]).toMatchObject({ id: first.id, is_default: true });
  });

  it("answers 404 for another user's account and 400 for a bad body, writing nothing", async () => {
    const bff = crmBff();
    const graces = await connectAccount(bff, 'crm', GRACE);
    const mine = await connectAccount(bff, 'crm');
    const puts = () => upstream.calls.filter((call) => call.method === 'PUT').length;
    const written = puts();
    const others = await bff.send('PATCH', `/accounts/${graces.id}`, {
      body: { label: 'Mine now' },
    });
    expect(others.status).toBe(404);
    expect(others.json.error.code).toBe('NOT_FOUND');
    for (const body of [
      {},
      { label: '' },
      { label: 'x'.repeat(61) },
      { is_default: false },
      { label: 'A', extra: 1 },
    ]) {
      const bad = await bff.send('PATCH', `/accounts/${mine.id}`, { body });
      expect(bad.status).toBe(400);
      expect(bad.json.error.code).toBe('VALIDATION_FAILED');
    }
    expect(puts()).toBe(written);
    expect((await listed(bff, GRACE))[0]).toMatchObject({ label: null });
  });

  it("lets only managers rename the organization's shared account (403 for members)", async () => {
    const bff = createTestBff(upstream, {
      accounts: {
        ownership: { warehouse: 'organization' },
        canManageOrganizationAccounts: (user) => user.identifier === GRACE.identifier,
      },
    });
    const shared = await connectAccount(bff, 'warehouse', GRACE);
    const member = await bff.send('PATCH', `/accounts/${shared.id}`, { body: { label: 'Ours' } });
    expect(member.status).toBe(403);
    expect(member.json.error.code).toBe('ORGANIZATION_ACCOUNT_MANAGERS_ONLY');
    const manager = await bff.send('PATCH', `/accounts/${shared.id}`, {
      user: GRACE,
      body: { label: 'Ours' },
    });
    expect(manager.json).toMatchObject({ label: 'Ours', is_default: true });
    expect((await listed(bff))[0]).toMatchObject({ id: shared.id, label: 'Ours' });
  });
});

describe('disconnecting the default', () => {
  it('hands the default to the next account, which a run without account then uses', async () => {
    const bff = crmBff();
    const [first, second] = await twoCrmAccounts(bff);
    expect((await bff.send('DELETE', `/accounts/${first.id}`)).status).toBe(204);
    expect(await listed(bff)).toEqual([
      expect.objectContaining({ id: second.id, is_default: true }),
    ]);
    const ran = await bff.send('POST', '/tools/execute', { body: RUN });
    expect(ran.json.account).toMatchObject({ id: second.id, is_default: true });
    expect(await activityCount(bff, second.id)).toBe(1);
  });
});

describe('POST /tools/execute with two CRM accounts', () => {
  it('runs on the default without account, and on the one named by id or label (any case, or part of it)', async () => {
    const bff = crmBff();
    const [first, second] = await twoCrmAccounts(bff);
    await bff.send('PATCH', `/accounts/${first.id}`, { body: { label: 'Work CRM' } });
    await bff.send('PATCH', `/accounts/${second.id}`, { body: { label: 'Personal' } });
    const run = async (account?: string) =>
      (await bff.send('POST', '/tools/execute', { body: { ...RUN, ...(account && { account }) } }))
        .json.account.id;
    expect(await run()).toBe(first.id);
    expect(await run(second.id)).toBe(second.id);
    expect(await run('personal')).toBe(second.id);
    expect(await run('Work')).toBe(first.id);
    // Each run landed upstream on the account it names (its activity trail).
    expect(await activityCount(bff, first.id)).toBe(2);
    expect(await activityCount(bff, second.id)).toBe(2);
  });

  it('answers 400 UNKNOWN_ACCOUNT listing the accounts, and 409 ACCOUNT_CHOICE_REQUIRED for a name that fits two', async () => {
    const bff = crmBff();
    const [first, second] = await twoCrmAccounts(bff);
    await bff.send('PATCH', `/accounts/${first.id}`, { body: { label: 'Work north' } });
    await bff.send('PATCH', `/accounts/${second.id}`, { body: { label: 'Work south' } });
    const executed = upstream.count('/api/v1/execute_tool');
    const unknown = await bff.send('POST', '/tools/execute', { body: { ...RUN, account: 'Home' } });
    expect(unknown.status).toBe(400);
    expect(unknown.json.error).toMatchObject({
      code: 'UNKNOWN_ACCOUNT',
      message:
        'You have no CRM account named "Home". Your CRM accounts: Work north (default), Work south. Name one of them in account, or leave it out to use the default.',
      accounts: [
        { id: first.id, name: 'Work north', is_default: true, shared_by: null },
        { id: second.id, name: 'Work south', is_default: false, shared_by: null },
      ],
    });
    const ambiguous = await bff.send('POST', '/tools/execute', {
      body: { ...RUN, account: 'work' },
    });
    expect(ambiguous.status).toBe(409);
    expect(ambiguous.json.error.code).toBe('ACCOUNT_CHOICE_REQUIRED');
    expect(ambiguous.json.error.accounts.map((account: { id: string }) => account.id)).toEqual([
      first.id,
      second.id,
    ]);
    expect(upstream.count('/api/v1/execute_tool')).toBe(executed);
  });

  it('asks for a choice without account when the host set accounts.chooseWhenSeveral', async () => {
    const bff = crmBff({ chooseWhenSeveral: true });
    const first = await connectAccount(bff, 'crm');
    expect((await bff.send('POST', '/tools/execute', { body: RUN })).status).toBe(200);
    await connectAccount(bff, 'crm', ADA, { add: true });
    const asked = await bff.send('POST', '/tools/execute', { body: RUN });
    expect(asked.status).toBe(409);
    expect(asked.json.error.code).toBe('ACCOUNT_CHOICE_REQUIRED');
    expect(asked.json.error.accounts).toHaveLength(2);
    expect(
      (await bff.send('POST', '/tools/execute', { body: { ...RUN, account: first.id } })).status,
    ).toBe(200);
  });
});

describe('GET /tools readiness', () => {
  it("reads each connector's default account, in one accounts list", async () => {
    const bff = crmBff();
    const [first, second] = await twoCrmAccounts(bff);
    await upstream.emulator.control.setAccountStatus(first.id, 'EXPIRED');
    const lookups = () =>
      upstream.count('/api/v1/connected_accounts') +
      upstream.count('/api/v1/connected_accounts:search');
    const before = lookups();
    const ready = (await bff.send('GET', '/tools')).json.readiness[0];
    expect(ready).toMatchObject({ ready: false, reason: 'expired' });
    expect(lookups() - before).toBe(1);
    await bff.send('PATCH', `/accounts/${second.id}`, { body: { is_default: true } });
    expect((await bff.send('GET', '/tools')).json.readiness[0]).toMatchObject({ ready: true });
  });
});
