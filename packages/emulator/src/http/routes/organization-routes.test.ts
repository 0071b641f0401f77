import { beforeEach, describe, expect, it } from 'vitest';
import {
  type Organization,
  organizationListSchema,
  organizationResponseSchema,
} from '../../contract/organization.ts';
import { errorBody, setupEmulator } from '../../test/harness.ts';

const t = setupEmulator();

beforeEach(async () => {
  await t.emulator.control.reset();
});

async function createOrganization(fields: Record<string, unknown>): Promise<Organization> {
  const answer = await t.api('POST', '/api/v1/organizations', fields);
  expect(answer.status).toBe(201);
  return organizationResponseSchema.parse(answer.body).organization;
}

function pairs(count: number): Record<string, string> {
  return Object.fromEntries(Array.from({ length: count }, (_, i) => [`key${i}`, 'value']));
}

describe('POST /api/v1/organizations', () => {
  it('creates an organization in the US with both features off', async () => {
    const organization = await createOrganization({
      display_name: 'Acme',
      external_id: 'acme-42',
      metadata: { plan: 'enterprise' },
    });
    expect(organization).toEqual({
      id: expect.stringMatching(/^org_/),
      create_time: expect.any(String),
      update_time: organization.create_time,
      display_name: 'Acme',
      external_id: 'acme-42',
      metadata: { plan: 'enterprise' },
      region_code: 'US',
      settings: {
        features: [
          { name: 'sso', enabled: false },
          { name: 'directory_sync', enabled: false },
        ],
      },
    });
  });

  it('leaves out optional fields that were not given', async () => {
    const organization = await createOrganization({ display_name: 'Bare' });
    expect(organization).not.toHaveProperty('external_id');
    expect(organization).not.toHaveProperty('metadata');
  });

  it('takes a display_name of 1 to 200 characters, and answers 400 otherwise', async () => {
    await createOrganization({ display_name: 'A' });
    await createOrganization({ display_name: 'A'.repeat(200) });
    for (const body of [{}, { display_name: '' }, { display_name: 'A'.repeat(201) }]) {
      const answer = await t.api('POST', '/api/v1/organizations', body);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual(errorBody(3, 'INVALID_ARGUMENT'));
      expect((answer.body as { message: string }).message).toContain('display_name');
    }
  });
});

