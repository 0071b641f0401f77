import { beforeEach, describe, expect, it } from 'vitest';
import { connectionListSchema } from '../../contract/connection.ts';
import { errorBody, setupEmulator } from '../../test/harness.ts';

const t = setupEmulator();

beforeEach(async () => {
  await t.emulator.control.reset();
  await t.emulator.control.seed({
    data: {
      organizations: [
        {
          id: 'org_acme',
          display_name: 'Acme',
          connections: [
            {
              id: 'conn_acme_sso',
              provider: 'IDP_SIMULATOR',
              type: 'OIDC',
              domains: ['acme.test'],
              provider_key: 'idp-sim',
            },
          ],
        },
        {
          id: 'org_globex',
          display_name: 'Globex',
          connections: [{ provider: 'CUSTOM', type: 'PASSWORD', status: 'DRAFT', enabled: false }],
        },
      ],
    },
  });
});

async function list(query = '') {
  const answer = await t.api('GET', `/api/v1/connections${query}`);
  expect(answer.status).toBe(200);
  return connectionListSchema.parse(answer.body).connections;
}

describe('GET /api/v1/connections', () => {
  it('lists the connector connections, then each organization’s own', async () => {
    const connections = await list();
    expect(connections).toHaveLength(8);
    expect(connections.slice(6)).toEqual([
      {
        id: 'conn_acme_sso',
        organization_id: 'org_acme',
        organization_name: 'Acme',
        domains: ['acme.test'],
        enabled: true,
        provider: 'IDP_SIMULATOR',
        provider_key: 'idp-sim',
        status: 'COMPLETED',
        type: 'OIDC',
      },
      {
        id: expect.stringMatching(/^conn_/),
        organization_id: 'org_globex',
        organization_name: 'Globex',
        domains: [],
        enabled: false,
        provider: 'CUSTOM',
        status: 'DRAFT',
        type: 'PASSWORD',
      },
    ]);
  });

  it('narrows to one organization with organization_id', async () => {
    expect((await list('?organization_id=org_acme')).map((c) => c.id)).toEqual(['conn_acme_sso']);
    expect(await list('?organization_id=org_missing')).toEqual([]);
    const empty = await t.api('GET', '/api/v1/connections?organization_id=');
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual(errorBody(3, 'INVALID_ARGUMENT'));
  });

  it('drops an organization’s connections with the organization', async () => {
    await t.api('DELETE', '/api/v1/organizations/org_acme');
    expect((await list()).map((c) => c.organization_id)).not.toContain('org_acme');
  });
});
