import { beforeEach, describe, expect, it } from 'vitest';
import { type User, userListSchema, userResponseSchema } from '../../contract/user.ts';
import { errorBody, setupEmulator } from '../../test/harness.ts';

const t = setupEmulator();

beforeEach(async () => {
  await t.emulator.control.reset();
  await t.emulator.control.seed({
    data: {
      organizations: [
        { id: 'org_acme', display_name: 'Acme' },
        { id: 'org_other', display_name: 'Other' },
      ],
    },
  });
});

async function createUser(body: Record<string, unknown>, org = 'org_acme'): Promise<User> {
  const answer = await t.api('POST', `/api/v1/organizations/${org}/users`, body);
  expect(answer.status).toBe(201);
  return userResponseSchema.parse(answer.body).user;
}

function attributes(count: number): Record<string, string> {
  return Object.fromEntries(Array.from({ length: count }, (_, i) => [`attr${i}`, 'v']));
}

describe('POST /api/v1/organizations/{organization_id}/users', () => {
  it('creates the user with a profile and an ACTIVE membership in the default role', async () => {
    const user = await createUser({
      email: 'ada@acme.test',
      external_id: 'ada-1',
      metadata: { team: 'core' },
      user_profile: { given_name: 'Ada', family_name: 'Lovelace', locale: 'en-GB' },
    });
    expect(user).toEqual({
      id: expect.stringMatching(/^usr_/),
      email: 'ada@acme.test',
      external_id: 'ada-1',
      create_time: expect.any(String),
      update_time: expect.any(String),
      metadata: { team: 'core' },
      user_profile: {
        id: expect.stringMatching(/^usp_/),
        given_name: 'Ada',
        family_name: 'Lovelace',
        locale: 'en-GB',
        email_verified: false,
        phone_number_verified: false,
      },
      memberships: [
        {
          organization_id: 'org_acme',
          name: 'Acme',
          display_name: 'Acme',
          membership_status: 'ACTIVE',
          provisioning_method: 'direct_provision',
          join_time: expect.any(String),
          permissions: ['connected_accounts:use', 'organization:read'],
          roles: [{ id: expect.stringMatching(/^role_/), name: 'member', display_name: 'Member' }],
        },
      ],
    });
  });

  it('gives the membership the roles named, with inherited permissions', async () => {
    const user = await createUser({
      email: 'root@acme.test',
      membership: { roles: [{ name: 'admin' }], metadata: { seat: 'a1' } },
    });
    expect(user.memberships?.[0]).toMatchObject({
      roles: [{ name: 'admin' }],
      metadata: { seat: 'a1' },
      permissions: [
        'connected_accounts:manage',
        'connected_accounts:use',
        'members:manage',
        'organization:manage',
        'organization:read',
      ],
    });
  });

  it('answers 409 for an email (in any case) or external_id in use', async () => {
    await createUser({ email: 'ada@acme.test', external_id: 'ada-1' });
    for (const body of [
      { email: 'ADA@acme.test' },
      { email: 'other@acme.test', external_id: 'ada-1' },
    ]) {
      const answer = await t.api('POST', '/api/v1/organizations/org_other/users', body);
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual(errorBody(6, 'ALREADY_EXISTS'));
    }
  });

  it('answers 404 for an unknown organization and makes no user', async () => {
    const answer = await t.api('POST', '/api/v1/organizations/org_missing/users', {
      email: 'ada@acme.test',
    });
    expect(answer.status).toBe(404);
    expect((await t.api('GET', '/api/v1/users')).body).toMatchObject({ total_size: 0 });
  });

  it('answers 400 for an unknown role and makes no user', async () => {
    const answer = await t.api('POST', '/api/v1/organizations/org_acme/users', {
      email: 'ada@acme.test',
      membership: { roles: [{ name: 'overlord' }] },
    });
    expect(answer.status).toBe(400);
    expect((answer.body as { message: string }).message).toContain('overlord');
    expect((await t.api('GET', '/api/v1/users')).body).toMatchObject({ total_size: 0 });
  });

  it('keeps every field within the bounds of docs/internals/upstream-api.md §2.4, §2.6 and 8', async () => {
    await createUser({
      email: 'max@acme.test',
      metadata: { abc: 'v'.repeat(256), ['k'.repeat(25)]: 'v' },
      user_profile: {
        given_name: 'g'.repeat(255),
        family_name: 'f'.repeat(255),
        preferred_username: 'u'.repeat(512),
        phone_number: '+14155550123',
        custom_attributes: attributes(20),
        metadata: attributes(20),
      },
    });
    const profile = (user_profile: Record<string, unknown>) => ({
      email: 'x@acme.test',
      user_profile,
    });
    for (const body of [
      { email: 'not-an-email' },
      { email: 'x@acme.test', metadata: { ab: 'v' } },
      { email: 'x@acme.test', metadata: { abc: '' } },
      { email: 'x@acme.test', metadata: { abc: 'v'.repeat(257) } },
      profile({ given_name: 'g'.repeat(256) }),
      profile({ family_name: 'f'.repeat(256) }),
      profile({ preferred_username: 'u'.repeat(513) }),
      profile({ phone_number: '555-0123' }),
      profile({ locale: 'not a locale' }),
      profile({ custom_attributes: attributes(21) }),
      profile({ metadata: attributes(21) }),
      profile({ custom_attributes: { ab: 'v' } }),
    ]) {
      const answer = await t.api('POST', '/api/v1/organizations/org_acme/users', body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.body).toEqual(errorBody(3, 'INVALID_ARGUMENT'));
    }
  });
});

