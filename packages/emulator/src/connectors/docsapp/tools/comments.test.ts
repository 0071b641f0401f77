import { describe, expect, it } from 'vitest';
import { exactly, serviceError } from '../../../test/exact-answers.ts';
import { docsappCommentSchema, docsappListSchema } from '../../../test/result-parts.ts';
import { setupToolHarness } from '../../../test/tool-harness.ts';
import { DOCSAPP_SEED } from '../seed/build-ids.ts';

const t = setupToolHarness();
const commentList = docsappListSchema('comment', docsappCommentSchema);
const rich = (content: string) => [{ text: { content } }];

describe('docsapp_comments_fetch', () => {
  it('lists the comments of a page and of a block, oldest first, by cursor', async () => {
    const account = await t.account('docsapp');
    const onPage = exactly.docsapp(
      commentList,
      await t.run(account, 'docsapp_comments_fetch', { block_id: DOCSAPP_SEED.wikiPageId }),
    );
    expect(onPage.results.map((comment) => comment.rich_text[0]?.plain_text)).toEqual([
      'Can we add a section on code review?',
      "Good idea, I'll draft it this week.",
    ]);
    expect(new Set(onPage.results.map((comment) => comment.discussion_id))).toEqual(
      new Set([DOCSAPP_SEED.reviewDiscussionId]),
    );
    const firstPage = exactly.docsapp(
      commentList,
      await t.run(account, 'docsapp_comments_fetch', {
        block_id: DOCSAPP_SEED.wikiPageId,
        page_size: 1,
      }),
    );
    expect(firstPage).toMatchObject({ has_more: true, next_cursor: onPage.results[1]?.id });
    const onBlock = exactly.docsapp(
      commentList,
      await t.run(account, 'docsapp_comments_fetch', { block_id: DOCSAPP_SEED.calloutBlockId }),
    );
    expect(onBlock.results).toMatchObject([
      { parent: { type: 'block_id', block_id: DOCSAPP_SEED.calloutBlockId } },
    ]);
  });

  it('answers 404 for an unknown block', async () => {
    const account = await t.account('docsapp');
    await t.fail(
      account,
      'docsapp_comments_fetch',
      { block_id: '00000000-0000-4000-8000-000000000000' },
      404,
    );
  });
});

describe('docsapp_comment_create', () => {
  it('opens a new discussion on a page, seen by fetch and retrieve', async () => {
    const account = await t.account('docsapp');
    const created = exactly.docsapp(
      docsappCommentSchema,
      await t.run(account, 'docsapp_comment_create', {
        parent: { page_id: DOCSAPP_SEED.meetingNotesPageId },
        comment: {
          rich_text: [{ text: { content: 'Who owns the invite?' }, annotations: { bold: true } }],
        },
      }),
    );
    expect(created).toMatchObject({
      parent: { type: 'page_id', page_id: DOCSAPP_SEED.meetingNotesPageId },
      rich_text: [
        { plain_text: 'Who owns the invite?', annotations: { bold: true, italic: false } },
      ],
    });
    expect(created.discussion_id).not.toBe(DOCSAPP_SEED.reviewDiscussionId);
    expect(await t.run(account, 'docsapp_comment_retrieve', { comment_id: created.id })).toEqual(
      created,
    );
    const listed = exactly.docsapp(
      commentList,
      await t.run(account, 'docsapp_comments_fetch', { block_id: DOCSAPP_SEED.meetingNotesPageId }),
    );
    expect(listed.results).toEqual([created]);
  });

  it('replies in a discussion, on what the discussion is attached to', async () => {
    const account = await t.account('docsapp');
    const reply = exactly.docsapp(
      docsappCommentSchema,
      await t.run(account, 'docsapp_comment_create', {
        discussion_id: DOCSAPP_SEED.reviewDiscussionId,
        comment: { rich_text: rich('Draft is up.') },
      }),
    );
    expect(reply).toMatchObject({
      discussion_id: DOCSAPP_SEED.reviewDiscussionId,
      parent: { type: 'page_id', page_id: DOCSAPP_SEED.wikiPageId },
    });
    const thread = exactly.docsapp(
      commentList,
      await t.run(account, 'docsapp_comments_fetch', { block_id: DOCSAPP_SEED.wikiPageId }),
    );
    expect(thread.results.at(-1)).toEqual(reply);
  });

  it('answers 404 for an unknown discussion and 400 for malformed rich text', async () => {
    const account = await t.account('docsapp');
    const body = await t.fail(
      account,
      'docsapp_comment_create',
      { discussion_id: '00000000-0000-4000-8000-000000000000', comment: { rich_text: rich('x') } },
      404,
    );
    expect(serviceError('docsapp', body).message).toContain('Could not find discussion');
    const malformed = await t.fail(
      account,
      'docsapp_comment_create',
      { parent: { page_id: DOCSAPP_SEED.wikiPageId }, comment: { rich_text: [{ content: 'x' }] } },
      400,
    );
    expect(malformed.message).toContain('body.comment.rich_text[0].text');
  });
});

describe('docsapp_comment_retrieve', () => {
  it('answers a seeded comment, and 404 for an unknown one', async () => {
    const account = await t.account('docsapp');
    const comment = exactly.docsapp(
      docsappCommentSchema,
      await t.run(account, 'docsapp_comment_retrieve', { comment_id: DOCSAPP_SEED.firstCommentId }),
    );
    expect(comment).toMatchObject({
      discussion_id: DOCSAPP_SEED.reviewDiscussionId,
      created_by: { object: 'user' },
    });
    await t.fail(
      account,
      'docsapp_comment_retrieve',
      { comment_id: '00000000-0000-4000-8000-000000000000' },
      404,
    );
  });
});
