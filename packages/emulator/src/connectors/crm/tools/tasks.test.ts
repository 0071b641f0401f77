import { describe, expect, it } from 'vitest';
import { exactly, serviceError } from '../../../test/exact-answers.ts';
import { crmDeletedSchema, crmMany, crmOne, crmTaskSchema } from '../../../test/result-parts.ts';
import { setupToolHarness } from '../../../test/tool-harness.ts';
import { CRM_SEED } from '../seed/build-ids.ts';

const t = setupToolHarness();
const tasks = crmMany(crmTaskSchema);
const MISSING = '00000000-0000-4000-8000-000000000000';

describe('crm_create_task, crm_get_task', () => {
  it('creates a task linked to records and assigned to members, seen by get and list', async () => {
    const account = await t.account('crm');
    const created = exactly.crm(
      crmOne(crmTaskSchema),
      await t.run(account, 'crm_create_task', {
        content: 'Prepare the Umbrella demo',
        deadline_at: '2025-03-01T17:00:00.000+01:00',
        linked_records: [
          { target_object: 'companies', target_record_id: CRM_SEED.companies.umbrella },
          { target_object: CRM_SEED.objects.people, target_record_id: CRM_SEED.people.eva },
        ],
        assignees: [
          { referenced_actor_type: 'workspace-member', referenced_actor_id: CRM_SEED.members.lena },
        ],
      }),
    ).data;
    expect(created).toMatchObject({
      content_plaintext: 'Prepare the Umbrella demo',
      deadline_at: '2025-03-01T16:00:00.000000000Z',
      is_completed: false,
      linked_records: [
        {
          target_object_id: CRM_SEED.objects.companies,
          target_record_id: CRM_SEED.companies.umbrella,
        },
        { target_object_id: CRM_SEED.objects.people, target_record_id: CRM_SEED.people.eva },
      ],
      created_by_actor: { type: 'workspace-member', id: CRM_SEED.members.self },
    });
    expect(await t.run(account, 'crm_get_task', { task_id: created.id.task_id })).toEqual({
      data: created,
    });
    const linked = exactly.crm(
      tasks,
      await t.run(account, 'crm_list_tasks', {
        linked_object: 'people',
        linked_record_id: CRM_SEED.people.eva,
      }),
    ).data;
    expect(linked).toEqual([created]);
  });

  it('answers 404 for a linked record or an assignee that does not exist', async () => {
    const account = await t.account('crm');
    const record = await t.fail(
      account,
      'crm_create_task',
      { content: 'x', linked_records: [{ target_object: 'companies', target_record_id: MISSING }] },
      404,
    );
    expect(serviceError('crm', record).code).toBe('not_found');
    await t.fail(
      account,
      'crm_create_task',
      {
        content: 'x',
        assignees: [{ referenced_actor_type: 'workspace-member', referenced_actor_id: MISSING }],
      },
      404,
    );
    await t.fail(account, 'crm_get_task', { task_id: MISSING }, 404);
  });
});

describe('crm_list_tasks', () => {
  it('lists tasks by linked object or record, by completion, limited and offset', async () => {
    const account = await t.account('crm');
    const ids = async (params: Parameters<typeof t.run<'crm_list_tasks'>>[2]) =>
      tasks
        .parse(await t.run(account, 'crm_list_tasks', params))
        .data.map((task) => task.id.task_id);
    const { questionnaire, renewalCall, followUp } = CRM_SEED.tasks;
    expect(await ids({})).toEqual([questionnaire, renewalCall, followUp]);
    expect(await ids({ is_completed: true })).toEqual([renewalCall]);
    expect(await ids({ is_completed: false })).toEqual([questionnaire, followUp]);
    expect(await ids({ linked_object: 'companies' })).toEqual([questionnaire, followUp]);
    expect(
      await ids({ linked_object: 'companies', linked_record_id: CRM_SEED.companies.initech }),
    ).toEqual([followUp]);
    expect(await ids({ limit: 1, offset: 1 })).toEqual([renewalCall]);
  });
});

describe('crm_delete_task', () => {
  it('deletes a task for good: get answers 404, list leaves it out', async () => {
    const account = await t.account('crm');
    const task_id = CRM_SEED.tasks.questionnaire;
    expect(
      exactly.crm(crmDeletedSchema, await t.run(account, 'crm_delete_task', { task_id })),
    ).toEqual({});
    await t.fail(account, 'crm_get_task', { task_id }, 404);
    const left = tasks
      .parse(await t.run(account, 'crm_list_tasks', {}))
      .data.map((task) => task.id.task_id);
    expect(left).not.toContain(task_id);
    await t.fail(account, 'crm_delete_task', { task_id }, 404);
  });
});
