import type { ToolParams } from '@plugboard/schema';
import type { ToolData } from '../../simulator.ts';
import { isListedVideo, sharedById } from '../access/access.ts';
import { newId } from '../api/ids.ts';
import { listResponse, pageOf, wholeList } from '../api/pagination.ts';
import { choice, commaList, requireTrue } from '../api/params.ts';
import { requestedParts, withParts } from '../api/parts.ts';
import { badRequest, forbidden, notFound } from '../errors.ts';
import { type Channel, type Subscription, type VideoWorkspace, videoTime } from '../store.ts';

const SUBSCRIPTION_PARTS = ['id', 'snippet', 'contentDetails', 'subscriberSnippet'] as const;

/** Shows subscriptions as the service does, reading channels and videos once. */
async function subscriptionRenderer(workspace: VideoWorkspace) {
  const channels = await sharedById(workspace.channels);
  const videos = await workspace.videos.allShared();
  const channel = (id: string): Channel | undefined => channels.get(id);
  return (subscription: Subscription, parts: ReadonlySet<string>) => {
    const target = channel(subscription.channelId);
    const subscriber = channel(subscription.subscriberChannelId);
    return withParts('youtube#subscription', subscription.id, parts, {
      snippet: {
        publishedAt: subscription.publishedAt,
        title: target?.title ?? '',
        description: target?.description ?? '',
        resourceId: { kind: 'youtube#channel', channelId: subscription.channelId },
        channelId: subscription.subscriberChannelId,
        thumbnails: workspace.links.thumbnails('channel', subscription.channelId),
      },
      contentDetails: {
        totalItemCount: videos.filter(
          (video) => video.channelId === subscription.channelId && isListedVideo(video),
        ).length,
        newItemCount: 0,
        activityType: 'all',
      },
      subscriberSnippet: {
        title: subscriber?.title ?? '',
        description: subscriber?.description ?? '',
        channelId: subscription.subscriberChannelId,
        thumbnails: workspace.links.thumbnails('channel', subscription.subscriberChannelId),
      },
    });
  };
}

type ListParams = ToolParams<'video_subscriptions_list'>;

/** The subscriptions one filter selects, and whose title `alphabetical` sorts them by. */
async function selected(workspace: VideoWorkspace, params: ListParams) {
  const all = await workspace.subscriptions.all();
  if (params.channel_id !== undefined) {
    const channelId = params.channel_id;
    if ((await workspace.channels.get(channelId)) === undefined) {
      throw notFound(
        'youtube.subscription',
        'subscriberNotFound',
        `The channel identified by the channelId parameter, ${channelId}, cannot be found.`,
        { location: 'channelId' },
      );
    }
    return { found: all.filter((s) => s.subscriberChannelId === channelId), by: 'channel' };
  }
  requireTrue('mine', params.mine);
  requireTrue('mySubscribers', params.my_subscribers);
  requireTrue('myRecentSubscribers', params.my_recent_subscribers);
  if (params.mine) {
    return {
      found: all.filter((s) => s.subscriberChannelId === workspace.myChannelId),
      by: 'channel',
    };
  }
  return { found: all.filter((s) => s.channelId === workspace.myChannelId), by: 'subscriber' };
}

/**
 * video_subscriptions_list by exactly one filter: a channel's subscriptions, ids (not paged), the
 * account's own (`mine`), or its subscribers (`my_subscribers`, `my_recent_subscribers` newest
 * first); `for_channel_id` keeps those to the channels named. `order`: `relevance` (newest first,
 * the default), `alphabetical` (by title) or `unread` (channels with the newest upload first).
 */
