import { type DailySeries, simulateAudience } from '../analytics/audience-model.ts';
import { addDays, atHour, dayOf, eachDay } from '../analytics/calendar.ts';
import { playlistItemId, replyId, seedId } from '../api/ids.ts';
import { type Video, type VideoMetrics, type VideoWorkspace, videoTime } from '../store.ts';
import { seedSubscriptionId, VIDEO_SEED } from './build-ids.ts';
import {
  type ChannelKey,
  SEED_CAPTIONS,
  SEED_CHANNELS,
  SEED_GROUP_ITEMS,
  SEED_GROUPS,
  SEED_JOBS,
  SEED_PLAYLISTS,
  SEED_RATINGS,
  SEED_REPLIES,
  SEED_SUBSCRIPTIONS,
  SEED_THREADS,
  SEED_VIDEOS,
  type SeedChannel,
  type SeedVideo,
} from './catalog.ts';
import { myChannel } from './my-channel.ts';

/** How many days of daily metrics an account starts with, up to the day before it is seeded. */
export const METRICS_DAYS = 120;

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** A seed time: `days` before the seed day, at `hour` UTC, in the service's format. */
type Ago = (days: number, hour: number) => string;

/** The id of the channel `key` in `workspace`: the account's own channel is its own (my-channel.ts). */
const channelId = (workspace: VideoWorkspace, key: ChannelKey) =>
  key === 'mine' ? workspace.myChannelId : VIDEO_SEED.channels[key];
const videoId = (key: string) => seedId('video', key);

function channelOf(key: ChannelKey): SeedChannel {
  const channel = SEED_CHANNELS.find((entry) => entry.key === key);
  if (channel === undefined) throw new Error(`The seed has no channel ${key}.`);
  return channel;
}

function videoOf(key: string): SeedVideo {
  const video = SEED_VIDEOS.find((entry) => entry.key === key);
  if (video === undefined) throw new Error(`The seed has no video ${key}.`);
  return video;
}

/** The channels, their subscriber counts as seeded; the account's own is its own (my-channel.ts). */
async function seedChannels(workspace: VideoWorkspace, ago: Ago): Promise<void> {
  const mine = myChannel(workspace.account.identifier);
  for (const seed of SEED_CHANNELS) {
    const channel = seed.key === 'mine' ? mine : seed;
    await workspace.channels.insert({
      id: channelId(workspace, channel.key),
      role: channel.role,
      title: channel.title,
      description: channel.description,
      customUrl: channel.handle,
      username: channel.username,
      publishedAt: ago(channel.ageDays, 9),
      country: channel.country,
      defaultLanguage: channel.role === 'viewer' ? null : 'en',
      keywords: channel.keywords,
      subscriberCount: channel.subscribers,
      hiddenSubscriberCount: channel.hiddenSubscribers ?? false,
      madeForKids: false,
    });
  }
}

/** The videos, and their daily metrics for the last METRICS_DAYS days before `today`. */
async function seedVideos(workspace: VideoWorkspace, ago: Ago, today: string): Promise<void> {
  const metricsTo = addDays(today, -1);
  for (const seed of SEED_VIDEOS) {
    const { audience } = channelOf(seed.channel);
    if (audience === undefined) throw new Error(`Channel ${seed.channel} has no audience.`);
    const id = videoId(seed.key);
    const published = addDays(today, -seed.ageDays);
    const days = eachDay(published, metricsTo);
    const series = simulateAudience(id, seed.seconds, { ...seed, ...audience }, days);
    const video: Video = {
      id,
      channelId: channelId(workspace, seed.channel),
      title: seed.title,
      description: seed.description,
      tags: seed.tags,
      categoryId: seed.categoryId,
      defaultLanguage: seed.language ?? 'en',
      defaultAudioLanguage: seed.language ?? 'en',
      publishedAt: ago(seed.ageDays, seed.hour),
      durationSeconds: seed.seconds,
      definition: 'hd',
      privacyStatus: seed.privacy ?? 'public',
      license: seed.license ?? 'youtube',
      embeddable: true,
      publicStatsViewable: true,
      madeForKids: false,
      contentRating: seed.contentRating ?? 'general',
      commentsDisabled: seed.commentsDisabled ?? false,
      viewCount: sum(series.views),
      likeCount: sum(series.likes),
      commentCount: sum(series.comments),
    };
    await workspace.videos.insert(video);
    const skip = Math.max(0, days.length - METRICS_DAYS);
    const window = (values: readonly number[]) => values.slice(skip);
    const windowed = Object.fromEntries(
      Object.entries(series).map(([metric, values]) => [metric, window(values)]),
    ) as DailySeries;
    const metrics: VideoMetrics = {
      id,
      channelId: video.channelId,
      durationSeconds: video.durationSeconds,
      firstDay: days[skip] ?? today,
      ...windowed,
      rpmUsd: audience.rpmUsd,
      countries: audience.countries,
      devices: audience.devices,
    };
    await workspace.metrics.insert(metrics);
  }
}

/** The playlists and their items, each added the day after both it and its video exist. */
async function seedPlaylists(workspace: VideoWorkspace, ago: Ago): Promise<void> {
  for (const seed of SEED_PLAYLISTS) {
    const id = VIDEO_SEED.playlists[seed.key];
    await workspace.playlists.insert({
      id,
      channelId: channelId(workspace, seed.channel),
      title: seed.title,
      description: seed.description,
      tags: [],
      defaultLanguage: null,
      privacyStatus: seed.privacy,
      publishedAt: ago(seed.ageDays, 10),
    });
    for (const [position, key] of seed.videos.entries()) {
      // A video goes in a playlist the day after both exist.
      const addedDaysAgo = Math.min(seed.ageDays, videoOf(key).ageDays) - 1;
      await workspace.playlistItems.insert({
        id: playlistItemId(id, `${seed.key}/${key}`),
        playlistId: id,
        videoId: videoId(key),
        position,
        note: null,
        publishedAt: ago(addedDaysAgo, 12 + position),
      });
    }
  }
}

