import { describe, expect, it } from 'vitest';
import { exactly, videoError } from '../../../test/exact-answers.ts';
import {
  videoChannelListSchema,
  videoChannelSchema,
  videoEmptySchema,
  videoSubscriptionListSchema,
  videoSubscriptionSchema,
} from '../../../test/result-parts.ts';
import { setupVideoHarness } from '../../../test/video-harness.ts';
import { seedSubscriptionId, VIDEO_SEED } from '../seed/build-ids.ts';

const t = setupVideoHarness();
const subscriptions = videoSubscriptionListSchema;
const c = VIDEO_SEED.channels;

async function subscribedTo(account: string, params: Record<string, unknown>) {
  const answer = await t.run(account, 'video_subscriptions_list', {
    part: 'snippet',
    max_results: 50,
    ...params,
  });
  return exactly.video(subscriptions, answer).items.map((s) => s.snippet?.title);
}

describe('video_subscriptions_list', () => {
  it('lists the account’s subscriptions newest first, alphabetically or by newest upload', async () => {
    const account = await t.account();
    const answer = exactly.video(
      subscriptions,
      await t.run(account, 'video_subscriptions_list', {
        part: 'snippet,contentDetails',
        mine: true,
      }),
    );
    expect(answer.items.map((s) => s.snippet?.title)).toEqual([
      'Daily Bytes',
      'Kitchen Lab',
      'Circuit Garden',
      'Timber & Tenon',
    ]);
    expect(answer.items[0]).toMatchObject({
      id: seedSubscriptionId('mine', 'bytes'),
      snippet: {
        channelId: c.mine,
        resourceId: { kind: 'youtube#channel', channelId: c.bytes },
      },
      contentDetails: { totalItemCount: 3, activityType: 'all' },
    });
    expect(await subscribedTo(account, { mine: true, order: 'alphabetical' })).toEqual([
      'Circuit Garden',
      'Daily Bytes',
      'Kitchen Lab',
      'Timber & Tenon',
    ]);
    // Daily Bytes uploaded 3 days ago, Circuit Garden 12, Timber & Tenon 14, Kitchen Lab 18.
    expect(await subscribedTo(account, { mine: true, order: 'unread' })).toEqual([
      'Daily Bytes',
      'Circuit Garden',
      'Timber & Tenon',
      'Kitchen Lab',
    ]);
    expect(
      await subscribedTo(account, { mine: true, for_channel_id: `${c.kitchen},${c.trails}` }),
    ).toEqual(['Kitchen Lab']);
  });

  it('lists the account’s subscribers, the recent ones newest first, with their channel’s snippet', async () => {
    const account = await t.account();
    const recent = exactly.video(
      subscriptions,
      await t.run(account, 'video_subscriptions_list', {
        part: 'subscriberSnippet',
        my_recent_subscribers: true,
        max_results: 3,
      }),
    );
    expect(recent.items.map((s) => s.subscriberSnippet?.title)).toEqual([
      'Aiko Tanaka',
      'Jonas Berg',
      'Sam Patel',
    ]);
    expect(recent.pageInfo.totalResults).toBe(7);
    const alphabetical = exactly.video(
      subscriptions,
      await t.run(account, 'video_subscriptions_list', {
        part: 'subscriberSnippet',
        my_subscribers: true,
        order: 'alphabetical',
        max_results: 2,
      }),
    );
    expect(alphabetical.items.map((s) => s.subscriberSnippet?.channelId)).toEqual([
      c.aiko,
      c.jonas,
    ]);
  });

  it('lists another channel’s subscriptions, finds by id, and 404s an unknown channel', async () => {
    const account = await t.account();
    expect(await subscribedTo(account, { channel_id: c.maya, order: 'alphabetical' })).toEqual([
      'Kitchen Lab',
      'Timber & Tenon',
      'Workbench Diaries',
    ]);
    expect(await subscribedTo(account, { id: seedSubscriptionId('tom', 'trails') })).toEqual([
      'Northern Trails',
    ]);
    const missing = await t.fail(
      account,
      'video_subscriptions_list',
      { part: 'id', channel_id: 'UCnobody' },
      404,
    );
    expect(videoError(missing).reason).toBe('subscriberNotFound');
  });
});

describe('video_subscriptions_insert, video_subscriptions_delete', () => {
  const subscribers = async (account: string, id: string) =>
    exactly.video(
      videoChannelSchema,
      exactly.video(
        videoChannelListSchema,
        await t.run(account, 'video_channels_list', { part: 'statistics', id }),
      ).items[0],
    ).statistics?.subscriberCount;

  it('subscribes and unsubscribes; the channel’s subscriber count follows', async () => {
    const account = await t.account();
    expect(await subscribers(account, c.maya)).toBe('38');
    const created = exactly.video(
      videoSubscriptionSchema,
      await t.run(account, 'video_subscriptions_insert', { channel_id: c.maya }),
    );
    expect(Object.keys(created)).toEqual(['kind', 'etag', 'id', 'snippet', 'contentDetails']);
    expect(created.snippet).toMatchObject({
      title: 'Maya Chen',
      channelId: c.mine,
      resourceId: { channelId: c.maya },
    });
    expect(await subscribers(account, c.maya)).toBe('39');
    expect((await subscribedTo(account, { mine: true }))[0]).toBe('Maya Chen');
    expect(
      exactly.video(
        videoEmptySchema,
        await t.run(account, 'video_subscriptions_delete', { subscription_id: created.id }),
      ),
    ).toEqual({});
    expect(await subscribers(account, c.maya)).toBe('38');
    expect(await subscribedTo(account, { mine: true })).not.toContain('Maya Chen');
    const again = await t.fail(
      account,
      'video_subscriptions_delete',
      { subscription_id: created.id },
      404,
    );
    expect(videoError(again).reason).toBe('subscriptionNotFound');
  });

  it('refuses a duplicate, the account’s own channel, an unknown one, and others’ subscriptions', async () => {
    const account = await t.account();
    const insert = async (channel_id: string, status: number) =>
      videoError(await t.fail(account, 'video_subscriptions_insert', { channel_id }, status))
        .reason;
    expect(await insert(c.timber, 400)).toBe('subscriptionDuplicate');
    expect(await insert(c.mine, 400)).toBe('subscriptionForbidden');
    expect(await insert('UCnobody', 404)).toBe('publisherNotFound');
    const others = await t.fail(
      account,
      'video_subscriptions_delete',
      { subscription_id: seedSubscriptionId('maya', 'timber') },
      403,
    );
    expect(videoError(others).reason).toBe('subscriptionForbidden');
  });
});
