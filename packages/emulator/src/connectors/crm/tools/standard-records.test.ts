import { describe, expect, it } from 'vitest';
import { exactly, serviceError } from '../../../test/exact-answers.ts';
import { crmDeletedSchema, crmMany, crmOne, crmRecordSchema } from '../../../test/result-parts.ts';
import { setupToolHarness } from '../../../test/tool-harness.ts';
import { CRM_SEED } from '../seed/build-ids.ts';

const t = setupToolHarness();
const record = crmOne(crmRecordSchema);
const records = crmMany(crmRecordSchema);
const MISSING = '00000000-0000-4000-8000-000000000000';

describe('crm_create_person, crm_get_person', () => {
  it('creates a person with typed values, seen by the next get and list', async () => {
    const account = await t.account('crm');
    const created = exactly.crm(
      record,
      await t.run(account, 'crm_create_person', {
        values: {
          name: ['Grace Kim'],
          email_addresses: ['Grace.Kim+crm@Acme.com'],
          phone_numbers: ['+44 20 7946 0958'],
          job_title: [{ value: 'Head of Data' }],
          company: [{ target_object: 'companies', target_record_id: CRM_SEED.companies.acme }],
          primary_location: [{ locality: 'London', country_code: 'GB' }],
        },
      }),
    ).data;
    expect(created.id.object_id).toBe(CRM_SEED.objects.people);
    expect(created.values).toMatchObject({
      name: [
        {
          first_name: 'Grace',
          last_name: 'Kim',
          full_name: 'Grace Kim',
          attribute_type: 'personal-name',
        },
      ],
      email_addresses: [
        {
          original_email_address: 'Grace.Kim+crm@Acme.com',
          email_address: 'grace.kim+crm@acme.com',
          email_domain: 'acme.com',
          email_root_domain: 'acme.com',
          email_local_specifier: 'grace.kim',
          attribute_type: 'email-address',
        },
      ],
      phone_numbers: [
        { phone_number: '+442079460958', country_code: 'GB', attribute_type: 'phone-number' },
      ],
      job_title: [{ value: 'Head of Data', attribute_type: 'text', active_until: null }],
      company: [{ target_object: 'companies', target_record_id: CRM_SEED.companies.acme }],
      primary_location: [{ locality: 'London', country_code: 'GB', line_1: null }],
      description: [],
      created_by: [{ referenced_actor_id: CRM_SEED.members.self }],
    });
    const fetched = await t.run(account, 'crm_get_person', { record_id: created.id.record_id });
    expect(fetched).toEqual({ data: created });
    const listed = exactly.crm(records, await t.run(account, 'crm_list_people', {})).data;
    expect(listed.at(-1)).toEqual(created);
  });

  it('answers 404 for a company id, and 400 for a value of the wrong type or an unknown attribute', async () => {
    const account = await t.account('crm');
    const body = await t.fail(
      account,
      'crm_get_person',
      { record_id: CRM_SEED.companies.acme },
      404,
    );
    expect(serviceError('crm', body)).toMatchObject({ status_code: 404, code: 'not_found' });
    const wrongType = await t.fail(
      account,
      'crm_create_person',
      { values: { email_addresses: ['not-an-email'] } },
      400,
    );
    expect(wrongType.message).toContain('values.email_addresses[0]');
    const unknown = await t.fail(
      account,
      'crm_create_person',
      { values: { nickname: ['Ace'] } },
      400,
    );
    expect(serviceError('crm', unknown).message).toContain(
      'Cannot find attribute with slug/ID "nickname"',
    );
  });

  it('refuses a second person with an email address another holds: 409 uniqueness_conflict', async () => {
    const account = await t.account('crm');
    const body = await t.fail(
      account,
      'crm_create_person',
      { values: { email_addresses: ['ada.park@acme.com'] } },
      409,
    );
    expect(body.details[0]?.error_code).toBe('UPSTREAM_CONFLICT');
    expect(serviceError('crm', body)).toMatchObject({ code: 'uniqueness_conflict' });
  });
});

describe('crm_list_people', () => {
  it('filters, sorts, limits and offsets', async () => {
    const account = await t.account('crm');
    const names = async (params: Parameters<typeof t.run<'crm_list_people'>>[2]) =>
      records
        .parse(await t.run(account, 'crm_list_people', params))
        .data.map((person) => person.values.name?.[0]?.full_name);
    expect(await names({})).toEqual([
      'Ada Park',
      'Ben Ortiz',
      'Chloé Martin',
      'Dev Rao',
      'Eva Müller',
    ]);
    expect(await names({ filter: { company: CRM_SEED.companies.acme } })).toEqual([
      'Ada Park',
      'Dev Rao',
    ]);
    expect(await names({ filter: { email_addresses: { $ends_with: '@initech.com' } } })).toEqual([
      'Chloé Martin',
    ]);
    expect(await names({ filter: { name: { first_name: 'Eva' } } })).toEqual(['Eva Müller']);
    expect(
      await names({
        filter: { $or: [{ job_title: 'CTO' }, { job_title: 'COO' }] },
        sorts: [{ attribute: 'name', direction: 'desc' }],
      }),
    ).toEqual(['Eva Müller', 'Ada Park']);
    // Job titles in order: COO, CTO, Head of Operations, Staff Engineer, VP Engineering.
    expect(
      await names({ sorts: [{ attribute: 'job_title', direction: 'asc' }], limit: 2, offset: 1 }),
    ).toEqual(['Ada Park', 'Ben Ortiz']);
    expect(await names({ filter: { description: null } })).not.toContain('Eva Müller');
  });

  it('answers 400 for a filter on an attribute people do not have', async () => {
    const account = await t.account('crm');
    const body = await t.fail(account, 'crm_list_people', { filter: { shoe_size: 42 } }, 400);
    expect(body.message).toContain('Unknown attribute slug "shoe_size"');
  });
});

