import { describe, expect, it } from 'vitest';
import { exactly, videoError } from '../../../test/exact-answers.ts';
import { videoListSchema, videoSearchListSchema } from '../../../test/result-parts.ts';
import { setupVideoHarness } from '../../../test/video-harness.ts';
import { addDays } from '../analytics/calendar.ts';
import { VIDEO_SEED } from '../seed/build-ids.ts';

const t = setupVideoHarness();
const results = videoSearchListSchema;
const v = VIDEO_SEED.videos;
const c = VIDEO_SEED.channels;

/** The ids a search finds: video, channel or playlist ids. */
async function found(account: string, params: Record<string, unknown>) {
  const answer = exactly.video(
    results,
    await t.run(account, 'video_search', { max_results: 50, ...params }),
  );
  return answer.items.map(({ id }) =>
    'videoId' in id ? id.videoId : 'channelId' in id ? id.channelId : id.playlistId,
  );
}

describe('video_search', () => {
  it('finds public videos, channels and playlists by words, title matches first', async () => {
    const account = await t.account();
    const answer = exactly.video(results, await t.run(account, 'video_search', { q: 'dovetail' }));
    expect(answer).toMatchObject({ regionCode: 'US', pageInfo: { resultsPerPage: 10 } });
    expect(answer.items[0]).toMatchObject({
      id: { kind: 'youtube#video', videoId: v.dovetailShort },
      snippet: { title: 'One-minute dovetail', channelTitle: 'Workbench Shorts' },
    });
    const ids = answer.items.map((result) => result.id);
    expect(ids).toContainEqual({ kind: 'youtube#video', videoId: v.joinery });
    expect(ids).toContainEqual({ kind: 'youtube#video', videoId: v.toolChest });
    expect(await found(account, { q: 'yukon', type: 'playlist' })).toEqual([
      VIDEO_SEED.playlists.yukonSeries,
    ]);
    // Labelled with it beats mentioned in the description.
    expect(await found(account, { q: 'joinery', type: 'channel' })).toEqual([c.timber, c.aiko]);
  });

  it('understands -word and a|b, and never shows private or unlisted videos', async () => {
    const account = await t.account();
    const dovetails = await found(account, { q: 'dovetail', type: 'video' });
    expect(await found(account, { q: 'dovetail -shorts', type: 'video' })).toEqual(
      dovetails.filter((id) => id !== v.dovetailShort),
    );
    const either = await found(account, { q: 'sourdough|canoe', type: 'video' });
    expect(either.sort()).toEqual([v.sourdough, v.canoeTrip, v.yukon].sort());
    expect(await found(account, { q: 'router jig' })).toEqual([]);
    expect(await found(account, { q: 'Live Q&A replay' })).toEqual([]);
  });

  it('narrows to a channel and a publication window, and orders by date, views, title', async () => {
    const account = await t.account();
    expect(await found(account, { channel_id: c.trails, type: 'video', order: 'date' })).toEqual([
      v.gearGuide,
      v.canoeTrip,
      v.yukon,
    ]);
    const today = await t.seedDay(account);
    expect(
      await found(account, {
        channel_id: c.bytes,
        published_after: `${addDays(today, -4)}T00:00:00Z`,
        published_before: `${today}T00:00:00+01:00`,
      }),
    ).toEqual([v.aiWeek]);
    const byViews = await found(account, { type: 'video', order: 'viewCount', max_results: 5 });
    const views = videoListSchema
      .parse(
        await t.run(account, 'video_videos_list', { part: 'statistics', id: byViews.join(',') }),
      )
      .items.map((video) => Number(video.statistics?.viewCount));
    expect(views).toEqual([...views].sort((a, b) => b - a));
    const titles = results
      .parse(await t.run(account, 'video_search', { channel_id: c.kitchen, order: 'title' }))
      .items.map((result) => result.snippet.title);
    expect(titles).toEqual([
      'Kitchen Lab',
      'Knife skills: the five cuts you need',
      'Sourdough from scratch in 24 hours',
      'Weeknight pasta, three ways',
    ]);
  });

  it('applies safe search and video duration to videos', async () => {
    const account = await t.account();
    const circuit = (params: Record<string, unknown>) =>
      found(account, { channel_id: c.circuit, type: 'video', ...params });
    expect((await circuit({ safe_search: 'none' })).sort()).toEqual(
      [v.solderStation, v.teslaCoil, v.spotWelder].sort(),
    );
    expect((await circuit({})).sort()).toEqual([v.solderStation, v.teslaCoil].sort());
    expect(await circuit({ safe_search: 'strict' })).toEqual([v.solderStation]);
    expect((await found(account, { type: 'video', video_duration: 'short' })).sort()).toEqual(
      [v.dovetailShort, v.glueUp, v.finishShort].sort(),
    );
    expect(
      await found(account, { channel_id: c.trails, type: 'video', video_duration: 'long' }),
    ).toEqual(expect.arrayContaining([v.yukon, v.canoeTrip]));
  });

  it('pages results and refuses unknown types and orders', async () => {
    const account = await t.account();
    const first = exactly.video(results, await t.run(account, 'video_search', { max_results: 5 }));
    const second = exactly.video(
      results,
      await t.run(account, 'video_search', { max_results: 5, page_token: first.nextPageToken }),
    );
    expect(second.pageInfo.totalResults).toBe(first.pageInfo.totalResults);
    expect(second.items.map((result) => result.etag)).not.toContain(first.items[0]?.etag);
    const type = await t.fail(account, 'video_search', { type: 'video,movie' }, 400);
    expect(videoError(type).errors[0]?.location).toBe('type');
    const order = await t.fail(account, 'video_search', { order: 'likes' }, 400);
    expect(videoError(order).reason).toBe('invalidParameter');
    const duration = await t.fail(account, 'video_search', { video_duration: 'short' }, 400);
    expect(duration.details[0]?.error_code).toBe('INVALID_PARAMS');
  });
});
