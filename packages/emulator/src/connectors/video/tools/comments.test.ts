import { describe, expect, it } from 'vitest';
import { exactly, videoError } from '../../../test/exact-answers.ts';
import { videoCommentListSchema } from '../../../test/result-parts.ts';
import { setupVideoHarness } from '../../../test/video-harness.ts';
import { VIDEO_SEED } from '../seed/build-ids.ts';

const t = setupVideoHarness();
const comments = videoCommentListSchema;
const th = VIDEO_SEED.threads;
const r = VIDEO_SEED.replies;

describe('video_comments_list', () => {
  it('lists the replies to a comment oldest first, twenty to a page by default', async () => {
    const account = await t.account();
    const answer = exactly.video(
      comments,
      await t.run(account, 'video_comments_list', { parent_id: th.walnutFinish }),
    );
    expect(answer.pageInfo).toEqual({ totalResults: 3, resultsPerPage: 20 });
    expect(answer.items.map((comment) => comment.id)).toEqual([
      r.walnutFinishAnswer,
      r.walnutFinishRubio,
      r.walnutFinishThanks,
    ]);
    expect(answer.items[0]?.snippet).toMatchObject({
      parentId: th.walnutFinish,
      videoId: VIDEO_SEED.videos.walnutTable,
      authorDisplayName: '@workbenchdiaries',
      textOriginal: 'Thanks Maya! Three coats of hardwax oil, buffed between coats.',
    });
    const first = exactly.video(
      comments,
      await t.run(account, 'video_comments_list', { parent_id: th.walnutFinish, max_results: 2 }),
    );
    const rest = exactly.video(
      comments,
      await t.run(account, 'video_comments_list', {
        parent_id: th.walnutFinish,
        max_results: 2,
        page_token: first.nextPageToken,
      }),
    );
    expect([...first.items, ...rest.items].map((comment) => comment.id)).toEqual(
      answer.items.map((comment) => comment.id),
    );
  });

  it('finds comments and replies by id, in HTML or plain text', async () => {
    const account = await t.account();
    const find = async (text_format: string) =>
      exactly.video(
        comments,
        await t.run(account, 'video_comments_list', {
          id: `${th.walnutSchedule},${r.joineryClickAnswer}`,
          text_format,
        }),
      ).items;
    const html = await find('html');
    expect(html.map((comment) => comment.id)).toEqual([th.walnutSchedule, r.joineryClickAnswer]);
    expect(html[0]?.snippet.textDisplay).toContain('<br>');
    expect(html[1]?.snippet.textDisplay).toBe(
      'That&#39;s the best thing to hear. Keep practicing on pine first.',
    );
    const plain = await find('plainText');
    expect(plain.map((comment) => comment.snippet.textDisplay)).toEqual(
      plain.map((comment) => comment.snippet.textOriginal),
    );
  });

  it('refuses an unknown text format (400) and parent (404); the catalog keeps paging off ids', async () => {
    const account = await t.account();
    const format = await t.fail(
      account,
      'video_comments_list',
      { id: th.roubo, text_format: 'markdown' },
      400,
    );
    expect(videoError(format).errors[0]?.location).toBe('textFormat');
    const parent = await t.fail(account, 'video_comments_list', { parent_id: r.rouboAnswer }, 404);
    expect(videoError(parent).reason).toBe('commentNotFound');
    const paged = await t.fail(
      account,
      'video_comments_list',
      { id: th.roubo, max_results: 5 },
      400,
    );
    expect(paged.details[0]?.error_code).toBe('INVALID_PARAMS');
  });
});
