import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { connectAccount, createTestBff } from '../test/bff-harness.ts';
import { ADA, GRACE } from '../test/test-users.ts';
import { setupEmulator } from '../test/use-emulator.ts';
import { createUpstreamClient } from '../upstream/upstream-client.ts';

const upstream = setupEmulator();

function client() {
  const { url, clientId, clientSecret } = upstream.emulator;
  return createUpstreamClient({ baseUrl: url, clientId, clientSecret, logger: () => {} });
}

describe('plugboard.hostedMcp.prepareSession', () => {
  it('asks for the inactive connection first, then hands over a session the SDK client uses', async () => {
    const bff = createTestBff(upstream);
    const config = await client().createMcpConfig({
      name: 'ada-background',
      connection_tool_mappings: [
        { connection_name: 'docsapp', tools: ['docsapp_user_list'] },
        { connection_name: 'crm', tools: ['crm_list_companies'] },
      ],
    });
    await connectAccount(bff, 'docsapp');

    const pending = await bff.plugboard.hostedMcp.prepareSession({
      user: ADA,
      configId: config.id,
    });
    expect(pending).toEqual({
      status: 'authorization_required',
      url: config.mcp_server_url,
      accounts: [
        { connection: 'docsapp', status: 'ACTIVE' },
        {
          connection: 'crm',
          status: 'NOT_CONNECTED',
          authorization_link: expect.stringMatching(
            new RegExp(`^${upstream.emulator.url}/connect/`),
          ),
        },
      ],
    });

    await connectAccount(bff, 'crm');
    const ready = await bff.plugboard.hostedMcp.prepareSession({
      user: ADA,
      configId: config.id,
      expirySeconds: 600,
    });
    if (ready.status !== 'ready')
      throw new Error(`expected a session, got ${JSON.stringify(ready)}`);
    expect(decodeJwt(ready.token)).toMatchObject({ sub: ADA.identifier, mcp_cfg: config.id });
    expect(
      Date.parse(ready.expires_at) - upstream.emulator.control.now().getTime(),
    ).toBeLessThanOrEqual(600_000);

    const mcp = new Client({ name: 'background-agent', version: '1.0.0' });
    await mcp.connect(
      new StreamableHTTPClientTransport(new URL(ready.url), {
        requestInit: { headers: { authorization: `Bearer ${ready.token}` } },
      }),
    );
    expect((await mcp.listTools()).tools.map((tool) => tool.name)).toEqual([
      'docsapp_user_list',
      'crm_list_companies',
    ]);
    const result = await mcp.callTool({ name: 'crm_list_companies', arguments: {} });
    expect(result.isError).toBeFalsy();
    await mcp.close();
  });

  it('uses the organization’s identifier on organization-owned connections, links for managers only', async () => {
    const bff = createTestBff(upstream, {
      accounts: {
        ownership: { crm: 'organization' },
        canManageOrganizationAccounts: (user) => user.identifier === GRACE.identifier,
      },
    });
    const config = await client().createMcpConfig({
      name: 'team-crm',
      connection_tool_mappings: [{ connection_name: 'crm' }],
    });
    const asAda = await bff.plugboard.hostedMcp.prepareSession({ user: ADA, configId: config.id });
    expect(asAda.accounts).toEqual([{ connection: 'crm', status: 'NOT_CONNECTED' }]);
    const asGrace = await bff.plugboard.hostedMcp.prepareSession({
      user: GRACE,
      configId: config.id,
    });
    expect(asGrace.accounts[0]?.authorization_link).toMatch(/\/connect\//);

    await connectAccount(bff, 'crm', GRACE);
    const ready = await bff.plugboard.hostedMcp.prepareSession({ user: ADA, configId: config.id });
    if (ready.status !== 'ready')
      throw new Error(`expected a session, got ${JSON.stringify(ready)}`);
    expect(decodeJwt(ready.token).sub).toBe('organization:org_1');
  });

  it('refuses a configuration mixing owners and a bad user', async () => {
    const bff = createTestBff(upstream, { accounts: { ownership: { crm: 'organization' } } });
    const mixed = await client().createMcpConfig({
      name: 'mixed',
      connection_tool_mappings: [{ connection_name: 'crm' }, { connection_name: 'docsapp' }],
    });
    await expect(
      bff.plugboard.hostedMcp.prepareSession({ user: ADA, configId: mixed.id }),
    ).rejects.toThrow(/mixes organization-owned and user-owned connections/);
    await expect(
      bff.plugboard.hostedMcp.prepareSession({
        user: { identifier: 'organization:org_1' },
        configId: mixed.id,
      }),
    ).rejects.toThrow(/user: identifier/);
  });
});
