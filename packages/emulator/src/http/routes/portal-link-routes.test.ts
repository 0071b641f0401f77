import { beforeEach, describe, expect, it } from 'vitest';
import { organizationResponseSchema } from '../../contract/organization.ts';
import { portalLinkResponseSchema } from '../../contract/portal-link.ts';
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
          connections: [{ provider: 'IDP_SIMULATOR', type: 'SAML', domains: ['acme.test'] }],
        },
      ],
    },
  });
});

async function portalLink() {
  const answer = await t.api('PUT', '/api/v1/organizations/org_acme/portal_links');
  expect(answer.status).toBe(200);
  return portalLinkResponseSchema.parse(answer.body).link;
}

/** Opens the link as a browser would: the session cookie it sets, and where it redirects. */
async function open(location: string) {
  const answer = await t.request(new URL(location).pathname);
  const cookie = answer.headers.get('set-cookie')?.split(';')[0];
  return { answer, cookie };
}

function portalPage(cookie: string | undefined, init: RequestInit = {}) {
  return t.request('/portal', { ...init, headers: { ...init.headers, cookie: cookie ?? '' } });
}

describe('PUT /api/v1/organizations/{id}/portal_links', () => {
  it('answers a new link on the emulator, valid for one minute', async () => {
    const before = t.emulator.control.now().getTime();
    const link = await portalLink();
    const after = t.emulator.control.now().getTime();
    expect(link.id).toMatch(/^lnk_/);
    expect(link.location.startsWith(`${t.emulator.url}/portal/`)).toBe(true);
    const expires = new Date(link.expire_time).getTime();
    expect(expires).toBeGreaterThanOrEqual(before + 60_000);
    expect(expires).toBeLessThanOrEqual(after + 60_000);
    expect((await portalLink()).location).not.toBe(link.location);
  });

  it('answers 404 for an unknown organization', async () => {
    const answer = await t.api('PUT', '/api/v1/organizations/org_missing/portal_links');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual(errorBody(5, 'NOT_FOUND'));
  });
});

describe('the admin portal a link opens', () => {
  it('opens a session on the first access and refuses the second', async () => {
    const link = await portalLink();
    const first = await open(link.location);
    expect(first.answer.status).toBe(303);
    expect(first.answer.headers.get('location')).toBe('/portal');
    expect(first.answer.headers.get('set-cookie')).toMatch(/HttpOnly/i);

    const page = await portalPage(first.cookie);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<h1>Acme</h1>');
    expect(page.body).toContain('Single sign-on (SSO)');
    expect(page.body).toContain('Directory sync');
    expect(page.body).toContain('IDP_SIMULATOR');

    const second = await open(link.location);
    expect(second.answer.status).toBe(410);
    expect(second.cookie).toBeUndefined();
  });

  it('refuses a link opened after its minute', async () => {
    const link = await portalLink();
    await t.emulator.control.advanceClock(61);
    expect((await open(link.location)).answer.status).toBe(410);
  });

  it('ends the session after 6 hours', async () => {
    const { cookie } = await open((await portalLink()).location);
    await t.emulator.control.advanceClock(6 * 3600 - 60);
    expect((await portalPage(cookie)).status).toBe(200);
    await t.emulator.control.advanceClock(61);
    expect((await portalPage(cookie)).status).toBe(401);
  });

  it('switches SSO and directory sync for the organization during the session', async () => {
    const { cookie } = await open((await portalLink()).location);
    const answer = await portalPage(cookie, {
      method: 'POST',
      body: new URLSearchParams({ feature: 'directory_sync', enabled: 'true' }),
    });
    expect(answer.status).toBe(303);
    const organization = await t.api('GET', '/api/v1/organizations/org_acme');
    expect(
      organizationResponseSchema.parse(organization.body).organization.settings?.features,
    ).toContainEqual({ name: 'directory_sync', enabled: true });
  });

  it('answers 401 without a session, and 404 for a link it never made', async () => {
    expect((await portalPage(undefined)).status).toBe(401);
    expect((await portalPage('plugboard_portal=forged')).status).toBe(401);
    expect((await t.request('/portal/no-such-link')).status).toBe(404);
  });
});
