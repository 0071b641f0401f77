import { beforeEach, describe, expect, it } from 'vitest';
import { inviteResponseSchema } from '../../contract/invite.ts';
import { userResponseSchema } from '../../contract/user.ts';
import type { SeedData } from '../../index.ts';
import { errorBody, setupEmulator } from '../../test/harness.ts';

const t = setupEmulator();
const WEEK_MS = 7 * 24 * 3600 * 1000;
const resendPath = (org: string, user: string) =>
  `/api/v1/invites/organizations/${org}/users/${user}/resend`;

const organizations: SeedData['organizations'] = [
  { id: 'org_acme', display_name: 'Acme' },
  { id: 'org_other', display_name: 'Other' },
];

beforeEach(async () => {
  await t.emulator.control.reset();
  await t.emulator.control.seed({ data: { organizations } });
});

async function invite(email: string): Promise<string> {
  const answer = await t.api('POST', '/api/v1/organizations/org_acme/users', {
    email,
    user_profile: { given_name: 'Guest' },
    membership: { inviter_email: 'ada@acme.test' },
    send_invitation_email: true,
  });
  expect(answer.status).toBe(201);
  return userResponseSchema.parse(answer.body).user.id;
}

async function resend(user: string, org = 'org_acme') {
  return t.api('PATCH', resendPath(org, user), {});
}

async function membership(user: string) {
  const answer = await t.api('GET', `/api/v1/users/${user}`);
  return userResponseSchema.parse(answer.body).user.memberships?.[0];
}

describe('an invitation', () => {
  it('is a PENDING_INVITE membership valid for the configured 7 days', async () => {
    const user = await invite('guest@acme.test');
    const pending = await membership(user);
    expect(pending).toMatchObject({
      membership_status: 'PENDING_INVITE',
      provisioning_method: 'invitation',
      inviter_email: 'ada@acme.test',
    });
    expect(pending).not.toHaveProperty('join_time');
    const lifetime =
      new Date(pending?.expires_at ?? '').getTime() - new Date(pending?.created_at ?? '').getTime();
    expect(lifetime).toBe(WEEK_MS);
  });

  it('reads INVITE_EXPIRED once its time has passed on the emulator clock', async () => {
    const user = await invite('guest@acme.test');
    await t.emulator.control.advanceClock(7 * 24 * 3600);
    expect((await membership(user))?.membership_status).toBe('INVITE_EXPIRED');
  });
});

describe('PATCH /api/v1/invites/organizations/{organization_id}/users/{id}/resend', () => {
  it('sends a reminder for a valid invitation: same expiry, resent_count up', async () => {
    const user = await invite('guest@acme.test');
    const before = await membership(user);
    const first = await resend(user);
    expect(first.status).toBe(200);
    const invited = inviteResponseSchema.parse(first.body).invite;
    expect(invited).toEqual({
      organization_id: 'org_acme',
      user_id: user,
      inviter_email: 'ada@acme.test',
      status: 'pending',
      created_at: before?.created_at,
      expires_at: before?.expires_at,
      resent_at: expect.any(String),
      resent_count: 1,
    });
    const second = inviteResponseSchema.parse((await resend(user)).body).invite;
    expect(second).toMatchObject({ resent_count: 2, expires_at: before?.expires_at });
  });

  it('replaces an expired invitation with a new one, by user id or external id', async () => {
    const user = await invite('guest@acme.test');
    await t.api('PATCH', `/api/v1/users/${user}`, { external_id: 'guest-ext' });
    await t.emulator.control.advanceClock(8 * 24 * 3600);
    const answer = await resend('guest-ext');
    expect(answer.status).toBe(200);
    const renewed = inviteResponseSchema.parse(answer.body).invite;
    const now = t.emulator.control.now().getTime();
    expect(new Date(renewed.created_at).getTime()).toBeGreaterThan(now - 60_000);
    expect(new Date(renewed.expires_at).getTime() - new Date(renewed.created_at).getTime()).toBe(
      WEEK_MS,
    );
    expect(renewed).toMatchObject({ status: 'pending', resent_count: 1 });
    expect((await membership(user))?.membership_status).toBe('PENDING_INVITE');
  });

  it('answers 400 INVALID_INVITE_TARGET for an unknown organization, user or membership', async () => {
    const user = await invite('guest@acme.test');
    for (const [org, ref] of [
      ['org_missing', user],
      ['org_acme', 'usr_missing'],
      ['org_other', user],
    ] as const) {
      const answer = await resend(ref, org);
      expect(answer.status, `${org} ${ref}`).toBe(400);
      expect(answer.body).toEqual(errorBody(3, 'INVALID_INVITE_TARGET'));
    }
  });

  it('answers 400 INVITE_ALREADY_ACCEPTED for an accepted invitation or a direct member', async () => {
    await t.emulator.control.seed({
      data: {
        users: [
          {
            id: 'usr_accepted',
            email: 'accepted@acme.test',
            memberships: [{ organization_id: 'org_acme', provisioning_method: 'invitation' }],
          },
          {
            id: 'usr_direct',
            email: 'direct@acme.test',
            memberships: [{ organization_id: 'org_acme' }],
          },
        ],
      },
    });
    expect((await membership('usr_accepted'))?.accepted_at).toEqual(expect.any(String));
    for (const user of ['usr_accepted', 'usr_direct']) {
      const answer = await resend(user);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual(errorBody(3, 'INVITE_ALREADY_ACCEPTED'));
    }
  });

  it('answers 400 USER_PROFILE_MISSING for a user without a profile', async () => {
    await t.emulator.control.seed({
      data: {
        users: [
          {
            id: 'usr_bare',
            email: 'bare@acme.test',
            user_profile: null,
            memberships: [{ organization_id: 'org_acme', membership_status: 'PENDING_INVITE' }],
          },
        ],
      },
    });
    const answer = await resend('usr_bare');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(errorBody(3, 'USER_PROFILE_MISSING'));
  });

  it('answers 400 when full-stack authentication is disabled or no expiry is set', async () => {
    const user = await invite('guest@acme.test');
    await t.emulator.control.seed({ data: { environment: { full_stack_authentication: false } } });
    const disabled = await resend(user);
    expect(disabled.status).toBe(400);
    expect(disabled.body).toEqual(errorBody(3, 'FULL_STACK_AUTH_DISABLED'));

    await t.emulator.control.seed({
      data: { environment: { full_stack_authentication: true, invitation_expiry_seconds: null } },
    });
    const noExpiry = await resend(user);
    expect(noExpiry.status).toBe(400);
    expect(noExpiry.body).toEqual(errorBody(3, 'INVITE_EXPIRY_NOT_SET'));
    // Sending a new invitation needs the same settings.
    const answer = await t.api('POST', '/api/v1/organizations/org_acme/users', {
      email: 'late@acme.test',
      send_invitation_email: true,
    });
    expect(answer.body).toEqual(errorBody(3, 'INVITE_EXPIRY_NOT_SET'));
  });
});