export async function listSubscriptions(
  params: ListParams,
  workspace: VideoWorkspace,
): Promise<ToolData> {
  const parts = requestedParts(params.part, SUBSCRIPTION_PARTS, 'subscription');
  const render = await subscriptionRenderer(workspace);
  const kind = 'youtube#subscriptionListResponse';
  const order = choice('order', params.order, ['relevance', 'alphabetical', 'unread'], 'relevance');
  if (params.id !== undefined) {
    const all = await sharedById(workspace.subscriptions);
    const found = commaList(params.id).flatMap((id) => {
      const subscription = all.get(id);
      return subscription === undefined ? [] : [subscription];
    });
    return listResponse(kind, wholeList(found.map((s) => render(s, parts))));
  }
  const { found, by } = await selected(workspace, params);
  const targets =
    params.for_channel_id === undefined ? undefined : commaList(params.for_channel_id);
  const kept = found.filter((s) => targets === undefined || targets.includes(s.channelId));
  const channels = await sharedById(workspace.channels);
  const lastUpload = new Map<string, string>();
  for (const video of await workspace.videos.allShared()) {
    if (isListedVideo(video) && video.publishedAt > (lastUpload.get(video.channelId) ?? '')) {
      lastUpload.set(video.channelId, video.publishedAt);
    }
  }
  const newest = (a: Subscription, b: Subscription) => b.publishedAt.localeCompare(a.publishedAt);
  const title = (s: Subscription) =>
    channels.get(by === 'channel' ? s.channelId : s.subscriberChannelId)?.title ?? '';
  const sorters = {
    relevance: newest,
    alphabetical: (a: Subscription, b: Subscription) => title(a).localeCompare(title(b)),
    unread: (a: Subscription, b: Subscription) =>
      (lastUpload.get(b.channelId) ?? '').localeCompare(lastUpload.get(a.channelId) ?? ''),
  };
  kept.sort(params.my_recent_subscribers ? newest : sorters[order]);
  const page = pageOf(kept, { maxResults: params.max_results, pageToken: params.page_token });
  return listResponse(kind, { ...page, items: page.items.map((s) => render(s, parts)) });
}

/**
 * video_subscriptions_insert: subscribes the account's channel to another; that channel's
 * subscriber count goes up by one.
 */
export async function insertSubscription(
  params: ToolParams<'video_subscriptions_insert'>,
  workspace: VideoWorkspace,
): Promise<ToolData> {
  const channel = await workspace.channels.get(params.channel_id);
  if (channel === undefined) {
    throw notFound(
      'youtube.subscription',
      'publisherNotFound',
      `The channel to subscribe to, ${params.channel_id}, cannot be found.`,
      { location: 'resourceId.channelId' },
    );
  }
  if (channel.id === workspace.myChannelId) {
    throw badRequest(
      'youtube.subscription',
      'subscriptionForbidden',
      'A channel cannot subscribe to itself.',
      { location: 'resourceId.channelId' },
    );
  }
  const existing = (await workspace.subscriptions.all()).find(
    (s) => s.subscriberChannelId === workspace.myChannelId && s.channelId === channel.id,
  );
  if (existing !== undefined) {
    throw badRequest(
      'youtube.subscription',
      'subscriptionDuplicate',
      `The account is already subscribed to ${channel.id} (subscription ${existing.id}).`,
      { location: 'resourceId.channelId' },
    );
  }
  const subscription: Subscription = {
    id: newId('subscription'),
    subscriberChannelId: workspace.myChannelId,
    channelId: channel.id,
    publishedAt: videoTime(workspace.now),
  };
  await workspace.subscriptions.insert(subscription);
  await workspace.channels.update({ ...channel, subscriberCount: channel.subscriberCount + 1 });
  const render = await subscriptionRenderer(workspace);
  return render(subscription, new Set(['snippet', 'contentDetails']));
}

/**
 * video_subscriptions_delete: ends one of the account's subscriptions; the channel's subscriber
 * count goes down by one. The service answers 204, an empty body.
 */
export async function deleteSubscription(
  params: ToolParams<'video_subscriptions_delete'>,
  workspace: VideoWorkspace,
): Promise<ToolData> {
  const subscription = await workspace.subscriptions.get(params.subscription_id);
  if (subscription === undefined) {
    throw notFound(
      'youtube.subscription',
      'subscriptionNotFound',
      `No subscription has the id ${params.subscription_id}.`,
      { location: 'id' },
    );
  }
  if (subscription.subscriberChannelId !== workspace.myChannelId) {
    throw forbidden(
      'youtube.subscription',
      `Subscription ${subscription.id} is another channel's; only the subscriber can end it.`,
      'subscriptionForbidden',
    );
  }
  await workspace.subscriptions.delete(subscription.id);
  const channel = await workspace.channels.get(subscription.channelId);
  if (channel !== undefined) {
    await workspace.channels.update({ ...channel, subscriberCount: channel.subscriberCount - 1 });
  }
  return {};
}
