import { describe, expect, it } from 'vitest';
import { getTool, toolParamsJsonSchema } from '../tools/catalog.ts';
import { connectedAccountDetailsResponseSchema } from './connected-account-details.ts';
import { listScopedToolsQuerySchema, upstreamToolSchema } from './tool-listing.ts';

const tool = {
  id: 'tol_crm_create_task',
  provider: 'CRM',
  definition: {
    name: 'crm_create_task',
    description: getTool('crm_create_task').description,
    input_schema: toolParamsJsonSchema(getTool('crm_create_task')),
  },
  is_default: true,
  metadata: { connector: 'crm' },
  tags: ['crm', 'write'],
  updated_at: '2026-01-01T00:00:00.000Z',
};

describe('tool listings', () => {
  it('takes a listed tool with its definition and input schema', () => {
    expect(upstreamToolSchema.parse(tool)).toEqual(tool);
    expect(() => upstreamToolSchema.parse({ ...tool, definition: { name: 'x' } })).toThrow();
  });

  it('needs an identifier to list scoped tools', () => {
    expect(listScopedToolsQuerySchema.safeParse({}).success).toBe(false);
    expect(listScopedToolsQuerySchema.parse({ identifier: 'ada' })).toEqual({ identifier: 'ada' });
  });
});

describe('connected account details', () => {
  const account = {
    id: 'ca_1',
    connection_id: 'conn_crm',
    connector: 'crm',
    identifier: 'ada',
    provider: 'CUSTOM',
    authorization_type: 'OAUTH',
    status: 'ACTIVE',
    updated_at: '2026-01-01T00:00:00.000Z',
    api_config: { timeout_ms: 500 },
  };

  it('takes the metadata and refuses an answer that carries credentials', () => {
    expect(connectedAccountDetailsResponseSchema.parse({ connected_account: account })).toEqual({
      connected_account: account,
    });
    const withCredentials = {
      ...account,
      authorization_details: { oauth_token: { access_token: 'at' } },
    };
    expect(
      connectedAccountDetailsResponseSchema.safeParse({ connected_account: withCredentials })
        .success,
    ).toBe(false);
  });
});
