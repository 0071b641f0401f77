import { describe, expect, it } from 'vitest';
import { exactly } from '../../../test/exact-answers.ts';
import { crmMany, crmOne, crmRecordSchema } from '../../../test/result-parts.ts';
import { setupToolHarness } from '../../../test/tool-harness.ts';
import { CRM_SEED } from '../seed/build-ids.ts';

const t = setupToolHarness();
const records = crmMany(crmRecordSchema);

describe('crm_list_user_records, crm_delete_user_record', () => {
  it('lists user records (all of them without a limit), filters them, and deletes one for good', async () => {
    const account = await t.account('crm');
    const all = exactly.crm(records, await t.run(account, 'crm_list_user_records', {})).data;
    expect(all.map((user) => user.values.user_id?.[0]?.value)).toEqual(['u_ada', 'u_dev']);
    expect(all[0]?.values).toMatchObject({
      primary_email_address: [{ email_address: 'ada.park@acme.com' }],
      person: [{ target_object: 'people', target_record_id: CRM_SEED.people.ada }],
      workspace: [
        { target_object: 'workspaces', target_record_id: CRM_SEED.workspaces.acmeProduction },
      ],
    });
    const filtered = exactly.crm(
      records,
      await t.run(account, 'crm_list_user_records', { filter: { user_id: 'u_dev' }, limit: 5 }),
    ).data;
    expect(filtered.map((user) => user.id.record_id)).toEqual([CRM_SEED.users.dev]);

    expect(
      await t.run(account, 'crm_delete_user_record', { record_id: CRM_SEED.users.dev }),
    ).toEqual({});
    const after = exactly.crm(records, await t.run(account, 'crm_list_user_records', {})).data;
    expect(after.map((user) => user.id.record_id)).toEqual([CRM_SEED.users.ada]);
    await t.fail(account, 'crm_delete_user_record', { record_id: CRM_SEED.users.dev }, 404);
  });
});

describe('crm_list_workspace_records, crm_get_workspace_record, crm_delete_workspace_record', () => {
  it('lists and gets workspace records; a deleted one answers 404 and leaves its users unlinked', async () => {
    const account = await t.account('crm');
    const listed = exactly.crm(
      records,
      await t.run(account, 'crm_list_workspace_records', {
        sorts: [{ attribute: 'name', direction: 'asc' }],
      }),
    ).data;
    expect(listed.map((workspace) => workspace.values.workspace_id?.[0]?.value)).toEqual([
      'ws_acme_prod',
    ]);
    const record_id = CRM_SEED.workspaces.acmeProduction;
    const fetched = exactly.crm(
      crmOne(crmRecordSchema),
      await t.run(account, 'crm_get_workspace_record', { record_id }),
    ).data;
    expect(fetched).toEqual(listed[0]);
    expect(fetched.values).toMatchObject({
      seats: [{ value: 40 }],
      name: [{ value: 'Acme Production' }],
    });

    expect(await t.run(account, 'crm_delete_workspace_record', { record_id })).toEqual({});
    await t.fail(account, 'crm_get_workspace_record', { record_id }, 404);
    const user = exactly.crm(
      crmOne(crmRecordSchema),
      await t.run(account, 'crm_get_record', { object: 'users', record_id: CRM_SEED.users.ada }),
    ).data;
    expect(user.values.workspace).toEqual([]);
  });
});
