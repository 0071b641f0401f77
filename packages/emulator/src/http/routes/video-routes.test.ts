import { describe, expect, it } from 'vitest';
import { exactly } from '../../test/exact-answers.ts';
import { videoChannelListSchema } from '../../test/result-parts.ts';
import { setupVideoHarness } from '../../test/video-harness.ts';

const t = setupVideoHarness();

describe('video thumbnails', () => {
  it('serves the image each thumbnail URL names, at its size', async () => {
    const account = await t.account();
    const [channel] = exactly.video(
      videoChannelListSchema,
      await t.run(account, 'video_channels_list', { part: 'snippet', mine: true }),
    ).items;
    const medium = channel?.snippet?.thumbnails.medium;
    expect(medium).toMatchObject({ width: 240, height: 240 });
    const image = await fetch(medium?.url ?? '');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
    expect(await image.text()).toMatch(/^<svg [^>]*width="240" height="240"/);
  });

  it('answers 404 for a path that is not a thumbnail', async () => {
    const answer = await t.harness.request('/video/thumbnails/../../etc-1x1.svg');
    expect(answer.status).toBe(404);
    expect((await t.harness.request('/video/thumbnails/abc-99999x1.svg')).status).toBe(404);
  });
});
