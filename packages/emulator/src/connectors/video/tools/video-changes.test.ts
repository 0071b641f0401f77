import { describe, expect, it } from 'vitest';
import { exactly, videoError } from '../../../test/exact-answers.ts';
import {
  videoCommentThreadListSchema,
  videoEmptySchema,
  videoListSchema,
  videoPlaylistItemListSchema,
  videoSchema,
  videoSearchListSchema,
} from '../../../test/result-parts.ts';
import { setupVideoHarness } from '../../../test/video-harness.ts';
import { VIDEO_SEED } from '../seed/build-ids.ts';

const t = setupVideoHarness();
const v = VIDEO_SEED.videos;
const videos = videoListSchema;

describe('video_videos_update', () => {
  it('replaces the snippet: title and category together, what is left out is cleared', async () => {
    const account = await t.account();
    const updated = exactly.video(
      videoSchema,
      await t.run(account, 'video_videos_update', {
        video_id: v.sharpening,
        title: 'Sharpening chisels, revisited',
        category_id: '26',
        description: 'Updated with a third system.',
      }),
    );
    expect(Object.keys(updated)).toEqual(['kind', 'etag', 'id', 'snippet']);
    expect(updated.snippet).toMatchObject({
      title: 'Sharpening chisels, revisited',
      categoryId: '26',
      description: 'Updated with a third system.',
    });
    // The tags were not in the update, so the service cleared them.
    expect(updated.snippet).not.toHaveProperty('tags');
    const [read] = exactly.video(
      videos,
      await t.run(account, 'video_videos_list', { part: 'snippet', id: v.sharpening }),
    ).items;
    expect(read?.snippet).toEqual(updated.snippet);
  });

  it('changes the status fields given and keeps the others; a private video leaves search', async () => {
    const account = await t.account();
    const found = async () =>
      videoSearchListSchema
        .parse(await t.run(account, 'video_search', { q: 'river table', type: 'video' }))
        .items.map((result) => result.id);
    expect(await found()).toEqual([{ kind: 'youtube#video', videoId: v.riverTable }]);
    const updated = exactly.video(
      videoSchema,
      await t.run(account, 'video_videos_update', {
        video_id: v.riverTable,
        privacy_status: 'private',
        embeddable: false,
      }),
    );
    expect(Object.keys(updated)).toEqual(['kind', 'etag', 'id', 'status']);
    expect(updated.status).toMatchObject({
      privacyStatus: 'private',
      embeddable: false,
      license: 'youtube',
      publicStatsViewable: true,
    });
    expect(await found()).toEqual([]);
  });

  it('refuses snippet fields without title and category, a category videos cannot be in, bad values', async () => {
    const account = await t.account();
    const cases: [Record<string, unknown>, string][] = [
      [{ description: 'x' }, 'invalidVideoMetadata'],
      [{}, 'invalidVideoMetadata'],
      [{ title: 'Movies', category_id: '30' }, 'invalidCategoryId'],
      [{ title: 'a <b> title', category_id: '26' }, 'invalidTitle'],
      [{ privacy_status: 'friends' }, 'invalidParameter'],
    ];
    for (const [params, reason] of cases) {
      const body = await t.fail(
        account,
        'video_videos_update',
        { video_id: v.joinery, ...params },
        400,
      );
      expect(videoError(body).reason).toBe(reason);
    }
    // The catalog itself holds title and category_id together.
    const pair = await t.fail(
      account,
      'video_videos_update',
      { video_id: v.joinery, title: 'x' },
      400,
    );
    expect(pair.details[0]?.error_code).toBe('INVALID_PARAMS');
  });

  it('answers 403 for someone else’s video and 404 for one that does not exist', async () => {
    const account = await t.account();
    const other = await t.fail(
      account,
      'video_videos_update',
      { video_id: v.yukon, privacy_status: 'private' },
      403,
    );
    expect(videoError(other)).toMatchObject({ code: 403, reason: 'forbidden' });
    const missing = await t.fail(
      account,
      'video_videos_update',
      { video_id: 'nosuchvideo', privacy_status: 'private' },
      404,
    );
    expect(videoError(missing).reason).toBe('videoNotFound');
  });
});

describe('video_videos_delete', () => {
  it('deletes a video for good: reads answer 404 or leave it out, playlists show it as deleted', async () => {
    const account = await t.account();
    expect(
      exactly.video(
        videoEmptySchema,
        await t.run(account, 'video_videos_delete', { video_id: v.sharpening }),
      ),
    ).toEqual({});
    const listed = exactly.video(
      videos,
      await t.run(account, 'video_videos_list', { part: 'id', id: v.sharpening }),
    );
    expect(listed.items).toEqual([]);
    const rate = await t.fail(
      account,
      'video_videos_rate',
      { video_id: v.sharpening, rating: 'like' },
      404,
    );
    expect(videoError(rate).reason).toBe('videoNotFound');
    const threads = await t.fail(
      account,
      'video_comment_threads_list',
      { part: 'snippet', video_id: v.sharpening },
      404,
    );
    expect(videoError(threads).reason).toBe('videoNotFound');
    const items = exactly.video(
      videoPlaylistItemListSchema,
      await t.run(account, 'video_playlist_items_list', {
        part: 'snippet,contentDetails,status',
        playlist_id: VIDEO_SEED.playlists.beginner,
      }),
    ).items;
    expect(items[1]).toMatchObject({
      snippet: {
        title: 'Deleted video',
        position: 1,
        thumbnails: {},
        resourceId: { videoId: v.sharpening },
      },
      contentDetails: { videoId: v.sharpening },
      status: { privacyStatus: 'privacyStatusUnspecified' },
    });
    await t.fail(account, 'video_videos_delete', { video_id: v.sharpening }, 404);
  });

  it('deletes the video’s comments with it, and refuses someone else’s video', async () => {
    const account = await t.account();
    await t.run(account, 'video_videos_delete', { video_id: v.joinery });
    const threads = exactly.video(
      videoCommentThreadListSchema,
      await t.run(account, 'video_comment_threads_list', {
        part: 'id',
        id: VIDEO_SEED.threads.joineryClick,
      }),
    );
    expect(threads.items).toEqual([]);
    const other = await t.fail(account, 'video_videos_delete', { video_id: v.yukon }, 403);
    expect(videoError(other)).toMatchObject({ code: 403, reason: 'forbidden' });
  });
});
