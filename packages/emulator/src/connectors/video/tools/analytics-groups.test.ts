import { describe, expect, it } from 'vitest';
import { exactly, videoError } from '../../../test/exact-answers.ts';
import {
  videoEmptySchema,
  videoGroupItemListSchema,
  videoGroupItemSchema,
  videoGroupListSchema,
  videoGroupSchema,
  videoListSchema,
} from '../../../test/result-parts.ts';
import { setupVideoHarness } from '../../../test/video-harness.ts';
import { VIDEO_SEED } from '../seed/build-ids.ts';

const t = setupVideoHarness();
const g = VIDEO_SEED.groups;
const obo = { on_behalf_of_content_owner: VIDEO_SEED.contentOwner };

async function groupTitles(account: string, params: Record<string, unknown>) {
  const answer = await t.run(account, 'video_analytics_groups_list', params);
  return exactly.video(videoGroupListSchema, answer).items.map((group) => group.snippet.title);
}

async function itemResources(account: string, group_id: string) {
  const answer = await t.run(account, 'video_analytics_group_items_list', { group_id });
  return exactly.video(videoGroupItemListSchema, answer).items.map((item) => item.resource.id);
}

describe('video_analytics_groups_list', () => {
  it('lists the channel’s groups, or its content owner’s, by id or all', async () => {
    const account = await t.account();
    const answer = exactly.video(
      videoGroupListSchema,
      await t.run(account, 'video_analytics_groups_list', { mine: true }),
    );
    expect(answer.items[0]).toMatchObject({
      id: g.joineryDeepDives,
      snippet: { title: 'Joinery deep dives' },
      contentDetails: { itemCount: '2', itemType: 'youtube#video' },
    });
    expect(answer.items.map((group) => group.snippet.title)).toEqual([
      'Joinery deep dives',
      'Friends of the shop',
    ]);
    expect(await groupTitles(account, { mine: true, ...obo })).toEqual(['Network shorts']);
    expect(await groupTitles(account, { id: `${g.friends},${g.networkShorts}` })).toEqual([
      'Friends of the shop',
    ]);
  });

  it('answers 403 for a content owner the account does not belong to', async () => {
    const account = await t.account();
    const body = await t.fail(
      account,
      'video_analytics_groups_list',
      { mine: true, on_behalf_of_content_owner: 'someoneElse' },
      403,
    );
    expect(videoError(body)).toMatchObject({
      reason: 'forbidden',
      errors: [{ location: 'onBehalfOfContentOwner' }],
    });
  });
});

describe('video_analytics_group_create, video_analytics_groups_update', () => {
  it('creates an empty group, renames it, and lists it', async () => {
    const account = await t.account();
    const created = exactly.video(
      videoGroupSchema,
      await t.run(account, 'video_analytics_group_create', {
        title: 'Restorations',
        item_type: 'youtube#video',
      }),
    );
    expect(created.contentDetails).toEqual({ itemCount: '0', itemType: 'youtube#video' });
    const renamed = exactly.video(
      videoGroupSchema,
      await t.run(account, 'video_analytics_groups_update', {
        group_id: created.id,
        title: 'Restorations and repairs',
      }),
    );
    expect(renamed).toMatchObject({
      id: created.id,
      snippet: { title: 'Restorations and repairs' },
    });
    expect(await groupTitles(account, { mine: true })).toContain('Restorations and repairs');
    const type = await t.fail(
      account,
      'video_analytics_group_create',
      { title: 'x', item_type: 'youtube#comment' },
      400,
    );
    expect(videoError(type).reason).toBe('invalidParameter');
    const missing = await t.fail(
      account,
      'video_analytics_groups_update',
      { group_id: g.networkShorts, title: 'x' },
      404,
    );
    expect(videoError(missing).reason).toBe('groupNotFound');
  });
});

describe('video_analytics_group_item_insert, video_analytics_group_items_delete', () => {
  it('adds and removes items; the group’s item count follows', async () => {
    const account = await t.account();
    const item = exactly.video(
      videoGroupItemSchema,
      await t.run(account, 'video_analytics_group_item_insert', {
        group_id: g.joineryDeepDives,
        resource_kind: 'youtube#video',
        resource_id: VIDEO_SEED.videos.handPlane,
      }),
    );
    expect(item).toMatchObject({
      groupId: g.joineryDeepDives,
      resource: { kind: 'youtube#video', id: VIDEO_SEED.videos.handPlane },
    });
    expect(await itemResources(account, g.joineryDeepDives)).toEqual([
      VIDEO_SEED.videos.joinery,
      VIDEO_SEED.videos.sharpening,
      VIDEO_SEED.videos.handPlane,
    ]);
    expect(
      exactly.video(
        videoEmptySchema,
        await t.run(account, 'video_analytics_group_items_delete', { id: item.id }),
      ),
    ).toEqual({});
    expect(await itemResources(account, g.joineryDeepDives)).toHaveLength(2);
    const again = await t.fail(account, 'video_analytics_group_items_delete', { id: item.id }, 404);
    expect(videoError(again).reason).toBe('groupItemNotFound');
  });

  it('refuses an item of another kind than the group’s, or one that does not exist', async () => {
    const account = await t.account();
    const kind = await t.fail(
      account,
      'video_analytics_group_item_insert',
      {
        group_id: g.friends,
        resource_kind: 'youtube#video',
        resource_id: VIDEO_SEED.videos.joinery,
      },
      400,
    );
    expect(videoError(kind).reason).toBe('invalidResourceKind');
    const missing = await t.fail(
      account,
      'video_analytics_group_item_insert',
      { group_id: g.friends, resource_kind: 'youtube#channel', resource_id: 'UCnobody' },
      404,
    );
    expect(videoError(missing).reason).toBe('channelNotFound');
  });
});

describe('video_analytics_groups_delete', () => {
  it('deletes the group but not its items: the videos stay and the items can still be removed', async () => {
    const account = await t.account();
    expect(
      exactly.video(
        videoEmptySchema,
        await t.run(account, 'video_analytics_groups_delete', { group_id: g.joineryDeepDives }),
      ),
    ).toEqual({});
    expect(await groupTitles(account, { mine: true })).toEqual(['Friends of the shop']);
    const items = await t.fail(
      account,
      'video_analytics_group_items_list',
      { group_id: g.joineryDeepDives },
      404,
    );
    expect(videoError(items).reason).toBe('groupNotFound');
    const videos = exactly.video(
      videoListSchema,
      await t.run(account, 'video_videos_list', { part: 'id', id: VIDEO_SEED.videos.joinery }),
    );
    expect(videos.items).toHaveLength(1);
    expect(
      await t.run(account, 'video_analytics_group_items_delete', {
        id: VIDEO_SEED.groupItems.deepDiveJoinery,
      }),
    ).toEqual({});
  });
});
