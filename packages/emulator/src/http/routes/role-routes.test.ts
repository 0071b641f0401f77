import { beforeEach, describe, expect, it } from 'vitest';
import { type Role, roleListSchema, roleResponseSchema } from '../../contract/role.ts';
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
          roles: [{ name: 'support_agent', extends: 'member', permissions: ['tickets:read'] }],
        },
        { id: 'org_other', display_name: 'Other', roles: [{ name: 'auditor' }] },
      ],
    },
  });
});

async function listRoles(query = ''): Promise<Role[]> {
  const answer = await t.api('GET', `/api/v1/organizations/org_acme/roles${query}`);
  expect(answer.status).toBe(200);
  return roleListSchema.parse(answer.body).roles;
}

async function createRole(path: string, body: Record<string, unknown>): Promise<Role> {
  const answer = await t.api('POST', path, body);
  expect(answer.status).toBe(201);
  return roleResponseSchema.parse(answer.body).role;
}

describe('GET /api/v1/organizations/{org_id}/roles', () => {
  it('lists the environment roles, then the organization’s own, without permissions', async () => {
    const roles = await listRoles();
    expect(roles.map((role) => [role.name, role.is_org_role])).toEqual([
      ['member', false],
      ['admin', false],
      ['support_agent', true],
    ]);
    const member = roles[0];
    expect(member).toMatchObject({
      id: expect.stringMatching(/^role_/),
      display_name: 'Member',
      default_member: true,
      default_creator: false,
      // admin and support_agent both extend member.
      dependent_roles_count: 2,
    });
    expect(member).not.toHaveProperty('extends');
    expect(roles[1]).toMatchObject({ extends: 'member', default_creator: true });
    for (const role of roles) expect(role).not.toHaveProperty('permissions');
  });

  it('adds each role’s own permissions with include=permissions', async () => {
    const roles = await listRoles('?include=permissions');
    const byName = Object.fromEntries(
      roles.map((role) => [role.name, role.permissions?.map((p) => p.name)]),
    );
    expect(byName).toEqual({
      member: ['connected_accounts:use', 'organization:read'],
      admin: ['connected_accounts:manage', 'members:manage', 'organization:manage'],
      support_agent: ['tickets:read'],
    });
    expect(roles[0]?.permissions?.[0]).toEqual({
      id: expect.stringMatching(/^perm_/),
      name: 'connected_accounts:use',
      role_name: 'member',
      create_time: expect.any(String),
    });
  });

  it('adds inherited permissions, named after the role granting them, with permissions:all', async () => {
    const roles = await listRoles('?include=permissions:all');
    const agent = roles.find((role) => role.name === 'support_agent');
    expect(agent?.permissions?.map((p) => [p.name, p.role_name])).toEqual([
      ['connected_accounts:use', 'member'],
      ['organization:read', 'member'],
      ['tickets:read', 'support_agent'],
    ]);
  });

  it('answers 404 for an unknown organization and 400 for an unknown include', async () => {
    const missing = await t.api('GET', '/api/v1/organizations/org_missing/roles');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual(errorBody(5, 'NOT_FOUND'));
    const bogus = await t.api('GET', '/api/v1/organizations/org_acme/roles?include=everything');
    expect(bogus.status).toBe(400);
    expect(bogus.body).toEqual(errorBody(3, 'INVALID_ARGUMENT'));
  });
});

describe('GET /api/v1/roles', () => {
  it('lists only the environment roles', async () => {
    const answer = await t.api('GET', '/api/v1/roles');
    expect(roleListSchema.parse(answer.body).roles.map((role) => role.name)).toEqual([
      'member',
      'admin',
    ]);
  });
});

describe('POST /api/v1/roles and /api/v1/organizations/{org_id}/roles', () => {
  it('creates an environment role every organization sees', async () => {
    const role = await createRole('/api/v1/roles', {
      name: 'viewer',
      display_name: 'Viewer',
      description: 'Reads only.',
      permissions: ['organization:read'],
    });
    expect(role).toMatchObject({ name: 'viewer', is_org_role: false, dependent_roles_count: 0 });
    expect(role.permissions?.map((p) => p.name)).toEqual(['organization:read']);
    expect((await listRoles()).map((r) => r.name)).toContain('viewer');
  });

  it('creates an organization role that only its organization sees', async () => {
    const role = await createRole('/api/v1/organizations/org_acme/roles', {
      name: 'billing',
      extends: 'support_agent',
    });
    expect(role).toMatchObject({ name: 'billing', extends: 'support_agent', is_org_role: true });
    const other = await t.api('GET', '/api/v1/organizations/org_other/roles');
    expect(roleListSchema.parse(other.body).roles.map((r) => r.name)).toEqual([
      'member',
      'admin',
      'auditor',
    ]);
  });

  it('moves default_member to the newest role that claims it', async () => {
    await createRole('/api/v1/roles', { name: 'guest', default_member: true });
    const roles = await listRoles();
    expect(roles.filter((role) => role.default_member).map((role) => role.name)).toEqual(['guest']);
  });

  it('keeps names to 1 to 100 letters, digits and underscores, descriptions to 2000 characters', async () => {
    await createRole('/api/v1/roles', { name: 'r'.repeat(100), description: 'd'.repeat(2000) });
    for (const body of [
      { name: '' },
      { name: 'r'.repeat(101) },
      { name: 'has-dash' },
      { name: 'ok_name', description: 'd'.repeat(2001) },
    ]) {
      const answer = await t.api('POST', '/api/v1/roles', body);
      expect(answer.status, JSON.stringify(body).slice(0, 50)).toBe(400);
      expect(answer.body).toEqual(errorBody(3, 'INVALID_ARGUMENT'));
    }
  });

  it('answers 409 for a name in use and 400 for an unknown base role', async () => {
    for (const [path, name] of [
      ['/api/v1/roles', 'admin'],
      ['/api/v1/organizations/org_acme/roles', 'member'],
      ['/api/v1/organizations/org_acme/roles', 'support_agent'],
      ['/api/v1/roles', 'auditor'],
    ] as const) {
      const answer = await t.api('POST', path, { name });
      expect(answer.status, `${path} ${name}`).toBe(409);
      expect(answer.body).toEqual(errorBody(6, 'ALREADY_EXISTS'));
    }
    // Another organization's role is not a base this one can extend.
    const answer = await t.api('POST', '/api/v1/organizations/org_acme/roles', {
      name: 'x',
      extends: 'auditor',
    });
    expect(answer.status).toBe(400);
    expect((answer.body as { message: string }).message).toContain('auditor');
  });

  it('answers 400 for default flags on an organization role and 404 for an unknown organization', async () => {
    const flagged = await t.api('POST', '/api/v1/organizations/org_acme/roles', {
      name: 'lead',
      default_member: true,
    });
    expect(flagged.status).toBe(400);
    const missing = await t.api('POST', '/api/v1/organizations/org_missing/roles', { name: 'x' });
    expect(missing.status).toBe(404);
  });
});