const invitePath = (org: string, user: string) =>
  `/api/v1/invites/organizations/${org}/users/${user}`;

async function readInvite(user: string, org = 'org_acme') {
  const answer = await t.api('GET', invitePath(org, user));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return inviteResponseSchema.parse(answer.body).invite;
}

describe('GET /api/v1/invites/organizations/{organization_id}/users/{id}', () => {
  it('answers the invitation pending, then expired on the emulator clock', async () => {
    const user = await invite('guest@acme.test');
    const pending = await membership(user);
    expect(await readInvite(user)).toEqual({
      organization_id: 'org_acme',
      user_id: user,
      inviter_email: 'ada@acme.test',
      status: 'pending',
      created_at: pending?.created_at,
      expires_at: pending?.expires_at,
      resent_count: 0,
    });
    await t.emulator.control.advanceClock(8 * 24 * 3600);
    expect(await readInvite(user)).toMatchObject({ status: 'expired' });
  });

  it('answers accepted for a membership that came by an invitation', async () => {
    await t.emulator.control.seed({
      data: {
        users: [
          {
            id: 'usr_accepted',
            email: 'accepted@acme.test',
            memberships: [{ organization_id: 'org_acme', provisioning_method: 'invitation' }],
          },
        ],
      },
    });
    expect(await readInvite('usr_accepted')).toMatchObject({ status: 'accepted' });
  });

  it('answers 404 for a member who joined without one, an unknown user or organization', async () => {
    const user = await invite('guest@acme.test');
    await t.emulator.control.seed({
      data: {
        users: [
          {
            id: 'usr_direct',
            email: 'direct@acme.test',
            memberships: [{ organization_id: 'org_acme' }],
          },
        ],
      },
    });
    for (const [org, ref] of [
      ['org_acme', 'usr_direct'],
      ['org_acme', 'usr_missing'],
      ['org_other', user],
      ['org_missing', user],
    ] as const) {
      const answer = await t.api('GET', invitePath(org, ref));
      expect(answer.status, `${org} ${ref}`).toBe(404);
      expect(answer.body).toEqual(errorBody(5, 'NOT_FOUND'));
    }
  });
});

describe('a revoked invitation', () => {
  it('is what deleting a pending membership leaves: read as revoked, not resent', async () => {
    const user = await invite('guest@acme.test');
    await resend(user);
    const pending = await readInvite(user);
    const removed = await t.api(
      'DELETE',
      `/api/v1/memberships/organizations/org_acme/users/${user}`,
    );
    expect(removed.status).toBe(200);
    expect(await readInvite(user)).toEqual({ ...pending, status: 'revoked' });
    const again = await resend(user);
    expect(again.status).toBe(400);
    expect(again.body).toEqual(errorBody(3, 'INVITE_REVOKED'));
  });

  it('is what deleting an invited user leaves, found by the id the user had', async () => {
    const user = await invite('guest@acme.test');
    await t.emulator.control.advanceClock(8 * 24 * 3600);
    expect((await t.api('DELETE', `/api/v1/users/${user}`)).status).toBe(200);
    expect(await readInvite(user)).toMatchObject({ user_id: user, status: 'revoked' });
  });

  it('gives way to a new invitation of the same user', async () => {
    const user = await invite('guest@acme.test');
    await t.api('DELETE', `/api/v1/memberships/organizations/org_acme/users/${user}`);
    const invited = await t.api(
      'POST',
      `/api/v1/memberships/organizations/org_acme/users/${user}`,
      {
        send_invitation_email: true,
      },
    );
    expect(invited.status).toBe(201);
    expect(await readInvite(user)).toMatchObject({ status: 'pending', resent_count: 0 });
  });

  it('is never made from an accepted invitation: its removal leaves nothing to read', async () => {
    await t.emulator.control.seed({
      data: {
        users: [
          {
            id: 'usr_accepted',
            email: 'accepted@acme.test',
            memberships: [{ organization_id: 'org_acme', provisioning_method: 'invitation' }],
          },
        ],
      },
    });
    await t.api('DELETE', '/api/v1/memberships/organizations/org_acme/users/usr_accepted');
    expect((await t.api('GET', invitePath('org_acme', 'usr_accepted'))).status).toBe(404);
  });
});