describe('crm_delete_person', () => {
  it('deletes for good: get answers 404; notes and list entries go, tasks lose the link', async () => {
    const account = await t.account('crm');
    const ada = CRM_SEED.people.ada;
    expect(
      exactly.crm(crmDeletedSchema, await t.run(account, 'crm_delete_person', { record_id: ada })),
    ).toEqual({});
    await t.fail(account, 'crm_get_person', { record_id: ada }, 404);
    await t.fail(account, 'crm_get_note', { note_id: CRM_SEED.notes.adaEmail }, 404);
    const acme = exactly.crm(
      record,
      await t.run(account, 'crm_get_company', { record_id: CRM_SEED.companies.acme }),
    ).data;
    expect(acme.values.team?.map((value) => value.target_record_id)).toEqual([CRM_SEED.people.dev]);
    await t.fail(account, 'crm_delete_person', { record_id: ada }, 404);

    const dev = CRM_SEED.people.dev;
    await t.run(account, 'crm_delete_person', { record_id: dev });
    await t.fail(
      account,
      'crm_get_list_entry',
      { list: 'recruiting', entry_id: CRM_SEED.entries.devInRecruiting },
      404,
    );

    const chloe = CRM_SEED.people.chloe;
    await t.run(account, 'crm_delete_person', { record_id: chloe });
    const task = await t.run(account, 'crm_get_task', { task_id: CRM_SEED.tasks.followUp });
    expect(task).toMatchObject({
      data: {
        linked_records: [
          {
            target_object_id: CRM_SEED.objects.companies,
            target_record_id: CRM_SEED.companies.initech,
          },
        ],
      },
    });
  });
});

describe('crm_create_company, crm_get_company, crm_list_companies, crm_delete_company', () => {
  it('creates a company, seen by get and list; deleting it answers 404 after', async () => {
    const account = await t.account('crm');
    const created = exactly.crm(
      record,
      await t.run(account, 'crm_create_company', {
        values: {
          name: ['Hooli'],
          domains: ['https://www.hooli.xyz/about', 'hooli.co.uk'],
          categories: ['SaaS', 'Search'],
          employee_range: ['5K+'],
          foundation_date: ['2004-09-01'],
          estimated_arr: [{ currency_value: 9000000, currency_code: 'GBP' }],
        },
      }),
    ).data;
    expect(created.values).toMatchObject({
      name: [{ value: 'Hooli' }],
      domains: [
        { domain: 'www.hooli.xyz', root_domain: 'hooli.xyz' },
        { domain: 'hooli.co.uk', root_domain: 'hooli.co.uk' },
      ],
      categories: [
        { option: { title: 'SaaS' } },
        { option: { title: 'Search', is_archived: false } },
      ],
      employee_range: [
        {
          option: {
            title: '5K+',
            id: { workspace_id: created.id.workspace_id, option_id: expect.any(String) },
          },
        },
      ],
      foundation_date: [{ value: '2004-09-01' }],
      estimated_arr: [
        { currency_value: 9000000, currency_code: 'GBP', attribute_type: 'currency' },
      ],
    });
    expect(await t.run(account, 'crm_get_company', { record_id: created.id.record_id })).toEqual({
      data: created,
    });
    const byDomain = exactly.crm(
      records,
      await t.run(account, 'crm_list_companies', {
        filter: { domains: { root_domain: 'hooli.xyz' } },
      }),
    ).data;
    expect(byDomain).toEqual([created]);
    // A value naming a new option adds it to the attribute (the catalog has no tool for options).
    const options = await t.run(account, 'crm_list_attribute_options', {
      object: 'companies',
      attribute: 'categories',
    });
    expect(options).toMatchObject({
      data: expect.arrayContaining([expect.objectContaining({ title: 'Search' })]),
    });

    await t.run(account, 'crm_delete_company', { record_id: created.id.record_id });
    await t.fail(account, 'crm_get_company', { record_id: created.id.record_id }, 404);
  });

  it('answers 409 uniqueness_conflict for a domain another company has', async () => {
    const account = await t.account('crm');
    const body = await t.fail(
      account,
      'crm_create_company',
      { values: { name: ['Acme 2'], domains: ['ACME.com'] } },
      409,
    );
    expect(serviceError('crm', body)).toMatchObject({
      status_code: 409,
      code: 'uniqueness_conflict',
    });
    expect(body.message).toContain('"domains"');
  });

  it('lists companies by a select value, sorted by a currency value', async () => {
    const account = await t.account('crm');
    const b2b = exactly.crm(
      records,
      await t.run(account, 'crm_list_companies', {
        filter: { categories: 'B2B' },
        sorts: [{ attribute: 'name', direction: 'desc' }],
      }),
    ).data;
    expect(b2b.map((company) => company.values.name?.[0]?.value)).toEqual([
      'Initech',
      'Acme Corporation',
    ]);
    const byArr = exactly.crm(
      records,
      await t.run(account, 'crm_list_companies', {
        sorts: [{ attribute: 'estimated_arr', direction: 'desc' }],
        limit: 2,
      }),
    ).data;
    expect(byArr.map((company) => company.values.name?.[0]?.value)).toEqual([
      'Globex',
      'Acme Corporation',
    ]);
  });

  it('deleting a company removes its notes, entries and comment threads', async () => {
    const account = await t.account('crm');
    await t.run(account, 'crm_delete_company', { record_id: CRM_SEED.companies.acme });
    await t.fail(account, 'crm_get_note', { note_id: CRM_SEED.notes.discovery }, 404);
    await t.fail(
      account,
      'crm_get_list_entry',
      { list: 'sales_pipeline', entry_id: CRM_SEED.entries.acmeInPipeline },
      404,
    );
    await t.fail(account, 'crm_get_comment', { comment_id: CRM_SEED.comments.dpaQuestion }, 404);
    await t.fail(account, 'crm_get_comment', { comment_id: CRM_SEED.comments.procurement }, 404);
    const people = exactly.crm(
      records,
      await t.run(account, 'crm_list_people', { filter: { company: { $not_empty: true } } }),
    ).data;
    expect(people.map((person) => person.id.record_id)).not.toContain(CRM_SEED.people.ada);
  });
});