/** The comment threads and their replies. */
async function seedComments(workspace: VideoWorkspace, ago: Ago): Promise<void> {
  for (const [index, seed] of SEED_THREADS.entries()) {
    const at = ago(seed.ageDays, 8 + (index % 10));
    await workspace.comments.insert({
      id: VIDEO_SEED.threads[seed.key],
      videoId: videoId(seed.video),
      channelId: channelId(workspace, videoOf(seed.video).channel),
      parentId: null,
      authorChannelId: channelId(workspace, seed.author),
      text: seed.text,
      likeCount: seed.likes,
      publishedAt: at,
      updatedAt: at,
    });
  }
  for (const [index, seed] of SEED_REPLIES.entries()) {
    const thread = SEED_THREADS.find((entry) => entry.key === seed.thread);
    if (thread === undefined) throw new Error(`The seed has no thread ${seed.thread}.`);
    const at = ago(seed.ageDays, 9 + (index % 10));
    const threadId = VIDEO_SEED.threads[seed.thread];
    await workspace.comments.insert({
      id: replyId(threadId, seed.key),
      videoId: videoId(thread.video),
      channelId: channelId(workspace, videoOf(thread.video).channel),
      parentId: threadId,
      authorChannelId: channelId(workspace, seed.author),
      text: seed.text,
      likeCount: seed.likes,
      publishedAt: at,
      updatedAt: at,
    });
  }
}

/** Who subscribes to whom. */
async function seedSubscriptions(workspace: VideoWorkspace, ago: Ago): Promise<void> {
  for (const seed of SEED_SUBSCRIPTIONS) {
    await workspace.subscriptions.insert({
      id: seedSubscriptionId(seed.subscriber, seed.channel),
      subscriberChannelId: channelId(workspace, seed.subscriber),
      channelId: channelId(workspace, seed.channel),
      publishedAt: ago(seed.ageDays, 20),
    });
  }
}

/** The caption tracks. */
async function seedCaptions(workspace: VideoWorkspace, ago: Ago): Promise<void> {
  for (const seed of SEED_CAPTIONS) {
    await workspace.captions.insert({
      id: VIDEO_SEED.captions[seed.key],
      videoId: videoId(seed.video),
      language: seed.language,
      name: seed.name,
      trackKind: seed.trackKind,
      audioTrackType: 'unknown',
      isCC: seed.isCC ?? false,
      isDraft: seed.isDraft ?? false,
      isAutoSynced: seed.trackKind === 'asr',
      lastUpdated: ago(seed.ageDays, 11),
    });
  }
}

const ownerOf = (workspace: VideoWorkspace, owner: 'channel' | 'contentOwner') =>
  owner === 'channel' ? workspace.myChannelId : VIDEO_SEED.contentOwner;

/** The analytics groups of the channel and of its content owner, and their items. */
async function seedGroups(workspace: VideoWorkspace, ago: Ago): Promise<void> {
  for (const seed of SEED_GROUPS) {
    await workspace.groups.insert({
      id: VIDEO_SEED.groups[seed.key],
      ownerId: ownerOf(workspace, seed.owner),
      title: seed.title,
      itemType: seed.itemType,
      publishedAt: ago(seed.ageDays, 15),
    });
  }
  for (const seed of SEED_GROUP_ITEMS) {
    const group = SEED_GROUPS.find((entry) => entry.key === seed.group);
    if (group === undefined) throw new Error(`The seed has no group ${seed.group}.`);
    const isChannel = group.itemType === 'youtube#channel';
    await workspace.groupItems.insert({
      id: VIDEO_SEED.groupItems[seed.key],
      groupId: VIDEO_SEED.groups[seed.group],
      ownerId: ownerOf(workspace, group.owner),
      resourceKind: group.itemType,
      resourceId: isChannel
        ? channelId(workspace, seed.resource as ChannelKey)
        : videoId(seed.resource),
    });
  }
}

/** The reporting jobs, one of them system-managed. */
async function seedJobs(workspace: VideoWorkspace, ago: Ago): Promise<void> {
  for (const seed of SEED_JOBS) {
    await workspace.jobs.insert({
      id: VIDEO_SEED.jobs[seed.key],
      ownerId: ownerOf(workspace, seed.owner),
      reportTypeId: seed.reportTypeId,
      name: seed.name,
      createTime: ago(seed.ageDays, 9),
      systemManaged: seed.systemManaged ?? false,
    });
  }
}

/**
 * Writes the seed platform (catalog.ts) into a new account's workspace, its times counted
 * back from the day of `workspace.now`.
 */
export async function seedVideo(workspace: VideoWorkspace): Promise<void> {
  const today = dayOf(workspace.now);
  const ago: Ago = (days, hour) => videoTime(atHour(addDays(today, -days), hour));
  await workspace.platform.insert({
    id: 'platform',
    contentOwnerId: VIDEO_SEED.contentOwner,
    metricsFrom: addDays(today, -METRICS_DAYS),
    metricsTo: addDays(today, -1),
  });
  await seedChannels(workspace, ago);
  await seedVideos(workspace, ago, today);
  await seedPlaylists(workspace, ago);
  await seedComments(workspace, ago);
  await seedSubscriptions(workspace, ago);
  await seedCaptions(workspace, ago);
  for (const seed of SEED_RATINGS) {
    await workspace.ratings.insert({ id: videoId(seed.video), rating: seed.rating });
  }
  await seedGroups(workspace, ago);
  await seedJobs(workspace, ago);
}
