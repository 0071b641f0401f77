import { describe, expect, it } from 'vitest';
import { exactly, serviceError } from '../../../test/exact-answers.ts';
import { docsappBlockSchema, docsappListSchema } from '../../../test/result-parts.ts';
import { setupToolHarness } from '../../../test/tool-harness.ts';
import { DOCSAPP_SEED } from '../seed/build-ids.ts';

const t = setupToolHarness();
const blockList = docsappListSchema('block', docsappBlockSchema);

describe('docsapp_page_content_get', () => {
  it('lists a page’s top-level blocks with has_children, one page at a time by cursor', async () => {
    const account = await t.account('docsapp');
    const all = exactly.docsapp(
      blockList,
      await t.run(account, 'docsapp_page_content_get', { block_id: DOCSAPP_SEED.wikiPageId }),
    );
    expect(all.results.map((block) => block.type)).toEqual([
      'heading_1',
      'paragraph',
      'heading_2',
      'bulleted_list_item',
      'bulleted_list_item',
      'numbered_list_item',
      'numbered_list_item',
      'to_do',
      'code',
      'quote',
      'divider',
      'callout',
    ]);
    expect(all).toMatchObject({ has_more: false, next_cursor: null });
    const laptop = all.results.find((block) => block.id === DOCSAPP_SEED.laptopItemId);
    expect(laptop).toMatchObject({
      has_children: true,
      parent: { type: 'page_id', page_id: DOCSAPP_SEED.wikiPageId },
    });
    expect(all.results[8]).toMatchObject({ code: { language: 'shell', caption: [] } });

    const first = exactly.docsapp(
      blockList,
      await t.run(account, 'docsapp_page_content_get', {
        block_id: DOCSAPP_SEED.wikiPageId,
        page_size: 5,
      }),
    );
    expect(first.results).toEqual(all.results.slice(0, 5));
    expect(first).toMatchObject({ has_more: true, next_cursor: all.results[5]?.id });
    const second = exactly.docsapp(
      blockList,
      await t.run(account, 'docsapp_page_content_get', {
        block_id: DOCSAPP_SEED.wikiPageId,
        page_size: 5,
        start_cursor: first.next_cursor ?? '',
      }),
    );
    expect(second.results).toEqual(all.results.slice(5, 10));

    const children = exactly.docsapp(
      blockList,
      await t.run(account, 'docsapp_page_content_get', { block_id: DOCSAPP_SEED.laptopItemId }),
    );
    expect(children.results).toMatchObject([
      {
        id: DOCSAPP_SEED.laptopDetailId,
        parent: { type: 'block_id', block_id: DOCSAPP_SEED.laptopItemId },
      },
    ]);
  });

  it('answers 400 for a cursor it did not give and 404 for an unknown block', async () => {
    const account = await t.account('docsapp');
    const cursor = await t.fail(
      account,
      'docsapp_page_content_get',
      { block_id: DOCSAPP_SEED.wikiPageId, start_cursor: 'nope' },
      400,
    );
    expect(serviceError('docsapp', cursor)).toMatchObject({ code: 'validation_error' });
    const missing = await t.fail(
      account,
      'docsapp_page_content_get',
      { block_id: '00000000-0000-4000-8000-000000000000' },
      404,
    );
    expect(serviceError('docsapp', missing).code).toBe('object_not_found');
  });
});

