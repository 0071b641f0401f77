import { describe, expect, it } from 'vitest';
import { exactly } from '../../../test/exact-answers.ts';
import { crmCommentSchema, crmMany, crmOne, crmThreadSchema } from '../../../test/result-parts.ts';
import { setupToolHarness } from '../../../test/tool-harness.ts';
import { CRM_SEED } from '../seed/build-ids.ts';

const t = setupToolHarness();
const threads = crmMany(crmThreadSchema);
const comment = crmOne(crmCommentSchema);
const acme = { record_object: 'companies', record_id: CRM_SEED.companies.acme };
const pipelineEntry = { list_id: 'sales_pipeline', entry_id: CRM_SEED.entries.acmeInPipeline };

describe('crm_list_threads', () => {
  it('lists the threads of a record and of a list entry, replies in order', async () => {
    const account = await t.account('crm');
    const onRecord = exactly.crm(threads, await t.run(account, 'crm_list_threads', acme)).data;
    expect(onRecord).toMatchObject([
      {
        id: { thread_id: CRM_SEED.threads.acmeDpa },
        comments: [
          { content_plaintext: 'Legal asked for our DPA.' },
          { content_plaintext: 'Sent it on Monday.' },
        ],
      },
    ]);
    const onEntry = exactly.crm(
      threads,
      await t.run(account, 'crm_list_threads', pipelineEntry),
    ).data;
    expect(onEntry).toMatchObject([
      {
        comments: [
          {
            content_plaintext: 'Waiting on procurement.',
            entry: {
              list_id: CRM_SEED.lists.sales_pipeline,
              entry_id: CRM_SEED.entries.acmeInPipeline,
            },
            record: null,
          },
        ],
      },
    ]);
    await t.fail(account, 'crm_list_threads', { ...acme, record_id: CRM_SEED.people.ada }, 404);
  });
});

describe('crm_create_comment, crm_get_comment', () => {
  it('starts a thread on a record, replies in it, and answers both from get and list_threads', async () => {
    const account = await t.account('crm');
    const head = exactly.crm(
      comment,
      await t.run(account, 'crm_create_comment', {
        author_actor_id: CRM_SEED.members.lena,
        content: 'Can we move the call to Thursday?',
        record_object: 'people',
        record_id: CRM_SEED.people.eva,
      }),
    ).data;
    expect(head).toMatchObject({
      record: { object_id: CRM_SEED.objects.people, record_id: CRM_SEED.people.eva },
      entry: null,
      author: { type: 'workspace-member', id: CRM_SEED.members.lena },
      resolved_at: null,
    });
    const reply = exactly.crm(
      comment,
      await t.run(account, 'crm_create_comment', {
        author_actor_id: CRM_SEED.members.self,
        content: 'Thursday works.',
        thread_id: head.thread_id,
      }),
    ).data;
    expect(reply).toMatchObject({ thread_id: head.thread_id, record: head.record });
    expect(await t.run(account, 'crm_get_comment', { comment_id: reply.id.comment_id })).toEqual({
      data: reply,
    });
    const listed = exactly.crm(
      threads,
      await t.run(account, 'crm_list_threads', {
        record_object: 'people',
        record_id: CRM_SEED.people.eva,
      }),
    ).data;
    expect(listed).toEqual([
      {
        id: { workspace_id: head.id.workspace_id, thread_id: head.thread_id },
        comments: [head, reply],
        created_at: head.created_at,
      },
    ]);
  });

  it('starts a thread on a list entry', async () => {
    const account = await t.account('crm');
    const created = exactly.crm(
      comment,
      await t.run(account, 'crm_create_comment', {
        author_actor_id: CRM_SEED.members.maya,
        content: 'Procurement signed.',
        list_id: CRM_SEED.lists.sales_pipeline,
        entry_id: CRM_SEED.entries.acmeInPipeline,
      }),
    ).data;
    const listed = exactly.crm(
      threads,
      await t.run(account, 'crm_list_threads', pipelineEntry),
    ).data;
    expect(listed.map((thread) => thread.comments[0]?.id.comment_id)).toContain(
      created.id.comment_id,
    );
  });

  it('answers 404 for an unknown author, thread or comment', async () => {
    const account = await t.account('crm');
    await t.fail(
      account,
      'crm_create_comment',
      { author_actor_id: 'nobody', content: 'x', ...acme },
      404,
    );
    await t.fail(
      account,
      'crm_create_comment',
      { author_actor_id: CRM_SEED.members.maya, content: 'x', thread_id: 'no-thread' },
      404,
    );
    await t.fail(account, 'crm_get_comment', { comment_id: 'no-comment' }, 404);
  });
});

describe('crm_delete_comment', () => {
  it('deletes a reply alone, and a thread head with all its replies', async () => {
    const account = await t.account('crm');
    const { dpaQuestion, dpaAnswer } = CRM_SEED.comments;
    expect(await t.run(account, 'crm_delete_comment', { comment_id: dpaAnswer })).toEqual({});
    await t.fail(account, 'crm_get_comment', { comment_id: dpaAnswer }, 404);
    await t.run(account, 'crm_get_comment', { comment_id: dpaQuestion });

    const reply = exactly.crm(
      comment,
      await t.run(account, 'crm_create_comment', {
        author_actor_id: CRM_SEED.members.tom,
        content: 'Resending.',
        thread_id: CRM_SEED.threads.acmeDpa,
      }),
    ).data;
    await t.run(account, 'crm_delete_comment', { comment_id: dpaQuestion });
    await t.fail(account, 'crm_get_comment', { comment_id: dpaQuestion }, 404);
    await t.fail(account, 'crm_get_comment', { comment_id: reply.id.comment_id }, 404);
    expect(exactly.crm(threads, await t.run(account, 'crm_list_threads', acme)).data).toEqual([]);
  });
});
