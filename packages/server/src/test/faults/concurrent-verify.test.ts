import { answerConsent } from '@plugboard/test-kit';
import { describe, expect, it } from 'vitest';
import { createUpstreamClient } from '../../upstream/upstream-client.ts';
import { createTestBff } from '../bff-harness.ts';
import { ADA } from '../test-users.ts';
import { setupEmulator } from '../use-emulator.ts';

// docs/reliability.md §"Two verifies of one state": a callback page sent twice at once (a double
// click, a reload racing the first load) has one winner. Across two BFF processes on one Redis:
// state/shared-used-state.test.ts.
const upstream = setupEmulator();
const VERIFY = '/api/v1/connected_accounts/user/verify';

describe('verifies of one state at once, in one BFF', () => {
  it('let exactly one win; the others get INVALID_STATE; one account, verified once', async () => {
    const bff = createTestBff(upstream);
    const link = await bff.send('POST', '/links', { body: { connector: 'crm' } });
    const redirect = await answerConsent(upstream.emulator, link.json.link);
    const body = { auth_request_id: redirect.authRequestId, state: redirect.state };

    const answers = await Promise.all(
      Array.from({ length: 6 }, () => bff.send('POST', '/verify', { body })),
    );
    const winners = answers.filter((answer) => answer.status === 200);
    expect(winners).toHaveLength(1);
    for (const loser of answers.filter((answer) => answer.status !== 200)) {
      expect(loser.status).toBe(400);
      expect(loser.json.error).toMatchObject({
        code: 'INVALID_STATE',
        message: 'The state parameter was already used. Start connecting again.',
      });
    }
    expect(upstream.count(VERIFY)).toBe(1);
    const seed = createUpstreamClient({
      baseUrl: upstream.emulator.url,
      clientId: upstream.emulator.clientId,
      clientSecret: upstream.emulator.clientSecret,
    });
    const { connected_accounts: accounts } = await seed.listConnectedAccounts({
      identifier: ADA.identifier,
      organization_id: ADA.organizationId,
    });
    expect(accounts.map((account) => [account.id, account.status])).toEqual([
      [winners[0]?.json.account.id, 'ACTIVE'],
    ]);
  });
});