describe('GET /api/v1/users and /api/v1/organizations/{organization_id}/users', () => {
  it('pages through all users, or one organization’s members', async () => {
    for (const n of [1, 2, 3]) await createUser({ email: `a${n}@acme.test` });
    await createUser({ email: 'o1@other.test' }, 'org_other');
    const emails = async (path: string) => {
      const answer = await t.api('GET', path);
      expect(answer.status).toBe(200);
      const list = userListSchema.parse(answer.body);
      return { list, emails: list.users.map((user) => user.email) };
    };
    const members = '/api/v1/organizations/org_acme/users';
    const first = await emails(`${members}?page_size=2`);
    expect(first.emails).toEqual(['a1@acme.test', 'a2@acme.test']);
    expect(first.list).toMatchObject({ total_size: 3, prev_page_token: '' });
    const second = await emails(`${members}?page_size=2&page_token=${first.list.next_page_token}`);
    expect(second.emails).toEqual(['a3@acme.test']);
    expect(second.list.next_page_token).toBe('');

    // GET /api/v1/users pages 10 to 100 users: a smaller page_size is moved up to 10.
    const all = await emails('/api/v1/users?page_size=3');
    expect(all.emails).toEqual(['a1@acme.test', 'a2@acme.test', 'a3@acme.test', 'o1@other.test']);
    expect(all.list).toMatchObject({ total_size: 4, next_page_token: '', prev_page_token: '' });

    const others = await emails('/api/v1/organizations/org_other/users');
    expect(others.emails).toEqual(['o1@other.test']);
    expect(others.list.total_size).toBe(1);
    expect(others.list.users[0]?.memberships?.[0]?.organization_id).toBe('org_other');
  });

  it('answers 404 for an unknown organization and 400 for a bad page token', async () => {
    expect((await t.api('GET', '/api/v1/organizations/org_missing/users')).status).toBe(404);
    const bad = await t.api('GET', '/api/v1/users?page_token=%%%');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual(errorBody(3, 'INVALID_ARGUMENT'));
  });
});

describe('GET, PATCH and DELETE /api/v1/users/{id}', () => {
  it('finds a user by id or by external id, and answers 404 otherwise', async () => {
    const created = await createUser({ email: 'ada@acme.test', external_id: 'ada-1' });
    for (const ref of [created.id, 'ada-1']) {
      const answer = await t.api('GET', `/api/v1/users/${ref}`);
      expect(answer.status).toBe(200);
      expect(userResponseSchema.parse(answer.body).user).toEqual(created);
    }
    const missing = await t.api('GET', '/api/v1/users/usr_missing');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual(errorBody(5, 'NOT_FOUND'));
  });

  it('updates the fields given; profile fields given replace theirs and the rest stay', async () => {
    const created = await createUser({
      email: 'ada@acme.test',
      user_profile: { given_name: 'Ada', family_name: 'Byron' },
    });
    const answer = await t.api('PATCH', `/api/v1/users/${created.id}`, {
      external_id: 'ada-2',
      user_profile: { family_name: 'Lovelace', groups: ['engineering'] },
    });
    expect(answer.status).toBe(200);
    const updated = userResponseSchema.parse(answer.body).user;
    expect(updated).toMatchObject({ external_id: 'ada-2', email: 'ada@acme.test' });
    expect(updated.user_profile).toMatchObject({
      id: created.user_profile?.id,
      given_name: 'Ada',
      family_name: 'Lovelace',
      groups: ['engineering'],
    });
    expect(updated.memberships).toEqual(created.memberships);
  });

  it('answers 400 for fields out of bounds, 404 for an unknown user, 409 for a taken external id', async () => {
    const created = await createUser({ email: 'ada@acme.test' });
    await createUser({ email: 'bob@acme.test', external_id: 'bob' });
    const invalid = await t.api('PATCH', `/api/v1/users/${created.id}`, {
      user_profile: { preferred_username: 'u'.repeat(513) },
    });
    expect(invalid.status).toBe(400);
    expect((await t.api('PATCH', '/api/v1/users/usr_missing', {})).status).toBe(404);
    const taken = await t.api('PATCH', `/api/v1/users/${created.id}`, { external_id: 'bob' });
    expect(taken.status).toBe(409);
  });

  it('deletes the user with their memberships', async () => {
    const created = await createUser({ email: 'ada@acme.test' });
    expect(await t.api('DELETE', `/api/v1/users/${created.id}`)).toMatchObject({
      status: 200,
      body: {},
    });
    expect((await t.api('GET', `/api/v1/users/${created.id}`)).status).toBe(404);
    const members = await t.api('GET', '/api/v1/organizations/org_acme/users');
    expect(members.body).toMatchObject({ total_size: 0 });
    expect((await t.api('DELETE', `/api/v1/users/${created.id}`)).status).toBe(404);
  });
});
