import { beforeEach, describe, expect, it } from 'vitest';
import { seedOwners, setupEmulator } from '../../test/harness.ts';

const t = setupEmulator();

beforeEach(async () => {
  await t.emulator.control.reset();
});

describe('GET /', () => {
  it('shows the connections, the accounts with their status, and the faults', async () => {
    await seedOwners(t.emulator, { users: ['u1'] });
    await t.api('POST', '/api/v1/connected_accounts', {
      connector: 'crm',
      identifier: 'ann@example.com',
      user_id: 'u1',
    });
    t.emulator.control.addFault({ connector: 'video', kind: '503', count: 2 });
    const page = await t.request('/');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.body).toContain('<code>warehouse</code>');
    expect(page.body).toContain('Connected accounts (1)');
    expect(page.body).toMatch(/ann@example\.com<\/td><td>u1<\/td><td>PENDING_AUTH/);
    expect(page.body).toContain('Faults (1)');
  });

  it('shows the organizations and the users with their memberships and roles', async () => {
    await t.emulator.control.seed({ scenario: 'demo' });
    const page = await t.request('/');
    expect(page.body).toContain('Organizations (2)');
    expect(page.body).toMatch(
      /<code>org_acme<\/code><\/td><td>Acme Corp<\/td><td>acme<\/td><td>sso<\/td>/,
    );
    expect(page.body).toContain('Users (5)');
    expect(page.body).toContain('org_acme (ACTIVE: admin)');
    expect(page.body).toContain('org_globex (PENDING_INVITE: member)');
    expect(page.body).toContain('IDP_SIMULATOR');
  });

  it('escapes what clients stored', async () => {
    await t.api('POST', '/api/v1/connected_accounts', {
      connector: 'crm',
      identifier: '<script>alert(1)</script>',
    });
    const page = await t.request('/');
    expect(page.body).not.toContain('<script>');
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});
