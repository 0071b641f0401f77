import { beforeEach, describe, expect, it } from 'vitest';
import { type User, userResponseSchema } from '../../contract/user.ts';
import { errorBody, setupEmulator } from '../../test/harness.ts';

const t = setupEmulator();
const path = (org: string, user: string) =>
  `/api/v1/memberships/organizations/${org}/users/${user}`;

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
        { id: 'org_other', display_name: 'Other' },
      ],
      users: [
        {
          id: 'usr_ada',
          email: 'ada@acme.test',
          external_id: 'ada-ext',
          memberships: [{ organization_id: 'org_acme' }],
        },
      ],
    },
  });
});

function userOf(answer: { body: unknown }): User {
  return userResponseSchema.parse(answer.body).user;
}

async function membershipsOf(ref: string) {
  const answer = await t.api('GET', `/api/v1/users/${ref}`);
  return answer.status === 404 ? undefined : userOf(answer).memberships;
}

describe('POST /api/v1/memberships/organizations/{organization_id}/users/{id}', () => {
  it('adds an existing user to another organization and answers the user', async () => {
    const answer = await t.api('POST', path('org_other', 'usr_ada'), {
      roles: [{ name: 'admin' }],
      metadata: { seat: 'b2' },
    });
    expect(answer.status).toBe(201);
    expect(userOf(answer).memberships?.map((m) => [m.organization_id, m.roles?.[0]?.name])).toEqual(
      [
        ['org_acme', 'member'],
        ['org_other', 'admin'],
      ],
    );
  });

  it('answers 409 for a member, 404 for an unknown user or organization', async () => {
    const again = await t.api('POST', path('org_acme', 'usr_ada'), {});
    expect(again.status).toBe(409);
    expect(again.body).toEqual(errorBody(6, 'ALREADY_EXISTS'));
    expect((await t.api('POST', path('org_other', 'usr_missing'), {})).status).toBe(404);
    expect((await t.api('POST', path('org_missing', 'usr_ada'), {})).status).toBe(404);
  });
});

describe('PATCH /api/v1/memberships/organizations/{organization_id}/users/{id}', () => {
  it('replaces roles and metadata, and answers the user with the effective permissions', async () => {
    const answer = await t.api('PATCH', path('org_acme', 'ada-ext'), {
      roles: [{ name: 'support_agent', display_name: 'Support' }],
      metadata: { desk: 'north' },
    });
    expect(answer.status).toBe(200);
    const [membership] = userOf(answer).memberships ?? [];
    expect(membership).toMatchObject({
      roles: [{ name: 'support_agent' }],
      metadata: { desk: 'north' },
      // support_agent extends member: its own permission and member's.
      permissions: ['connected_accounts:use', 'organization:read', 'tickets:read'],
    });
  });

  it('names roles by id too, and leaves what the request leaves out', async () => {
    const before = (await membershipsOf('usr_ada'))?.[0];
    const adminId = await t
      .api('GET', '/api/v1/roles')
      .then((answer) => (answer.body as { roles: { id: string; name: string }[] }).roles)
      .then((roles) => roles.find((role) => role.name === 'admin')?.id);
    const answer = await t.api('PATCH', path('org_acme', 'usr_ada'), { roles: [{ id: adminId }] });
    const [membership] = userOf(answer).memberships ?? [];
    expect(membership?.roles?.map((role) => role.name)).toEqual(['admin']);
    expect(membership?.join_time).toBe(before?.join_time);
    const metadataOnly = await t.api('PATCH', path('org_acme', 'usr_ada'), {
      metadata: { key: 'value' },
    });
    expect(userOf(metadataOnly).memberships?.[0]?.roles?.map((role) => role.name)).toEqual([
      'admin',
    ]);
  });

  it('answers 400 for an unknown role or bad metadata, 404 for a non-member', async () => {
    for (const body of [
      { roles: [{ name: 'overlord' }] },
      { roles: [{ display_name: 'No name' }] },
      { metadata: { ab: 'too short a key' } },
    ]) {
      const answer = await t.api('PATCH', path('org_acme', 'usr_ada'), body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toEqual(errorBody(3, 'INVALID_ARGUMENT'));
    }
    const stranger = await t.api('PATCH', path('org_other', 'usr_ada'), { metadata: {} });
    expect(stranger.status).toBe(404);
    expect(stranger.body).toEqual(errorBody(5, 'NOT_FOUND'));
  });
});

describe('DELETE /api/v1/memberships/organizations/{organization_id}/users/{id}', () => {
  it('removes the membership and keeps the user without cascade', async () => {
    const answer = await t.api('DELETE', path('org_acme', 'usr_ada'));
    expect(answer).toMatchObject({ status: 200, body: {} });
    expect(await membershipsOf('usr_ada')).toEqual([]);
  });

  it('with cascade, deletes a user left without memberships', async () => {
    const answer = await t.api('DELETE', `${path('org_acme', 'ada-ext')}?cascade=true`);
    expect(answer.status).toBe(200);
    expect(await membershipsOf('usr_ada')).toBeUndefined();
  });

  it('with cascade, keeps a user who still has another membership', async () => {
    await t.api('POST', path('org_other', 'usr_ada'), {});
    await t.api('DELETE', `${path('org_acme', 'usr_ada')}?cascade=true`);
    expect((await membershipsOf('usr_ada'))?.map((m) => m.organization_id)).toEqual(['org_other']);
  });

  it('answers 404 for a non-member and 400 for a cascade flag that is not true or false', async () => {
    const stranger = await t.api('DELETE', path('org_other', 'usr_ada'));
    expect(stranger.status).toBe(404);
    const bad = await t.api('DELETE', `${path('org_acme', 'usr_ada')}?cascade=maybe`);
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual(errorBody(3, 'INVALID_ARGUMENT'));
    expect(await membershipsOf('usr_ada')).toHaveLength(1);
  });
});
