import { describe, expect, it } from 'vitest';
import { exactly, serviceError } from '../../../test/exact-answers.ts';
import {
  crmAttributeSchema,
  crmMany,
  crmObjectSchema,
  crmOne,
} from '../../../test/result-parts.ts';
import { setupToolHarness } from '../../../test/tool-harness.ts';
import { CRM_SEED } from '../seed/build-ids.ts';

const t = setupToolHarness();

describe('crm_list_objects, crm_get_object', () => {
  it('lists the standard objects and the custom one; gets one by slug or id', async () => {
    const account = await t.account('crm');
    const objects = exactly.crm(
      crmMany(crmObjectSchema),
      await t.run(account, 'crm_list_objects', {}),
    ).data;
    expect(objects.map((object) => object.api_slug)).toEqual([
      'companies',
      'people',
      'deals',
      'users',
      'workspaces',
      'projects',
    ]);
    const bySlug = await t.run(account, 'crm_get_object', { object: 'people' });
    expect(bySlug).toEqual({ data: objects[1] });
    expect(await t.run(account, 'crm_get_object', { object: CRM_SEED.objects.people })).toEqual(
      bySlug,
    );
    expect(objects[1]).toMatchObject({ singular_noun: 'Person', plural_noun: 'People' });
    await t.fail(account, 'crm_get_object', { object: 'invoices' }, 404);
  });
});

describe('crm_create_object', () => {
  it('creates a custom object with the system attributes, whose records can then be made', async () => {
    const account = await t.account('crm');
    const created = exactly.crm(
      crmOne(crmObjectSchema),
      await t.run(account, 'crm_create_object', {
        singular_noun: 'Invoice',
        plural_noun: 'Invoices',
        api_slug: 'invoices',
      }),
    ).data;
    expect(created).toMatchObject({
      api_slug: 'invoices',
      singular_noun: 'Invoice',
      plural_noun: 'Invoices',
    });
    expect(await t.run(account, 'crm_get_object', { object: 'invoices' })).toEqual({
      data: created,
    });
    const attributes = exactly.crm(
      crmMany(crmAttributeSchema),
      await t.run(account, 'crm_list_attributes', { object: 'invoices' }),
    ).data;
    expect(
      attributes.map((attribute) => [attribute.api_slug, attribute.is_system_attribute]),
    ).toEqual([
      ['created_at', true],
      ['created_by', true],
    ]);
    await t.run(account, 'crm_create_attribute', {
      object: 'invoices',
      api_slug: 'number',
      title: 'Number',
      type: 'text',
      description: 'Invoice number',
      is_required: true,
      is_unique: true,
      is_multiselect: false,
      config: {},
    });
    const invoice = await t.run(account, 'crm_create_record', {
      object: 'invoices',
      values: { number: ['INV-1'] },
    });
    expect(invoice).toMatchObject({ data: { values: { number: [{ value: 'INV-1' }] } } });
    await t.fail(
      account,
      'crm_create_record',
      { object: 'invoices', values: { number: ['INV-1'] } },
      409,
    );
  });

  it('answers 409 slug_conflict for a slug in use and 400 for a malformed one', async () => {
    const account = await t.account('crm');
    const conflict = await t.fail(
      account,
      'crm_create_object',
      { singular_noun: 'Deal', plural_noun: 'Deals', api_slug: 'deals' },
      409,
    );
    expect(serviceError('crm', conflict)).toMatchObject({
      status_code: 409,
      code: 'slug_conflict',
    });
    await t.fail(
      account,
      'crm_create_object',
      { singular_noun: 'X', plural_noun: 'Xs', api_slug: '1x' },
      400,
    );
  });
});
