import { describe, expect, it } from 'vitest';
import { exactly, serviceError } from '../../../test/exact-answers.ts';
import { crmEntrySchema, crmMany, crmOne } from '../../../test/result-parts.ts';
import { setupToolHarness } from '../../../test/tool-harness.ts';
import { CRM_SEED } from '../seed/build-ids.ts';

const t = setupToolHarness();
const entries = crmMany(crmEntrySchema);
const entry = crmOne(crmEntrySchema);
const E = CRM_SEED.entries;

describe('crm_list_entries', () => {
  it('lists a list’s entries with their values, filtered, sorted, limited and offset', async () => {
    const account = await t.account('crm');
    const all = exactly.crm(
      entries,
      await t.run(account, 'crm_list_entries', { list: 'sales_pipeline' }),
    ).data;
    expect(all.map((item) => item.id.entry_id)).toEqual([
      E.acmeInPipeline,
      E.globexInPipeline,
      E.initechInPipeline,
    ]);
    expect(all[0]).toMatchObject({
      parent_record_id: CRM_SEED.companies.acme,
      parent_object: 'companies',
      entry_values: {
        stage: [{ status: { title: 'Negotiation' } }],
        priority: [{ option: { title: 'High' } }],
        expected_close: [{ value: '2025-06-30' }],
      },
    });
    const ids = async (params: Omit<Parameters<typeof t.run<'crm_list_entries'>>[2], 'list'>) =>
      entries
        .parse(
          await t.run(account, 'crm_list_entries', {
            list: CRM_SEED.lists.sales_pipeline,
            ...params,
          }),
        )
        .data.map((item) => item.id.entry_id);
    expect(await ids({ filter: { priority: { $in: ['High', 'Low'] } } })).toEqual([
      E.acmeInPipeline,
      E.initechInPipeline,
    ]);
    expect(await ids({ sorts: [{ attribute: 'stage', direction: 'asc' }] })).toEqual([
      E.acmeInPipeline,
      E.initechInPipeline,
      E.globexInPipeline,
    ]);
    expect(await ids({ limit: 1, offset: 2 })).toEqual([E.initechInPipeline]);
  });
});

describe('crm_add_to_list, crm_get_list_entry', () => {
  it('always creates a new entry, even for a record already in the list', async () => {
    const account = await t.account('crm');
    const first = exactly.crm(
      entry,
      await t.run(account, 'crm_add_to_list', {
        list: 'sales_pipeline',
        record_id: CRM_SEED.companies.umbrella,
        entry_values: { stage: ['Prospecting'], priority: ['Medium'] },
      }),
    ).data;
    expect(first).toMatchObject({
      parent_record_id: CRM_SEED.companies.umbrella,
      parent_object: 'companies',
      entry_values: { stage: [{ status: { title: 'Prospecting' } }], expected_close: [] },
    });
    const second = exactly.crm(
      entry,
      await t.run(account, 'crm_add_to_list', {
        list: 'sales_pipeline',
        record_id: CRM_SEED.companies.umbrella,
      }),
    ).data;
    expect(second.id.entry_id).not.toBe(first.id.entry_id);
    expect(
      await t.run(account, 'crm_get_list_entry', {
        list: 'sales_pipeline',
        entry_id: first.id.entry_id,
      }),
    ).toEqual({ data: first });
    const all = exactly.crm(
      entries,
      await t.run(account, 'crm_list_entries', { list: 'sales_pipeline' }),
    ).data;
    expect(all.filter((item) => item.parent_record_id === CRM_SEED.companies.umbrella)).toEqual([
      first,
      second,
    ]);
  });

  it('adds a record of any object to a list made by a tool, and refuses the wrong object elsewhere', async () => {
    const account = await t.account('crm');
    await t.run(account, 'crm_create_list', {
      name: 'Watch',
      api_slug: 'watch',
      workspace_access: 'full-access',
      workspace_member_access: [],
    });
    const added = exactly.crm(
      entry,
      await t.run(account, 'crm_add_to_list', {
        list: 'watch',
        record_id: CRM_SEED.deals.acmeExpansion,
      }),
    ).data;
    expect(added).toMatchObject({ parent_object: 'deals', entry_values: {} });
    const wrong = await t.fail(
      account,
      'crm_add_to_list',
      { list: 'recruiting', record_id: CRM_SEED.companies.acme },
      400,
    );
    expect(serviceError('crm', wrong).message).toContain('holds records of people');
    await t.fail(
      account,
      'crm_add_to_list',
      { list: 'recruiting', record_id: '00000000-0000-4000-8000-000000000000' },
      404,
    );
    await t.fail(
      account,
      'crm_get_list_entry',
      { list: 'recruiting', entry_id: E.acmeInPipeline },
      404,
    );
  });
});

describe('crm_remove_from_list', () => {
  it('removes the entry, which then answers 404, and keeps the record', async () => {
    const account = await t.account('crm');
    const params = { list: 'recruiting', entry_id: E.devInRecruiting };
    expect(await t.run(account, 'crm_remove_from_list', params)).toEqual({});
    await t.fail(account, 'crm_get_list_entry', params, 404);
    await t.fail(account, 'crm_remove_from_list', params, 404);
    expect(
      await t.run(account, 'crm_get_person', { record_id: CRM_SEED.people.dev }),
    ).toMatchObject({
      data: { id: { record_id: CRM_SEED.people.dev } },
    });
  });
});

describe('crm_list_record_entries', () => {
  it('answers each entry of a record with its list', async () => {
    const account = await t.account('crm');
    await t.run(account, 'crm_add_to_list', {
      list: 'sales_pipeline',
      record_id: CRM_SEED.companies.acme,
    });
    const answer = await t.run(account, 'crm_list_record_entries', {
      object: 'companies',
      record_id: CRM_SEED.companies.acme,
    });
    expect(answer).toEqual({
      data: [
        {
          list_id: CRM_SEED.lists.sales_pipeline,
          list_api_slug: 'sales_pipeline',
          entry_id: E.acmeInPipeline,
          created_at: expect.any(String),
        },
        {
          list_id: CRM_SEED.lists.sales_pipeline,
          list_api_slug: 'sales_pipeline',
          entry_id: expect.any(String),
          created_at: expect.any(String),
        },
      ],
    });
    await t.fail(
      account,
      'crm_list_record_entries',
      { object: 'people', record_id: CRM_SEED.companies.acme },
      404,
    );
  });
});
