import { describe, expect, it } from 'vitest';
import { setupEmulator } from '../test/use-emulator.ts';
import { createUpstreamClient } from './upstream-client.ts';
import { UpstreamError } from './upstream-error.ts';

const upstream = setupEmulator();

describe('the upstream client’s virtual MCP server operations', () => {
  it('creates, lists, updates and deletes a configuration, each answer typed', async () => {
    const { url, clientId, clientSecret } = upstream.emulator;
    const client = createUpstreamClient({ baseUrl: url, clientId, clientSecret, logger: () => {} });
    const created = await client.createMcpConfig({
      name: 'crm-reader',
      connection_tool_mappings: [{ connection_name: 'crm', tools: ['crm_get_company'] }],
    });
    const listed = await client.listMcpConfigs({ 'filter.name': 'crm-reader' });
    expect(listed.configs.map((config) => config.id)).toEqual([created.id]);
    const updated = await client.updateMcpConfig({ config_id: created.id, description: 'Reads' });
    expect(updated).toMatchObject({ name: 'crm-reader', description: 'Reads' });
    await client.deleteMcpConfig({ config_id: created.id });
    const gone = await client.getMcpConfig({ config_id: created.id }).catch((error) => error);
    expect(gone).toBeInstanceOf(UpstreamError);
    expect(gone).toMatchObject({ status: 404 });
    await expect(
      client.createMcpSessionToken({ mcp_config_id: created.id, identifier: 'ada', expiry: '1h' }),
    ).rejects.toThrow(TypeError);
  });
});