describe('crm_create_deal, crm_get_deal, crm_list_deals, crm_delete_deal', () => {
  it('creates a deal with a status, an owner and references, seen by get and list', async () => {
    const account = await t.account('crm');
    const created = exactly.crm(
      record,
      await t.run(account, 'crm_create_deal', {
        values: {
          name: ['Umbrella fleet tracking'],
          stage: ['Lead'],
          owner: [CRM_SEED.members.lena],
          value: [75000],
          associated_company: [CRM_SEED.companies.umbrella],
          associated_people: [CRM_SEED.people.eva],
        },
      }),
    ).data;
    expect(created.values).toMatchObject({
      stage: [
        {
          status: { title: 'Lead', id: { status_id: expect.any(String) } },
          attribute_type: 'status',
        },
      ],
      owner: [
        { referenced_actor_type: 'workspace-member', referenced_actor_id: CRM_SEED.members.lena },
      ],
      value: [{ currency_value: 75000, currency_code: 'USD' }],
      associated_company: [
        { target_object: 'companies', target_record_id: CRM_SEED.companies.umbrella },
      ],
      is_priority: [],
    });
    expect(await t.run(account, 'crm_get_deal', { record_id: created.id.record_id })).toEqual({
      data: created,
    });
    const leads = exactly.crm(
      records,
      await t.run(account, 'crm_list_deals', { filter: { stage: 'Lead' } }),
    ).data;
    expect(leads.map((deal) => deal.id.record_id)).toEqual([
      CRM_SEED.deals.initechPilot,
      created.id.record_id,
    ]);
  });

  it('answers 400 missing_value without a required attribute, and 400 for two values of a single one', async () => {
    const account = await t.account('crm');
    const missing = await t.fail(
      account,
      'crm_create_deal',
      { values: { name: ['No stage'] } },
      400,
    );
    expect(serviceError('crm', missing)).toMatchObject({ code: 'missing_value' });
    const two = await t.fail(
      account,
      'crm_create_deal',
      { values: { name: ['A', 'B'], stage: ['Lead'], owner: [CRM_SEED.members.maya] } },
      400,
    );
    expect(two.message).toContain('takes a single value');
  });

  it('lists deals sorted by value; a deleted deal answers 404 and leaves its tasks', async () => {
    const account = await t.account('crm');
    const sorted = exactly.crm(
      records,
      await t.run(account, 'crm_list_deals', {
        sorts: [{ attribute: 'value', direction: 'desc' }],
      }),
    ).data;
    expect(sorted.map((deal) => deal.values.name?.[0]?.value)).toEqual([
      'Globex renewal',
      'Acme expansion',
      'Initech pilot',
    ]);
    const deletion = await t.run(account, 'crm_delete_deal', {
      record_id: CRM_SEED.deals.globexRenewal,
    });
    expect(deletion).toEqual({});
    await t.fail(account, 'crm_get_deal', { record_id: CRM_SEED.deals.globexRenewal }, 404);
    const task = await t.run(account, 'crm_get_task', { task_id: CRM_SEED.tasks.renewalCall });
    expect(task).toMatchObject({ data: { linked_records: [] } });
    await t.fail(account, 'crm_delete_deal', { record_id: MISSING }, 404);
  });
});
