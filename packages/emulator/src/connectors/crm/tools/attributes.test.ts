import { describe, expect, it } from 'vitest';
import { exactly, serviceError } from '../../../test/exact-answers.ts';
import {
  crmAttributeSchema,
  crmMany,
  crmOne,
  crmOptionSchema,
  crmStatusSchema,
} from '../../../test/result-parts.ts';
import { setupToolHarness } from '../../../test/tool-harness.ts';
import { CRM_SEED } from '../seed/build-ids.ts';

const t = setupToolHarness();
const attributes = crmMany(crmAttributeSchema);
const attribute = crmOne(crmAttributeSchema);
const base = {
  description: '',
  is_required: false,
  is_unique: false,
  is_multiselect: false,
  config: {},
};

describe('crm_list_attributes, crm_get_attribute', () => {
  it('lists the attributes of an object and of a list; gets one by slug or id', async () => {
    const account = await t.account('crm');
    const onDeals = exactly.crm(
      attributes,
      await t.run(account, 'crm_list_attributes', { object: 'deals' }),
    ).data;
    expect(onDeals.map((item) => [item.api_slug, item.type])).toEqual([
      ['created_at', 'timestamp'],
      ['created_by', 'actor-reference'],
      ['name', 'text'],
      ['stage', 'status'],
      ['owner', 'actor-reference'],
      ['value', 'currency'],
      ['is_priority', 'checkbox'],
      ['associated_people', 'record-reference'],
      ['associated_company', 'record-reference'],
    ]);
    const company = onDeals.find((item) => item.api_slug === 'associated_company');
    expect(company?.config.record_reference.allowed_object_ids).toEqual([
      CRM_SEED.objects.companies,
    ]);
    expect(
      onDeals.find((item) => item.api_slug === 'value')?.config.currency.default_currency_code,
    ).toBe('USD');
    const onList = exactly.crm(
      attributes,
      await t.run(account, 'crm_list_attributes', { list: 'sales_pipeline' }),
    ).data;
    expect(onList.map((item) => item.api_slug)).toEqual(['stage', 'priority', 'expected_close']);
    expect(onList[0]?.id).toMatchObject({ list_id: CRM_SEED.lists.sales_pipeline });

    const bySlug = exactly.crm(
      attribute,
      await t.run(account, 'crm_get_attribute', { object: 'people', attribute: 'email_addresses' }),
    );
    expect(bySlug.data).toMatchObject({
      is_unique: true,
      is_multiselect: true,
      type: 'email-address',
    });
    const byId = await t.run(account, 'crm_get_attribute', {
      object: 'people',
      attribute: bySlug.data.id.attribute_id,
    });
    expect(byId).toEqual(bySlug);
    await t.fail(account, 'crm_get_attribute', { object: 'people', attribute: 'shoe_size' }, 404);
  });
});

