import { describe, expect, it } from 'vitest';
import { exactly, serviceError } from '../../../test/exact-answers.ts';
import { crmListSchema, crmMany, crmOne } from '../../../test/result-parts.ts';
import { setupToolHarness } from '../../../test/tool-harness.ts';
import { CRM_SEED } from '../seed/build-ids.ts';

const t = setupToolHarness();
const lists = crmMany(crmListSchema);

describe('crm_list_lists', () => {
  it('lists every list, or the lists a record has entries in', async () => {
    const account = await t.account('crm');
    const all = exactly.crm(lists, await t.run(account, 'crm_list_lists', {})).data;
    expect(all).toMatchObject([
      { api_slug: 'sales_pipeline', name: 'Sales pipeline', parent_object: ['companies'] },
      { api_slug: 'recruiting', name: 'Recruiting', parent_object: ['people'] },
    ]);
    const devs = exactly.crm(
      lists,
      await t.run(account, 'crm_list_lists', {
        parent_object: 'people',
        parent_record_id: CRM_SEED.people.dev,
      }),
    ).data;
    expect(devs.map((list) => list.api_slug)).toEqual(['recruiting']);
    const umbrellas = exactly.crm(
      lists,
      await t.run(account, 'crm_list_lists', {
        parent_object: 'companies',
        parent_record_id: CRM_SEED.companies.umbrella,
      }),
    ).data;
    expect(umbrellas).toEqual([]);
  });
});

describe('crm_create_list, crm_get_list', () => {
  it('creates a list, seen by get (by slug or id) and by list_lists', async () => {
    const account = await t.account('crm');
    const created = exactly.crm(
      crmOne(crmListSchema),
      await t.run(account, 'crm_create_list', {
        name: 'Partners',
        api_slug: 'partners',
        workspace_access: 'read-only',
        workspace_member_access: [
          { workspace_member_id: CRM_SEED.members.tom, level: 'full-access' },
        ],
      }),
    ).data;
    expect(created).toMatchObject({
      api_slug: 'partners',
      name: 'Partners',
      parent_object: [],
      workspace_access: 'read-only',
      workspace_member_access: [
        { workspace_member_id: CRM_SEED.members.tom, level: 'full-access' },
      ],
      created_by_actor: { type: 'workspace-member', id: CRM_SEED.members.self },
    });
    expect(await t.run(account, 'crm_get_list', { list: 'partners' })).toEqual({ data: created });
    expect(await t.run(account, 'crm_get_list', { list: created.id.list_id })).toEqual({
      data: created,
    });
    const all = exactly.crm(lists, await t.run(account, 'crm_list_lists', {})).data;
    expect(all.at(-1)).toEqual(created);
  });

  it('answers 409 slug_conflict for a slug in use, 400 for a malformed slug, 404 for an unknown list', async () => {
    const account = await t.account('crm');
    const request = { name: 'Again', workspace_access: 'full-access', workspace_member_access: [] };
    const conflict = await t.fail(
      account,
      'crm_create_list',
      { ...request, api_slug: 'recruiting' },
      409,
    );
    expect(serviceError('crm', conflict).code).toBe('slug_conflict');
    await t.fail(account, 'crm_create_list', { ...request, api_slug: 'Bad Slug' }, 400);
    await t.fail(
      account,
      'crm_create_list',
      {
        ...request,
        api_slug: 'vip',
        workspace_member_access: [{ workspace_member_id: 'nobody', level: 'read-only' }],
      },
      404,
    );
    await t.fail(account, 'crm_get_list', { list: 'nope' }, 404);
  });
});
