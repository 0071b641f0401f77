import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { createEmulator } from '../create-emulator.ts';
import { migrate } from '../db/migrate.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'plugboard-older-folder-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** A data folder as an emulator that kept its core data in PGlite left it. */
async function olderFolder(): Promise<void> {
  const pg = await PGlite.create({ dataDir });
  await migrate(pg);
  const at = '2026-01-02T03:04:05.000Z';
  await pg.exec(`
    INSERT INTO environment_settings (full_stack_authentication, invitation_expiry_seconds)
      VALUES (true, 604800);
    INSERT INTO organizations (id, display_name, external_id, region_code, features, create_time, update_time)
      VALUES ('org_old', 'Old Co', 'ext-old', 'US', '[{"name":"sso","enabled":true}]', '${at}', '${at}');
    INSERT INTO users (id, email, create_time, update_time)
      VALUES ('usr_old', 'Old@Co.test', '${at}', '${at}');
    INSERT INTO memberships (organization_id, user_id, membership_status, provisioning_method, join_time)
      VALUES ('org_old', 'usr_old', 'ACTIVE', 'direct_provision', '${at}');
    INSERT INTO connected_accounts (id, connection_id, connector, identifier, provider, authorization_type,
        organization_id, user_id, status, authorization_details, created_at, updated_at)
      VALUES ('ca_old', 'conn_crm', 'crm', 'old@co.test', 'CUSTOM', 'OAUTH', 'org_old', 'usr_old',
        'ACTIVE', '{"oauth_token":{"access_token":"at_old"}}', '${at}', '${at}');
  `);
  await pg.close();
}

describe('a data folder an earlier emulator kept in PGlite', () => {
  it('opens with its organizations, users, memberships and accounts, read once into the store', async () => {
    await olderFolder();
    const client = { clientId: 'old-client', clientSecret: 'old-secret-2f7a' };
    for (let start = 0; start < 2; start++) {
      const emulator = await createEmulator({ dataDir, port: 0, ...client });
      try {
        const token = (await (
          await fetch(`${emulator.url}/oauth/token`, {
            method: 'POST',
            body: new URLSearchParams({
              grant_type: 'client_credentials',
              client_id: client.clientId,
              client_secret: client.clientSecret,
            }),
          })
        ).json()) as { access_token: string };
        const get = async (path: string) =>
          (await fetch(`${emulator.url}/api/v1${path}`, {
            headers: { authorization: `Bearer ${token.access_token}` },
          }).then((answer) => answer.json())) as Record<string, unknown>;

        expect(await get('/organizations/org_old')).toMatchObject({
          organization: {
            display_name: 'Old Co',
            external_id: 'ext-old',
            create_time: '2026-01-02T03:04:05.000Z',
          },
        });
        expect(await get('/users/usr_old')).toMatchObject({
          user: { email: 'Old@Co.test', memberships: [{ organization_id: 'org_old' }] },
        });
        expect(await get('/connected_accounts/auth?id=ca_old')).toMatchObject({
          connected_account: {
            identifier: 'old@co.test',
            authorization_details: { oauth_token: { access_token: 'at_old' } },
          },
        });
        const { organizations } = (await get('/organizations')) as { organizations: unknown[] };
        // Once: the second start reads the store, and finds no second copy.
        expect(organizations).toHaveLength(1);
      } finally {
        await emulator.close();
      }
    }
  }, 120_000);
});
