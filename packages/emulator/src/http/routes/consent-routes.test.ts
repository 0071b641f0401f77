import {
  connectedAccountResponseSchema,
  magicLinkResponseSchema,
} from '@plugboard/schema/upstream';
import { beforeEach, describe, expect, it } from 'vitest';
import { userResponseSchema } from '../../contract/user.ts';
import { errorBody, seedOwners, setupEmulator } from '../../test/harness.ts';

const t = setupEmulator();
const VERIFY_URL = 'http://app.test/connect/callback?from=settings';

beforeEach(async () => {
  await t.emulator.control.reset();
  await seedOwners(t.emulator, { users: ['u1'] });
});

async function magicLink(fields: Record<string, unknown> = {}) {
  const answer = await t.api('POST', '/api/v1/connected_accounts/magic_link', {
    connector: 'docsapp',
    identifier: 'ann@example.com',
    user_id: 'u1',
    state: 'st-123',
    user_verify_url: VERIFY_URL,
    ...fields,
  });
  expect(answer.status).toBe(200);
  const { link, expiry } = magicLinkResponseSchema.parse(answer.body);
  return { path: new URL(link).pathname, link, expiry };
}

function decide(path: string, decision: string) {
  return t.request(path, { method: 'POST', body: new URLSearchParams({ decision }) });
}

async function account() {
  const answer = await t.api(
    'GET',
    '/api/v1/connected_accounts/auth?connector=docsapp&identifier=ann@example.com&user_id=u1',
  );
  return connectedAccountResponseSchema.parse(answer.body).connected_account;
}

async function approve(): Promise<string> {
  const { path } = await magicLink();
  const answer = await decide(path, 'approve');
  const location = new URL(answer.headers.get('location') ?? '');
  return location.searchParams.get('auth_request_id') ?? '';
}

