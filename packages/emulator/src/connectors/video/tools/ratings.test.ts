import { describe, expect, it } from 'vitest';
import { exactly, videoError } from '../../../test/exact-answers.ts';
import {
  videoEmptySchema,
  videoListSchema,
  videoRatingsSchema,
} from '../../../test/result-parts.ts';
import { setupVideoHarness } from '../../../test/video-harness.ts';
import { VIDEO_SEED } from '../seed/build-ids.ts';

const t = setupVideoHarness();
const v = VIDEO_SEED.videos;

describe('video_videos_get_rating', () => {
  it('answers the account’s rating of each video, none when unrated, unknown ids left out', async () => {
    const account = await t.account();
    const answer = exactly.video(
      videoRatingsSchema,
      await t.run(account, 'video_videos_get_rating', {
        id: `${v.yukon},${v.chipShortage},${v.joinery},nosuchvideo,${v.timberMembers}`,
      }),
    );
    expect(answer.items).toEqual([
      { videoId: v.yukon, rating: 'like' },
      { videoId: v.chipShortage, rating: 'dislike' },
      { videoId: v.joinery, rating: 'none' },
    ]);
  });
});

describe('video_videos_rate', () => {
  it('likes, dislikes and clears a rating; the like count follows', async () => {
    const account = await t.account();
    const likes = async () =>
      Number(
        exactly.video(
          videoListSchema,
          await t.run(account, 'video_videos_list', { part: 'statistics', id: v.joinery }),
        ).items[0]?.statistics?.likeCount,
      );
    const rating = async () =>
      exactly.video(
        videoRatingsSchema,
        await t.run(account, 'video_videos_get_rating', { id: v.joinery }),
      ).items[0]?.rating;
    const before = await likes();
    const rate = (value: 'like' | 'dislike' | 'none') =>
      t.run(account, 'video_videos_rate', { video_id: v.joinery, rating: value });
    expect(exactly.video(videoEmptySchema, await rate('like'))).toEqual({});
    expect(await rating()).toBe('like');
    expect(await likes()).toBe(before + 1);
    await rate('like');
    expect(await likes()).toBe(before + 1);
    await rate('dislike');
    expect(await rating()).toBe('dislike');
    expect(await likes()).toBe(before);
    await rate('none');
    expect(await rating()).toBe('none');
    expect(await likes()).toBe(before);
  });

  it('answers 404 videoNotFound for a video the account cannot see', async () => {
    const account = await t.account();
    for (const video_id of ['nosuchvideo', v.timberMembers]) {
      const body = await t.fail(account, 'video_videos_rate', { video_id, rating: 'like' }, 404);
      expect(videoError(body)).toMatchObject({ code: 404, reason: 'videoNotFound' });
    }
  });
});
