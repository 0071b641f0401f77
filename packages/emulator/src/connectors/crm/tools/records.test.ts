import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { exactly, serviceError } from '../../../test/exact-answers.ts';
import {
  attributeValueSchema,
  crmMany,
  crmOne,
  crmRecordSchema,
} from '../../../test/result-parts.ts';
import { setupToolHarness } from '../../../test/tool-harness.ts';
import { CRM_SEED } from '../seed/build-ids.ts';

const t = setupToolHarness();
const record = crmOne(crmRecordSchema);
const records = crmMany(crmRecordSchema);
const names = (list: z.infer<typeof records>) =>
  list.data.map((item) => item.values.name?.[0]?.value);

describe('crm_create_record, crm_get_record', () => {
  it('creates a record of a custom object, seen by the next get and list', async () => {
    const account = await t.account('crm');
    const created = exactly.crm(
      record,
      await t.run(account, 'crm_create_record', {
        object: 'projects',
        values: {
          name: ['Initech rollout'],
          priority: ['P3'],
          budget: [{ currency_value: 8000 }],
          hours_estimate: [40],
          is_billable: [false],
          due_date: ['2025-12-01'],
          kickoff_at: ['2025-10-01T08:30:00+02:00'],
          client: [{ target_object: 'companies', target_record_id: CRM_SEED.companies.initech }],
          lead: [{ workspace_member_email_address: 'tom@northwind.example.com' }],
          contact_phone: ['+1 212 555 0147'],
        },
      }),
    ).data;
    expect(created.id.object_id).toBe(CRM_SEED.objects.projects);
    expect(created.values).toMatchObject({
      priority: [{ option: { title: 'P3' } }],
      budget: [{ currency_value: 8000, currency_code: 'EUR' }],
      hours_estimate: [{ value: 40, attribute_type: 'number' }],
      is_billable: [{ value: false, attribute_type: 'checkbox' }],
      due_date: [{ value: '2025-12-01', attribute_type: 'date' }],
      kickoff_at: [{ value: '2025-10-01T06:30:00.000000000Z', attribute_type: 'timestamp' }],
      lead: [{ referenced_actor_id: CRM_SEED.members.tom }],
      contact_phone: [{ phone_number: '+12125550147', country_code: 'US' }],
    });
    const byId = await t.run(account, 'crm_get_record', {
      object: CRM_SEED.objects.projects,
      record_id: created.id.record_id,
    });
    expect(byId).toEqual({ data: created });
    expect(
      names(exactly.crm(records, await t.run(account, 'crm_list_records', { object: 'projects' }))),
    ).toEqual(['Acme SSO rollout', 'Globex data migration', 'Initech rollout']);
  });

  it('answers 404 for an unknown object and for a reference to a missing record', async () => {
    const account = await t.account('crm');
    await t.fail(account, 'crm_create_record', { object: 'invoices', values: {} }, 404);
    const body = await t.fail(
      account,
      'crm_create_record',
      {
        object: 'projects',
        values: { name: ['x'], client: ['00000000-0000-4000-8000-000000000000'] },
      },
      404,
    );
    expect(serviceError('crm', body).code).toBe('not_found');
    const wrongObject = await t.fail(
      account,
      'crm_create_record',
      { object: 'projects', values: { name: ['x'], client: [CRM_SEED.people.ada] } },
      400,
    );
    expect(wrongObject.message).toContain('cannot reference a record of "people"');
  });
});

