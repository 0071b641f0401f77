import { describe, expect, it } from 'vitest';
import { exactly, videoError } from '../../../test/exact-answers.ts';
import {
  videoEmptySchema,
  videoPlaylistItemListSchema,
  videoPlaylistItemSchema,
} from '../../../test/result-parts.ts';
import { setupVideoHarness } from '../../../test/video-harness.ts';
import { VIDEO_SEED } from '../seed/build-ids.ts';

const t = setupVideoHarness();
const items = videoPlaylistItemListSchema;
const p = VIDEO_SEED.playlists;
const v = VIDEO_SEED.videos;
const c = VIDEO_SEED.channels;

async function list(account: string, playlist_id: string, extra: Record<string, unknown> = {}) {
  const answer = await t.run(account, 'video_playlist_items_list', {
    part: 'snippet,contentDetails',
    playlist_id,
    max_results: 50,
    ...extra,
  });
  return exactly.video(items, answer);
}

/** The playlist's video ids in position order, checking the positions are 0, 1, 2 … */
async function order(account: string, playlistId: string): Promise<string[]> {
  const { items: found } = await list(account, playlistId);
  expect(found.map((item) => item.snippet?.position)).toEqual(found.map((_, index) => index));
  return found.map((item) => item.contentDetails?.videoId ?? '');
}

describe('video_playlist_items_list', () => {
  it('lists a playlist’s items in position order with their videos’ details', async () => {
    const account = await t.account();
    const answer = await list(account, p.beginner, { part: 'snippet,contentDetails,status' });
    expect(answer.items.map((item) => item.snippet?.title)).toEqual([
      '5 joinery techniques every beginner should know',
      'Sharpening chisels: waterstones vs diamond plates',
      'Building a walnut dining table from rough lumber',
    ]);
    expect(answer.items[0]).toMatchObject({
      snippet: {
        playlistId: p.beginner,
        channelId: c.mine,
        position: 0,
        resourceId: { kind: 'youtube#video', videoId: v.joinery },
        videoOwnerChannelId: c.mine,
      },
      contentDetails: { videoId: v.joinery },
      status: { privacyStatus: 'public' },
    });
  });

  it('keeps the items of one video, and pages', async () => {
    const account = await t.account();
    const one = await list(account, p.beginner, { video_id: v.sharpening });
    expect(one.items.map((item) => item.snippet?.position)).toEqual([1]);
    const first = await list(account, p.beginner, { max_results: 2 });
    expect(first.items).toHaveLength(2);
    const second = await list(account, p.beginner, {
      max_results: 2,
      page_token: first.nextPageToken,
    });
    expect(second.items.map((item) => item.snippet?.position)).toEqual([2]);
  });

  it('lists a channel’s uploads newest first: all of the account’s own, others’ public ones', async () => {
    const account = await t.account();
    const own = await order(account, `UU${c.mine.slice(2)}`);
    expect(own[0]).toBe(v.routerJig);
    expect(own).toHaveLength(8);
    expect(await order(account, `UU${c.timber.slice(2)}`)).toEqual([
      v.toolChest,
      v.workbenchBuild,
      v.mortise,
    ]);
    expect(await order(account, 'LL')).toEqual([v.yukon, v.sourdough, v.workbenchBuild]);
  });

  it('refuses another channel’s private playlist (403) and one that does not exist (404)', async () => {
    const account = await t.account();
    const private_ = await t.fail(
      account,
      'video_playlist_items_list',
      { part: 'id', playlist_id: p.timberDrafts },
      403,
    );
    expect(videoError(private_).reason).toBe('playlistItemsNotAccessible');
    const missing = await t.fail(
      account,
      'video_playlist_items_list',
      { part: 'id', playlist_id: 'PLnothinghere' },
      404,
    );
    expect(videoError(missing).reason).toBe('playlistNotFound');
  });
});

describe('video_playlist_items_insert', () => {
  it('inserts at a position, moving the items after it, or appends', async () => {
    const account = await t.account();
    const inserted = exactly.video(
      videoPlaylistItemSchema,
      await t.run(account, 'video_playlist_items_insert', {
        playlist_id: p.beginner,
        video_id: v.toolChest,
        position: 1,
        note: 'Watch after the joinery basics',
      }),
    );
    expect(inserted).toMatchObject({
      snippet: { position: 1, title: 'A tool chest for the hand-tool woodworker' },
      contentDetails: { videoId: v.toolChest, note: 'Watch after the joinery basics' },
    });
    expect(await order(account, p.beginner)).toEqual([
      v.joinery,
      v.toolChest,
      v.sharpening,
      v.walnutTable,
    ]);
    await t.run(account, 'video_playlist_items_insert', {
      playlist_id: p.beginner,
      video_id: v.handPlane,
    });
    expect((await order(account, p.beginner)).at(-1)).toBe(v.handPlane);
    await t.run(account, 'video_playlist_items_insert', {
      playlist_id: p.beginner,
      video_id: v.riverTable,
      position: 0,
    });
    expect((await order(account, p.beginner)).slice(0, 2)).toEqual([v.riverTable, v.joinery]);
  });

  it('refuses a position past the end, a video it cannot see, others’ and platform playlists', async () => {
    const account = await t.account();
    const position = await t.fail(
      account,
      'video_playlist_items_insert',
      { playlist_id: p.beginner, video_id: v.yukon, position: 4 },
      400,
    );
    expect(videoError(position).reason).toBe('invalidPlaylistItemPosition');
    const video = await t.fail(
      account,
      'video_playlist_items_insert',
      { playlist_id: p.beginner, video_id: v.timberMembers },
      404,
    );
    expect(videoError(video).reason).toBe('videoNotFound');
    const others = await t.fail(
      account,
      'video_playlist_items_insert',
      { playlist_id: p.handTools, video_id: v.yukon },
      403,
    );
    expect(videoError(others).reason).toBe('playlistItemsNotAccessible');
    const uploads = await t.fail(
      account,
      'video_playlist_items_insert',
      { playlist_id: `UU${c.mine.slice(2)}`, video_id: v.yukon },
      400,
    );
    expect(videoError(uploads).reason).toBe('playlistOperationUnsupported');
    expect(await order(account, p.beginner)).toHaveLength(3);
  });
});

describe('video_playlist_items_delete', () => {
  it('removes an item by its id and moves the items after it up', async () => {
    const account = await t.account();
    const before = await list(account, p.shopUpgrades);
    const middle = before.items[1];
    expect(
      exactly.video(
        videoEmptySchema,
        await t.run(account, 'video_playlist_items_delete', { playlist_item_id: middle?.id ?? '' }),
      ),
    ).toEqual({});
    expect(await order(account, p.shopUpgrades)).toEqual([v.shopTour, v.riverTable]);
    await t.fail(
      account,
      'video_playlist_items_delete',
      { playlist_item_id: middle?.id ?? '' },
      404,
    );
  });

  it('answers 404 for a video id in place of an item id and 403 for another channel’s item', async () => {
    const account = await t.account();
    const byVideo = await t.fail(
      account,
      'video_playlist_items_delete',
      { playlist_item_id: v.shopTour },
      404,
    );
    expect(videoError(byVideo).reason).toBe('playlistItemNotFound');
    const [theirs] = (await list(account, p.yukonSeries)).items;
    const others = await t.fail(
      account,
      'video_playlist_items_delete',
      { playlist_item_id: theirs?.id ?? '' },
      403,
    );
    expect(videoError(others).reason).toBe('playlistItemsNotAccessible');
  });
});
