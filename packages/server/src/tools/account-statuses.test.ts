import type { ConnectedAccountStatus } from '@plugboard/schema';
import { describe, expect, it } from 'vitest';
import { connectAccount, createTestBff } from '../test/bff-harness.ts';
import { ADA } from '../test/test-users.ts';
import { setupEmulator } from '../test/use-emulator.ts';

const upstream = setupEmulator();
const RUN = { tool_name: 'crm_list_people', params: {} };

// docs/internals/upstream-api.md §3: what each status of the hosted service means for a tool run.
const CASES: [ConnectedAccountStatus, string, string][] = [
  ['DISCONNECTED', 'disconnected', 'ACCOUNT_DISCONNECTED'],
  ['REVOKED', 'disconnected', 'ACCOUNT_DISCONNECTED'],
  ['ERROR', 'disconnected', 'ACCOUNT_DISCONNECTED'],
  ['SUSPENDED', 'suspended', 'ACCOUNT_SUSPENDED'],
  ['EXPIRED', 'expired', 'ACCOUNT_EXPIRED'],
  ['PENDING_VERIFICATION', 'pending', 'ACCOUNT_NOT_CONNECTED'],
];

describe('an account in each status of the hosted service', () => {
  it.each(CASES)(
    '%s: GET /tools says %s, POST /tools/execute answers 409 %s, the model tool asks for it',
    async (status, reason, code) => {
      const bff = createTestBff(upstream, { tools: { connectors: ['crm'] } });
      const account = await connectAccount(bff, 'crm');
      await upstream.emulator.control.setAccountStatus(account.id, status);

      const tools = await bff.send('GET', '/tools');
      const readiness = tools.json.readiness.find(
        (entry: { tool_name: string }) => entry.tool_name === RUN.tool_name,
      );
      expect(readiness).toMatchObject({ ready: false, reason });

      const ran = await bff.send('POST', '/tools/execute', { body: RUN });
      expect(ran.status).toBe(409);
      expect(ran.json.error.code).toBe(code);
      expect(ran.json.error.message).toContain(account.id);

      const listed = await bff.send('GET', '/accounts');
      expect(listed.json.accounts[0]).toMatchObject({ id: account.id, status });

      const output = await bff.plugboard.tools.run(RUN.tool_name, {}, ADA);
      expect(output).toMatchObject({
        status: 'authorization_required',
        reason,
        account_id: account.id,
      });
    },
  );

  it('reads an account that stops being ACTIVE between the lookup and the run as disconnected', async () => {
    const bff = createTestBff(upstream, { tools: { connectors: ['crm'] } });
    const account = await connectAccount(bff, 'crm');
    // The run waits upstream; meanwhile the service disconnects the account it already picked.
    upstream.emulator.control.addFault({
      route: '/api/v1/execute_tool',
      kind: 'latency',
      latency_ms: 300,
      count: 1,
    });
    const pending = bff.send('POST', '/tools/execute', { body: RUN });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await upstream.emulator.control.setAccountStatus(account.id, 'DISCONNECTED');
    const ran = await pending;
    expect(ran.status).toBe(409);
    expect(ran.json.error.code).toBe('ACCOUNT_DISCONNECTED');
    const trail = await bff.send('GET', `/accounts/${account.id}/activity`);
    expect(trail.json.entries[0]).toMatchObject({
      outcome: 'error',
      error_code: 'ACCOUNT_DISCONNECTED',
    });
  });
});
