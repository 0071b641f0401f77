import { describe, expect, it } from 'vitest';
import { exactly } from '../../../test/exact-answers.ts';
import {
  videoChannelListSchema,
  videoPlaylistListSchema,
  videoSchema,
} from '../../../test/result-parts.ts';
import { setupVideoHarness } from '../../../test/video-harness.ts';
import { VIDEO_SEED } from './build-ids.ts';
import { myChannelId } from './my-channel.ts';

const t = setupVideoHarness();
const FIRST = 'ada@acme.test';
const FURTHER = 'ada@acme.test#k3v7q2ma';

async function ownChannel(account: string) {
  const answer = exactly.video(
    videoChannelListSchema,
    await t.run(account, 'video_channels_list', { part: 'snippet,statistics', mine: true }),
  );
  expect(answer.items).toHaveLength(1);
  const [channel] = answer.items;
  return {
    id: channel?.id,
    title: channel?.snippet?.title,
    handle: channel?.snippet?.customUrl,
    videos: channel?.statistics?.videoCount,
  };
}

describe('each video account of one owner its own channel', () => {
  it('keeps the first account’s channel and gives a #slot account a channel of its own', async () => {
    const first = await ownChannel(await t.account(undefined, FIRST));
    const further = await ownChannel(await t.account(undefined, FURTHER));
    expect(first).toEqual({
      id: VIDEO_SEED.channels.mine,
      title: 'Workbench Diaries',
      handle: '@workbenchdiaries',
      videos: '6',
    });
    expect(further).toEqual({
      id: myChannelId(FURTHER),
      title: 'Plumb Sundays',
      handle: '@plumbsundays',
      videos: '6',
    });
    expect(further.id).toMatch(/^UC[\w-]{22}$/);
    expect(further.id).not.toBe(first.id);
  });

  it('acts as its own channel: its playlists and videos are its own to change', async () => {
    const account = await t.account(undefined, 'ada@acme.test#7hx2mq4b');
    const own = myChannelId('ada@acme.test#7hx2mq4b');
    const playlists = exactly.video(
      videoPlaylistListSchema,
      await t.run(account, 'video_playlists_list', { part: 'snippet', mine: true }),
    );
    expect(playlists.items.length).toBeGreaterThan(0);
    expect(new Set(playlists.items.map((playlist) => playlist.snippet?.channelId))).toEqual(
      new Set([own]),
    );
    const updated = exactly.video(
      videoSchema,
      await t.run(account, 'video_videos_update', {
        video_id: VIDEO_SEED.videos.sharpening,
        title: 'Sharpening, on another channel',
        category_id: '26',
      }),
    );
    expect(updated.snippet?.channelId).toBe(own);
  });
});

describe('myChannelId', () => {
  it('is the catalog’s for a first account and one per slot for a further one', () => {
    expect(myChannelId('someone@example.org')).toBe(VIDEO_SEED.channels.mine);
    expect(myChannelId('a@x#k3v7q2ma')).toBe(myChannelId('b@y#k3v7q2ma'));
    expect(myChannelId('a@x#k3v7q2ma')).not.toBe(myChannelId('a@x#7hx2mq4b'));
  });
});
