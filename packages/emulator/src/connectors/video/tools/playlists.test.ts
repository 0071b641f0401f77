import { describe, expect, it } from 'vitest';
import { exactly, videoError } from '../../../test/exact-answers.ts';
import {
  videoEmptySchema,
  videoPlaylistListSchema,
  videoPlaylistSchema,
} from '../../../test/result-parts.ts';
import { setupVideoHarness } from '../../../test/video-harness.ts';
import { VIDEO_SEED } from '../seed/build-ids.ts';

const t = setupVideoHarness();
const playlists = videoPlaylistListSchema;
const p = VIDEO_SEED.playlists;
const c = VIDEO_SEED.channels;

async function listIds(account: string, params: Record<string, unknown>) {
  const answer = await t.run(account, 'video_playlists_list', { part: 'id', ...params });
  return exactly.video(playlists, answer).items.map((playlist) => playlist.id);
}

describe('video_playlists_list', () => {
  it('lists the account’s own playlists newest first, private ones included, with item counts', async () => {
    const account = await t.account();
    const answer = exactly.video(
      playlists,
      await t.run(account, 'video_playlists_list', {
        part: 'snippet,status,contentDetails',
        mine: true,
      }),
    );
    expect(answer.items.map((playlist) => playlist.snippet?.title)).toEqual([
      'Inspiration',
      'Shop upgrades',
      'Beginner woodworking',
    ]);
    expect(answer.items[0]).toMatchObject({
      id: p.inspiration,
      snippet: { channelId: c.mine, channelTitle: 'Workbench Diaries' },
      status: { privacyStatus: 'private' },
      contentDetails: { itemCount: 3 },
    });
  });

  it('lists another channel’s public playlists only, and 404 for a channel that does not exist', async () => {
    const account = await t.account();
    expect(await listIds(account, { channel_id: c.timber })).toEqual([p.handTools]);
    const missing = await t.fail(
      account,
      'video_playlists_list',
      { part: 'id', channel_id: 'UCnobodyhere0000000000ab' },
      404,
    );
    expect(videoError(missing).reason).toBe('channelNotFound');
  });

  it('finds playlists by id: stored ones, a channel’s uploads and the likes, not others’ private ones', async () => {
    const account = await t.account();
    const uploads = `UU${c.mine.slice(2)}`;
    const answer = exactly.video(
      playlists,
      await t.run(account, 'video_playlists_list', {
        part: 'snippet,contentDetails,status',
        id: `${uploads},LL,${p.timberDrafts},${p.yukonSeries}`,
      }),
    );
    expect(
      answer.items.map((playlist) => [playlist.snippet?.title, playlist.contentDetails]),
    ).toEqual([
      ['Uploads from Workbench Diaries', { itemCount: 8 }],
      ['Liked videos', { itemCount: 3 }],
      ['Yukon series', { itemCount: 3 }],
    ]);
  });
});

describe('video_playlist_insert, video_playlist_update', () => {
  it('creates a playlist (public unless said) that the account’s lists then show', async () => {
    const account = await t.account();
    const created = exactly.video(
      videoPlaylistSchema,
      await t.run(account, 'video_playlist_insert', {
        title: 'Finishing',
        description: 'Oils, waxes and shellac.',
        tags: ['finishing'],
      }),
    );
    expect(Object.keys(created)).toEqual(['kind', 'etag', 'id', 'snippet', 'status']);
    expect(created).toMatchObject({
      snippet: { title: 'Finishing', tags: ['finishing'], channelId: c.mine },
      status: { privacyStatus: 'public' },
    });
    expect(created.id).toMatch(/^PL[\w-]{32}$/);
    expect((await listIds(account, { mine: true }))[0]).toBe(created.id);
    const unlisted = exactly.video(
      videoPlaylistSchema,
      await t.run(account, 'video_playlist_insert', {
        title: 'Drafts',
        privacy_status: 'unlisted',
      }),
    );
    expect(unlisted.status?.privacyStatus).toBe('unlisted');
  });

  it('updates the fields given and keeps the rest', async () => {
    const account = await t.account();
    const updated = exactly.video(
      videoPlaylistSchema,
      await t.run(account, 'video_playlist_update', {
        playlist_id: p.shopUpgrades,
        title: 'Shop upgrades 2026',
        privacy_status: 'unlisted',
      }),
    );
    expect(updated).toMatchObject({
      snippet: {
        title: 'Shop upgrades 2026',
        description: 'Tools, restorations and lessons learned in the shop.',
      },
      status: { privacyStatus: 'unlisted' },
    });
    const [read] = exactly.video(
      playlists,
      await t.run(account, 'video_playlists_list', { part: 'snippet,status', id: p.shopUpgrades }),
    ).items;
    expect(read?.snippet?.title).toBe('Shop upgrades 2026');
    expect(read?.status?.privacyStatus).toBe('unlisted');
  });

  it('refuses others’ playlists (403), missing ones (404), platform lists and bad values (400)', async () => {
    const account = await t.account();
    const others = await t.fail(
      account,
      'video_playlist_update',
      { playlist_id: p.handTools, title: 'Mine now' },
      403,
    );
    expect(videoError(others).reason).toBe('playlistForbidden');
    const missing = await t.fail(
      account,
      'video_playlist_update',
      { playlist_id: 'PLnothinghere', title: 'x' },
      404,
    );
    expect(videoError(missing).reason).toBe('playlistNotFound');
    const uploads = await t.fail(
      account,
      'video_playlist_update',
      { playlist_id: `UU${c.mine.slice(2)}`, title: 'x' },
      400,
    );
    expect(videoError(uploads).reason).toBe('playlistOperationUnsupported');
    const privacy = await t.fail(
      account,
      'video_playlist_insert',
      { title: 'x', privacy_status: 'secret' },
      400,
    );
    expect(videoError(privacy).reason).toBe('invalidParameter');
    const long = await t.fail(account, 'video_playlist_insert', { title: 'x'.repeat(151) }, 400);
    expect(videoError(long).reason).toBe('invalidPlaylistSnippet');
  });
});

describe('video_playlist_delete', () => {
  it('deletes a playlist and its items for good', async () => {
    const account = await t.account();
    expect(
      exactly.video(
        videoEmptySchema,
        await t.run(account, 'video_playlist_delete', { playlist_id: p.beginner }),
      ),
    ).toEqual({});
    expect(await listIds(account, { id: p.beginner })).toEqual([]);
    expect(await listIds(account, { mine: true })).not.toContain(p.beginner);
    const items = await t.fail(
      account,
      'video_playlist_items_list',
      { part: 'id', playlist_id: p.beginner },
      404,
    );
    expect(videoError(items).reason).toBe('playlistNotFound');
    await t.fail(account, 'video_playlist_delete', { playlist_id: p.beginner }, 404);
    const others = await t.fail(
      account,
      'video_playlist_delete',
      { playlist_id: p.yukonSeries },
      403,
    );
    expect(videoError(others).reason).toBe('playlistForbidden');
  });
});