describe('crm_create_attribute', () => {
  it('creates an attribute of every listed type, each with its config', async () => {
    const account = await t.account('crm');
    const types = [
      'text',
      'number',
      'select',
      'multiselect',
      'status',
      'date',
      'timestamp',
      'checkbox',
      'currency',
      'actor-reference',
      'location',
      'domain',
      'email-address',
      'phone-number',
      'interaction',
    ] as const;
    for (const type of types) {
      const created = exactly.crm(
        attribute,
        await t.run(account, 'crm_create_attribute', {
          ...base,
          object: 'projects',
          api_slug: `field_${type.replace('-', '_')}`,
          title: `A ${type}`,
          type,
          ...(type === 'currency' && { config: { currency: { default_currency_code: 'JPY' } } }),
        }),
      ).data;
      expect(created).toMatchObject({
        type,
        is_system_attribute: false,
        is_writable: true,
        is_archived: false,
      });
      expect(created.is_multiselect).toBe(type === 'multiselect');
    }
    const reference = exactly.crm(
      attribute,
      await t.run(account, 'crm_create_attribute', {
        ...base,
        object: 'projects',
        api_slug: 'sponsor',
        title: 'Sponsor',
        type: 'record-reference',
        is_multiselect: true,
        config: { relationship: { object: 'people' } },
      }),
    ).data;
    expect(reference.config.record_reference.allowed_object_ids).toEqual([CRM_SEED.objects.people]);
    const listed = exactly.crm(
      attributes,
      await t.run(account, 'crm_list_attributes', { object: 'projects' }),
    ).data;
    expect(listed.at(-1)).toEqual(reference);

    const record = await t.run(account, 'crm_create_record', {
      object: 'projects',
      values: {
        name: ['Typed'],
        field_currency: [100],
        field_multiselect: ['Red', 'Blue'],
        field_status: ['Started'],
        field_interaction: [{ interaction_type: 'call', interacted_at: '2025-02-01T10:00:00Z' }],
        sponsor: [CRM_SEED.people.ada, CRM_SEED.people.ben],
      },
    });
    expect(record).toMatchObject({
      data: {
        values: {
          field_currency: [{ currency_code: 'JPY', currency_value: 100 }],
          field_multiselect: [{ option: { title: 'Red' } }, { option: { title: 'Blue' } }],
          field_status: [{ status: { title: 'Started' } }],
          field_interaction: [
            { interaction_type: 'call', interacted_at: '2025-02-01T10:00:00.000000000Z' },
          ],
          sponsor: [
            { target_record_id: CRM_SEED.people.ada },
            { target_record_id: CRM_SEED.people.ben },
          ],
        },
      },
    });
  });

  it('creates a list attribute used by new entries', async () => {
    const account = await t.account('crm');
    await t.run(account, 'crm_create_attribute', {
      ...base,
      list: 'recruiting',
      api_slug: 'source',
      title: 'Source',
      type: 'text',
      is_required: true,
    });
    const missing = await t.fail(
      account,
      'crm_add_to_list',
      { list: 'recruiting', record_id: CRM_SEED.people.eva },
      400,
    );
    expect(serviceError('crm', missing).code).toBe('missing_value');
    const added = await t.run(account, 'crm_add_to_list', {
      list: 'recruiting',
      record_id: CRM_SEED.people.eva,
      entry_values: { source: ['Referral'] },
    });
    expect(added).toMatchObject({ data: { entry_values: { source: [{ value: 'Referral' }] } } });
  });

  it('answers 409 for a slug in use, 404 for an unknown target object, 400 for a bad config', async () => {
    const account = await t.account('crm');
    const conflict = await t.fail(
      account,
      'crm_create_attribute',
      { ...base, object: 'people', api_slug: 'job_title', title: 'Job', type: 'text' },
      409,
    );
    expect(serviceError('crm', conflict).code).toBe('slug_conflict');
    await t.fail(
      account,
      'crm_create_attribute',
      {
        ...base,
        object: 'people',
        api_slug: 'mentor',
        title: 'Mentor',
        type: 'record-reference',
        config: { relationship: { object: 'mentors' } },
      },
      404,
    );
    await t.fail(
      account,
      'crm_create_attribute',
      {
        ...base,
        object: 'people',
        api_slug: 'fee',
        title: 'Fee',
        type: 'currency',
        config: { currency: { default_currency_code: 'euro' } },
      },
      400,
    );
  });
});

describe('crm_list_attribute_options', () => {
  it('lists the options of a select attribute, and answers 400 for another type', async () => {
    const account = await t.account('crm');
    const options = exactly.crm(
      crmMany(crmOptionSchema),
      await t.run(account, 'crm_list_attribute_options', {
        object: 'companies',
        attribute: 'employee_range',
      }),
    ).data;
    expect(options.map((option) => option.title)).toEqual([
      '1-10',
      '11-50',
      '51-250',
      '251-1K',
      '1K-5K',
      '5K+',
    ]);
    expect(options[0]?.id.object_id).toBe(CRM_SEED.objects.companies);
    const body = await t.fail(
      account,
      'crm_list_attribute_options',
      { object: 'companies', attribute: 'name' },
      400,
    );
    expect(body.message).toContain('not a select');
  });
});

describe('crm_list_attribute_statuses', () => {
  it('lists the statuses of a status attribute of a list, and answers 400 for another type', async () => {
    const account = await t.account('crm');
    const statuses = exactly.crm(
      crmMany(crmStatusSchema),
      await t.run(account, 'crm_list_attribute_statuses', {
        list: 'sales_pipeline',
        attribute: 'stage',
      }),
    ).data;
    expect(statuses.map((status) => status.title)).toEqual([
      'Prospecting',
      'Qualified',
      'Negotiation',
      'Closed',
    ]);
    const deals = await t.run(account, 'crm_list_attribute_statuses', {
      object: 'deals',
      attribute: 'stage',
    });
    expect(deals).toMatchObject({
      data: expect.arrayContaining([
        expect.objectContaining({ title: 'Won 🎉', celebration_enabled: true }),
      ]),
    });
    await t.fail(
      account,
      'crm_list_attribute_statuses',
      { object: 'deals', attribute: 'value' },
      400,
    );
  });
});