describe('the magic link flow', () => {
  it('serves the consent page, and its answer page, unframeable', async () => {
    const { path } = await magicLink();
    for (const answer of [await t.request(path), await decide(path, 'approve')]) {
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      expect(answer.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
    }
  });

  it('links, shows consent, redirects with auth_request_id and state, and verifies to ACTIVE', async () => {
    const { link, path, expiry } = await magicLink();
    expect(link.startsWith(`${t.emulator.url}/connect/`)).toBe(true);
    expect(new Date(expiry).getTime() - t.emulator.control.now().getTime()).toBeGreaterThan(
      590_000,
    );
    expect((await account()).status).toBe('PENDING_AUTH');

    const page = await t.request(path);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.body).toContain(`<form method="post" action="${path}">`);
    expect(page.body).toContain('name="decision" value="approve">Allow access</button>');
    expect(page.body).toContain('name="decision" value="deny">Cancel</button>');
    expect(page.body).toContain('ann@example.com');
    expect(page.body).toContain('app.test');

    const approved = await decide(path, 'approve');
    expect(approved.status).toBe(303);
    const location = new URL(approved.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe('http://app.test/connect/callback');
    expect(location.searchParams.get('from')).toBe('settings');
    expect(location.searchParams.get('state')).toBe('st-123');
    const authRequestId = location.searchParams.get('auth_request_id') ?? '';
    expect(authRequestId).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    expect((await account()).status).toBe('PENDING_VERIFICATION');

    const verified = await t.api('POST', '/api/v1/connected_accounts/user/verify', {
      auth_request_id: authRequestId,
      identifier: 'ann@example.com',
    });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ post_user_verify_redirect_url: expect.any(String) });

    const active = await account();
    expect(active.status).toBe('ACTIVE');
    expect(active.authorization_details).toEqual({
      oauth_token: {
        access_token: expect.any(String),
        refresh_token: expect.any(String),
        scopes: expect.arrayContaining([expect.any(String)]),
      },
    });
    const expiresIn =
      new Date(active.token_expires_at ?? 0).getTime() - t.emulator.control.now().getTime();
    expect(expiresIn).toBeGreaterThan(3_500_000);
    expect(expiresIn).toBeLessThanOrEqual(3_600_000);
  });

  it('signs the account’s user in: verify sets last_login_time and leaves update_time', async () => {
    const user = async () =>
      userResponseSchema.parse((await t.api('GET', '/api/v1/users/u1')).body).user;
    const before = await user();
    expect(before).not.toHaveProperty('last_login_time');
    const authRequestId = await approve();
    await t.emulator.control.advanceClock(3600);
    const signedInFrom = t.emulator.control.now().getTime();
    await t.api('POST', '/api/v1/connected_accounts/user/verify', {
      auth_request_id: authRequestId,
      identifier: 'ann@example.com',
    });
    const after = await user();
    const signedInAt = new Date(after.last_login_time ?? 0).getTime();
    expect(signedInAt).toBeGreaterThanOrEqual(signedInFrom);
    expect(signedInAt).toBeLessThanOrEqual(t.emulator.control.now().getTime());
    expect(after.update_time).toBe(before.update_time);
  });

  it('refuses a verify with another identifier (403) and changes nothing', async () => {
    const authRequestId = await approve();
    const wrong = await t.api('POST', '/api/v1/connected_accounts/user/verify', {
      auth_request_id: authRequestId,
      identifier: 'mallory@example.com',
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual(errorBody(7, 'PERMISSION_DENIED'));
    expect((await account()).status).toBe('PENDING_VERIFICATION');

    const right = await t.api('POST', '/api/v1/connected_accounts/user/verify', {
      auth_request_id: authRequestId,
      identifier: 'ann@example.com',
    });
    expect(right.status).toBe(200);
  });

  it('answers 404 to a second verify of the same flow and to an unknown id', async () => {
    const authRequestId = await approve();
    const verify = (id: string) =>
      t.api('POST', '/api/v1/connected_accounts/user/verify', {
        auth_request_id: id,
        identifier: 'ann@example.com',
      });
    expect((await verify(authRequestId)).status).toBe(200);
    const again = await verify(authRequestId);
    expect(again.status).toBe(404);
    expect(again.body).toEqual(errorBody(5, 'NOT_FOUND'));
    expect((await verify('never-issued')).status).toBe(404);
  });

  it('answers 400 to a verify without its fields', async () => {
    for (const body of [{}, { auth_request_id: 'abc' }, { identifier: 'ann@example.com' }]) {
      const answer = await t.api('POST', '/api/v1/connected_accounts/user/verify', body);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual(errorBody(3, 'INVALID_ARGUMENT'));
    }
  });

  it('redirects a denial with error=access_denied and state, leaving the account unconnected', async () => {
    const { path } = await magicLink();
    const denied = await decide(path, 'deny');
    expect(denied.status).toBe(303);
    const location = new URL(denied.headers.get('location') ?? '');
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(location.searchParams.get('state')).toBe('st-123');
    expect(location.searchParams.has('auth_request_id')).toBe(false);
    expect((await account()).status).toBe('PENDING_AUTH');
  });

  it('reuses the existing account for the same selector', async () => {
    await magicLink();
    await magicLink();
    const list = await t.api('GET', '/api/v1/connected_accounts?connector=docsapp');
    expect((list.body as { total_size: number }).total_size).toBe(1);
  });
});

describe('the consent page names the account being added', () => {
  const heading = (body: unknown) => /<h1>(.*?)<\/h1>/s.exec(String(body))?.[1];

  it('asks for the owner’s own account when the identifier has no slot', async () => {
    const page = await t.request((await magicLink({ connector: 'crm' })).path);
    expect(heading(page.body)).toBe('Connect your CRM account');
    expect(page.body).toContain('<title>Connect CRM</title>');
    expect(page.body).toContain(
      'wants access to your <strong>CRM</strong> account <strong>ann@example.com</strong>.',
    );
  });

  it('asks for another account of the owner for a #slot identifier, the slot never shown', async () => {
    const { path } = await magicLink({ connector: 'crm', identifier: 'ann@example.com#k3v7q2ma' });
    const page = await t.request(path);
    expect(page.status).toBe(200);
    expect(heading(page.body)).toBe('Connect another CRM account for ann@example.com');
    expect(page.body).toContain('<title>Connect another CRM account</title>');
    expect(page.body).toContain(
      'wants access to another <strong>CRM</strong> account for <strong>ann@example.com</strong>',
    );
    expect(page.body).not.toContain('k3v7q2ma');
    expect(page.body).toContain('name="decision" value="approve">Allow access</button>');
  });

  it('escapes the owner it names', async () => {
    const { path } = await magicLink({ identifier: '<img src=x>@example.com#k3v7q2ma' });
    const page = await t.request(path);
    expect(heading(page.body)).toBe(
      'Connect another Docs account for &lt;img src=x&gt;@example.com',
    );
    expect(page.body).not.toContain('<img');
  });
});

describe('links that cannot be used', () => {
  it('answers 404 with a page for an unknown link', async () => {
    const answer = await t.request('/connect/no-such-link');
    expect(answer.status).toBe(404);
    expect(answer.body).toContain('does not exist');
  });

  it('answers 410 once the link expired on the emulator clock', async () => {
    const { path } = await magicLink();
    await t.emulator.control.advanceClock(601);
    const page = await t.request(path);
    expect(page.status).toBe(410);
    expect(page.body).toContain('expired');
    expect((await decide(path, 'approve')).status).toBe(410);
  });

  it('answers 410 for a link already answered', async () => {
    const { path } = await magicLink();
    expect((await decide(path, 'deny')).status).toBe(303);
    expect((await t.request(path)).status).toBe(410);
    expect((await decide(path, 'approve')).status).toBe(410);
  });

  it('answers 400 to a consent post without a valid decision', async () => {
    const { path } = await magicLink();
    expect((await decide(path, 'maybe')).status).toBe(400);
    expect((await t.request(path)).status).toBe(200);
  });
});

describe('POST /api/v1/connected_accounts/magic_link', () => {
  it('answers 400 without user_verify_url or with an unknown connector', async () => {
    for (const fields of [
      { user_verify_url: undefined },
      { connector: 'fax' },
      { identifier: '' },
    ]) {
      const answer = await t.api('POST', '/api/v1/connected_accounts/magic_link', {
        connector: 'docsapp',
        identifier: 'ann@example.com',
        user_verify_url: VERIFY_URL,
        ...fields,
      });
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect(answer.body).toEqual(errorBody(3, 'INVALID_ARGUMENT'));
    }
  });

  it('answers 400 for an owner that does not exist, and makes no account', async () => {
    const answer = await t.api('POST', '/api/v1/connected_accounts/magic_link', {
      connector: 'docsapp',
      identifier: 'ann@example.com',
      user_id: 'usr_missing',
      user_verify_url: VERIFY_URL,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(errorBody(3, 'INVALID_ARGUMENT'));
    expect((answer.body as { message: string }).message).toContain('user_id "usr_missing"');
    const list = await t.api('GET', '/api/v1/connected_accounts?identifier=ann@example.com');
    expect(list.body).toMatchObject({ total_size: 0 });
  });

  it('answers 404 for an id that names no account', async () => {
    const answer = await t.api('POST', '/api/v1/connected_accounts/magic_link', {
      id: 'ca_missing',
      connector: 'docsapp',
      identifier: 'ann@example.com',
      user_verify_url: VERIFY_URL,
    });
    expect(answer.status).toBe(404);
  });
});
