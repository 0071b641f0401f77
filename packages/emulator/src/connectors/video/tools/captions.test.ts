import { describe, expect, it } from 'vitest';
import { exactly, videoError } from '../../../test/exact-answers.ts';
import { videoCaptionListSchema } from '../../../test/result-parts.ts';
import { setupVideoHarness } from '../../../test/video-harness.ts';
import { VIDEO_SEED } from '../seed/build-ids.ts';

const t = setupVideoHarness();
const { captions, videos } = VIDEO_SEED;

describe('video_captions_list', () => {
  it('lists the caption tracks of one of the account’s videos, only those of id when given', async () => {
    const account = await t.account();
    const answer = exactly.video(
      videoCaptionListSchema,
      await t.run(account, 'video_captions_list', { video_id: videos.walnutTable }),
    );
    expect(answer.items.map((caption) => caption.id)).toEqual([
      captions.walnutEn,
      captions.walnutEs,
      captions.walnutAsr,
    ]);
    expect(answer.items[2]?.snippet).toMatchObject({
      videoId: videos.walnutTable,
      trackKind: 'asr',
      language: 'en',
      isAutoSynced: true,
    });
    const draft = exactly.video(
      videoCaptionListSchema,
      await t.run(account, 'video_captions_list', {
        video_id: videos.handPlane,
        id: captions.planeFr,
      }),
    );
    expect(
      draft.items.map((caption) => [caption.snippet.language, caption.snippet.isDraft]),
    ).toEqual([['fr', true]]);
  });

  it('answers 403 for another channel’s video and 404 for one that does not exist', async () => {
    const account = await t.account();
    const others = await t.fail(account, 'video_captions_list', { video_id: videos.mortise }, 403);
    expect(videoError(others).reason).toBe('forbidden');
    const missing = await t.fail(account, 'video_captions_list', { video_id: 'nosuchvideo' }, 404);
    expect(videoError(missing).reason).toBe('videoNotFound');
  });
});
