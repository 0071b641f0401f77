import type { ConnectorId } from '@plugboard/schema';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../common/session-user.ts';
import { setupEmulator } from '../test/use-emulator.ts';
import { createUpstreamClient } from '../upstream/upstream-client.ts';
import { type AccountAccessSettings, createAccountAccess } from './account-access.ts';
import { writeAccountMeta } from './account-meta.ts';

// src/accounts/user-accounts.ts against the emulator: which accounts are a user's, and how they
// are told apart. Accounts are made upstream directly, as a host holding a key would.
const upstream = setupEmulator();
const ADA: SessionUser = { identifier: 'ada@acme.test', organizationId: 'org_1', userId: 'u_ada' };
const client = () =>
  createUpstreamClient({
    baseUrl: upstream.emulator.url,
    clientId: upstream.emulator.clientId,
    clientSecret: upstream.emulator.clientSecret,
    fetch: upstream.fetch,
    logger: () => {},
  });

beforeEach(async () => {
  const memberships = [{ organization_id: 'org_1' }, { organization_id: 'org_2' }];
  await upstream.emulator.control.seed({
    data: {
      users: [
        { id: 'u_ada', email: 'ada@acme.test', memberships },
        { id: 'u_other', email: 'other@acme.test', memberships },
      ],
    },
  });
});

const SETTINGS: AccountAccessSettings = {
  connectors: ['warehouse', 'websearch'],
  accountOwnership: {},
  canManageOrganizationAccounts: () => false,
  chooseAccountWhenSeveral: false,
  maxAccountsPerConnector: 10,
};

async function make(
  identifier: string,
  owner: { organization_id?: string; user_id?: string } = {
    organization_id: 'org_1',
    user_id: 'u_ada',
  },
  connector: ConnectorId = 'warehouse',
): Promise<string> {
  const account = await client().createConnectedAccount({
    connector,
    identifier,
    ...owner,
    connected_account: { authorization_details: { static_auth: { details: { token: 'key' } } } },
  });
  return account.id;
}