describe('crm_list_records', () => {
  it('filters on exact values and operators, sorts, limits and offsets', async () => {
    const account = await t.account('crm');
    const list = async (params: Omit<Parameters<typeof t.run<'crm_list_records'>>[2], 'object'>) =>
      names(
        exactly.crm(
          records,
          await t.run(account, 'crm_list_records', { object: 'projects', ...params }),
        ),
      );
    expect(await list({ filter: { priority: 'P1' } })).toEqual(['Acme SSO rollout']);
    expect(await list({ filter: { is_billable: false } })).toEqual(['Globex data migration']);
    expect(await list({ filter: { hours_estimate: { $gte: 100 } } })).toEqual(['Acme SSO rollout']);
    expect(await list({ filter: { lead: CRM_SEED.members.tom } })).toEqual([
      'Globex data migration',
    ]);
    expect(await list({ filter: { $not: { client: CRM_SEED.companies.acme } } })).toEqual([
      'Globex data migration',
    ]);
    expect(await list({ sorts: [{ attribute: 'hours_estimate', direction: 'asc' }] })).toEqual([
      'Globex data migration',
      'Acme SSO rollout',
    ]);
    expect(await list({ limit: 1, offset: 1 })).toEqual(['Globex data migration']);
  });

  it('answers 400 for an unknown filter operator', async () => {
    const account = await t.account('crm');
    const body = await t.fail(
      account,
      'crm_list_records',
      { object: 'projects', filter: { name: { $like: 'A%' } } },
      400,
    );
    expect(body.message).toContain('Unknown filter operator "$like"');
  });
});

describe('crm_search_records', () => {
  it('finds records by fuzzy text, best match first; an empty query returns all', async () => {
    const account = await t.account('crm');
    const search = async (query: string, extra: { limit?: number; offset?: number } = {}) =>
      records
        .parse(await t.run(account, 'crm_search_records', { object: 'companies', query, ...extra }))
        .data.map((company) => company.id.record_id);
    expect(await search('acme')).toEqual([CRM_SEED.companies.acme]);
    expect(await search('ACMEE corp')).toEqual([CRM_SEED.companies.acme]);
    expect(await search('umbrela')).toEqual([CRM_SEED.companies.umbrella]);
    expect(await search('globex.com')).toEqual([CRM_SEED.companies.globex]);
    expect(await search('no such company')).toEqual([]);
    expect(await search('')).toHaveLength(4);
    expect(await search('', { limit: 2, offset: 1 })).toEqual([
      CRM_SEED.companies.globex,
      CRM_SEED.companies.initech,
    ]);
    const people = exactly.crm(
      records,
      await t.run(account, 'crm_search_records', { object: 'people', query: 'chloe martin' }),
    );
    expect(people.data).toHaveLength(1);
  });
});

describe('crm_get_record_attribute_values', () => {
  it('answers the values in effect, and the historic ones on request', async () => {
    const account = await t.account('crm');
    const params = { object: 'deals', record_id: CRM_SEED.deals.globexRenewal, attribute: 'stage' };
    const current = exactly.crm(
      crmMany(attributeValueSchema),
      await t.run(account, 'crm_get_record_attribute_values', params),
    ).data;
    expect(current).toMatchObject([{ status: { title: 'Won 🎉' }, active_until: null }]);
    const history = exactly.crm(
      crmMany(attributeValueSchema),
      await t.run(account, 'crm_get_record_attribute_values', { ...params, show_historic: true }),
    ).data;
    expect(history).toMatchObject([
      { status: { title: 'Qualified' }, active_until: current[0]?.active_from },
      { status: { title: 'Won 🎉' }, active_until: null },
    ]);
    await t.fail(
      account,
      'crm_get_record_attribute_values',
      { ...params, attribute: 'color' },
      404,
    );
  });
});

describe('crm_delete_record', () => {
  it('deletes a record of any object; the next get answers 404', async () => {
    const account = await t.account('crm');
    const params = { object: 'projects', record_id: CRM_SEED.projects.acmeSso };
    expect(await t.run(account, 'crm_delete_record', params)).toEqual({});
    const body = await t.fail(account, 'crm_get_record', params, 404);
    expect(body.details[0]?.error_code).toBe('UPSTREAM_NOT_FOUND');
    expect(
      names(exactly.crm(records, await t.run(account, 'crm_list_records', { object: 'projects' }))),
    ).toEqual(['Globex data migration']);
  });
});
