import { describe, expect, it } from 'vitest';
import { exactly, videoError } from '../../../test/exact-answers.ts';
import { videoListSchema } from '../../../test/result-parts.ts';
import { setupVideoHarness } from '../../../test/video-harness.ts';
import { VIDEO_SEED } from '../seed/build-ids.ts';

const t = setupVideoHarness();
const videos = videoListSchema;
const v = VIDEO_SEED.videos;
const ALL_PARTS = 'snippet,contentDetails,statistics,status,player';

describe('video_videos_list by id', () => {
  it('answers the videos in the order given, counts as strings, every part asked for', async () => {
    const account = await t.account();
    const answer = exactly.video(
      videos,
      await t.run(account, 'video_videos_list', {
        part: ALL_PARTS,
        id: `${v.joinery},${v.walnutTable},${v.mortise}`,
      }),
    );
    expect(answer.items.map((video) => video.id)).toEqual([v.joinery, v.walnutTable, v.mortise]);
    const [joinery, walnut, mortise] = answer.items;
    expect(joinery).toMatchObject({
      snippet: {
        channelId: VIDEO_SEED.channels.mine,
        channelTitle: 'Workbench Diaries',
        title: '5 joinery techniques every beginner should know',
        categoryId: '26',
        tags: ['woodworking', 'joinery', 'dovetail', 'beginner'],
      },
      // Only an automatic track: the video does not count as captioned.
      contentDetails: { duration: 'PT15M51S', definition: 'hd', caption: 'false' },
      status: { privacyStatus: 'public', license: 'youtube', embeddable: true },
    });
    expect(Number(joinery?.statistics?.viewCount)).toBeGreaterThan(
      Number(joinery?.statistics?.likeCount),
    );
    expect(walnut?.contentDetails?.caption).toBe('true');
    // Comments are off on this video: the service leaves the count out.
    expect(mortise?.statistics).not.toHaveProperty('commentCount');
  });

  it('shows the account its own private and unlisted videos but never someone else’s private one', async () => {
    const account = await t.account();
    const answer = exactly.video(
      videos,
      await t.run(account, 'video_videos_list', {
        part: 'status',
        id: `${v.routerJig},${v.liveQa},${v.timberMembers}`,
      }),
    );
    expect(answer.items.map((video) => [video.id, video.status?.privacyStatus])).toEqual([
      [v.routerJig, 'private'],
      [v.liveQa, 'unlisted'],
    ]);
  });

  it('returns only the parts asked for', async () => {
    const account = await t.account();
    const [video] = exactly.video(
      videos,
      await t.run(account, 'video_videos_list', { part: 'statistics', id: v.yukon }),
    ).items;
    expect(Object.keys(video ?? {})).toEqual(['kind', 'etag', 'id', 'statistics']);
  });
});

describe('video_videos_list chart=mostPopular', () => {
  it('ranks public videos by their recent views in the region, five to a page by default', async () => {
    const account = await t.account();
    const chart = exactly.video(
      videos,
      await t.run(account, 'video_videos_list', { part: 'status', chart: 'mostPopular' }),
    );
    expect(chart.pageInfo.resultsPerPage).toBe(5);
    expect(chart.items).toHaveLength(5);
    expect(chart.nextPageToken).toBeDefined();
    // 24 of the 27 seeded videos are public.
    expect(chart.pageInfo.totalResults).toBe(24);
    expect(chart.items.every((video) => video.status?.privacyStatus === 'public')).toBe(true);
    const next = exactly.video(
      videos,
      await t.run(account, 'video_videos_list', {
        part: 'id',
        chart: 'mostPopular',
        page_token: chart.nextPageToken,
      }),
    );
    expect(next.items.map((video) => video.id)).not.toContain(chart.items[0]?.id);
    expect(next.prevPageToken).toBeDefined();
  });

  it('keeps one category and answers the chart of the region asked for', async () => {
    const account = await t.account();
    const travel = exactly.video(
      videos,
      await t.run(account, 'video_videos_list', {
        part: 'snippet',
        chart: 'mostPopular',
        video_category_id: '19',
        max_results: 50,
      }),
    );
    expect(travel.items.map((video) => video.id).sort()).toEqual(
      [v.yukon, v.canoeTrip, v.gearGuide].sort(),
    );
    const inSweden = exactly.video(
      videos,
      await t.run(account, 'video_videos_list', {
        part: 'snippet',
        chart: 'mostPopular',
        region_code: 'se',
        max_results: 50,
      }),
    );
    // Only the outdoors channel has viewers in Sweden.
    expect(new Set(inSweden.items.map((video) => video.snippet?.channelTitle))).toEqual(
      new Set(['Northern Trails']),
    );
  });

  it('refuses an unknown chart and answers 404 for a category without a chart', async () => {
    const account = await t.account();
    const chart = await t.fail(
      account,
      'video_videos_list',
      { part: 'id', chart: 'trending' },
      400,
    );
    expect(videoError(chart)).toMatchObject({
      reason: 'invalidParameter',
      errors: [{ location: 'chart' }],
    });
    const category = await t.fail(
      account,
      'video_videos_list',
      { part: 'id', chart: 'mostPopular', video_category_id: '999' },
      404,
    );
    expect(videoError(category).reason).toBe('videoChartNotFound');
  });
});

describe('video_videos_list my_rating', () => {
  it('lists the videos the account liked or disliked, most recently rated first', async () => {
    const account = await t.account();
    const rated = async (my_rating: string) =>
      videos
        .parse(await t.run(account, 'video_videos_list', { part: 'id', my_rating }))
        .items.map((video) => video.id);
    expect(await rated('like')).toEqual([v.yukon, v.sourdough, v.workbenchBuild]);
    expect(await rated('dislike')).toEqual([v.chipShortage]);
    await t.run(account, 'video_videos_rate', { video_id: v.pasta, rating: 'like' });
    expect((await rated('like'))[0]).toBe(v.pasta);
    const bad = await t.fail(account, 'video_videos_list', { part: 'id', my_rating: 'love' }, 400);
    expect(videoError(bad).errors[0]?.location).toBe('myRating');
  });
});