describe("a user's accounts", () => {
  it('are the first (exact list) and the further ones (prefix search, every page), never a look-alike of anyone else', async () => {
    const first = await make('ada@acme.test');
    const second = await make('ada@acme.test#abcdefgh');
    const other = await make(
      'ada@acme.test#bcdefghi',
      { organization_id: 'org_1', user_id: 'u_ada' },
      'websearch',
    );
    // Look-alikes: another user id, another organization, no user, a longer identifier that
    // contains Ada's, a suffix that is no slot; and enough of them to fill two search pages.
    await make('ada@acme.test#zzzzzzzz', { organization_id: 'org_1', user_id: 'u_other' });
    await make('ada@acme.test#yyyyyyyy', { organization_id: 'org_2', user_id: 'u_ada' });
    await make('ada@acme.test#xxxxxxxx', { organization_id: 'org_1' });
    await make('bada@acme.test#abcdefgh');
    await make('ada@acme.test#abc');
    for (let index = 0; index < 32; index++) {
      await make(`ada@acme.test#${'abcdefghijklmnopqrstuvwxyz234567'[index]}aaaaaaa`, {
        organization_id: 'org_1',
        user_id: 'u_other',
      });
    }
    const last = await make('ada@acme.test#qqqqqqqq');
    const access = createAccountAccess(client(), SETTINGS);
    const listed = await access.list(ADA, { withNames: true }, 'req_1');
    expect(listed.map((entry) => entry.account.id).sort()).toEqual(
      [first, second, other, last].sort(),
    );
    const warehouse = await access.list(ADA, { connector: 'warehouse' }, 'req_2');
    expect(warehouse.map((entry) => entry.account.id).sort()).toEqual([first, second, last].sort());
  });

  it('are numbered by their written ordinal, else the first 1 and the further ones after, by id', async () => {
    const first = await make('ada@acme.test');
    const written = await make('ada@acme.test#abcdefgh');
    const unwritten = await make('ada@acme.test#bcdefghi');
    await writeAccountMeta(client(), written, { ordinal: 4 }, 'req_1');
    const access = createAccountAccess(client(), SETTINGS);
    const ordinals = Object.fromEntries(
      (await access.list(ADA, { withNames: true }, 'req_2')).map((entry) => [
        entry.account.id,
        entry.ordinal,
      ]),
    );
    expect(ordinals).toEqual({ [first]: 1, [written]: 4, [unwritten]: 5 });
  });

  it('have one default per connector: the latest made default, else the lowest ordinal', async () => {
    const first = await make('ada@acme.test');
    const second = await make('ada@acme.test#abcdefgh');
    const third = await make('ada@acme.test#bcdefghi');
    await writeAccountMeta(client(), second, { ordinal: 2, label: 'Archive' }, 'req_1');
    await writeAccountMeta(client(), third, { ordinal: 3, profileName: 'Acme Sales' }, 'req_1');
    const access = createAccountAccess(client(), SETTINGS);
    const defaults = async () =>
      (await access.list(ADA, {}, 'req'))
        .filter((entry) => entry.isDefault)
        .map((entry) => entry.account.id);
    expect(await defaults()).toEqual([first]);
    await writeAccountMeta(client(), third, { defaultAt: '2030-01-01T10:00:00.000Z' }, 'req_2');
    expect(await defaults()).toEqual([third]);
    await writeAccountMeta(client(), second, { defaultAt: '2030-01-01T11:00:00.000Z' }, 'req_3');
    expect(await defaults()).toEqual([second]);
    const names = Object.fromEntries(
      (await access.list(ADA, { withNames: true }, 'req_4')).map((entry) => [
        entry.account.id,
        entry.name,
      ]),
    );
    expect(names).toEqual({
      [first]: 'ada@acme.test',
      [second]: 'Archive',
      [third]: 'Acme Sales',
    });
  });

  it('are named apart when their names repeat: the own first by ordinal keep theirs, later ones get a number', async () => {
    const settings = { ...SETTINGS, accountOwnership: { warehouse: 'organization' as const } };
    const shared = await make('organization:org_1', { organization_id: 'org_1' });
    const first = await make('ada@acme.test');
    const second = await make('ada@acme.test#abcdefgh');
    const third = await make('ada@acme.test#bcdefghi');
    await writeAccountMeta(client(), second, { ordinal: 2, profileName: 'Acme' }, 'req_1');
    await writeAccountMeta(client(), third, { ordinal: 3, profileName: 'acme' }, 'req_1');
    const access = createAccountAccess(client(), settings);
    const names = Object.fromEntries(
      (await access.list(ADA, { withNames: true }, 'req_2')).map((entry) => [
        entry.account.id,
        entry.name,
      ]),
    );
    expect(names).toEqual({
      [first]: 'ada@acme.test',
      [second]: 'Acme',
      [third]: 'acme (2)',
      [shared]: 'Warehouse',
    });
  });

  it("count the organization's shared account as a member's default only when the member has none of their own", async () => {
    const settings = { ...SETTINGS, accountOwnership: { warehouse: 'organization' as const } };
    const member = { ...ADA, organizationName: 'Acme' };
    const shared = await make('organization:org_1', { organization_id: 'org_1' });
    await writeAccountMeta(client(), shared, { defaultAt: '2030-01-01T10:00:00.000Z' }, 'req_1');
    const access = createAccountAccess(client(), settings);
    expect(await access.list(member, {}, 'req_2')).toEqual([
      expect.objectContaining({
        isDefault: true,
        shared: { organization_id: 'org_1', organization_name: 'Acme' },
      }),
    ]);
    const own = await make('ada@acme.test');
    const both = await access.list(member, {}, 'req_3');
    expect(both.map((entry) => [entry.account.id, entry.isDefault])).toEqual([
      [shared, false],
      [own, true],
    ]);
  });
});
