import { describe, expect, it } from 'vitest';
import { exactly, videoError } from '../../../test/exact-answers.ts';
import { videoChannelListSchema, videoListSchema } from '../../../test/result-parts.ts';
import { setupVideoHarness } from '../../../test/video-harness.ts';
import { VIDEO_SEED } from '../seed/build-ids.ts';

const t = setupVideoHarness();
const channels = videoChannelListSchema;
const videos = videoListSchema;
const { mine, shorts, timber, bytes, jonas } = VIDEO_SEED.channels;

describe('video_channels_list', () => {
  it('answers the account’s own channel with every part, its statistics from its videos', async () => {
    const account = await t.account();
    const answer = exactly.video(
      channels,
      await t.run(account, 'video_channels_list', {
        part: 'snippet,contentDetails,statistics,status',
        mine: true,
      }),
    );
    expect(answer.pageInfo).toEqual({ totalResults: 1, resultsPerPage: 5 });
    const [channel] = answer.items;
    expect(channel).toMatchObject({
      id: mine,
      snippet: { title: 'Workbench Diaries', customUrl: '@workbenchdiaries', country: 'US' },
      contentDetails: { relatedPlaylists: { likes: 'LL', uploads: `UU${mine.slice(2)}` } },
      // 48,210 subscribers show rounded down to three significant figures.
      statistics: { subscriberCount: '48200', hiddenSubscriberCount: false, videoCount: '6' },
    });
    const all = exactly.video(
      videos,
      await t.run(account, 'video_videos_list', {
        part: 'snippet,statistics',
        id: Object.values(VIDEO_SEED.videos).join(','),
      }),
    );
    const ownViews = all.items
      .filter((video) => video.snippet?.channelId === mine)
      .reduce((sum, video) => sum + Number(video.statistics?.viewCount), 0);
    expect(ownViews).toBeGreaterThan(0);
    expect(channel?.statistics?.viewCount).toBe(String(ownViews));
  });

  it('returns only the parts asked for', async () => {
    const account = await t.account();
    const [idOnly] = exactly.video(
      channels,
      await t.run(account, 'video_channels_list', { part: 'id', id: timber }),
    ).items;
    expect(Object.keys(idOnly ?? {})).toEqual(['kind', 'etag', 'id']);
    const [snippet] = exactly.video(
      channels,
      await t.run(account, 'video_channels_list', { part: 'snippet', id: timber }),
    ).items;
    expect(snippet).toHaveProperty('snippet.title', 'Timber & Tenon');
    expect(snippet).not.toHaveProperty('statistics');
    const hidden = exactly.video(
      channels,
      await t.run(account, 'video_channels_list', { part: 'statistics', id: jonas }),
    ).items[0];
    expect(hidden?.statistics).toEqual({
      viewCount: '0',
      hiddenSubscriberCount: true,
      videoCount: '0',
    });
  });

  it('finds channels by ids in the order given, leaving unknown ids out', async () => {
    const account = await t.account();
    const answer = exactly.video(
      channels,
      await t.run(account, 'video_channels_list', {
        part: 'snippet',
        id: `${bytes},UCnobodyhere0000000000ab,${timber}`,
      }),
    );
    expect(answer.items.map((channel) => channel.id)).toEqual([bytes, timber]);
    expect(answer.pageInfo.totalResults).toBe(2);
  });

  it('finds a channel by handle (with or without @, any case) or legacy username', async () => {
    const account = await t.account();
    const find = async (params: { for_handle?: string; for_username?: string }) =>
      channels
        .parse(await t.run(account, 'video_channels_list', { part: 'id', ...params }))
        .items.map((channel) => channel.id);
    expect(await find({ for_handle: '@TimberAndTenon' })).toEqual([timber]);
    expect(await find({ for_handle: 'timberandtenon' })).toEqual([timber]);
    expect(await find({ for_username: 'DailyBytesNews' })).toEqual([bytes]);
    expect(await find({ for_handle: '@nobody' })).toEqual([]);
  });

  it('pages the channels the content owner manages, forward and back', async () => {
    const account = await t.account();
    const list = (params: { max_results: number; page_token?: string }) =>
      t
        .run(account, 'video_channels_list', { part: 'id', managed_by_me: true, ...params })
        .then((answer) => exactly.video(channels, answer));
    const first = await list({ max_results: 1 });
    expect(first.items.map((c) => c.id)).toEqual([mine]);
    expect(first.prevPageToken).toBeUndefined();
    expect(first.nextPageToken).toBe('CAEQAA');
    const second = await list({ max_results: 1, page_token: first.nextPageToken });
    expect(second.items.map((c) => c.id)).toEqual([shorts]);
    expect(second.nextPageToken).toBeUndefined();
    const back = await list({ max_results: 1, page_token: second.prevPageToken });
    expect(back.items.map((c) => c.id)).toEqual([mine]);
    const counted = await list({ max_results: 0 });
    expect(counted).toMatchObject({ items: [], pageInfo: { totalResults: 2, resultsPerPage: 0 } });
  });

  it('refuses an unknown part, a false filter and a forged page token in the service’s shape', async () => {
    const account = await t.account();
    const part = await t.fail(
      account,
      'video_channels_list',
      { part: 'snippet,bogus', mine: true },
      400,
    );
    expect(videoError(part)).toMatchObject({ code: 400, reason: 'unknownPart' });
    const mineFalse = await t.fail(
      account,
      'video_channels_list',
      { part: 'id', mine: false },
      400,
    );
    expect(videoError(mineFalse).reason).toBe('invalidFilters');
    const token = await t.fail(
      account,
      'video_channels_list',
      { part: 'id', mine: true, page_token: 'bm90LWEtdG9rZW4' },
      400,
    );
    expect(videoError(token)).toMatchObject({
      reason: 'invalidPageToken',
      errors: [{ location: 'pageToken', locationType: 'parameter' }],
    });
  });
});