describe('docsapp_page_content_append', () => {
  it('appends blocks of every type to a page, after its last block', async () => {
    const account = await t.account('docsapp');
    const appended = exactly.docsapp(
      blockList,
      await t.run(account, 'docsapp_page_content_append', {
        block_id: DOCSAPP_SEED.meetingNotesPageId,
        blocks: [
          { type: 'heading_3', text: 'Actions' },
          { type: 'numbered_list_item', text: 'Send the beta invite' },
          { type: 'code', text: 'SELECT 1;', language: 'sql' },
          { type: 'callout', text: 'Owner: Ada' },
          { type: 'divider' },
        ],
      }),
    );
    expect(appended.results).toMatchObject([
      {
        type: 'heading_3',
        heading_3: { rich_text: [{ plain_text: 'Actions' }], is_toggleable: false },
      },
      {
        type: 'numbered_list_item',
        numbered_list_item: { rich_text: [{ plain_text: 'Send the beta invite' }] },
      },
      { type: 'code', code: { language: 'sql', rich_text: [{ plain_text: 'SELECT 1;' }] } },
      { type: 'callout', callout: { icon: { type: 'emoji' } } },
      { type: 'divider', divider: {} },
    ]);
    const content = exactly.docsapp(
      blockList,
      await t.run(account, 'docsapp_page_content_get', {
        block_id: DOCSAPP_SEED.meetingNotesPageId,
      }),
    );
    expect(content.results.slice(-5)).toEqual(appended.results);
    expect(content.results).toHaveLength(8);
  });

  it('nests blocks under a block, which then has children; refuses blocks that hold none', async () => {
    const account = await t.account('docsapp');
    const intro = DOCSAPP_SEED.introParagraphId;
    await t.run(account, 'docsapp_page_content_append', {
      block_id: intro,
      blocks: [{ type: 'bulleted_list_item', text: 'Nested point' }],
    });
    const top = exactly.docsapp(
      blockList,
      await t.run(account, 'docsapp_page_content_get', { block_id: DOCSAPP_SEED.wikiPageId }),
    );
    expect(top.results.find((block) => block.id === intro)?.has_children).toBe(true);
    const refused = await t.fail(
      account,
      'docsapp_page_content_append',
      { block_id: DOCSAPP_SEED.dividerBlockId, blocks: [{ type: 'paragraph', text: 'x' }] },
      400,
    );
    expect(refused.message).toContain('Block type divider does not support children');
  });
});

describe('docsapp_block_update', () => {
  it('replaces the text of a block of the same type, keeping its other settings', async () => {
    const account = await t.account('docsapp');
    const updated = exactly.docsapp(
      docsappBlockSchema,
      await t.run(account, 'docsapp_block_update', {
        block_id: DOCSAPP_SEED.codeBlockId,
        type: 'code',
        text: 'pnpm install --frozen-lockfile',
        language: 'bash',
      }),
    );
    expect(updated).toMatchObject({
      code: {
        rich_text: [{ plain_text: 'pnpm install --frozen-lockfile' }],
        language: 'bash',
        caption: [],
      },
    });
    const callout = await t.run(account, 'docsapp_block_update', {
      block_id: DOCSAPP_SEED.calloutBlockId,
      type: 'callout',
      text: 'No deploys on Fridays.',
    });
    expect(callout).toMatchObject({
      callout: { icon: { emoji: '💡' }, rich_text: [{ plain_text: 'No deploys on Fridays.' }] },
    });
    const content = exactly.docsapp(
      blockList,
      await t.run(account, 'docsapp_page_content_get', { block_id: DOCSAPP_SEED.wikiPageId }),
    );
    expect(content.results.find((block) => block.id === DOCSAPP_SEED.codeBlockId)).toEqual(updated);
  });

  it('answers 400 when the type does not match the existing block type', async () => {
    const account = await t.account('docsapp');
    const body = await t.fail(
      account,
      'docsapp_block_update',
      { block_id: DOCSAPP_SEED.welcomeHeadingId, type: 'paragraph', text: 'Hello' },
      400,
    );
    expect(serviceError('docsapp', body)).toMatchObject({
      code: 'validation_error',
      message: expect.stringContaining('does not match the existing block type heading_1'),
    });
  });
});

describe('docsapp_block_delete', () => {
  it('archives the block and its children, which then answer not found', async () => {
    const account = await t.account('docsapp');
    const deleted = exactly.docsapp(
      docsappBlockSchema,
      await t.run(account, 'docsapp_block_delete', { block_id: DOCSAPP_SEED.laptopItemId }),
    );
    expect(deleted).toMatchObject({
      id: DOCSAPP_SEED.laptopItemId,
      archived: true,
      in_trash: true,
    });
    const content = exactly.docsapp(
      blockList,
      await t.run(account, 'docsapp_page_content_get', { block_id: DOCSAPP_SEED.wikiPageId }),
    );
    expect(content.results.map((block) => block.id)).not.toContain(DOCSAPP_SEED.laptopItemId);
    for (const block_id of [DOCSAPP_SEED.laptopItemId, DOCSAPP_SEED.laptopDetailId]) {
      await t.fail(account, 'docsapp_page_content_get', { block_id }, 404);
    }
    await t.fail(
      account,
      'docsapp_block_update',
      { block_id: DOCSAPP_SEED.laptopDetailId, type: 'paragraph', text: 'x' },
      404,
    );
    await t.fail(account, 'docsapp_block_delete', { block_id: DOCSAPP_SEED.laptopItemId }, 404);
  });
});