describe('GET /api/v1/organizations', () => {
  it('pages in creation order with next and prev tokens and the total', async () => {
    const numbers = Array.from({ length: 12 }, (_, i) => i + 1);
    for (const n of numbers) await createOrganization({ display_name: `Org ${n}` });
    const page = async (query: string) => {
      const answer = await t.api('GET', `/api/v1/organizations?${query}`);
      expect(answer.status).toBe(200);
      return organizationListSchema.parse(answer.body);
    };
    const names = (list: { organizations: Organization[] }) =>
      list.organizations.map((organization) => organization.display_name);

    // Pages hold 10 to 100 organizations, 10 unless page_size says otherwise.
    const first = await page('');
    expect(names(first)).toEqual(numbers.slice(0, 10).map((n) => `Org ${n}`));
    expect(first).toMatchObject({ prev_page_token: '', total_size: 12 });
    const last = await page(`page_token=${first.next_page_token}`);
    expect(names(last)).toEqual(['Org 11', 'Org 12']);
    expect(last).toMatchObject({ next_page_token: '', total_size: 12 });
    expect(names(await page(`page_token=${last.prev_page_token}`))).toEqual(names(first));

    const all = await page('page_size=20');
    expect(all).toMatchObject({ next_page_token: '', prev_page_token: '', total_size: 12 });
    expect(names(all)).toHaveLength(12);
  });

  it('answers an empty first page when there are none', async () => {
    const answer = await t.api('GET', '/api/v1/organizations');
    expect(answer.body).toEqual({
      organizations: [],
      next_page_token: '',
      prev_page_token: '',
      total_size: 0,
    });
  });

  it('answers 400 for an invalid page token or page size', async () => {
    for (const query of ['page_token=not-a-token', 'page_size=-1', 'page_size=ten']) {
      const answer = await t.api('GET', `/api/v1/organizations?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body).toEqual(errorBody(3, 'INVALID_ARGUMENT'));
    }
  });
});

describe('GET /api/v1/organizations/{id}', () => {
  it('answers the organization, or 404', async () => {
    const created = await createOrganization({ display_name: 'Acme' });
    const found = await t.api('GET', `/api/v1/organizations/${created.id}`);
    expect(found.status).toBe(200);
    expect(organizationResponseSchema.parse(found.body).organization).toEqual(created);
    const missing = await t.api('GET', '/api/v1/organizations/org_missing');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual(errorBody(5, 'NOT_FOUND'));
  });
});

describe('PATCH /api/v1/organizations/{id}', () => {
  it('changes the fields given and keeps the rest', async () => {
    const created = await createOrganization({ display_name: 'Acme', external_id: 'a-1' });
    await t.emulator.control.advanceClock(5);
    const answer = await t.api('PATCH', `/api/v1/organizations/${created.id}`, {
      display_name: 'Acme Corp',
      metadata: { tier: 'gold' },
      region_code: 'US',
    });
    expect(answer.status).toBe(200);
    const updated = organizationResponseSchema.parse(answer.body).organization;
    expect(updated).toMatchObject({
      display_name: 'Acme Corp',
      external_id: 'a-1',
      metadata: { tier: 'gold' },
      region_code: 'US',
      create_time: created.create_time,
    });
    expect(updated.update_time).not.toBe(created.update_time);
  });

  it('keeps metadata to keys of 3 to 25 characters, values of 1 to 256, at most 10 pairs', async () => {
    const { id } = await createOrganization({ display_name: 'Acme' });
    const patch = (metadata: Record<string, string>) =>
      t.api('PATCH', `/api/v1/organizations/${id}`, { metadata });
    for (const metadata of [pairs(10), { abc: 'v', ['k'.repeat(25)]: 'v'.repeat(256) }]) {
      expect((await patch(metadata)).status).toBe(200);
    }
    for (const metadata of [
      pairs(11),
      { ab: 'v' },
      { ['k'.repeat(26)]: 'v' },
      { key: '' },
      { key: 'v'.repeat(257) },
    ]) {
      const answer = await patch(metadata);
      expect(answer.status, JSON.stringify(metadata).slice(0, 60)).toBe(400);
      expect(answer.body).toEqual(errorBody(3, 'INVALID_ARGUMENT'));
      expect((answer.body as { message: string }).message).toContain('metadata');
    }
  });

  it('answers 400 for a change of region_code and 404 for an unknown organization', async () => {
    const { id } = await createOrganization({ display_name: 'Acme' });
    const moved = await t.api('PATCH', `/api/v1/organizations/${id}`, { region_code: 'EU' });
    expect(moved.status).toBe(400);
    expect(moved.body).toEqual(errorBody(3, 'INVALID_ARGUMENT'));
    expect((moved.body as { message: string }).message).toContain('region_code');
    const missing = await t.api('PATCH', '/api/v1/organizations/org_missing', {
      display_name: 'X',
    });
    expect(missing.status).toBe(404);
  });
});

describe('an organization external_id', () => {
  it('names one organization: 409 for a taken one on create and on update', async () => {
    const acme = await createOrganization({ display_name: 'Acme', external_id: 'crm-7' });
    const other = await createOrganization({ display_name: 'Other', external_id: 'crm-8' });
    const created = await t.api('POST', '/api/v1/organizations', {
      display_name: 'Acme again',
      external_id: 'crm-7',
    });
    expect(created.status).toBe(409);
    expect(created.body).toEqual(errorBody(6, 'ALREADY_EXISTS'));
    expect((created.body as { message: string }).message).toContain('external_id "crm-7"');

    const moved = await t.api('PATCH', `/api/v1/organizations/${other.id}`, {
      external_id: 'crm-7',
    });
    expect(moved.status).toBe(409);
    expect(moved.body).toEqual(errorBody(6, 'ALREADY_EXISTS'));
    const list = organizationListSchema.parse((await t.api('GET', '/api/v1/organizations')).body);
    expect(list.organizations.map((organization) => organization.external_id)).toEqual([
      'crm-7',
      'crm-8',
    ]);
    // Its own external id again, and one set free by a delete, are taken without conflict.
    const same = await t.api('PATCH', `/api/v1/organizations/${acme.id}`, { external_id: 'crm-7' });
    expect(same.status).toBe(200);
    await t.api('DELETE', `/api/v1/organizations/${acme.id}`);
    await createOrganization({ display_name: 'Acme reborn', external_id: 'crm-7' });
  });
});

describe('DELETE /api/v1/organizations/{id}', () => {
  it('removes the organization, then answers 404', async () => {
    const { id } = await createOrganization({ display_name: 'Acme' });
    expect(await t.api('DELETE', `/api/v1/organizations/${id}`)).toMatchObject({
      status: 200,
      body: {},
    });
    expect((await t.api('GET', `/api/v1/organizations/${id}`)).status).toBe(404);
    const again = await t.api('DELETE', `/api/v1/organizations/${id}`);
    expect(again.status).toBe(404);
    expect(again.body).toEqual(errorBody(5, 'NOT_FOUND'));
  });
});

describe('PATCH /api/v1/organizations/{id}/settings', () => {
  it('sets the listed features and answers the organization', async () => {
    const { id } = await createOrganization({ display_name: 'Acme' });
    const answer = await t.api('PATCH', `/api/v1/organizations/${id}/settings`, {
      features: [{ name: 'directory_sync', enabled: true }],
    });
    expect(answer.status).toBe(200);
    expect(organizationResponseSchema.parse(answer.body).organization.settings).toEqual({
      features: [
        { name: 'sso', enabled: false },
        { name: 'directory_sync', enabled: true },
      ],
    });
    const stored = await t.api('GET', `/api/v1/organizations/${id}`);
    expect(
      organizationResponseSchema.parse(stored.body).organization.settings?.features,
    ).toContainEqual({ name: 'directory_sync', enabled: true });
  });

  it('answers 400 for a feature other than sso and directory_sync, or a malformed one', async () => {
    const { id } = await createOrganization({ display_name: 'Acme' });
    for (const body of [
      { features: [{ name: 'scim', enabled: true }] },
      { features: [{ name: 'sso' }] },
      { features: [] },
      {},
    ]) {
      const answer = await t.api('PATCH', `/api/v1/organizations/${id}/settings`, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toEqual(errorBody(3, 'INVALID_ARGUMENT'));
    }
  });

  it('answers 404 for an unknown organization', async () => {
    const answer = await t.api('PATCH', '/api/v1/organizations/org_missing/settings', {
      features: [{ name: 'sso', enabled: true }],
    });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual(errorBody(5, 'NOT_FOUND'));
  });
});
