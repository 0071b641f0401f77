import { expect } from 'vitest';
import type { Emulator } from '../index.ts';
import type { Answer } from './harness.ts';

type Call = (
  method: string,
  path: string,
  options?: { body?: unknown; token?: string | null },
) => Promise<Answer>;
type ExpectStatus = (answer: Answer, status: number, errorCode?: string) => void;

/**
 * Every virtual MCP server operation, each success and error it documents, through `call` (which
 * checks each answer against the OpenAPI document). Leaves no configuration behind.
 */
export async function exerciseMcpConfigOperations(
  emulator: Emulator,
  call: Call,
  expectStatus: ExpectStatus,
): Promise<void> {
  const configs = '/api/v1/mcp/configs';
  await emulator.control.seed({
    data: {
      connected_accounts: [{ connector: 'docsapp', identifier: 'mcp-ada', status: 'ACTIVE' }],
    },
  });
  const created = await call('POST', configs, {
    body: {
      name: 'contract-agent',
      connection_tool_mappings: [
        { connection_name: 'docsapp', tools: ['docsapp_page_get'] },
        { connection_name: 'crm' },
      ],
    },
  });
  expectStatus(created, 201);
  const { id, mcp_server_url } = (
    created.body as { config: { id: string; mcp_server_url: string } }
  ).config;
  expectStatus(await call('POST', configs, { body: { name: 'contract-agent' } }), 409);
  expectStatus(
    await call('POST', configs, {
      body: { name: 'x', connection_tool_mappings: [{ connection_name: 'crm', tools: ['nope'] }] },
    }),
    400,
    'UNKNOWN_TOOL',
  );
  expectStatus(await call('POST', configs, { body: { name: 'x' }, token: null }), 401);

  expectStatus(await call('GET', `${configs}?filter.mcp_server_url=${mcp_server_url}`), 200);
  expectStatus(await call('GET', `${configs}?page_size=31`), 400);
  expectStatus(await call('GET', `${configs}/${id}`), 200);
  expectStatus(await call('GET', `${configs}/cfg_none`), 404);
  expectStatus(
    await call('PUT', `${configs}/${id}`, { body: { description: 'Reads pages' } }),
    200,
  );
  expectStatus(await call('PUT', `${configs}/${id}`, { body: { name: 'renamed' } }), 400);
  expectStatus(await call('PUT', `${configs}/cfg_none`, { body: {} }), 404);

  const accounts = `${configs}/${id}/connected_accounts`;
  const states = await call('POST', accounts, {
    body: { identifier: 'mcp-ada', include_auth_link: true },
  });
  expectStatus(states, 200);
  expect(states.body).toMatchObject({
    connected_accounts: [
      { connection_name: 'docsapp', connected_account_status: 'ACTIVE' },
      { connection_name: 'crm', connected_account_status: 'PENDING_AUTH' },
    ],
  });
  expectStatus(await call('POST', accounts, { body: {} }), 400);
  expectStatus(
    await call('POST', `${configs}/cfg_none/connected_accounts`, { body: { identifier: 'a' } }),
    404,
  );

  const tokens = `${configs}/${id}/tokens`;
  expectStatus(
    await call('POST', tokens, { body: { identifier: 'mcp-ada' } }),
    400,
    'CONNECTED_ACCOUNT_NOT_ACTIVE',
  );
  expectStatus(
    await call('PUT', `${configs}/${id}`, {
      body: { connection_tool_mappings: [{ connection_name: 'docsapp' }] },
    }),
    200,
  );
  expectStatus(
    await call('POST', tokens, { body: { identifier: 'mcp-ada', expiry: '600s' } }),
    200,
  );
  expectStatus(await call('POST', tokens, { body: { identifier: 'mcp-ada', expiry: '30s' } }), 400);
  expectStatus(
    await call('POST', `${configs}/cfg_none/tokens`, { body: { identifier: 'a' } }),
    404,
  );

  expectStatus(await call('DELETE', `${configs}/${id}`), 200);
  expectStatus(await call('DELETE', `${configs}/${id}`), 404);
}
