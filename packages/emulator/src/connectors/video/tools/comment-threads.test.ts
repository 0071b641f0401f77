import { describe, expect, it } from 'vitest';
import { exactly, videoError } from '../../../test/exact-answers.ts';
import {
  videoCommentThreadListSchema,
  videoCommentThreadSchema,
  videoListSchema,
} from '../../../test/result-parts.ts';
import { setupVideoHarness } from '../../../test/video-harness.ts';
import { VIDEO_SEED } from '../seed/build-ids.ts';

const t = setupVideoHarness();
const threads = videoCommentThreadListSchema;
const v = VIDEO_SEED.videos;
const th = VIDEO_SEED.threads;

async function threadIds(account: string, params: Record<string, unknown>) {
  const answer = await t.run(account, 'video_comment_threads_list', { part: 'id', ...params });
  return exactly.video(threads, answer).items.map((thread) => thread.id);
}

describe('video_comment_threads_list', () => {
  it('lists a video’s threads newest first with their replies, text shown as HTML', async () => {
    const account = await t.account();
    const answer = exactly.video(
      threads,
      await t.run(account, 'video_comment_threads_list', {
        part: 'snippet,replies',
        video_id: v.walnutTable,
      }),
    );
    expect(answer.items.map((thread) => thread.id)).toEqual([
      th.walnutSchedule,
      th.walnutFlattening,
      th.walnutFinish,
    ]);
    const [schedule, flattening, finish] = answer.items;
    expect(schedule?.snippet).toMatchObject({
      videoId: v.walnutTable,
      channelId: VIDEO_SEED.channels.mine,
      totalReplyCount: 1,
      canReply: true,
      topLevelComment: {
        id: th.walnutSchedule,
        snippet: {
          authorDisplayName: '@lenaokafor',
          authorChannelId: { value: VIDEO_SEED.channels.lena },
          textOriginal:
            'Finish schedule I follow: https://example.com/finishing-guide\nWorks great on walnut & cherry.',
          textDisplay:
            'Finish schedule I follow: <a href="https://example.com/finishing-guide">https://example.com/finishing-guide</a><br>Works great on walnut &amp; cherry.',
          likeCount: 5,
        },
      },
    });
    // A thread without replies has no `replies` part.
    expect(flattening).not.toHaveProperty('replies');
    expect(finish?.replies?.comments.map((reply) => reply.snippet.authorDisplayName)).toEqual([
      '@workbenchdiaries',
      '@tomrivera',
      '@mayamakes',
    ]);
  });

  it('orders by relevance (likes and replies) and keeps threads matching search terms', async () => {
    const account = await t.account();
    expect(await threadIds(account, { video_id: v.joinery, order: 'relevance' })).toEqual([
      th.joineryPraise,
      th.joineryClick,
      th.joineryDrawbore,
      th.joinerySubtitles,
    ]);
    expect(await threadIds(account, { video_id: v.joinery, search_terms: 'DOVETAIL' })).toEqual([
      th.joineryClick,
    ]);
    const bad = await t.fail(
      account,
      'video_comment_threads_list',
      { part: 'id', video_id: v.joinery, order: 'newest' },
      400,
    );
    expect(videoError(bad).errors[0]?.location).toBe('order');
  });

  it('lists every thread on a channel’s videos (search terms reach replies), pages, and finds by id', async () => {
    const account = await t.account();
    const all = await threadIds(account, {
      all_threads_related_to_channel_id: VIDEO_SEED.channels.mine,
    });
    expect(all).toHaveLength(10);
    expect(
      await threadIds(account, {
        all_threads_related_to_channel_id: VIDEO_SEED.channels.mine,
        search_terms: 'hardwax',
      }),
    ).toEqual([th.walnutFinish]);
    const page = exactly.video(
      threads,
      await t.run(account, 'video_comment_threads_list', {
        part: 'id',
        all_threads_related_to_channel_id: VIDEO_SEED.channels.mine,
        max_results: 4,
      }),
    );
    expect(page.items.map((thread) => thread.id)).toEqual(all.slice(0, 4));
    expect(page.pageInfo).toEqual({ totalResults: 10, resultsPerPage: 4 });
    expect(await threadIds(account, { id: `${th.roubo},${th.planeGrit}` })).toEqual([
      th.roubo,
      th.planeGrit,
    ]);
  });

  it('answers 403 commentsDisabled, and 404 for an unknown video or channel', async () => {
    const account = await t.account();
    const disabled = await t.fail(
      account,
      'video_comment_threads_list',
      { part: 'id', video_id: v.mortise },
      403,
    );
    expect(videoError(disabled).reason).toBe('commentsDisabled');
    const video = await t.fail(
      account,
      'video_comment_threads_list',
      { part: 'id', video_id: 'nosuchvideo' },
      404,
    );
    expect(videoError(video).reason).toBe('videoNotFound');
    const channel = await t.fail(
      account,
      'video_comment_threads_list',
      { part: 'id', all_threads_related_to_channel_id: 'UCnobody' },
      404,
    );
    expect(videoError(channel).reason).toBe('channelNotFound');
  });
});

describe('video_comment_threads_insert', () => {
  it('starts a thread by the account’s channel that lists first; the comment count goes up', async () => {
    const account = await t.account();
    const count = async () =>
      Number(
        exactly.video(
          videoListSchema,
          await t.run(account, 'video_videos_list', { part: 'statistics', id: v.riverTable }),
        ).items[0]?.statistics?.commentCount,
      );
    const before = await count();
    const thread = exactly.video(
      videoCommentThreadSchema,
      await t.run(account, 'video_comment_threads_insert', {
        video_id: v.riverTable,
        text: 'Pinned: the <fix> is in part 2 & the description.',
      }),
    );
    expect(thread).toMatchObject({
      snippet: {
        videoId: v.riverTable,
        totalReplyCount: 0,
        topLevelComment: {
          snippet: {
            authorChannelId: { value: VIDEO_SEED.channels.mine },
            textOriginal: 'Pinned: the <fix> is in part 2 & the description.',
            textDisplay: 'Pinned: the &lt;fix&gt; is in part 2 &amp; the description.',
            likeCount: 0,
          },
        },
      },
    });
    expect(thread.id).toMatch(/^Ugz[\w-]{17}AaABAg$/);
    expect((await threadIds(account, { video_id: v.riverTable }))[0]).toBe(thread.id);
    expect(await count()).toBe(before + 1);
  });

  it('refuses a video with comments turned off (403) or that it cannot see (404)', async () => {
    const account = await t.account();
    const disabled = await t.fail(
      account,
      'video_comment_threads_insert',
      { video_id: v.mortise, text: 'Beautiful work' },
      403,
    );
    expect(videoError(disabled).reason).toBe('commentsDisabled');
    const hidden = await t.fail(
      account,
      'video_comment_threads_insert',
      { video_id: v.timberMembers, text: 'Hello' },
      404,
    );
    expect(videoError(hidden).reason).toBe('videoNotFound');
  });
});
