import { describe, expect, it } from 'vitest';
import { connectAccount, createTestBff } from '../test/bff-harness.ts';
import { setupEmulator } from '../test/use-emulator.ts';
import { createUpstreamClient } from '../upstream/upstream-client.ts';
import { readAccountMeta, writeAccountMeta } from './account-meta.ts';

const upstream = setupEmulator();

describe('account meta in api_config', () => {
  it('reads each fact from its own key', () => {
    expect(
      readAccountMeta({
        api_config: {
          plugboard_label: 'Work CRM',
          plugboard_default_at: '2030-01-01T10:00:00.000Z',
          plugboard_profile_name: 'Acme Sales',
          plugboard_ordinal: 2,
          timeout_ms: 5000,
        },
      }),
    ).toEqual({
      label: 'Work CRM',
      defaultAt: '2030-01-01T10:00:00.000Z',
      profileName: 'Acme Sales',
      ordinal: 2,
    });
    expect(readAccountMeta({})).toEqual({});
  });

  it('reads a value another writer left in a shape it does not know as absent, keeping the others', () => {
    expect(
      readAccountMeta({
        api_config: {
          plugboard_label: '',
          plugboard_default_at: 'yesterday',
          plugboard_profile_name: { name: 'Acme' },
          plugboard_ordinal: 1.5,
        },
      }),
    ).toEqual({});
    expect(
      readAccountMeta({
        api_config: {
          plugboard_label: 'x'.repeat(61),
          plugboard_default_at: 17,
          plugboard_profile_name: 'Acme',
          plugboard_ordinal: -1,
        },
      }),
    ).toEqual({ profileName: 'Acme' });
  });

  it('writes only the facts given, each merged beside what the account holds', async () => {
    const bff = createTestBff(upstream);
    const account = await connectAccount(bff, 'docsapp');
    const client = createUpstreamClient({
      baseUrl: upstream.emulator.url,
      clientId: upstream.emulator.clientId,
      clientSecret: upstream.emulator.clientSecret,
      fetch: upstream.fetch,
      logger: () => {},
    });
    const puts = () => upstream.calls.filter((call) => call.method === 'PUT').length;
    const before = puts();
    await writeAccountMeta(client, account.id, {}, 'req_1');
    expect(puts()).toBe(before);
    await writeAccountMeta(client, account.id, { label: 'Docs at work', ordinal: 3 }, 'req_2');
    await writeAccountMeta(client, account.id, { defaultAt: '2030-01-01T10:00:00.000Z' }, 'req_3');
    const details = await client.getConnectedAccountDetails({ id: account.id });
    expect(readAccountMeta(details)).toEqual({
      label: 'Docs at work',
      ordinal: 3,
      defaultAt: '2030-01-01T10:00:00.000Z',
    });
  });
});
