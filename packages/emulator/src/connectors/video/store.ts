import { z } from 'zod';
import type { SimulationContext } from '../simulator.ts';
import type { Collection, WorkspaceStore } from '../workspace-store.ts';
import type { VideoLinks } from './api/links.ts';
import { myChannelId } from './seed/my-channel.ts';

/*
 * The documents of a video platform account: the platform as that account sees it (its own
 * channel, the channels around it, their videos, playlists, comments, subscriptions, captions,
 * the viewer's ratings, analytics groups, reporting jobs and daily metrics). Counts are numbers
 * here and strings in the answers (docs/tool-results.md §"video").
 */

const privacyStatusSchema = z.enum(['public', 'unlisted', 'private']);
export type PrivacyStatus = z.infer<typeof privacyStatusSchema>;

/** How a channel relates to the account: its own, one its content owner manages, or another's. */
const channelRoleSchema = z.enum(['mine', 'managed', 'creator', 'viewer']);

const channelSchema = z.object({
  id: z.string(),
  role: channelRoleSchema,
  title: z.string(),
  description: z.string(),
  /** The handle, `@…`, lower case. */
  customUrl: z.string(),
  /** The legacy username `for_username` finds; newer channels have none. */
  username: z.string().nullable(),
  publishedAt: z.string(),
  country: z.string().nullable(),
  defaultLanguage: z.string().nullable(),
  keywords: z.array(z.string()),
  subscriberCount: z.number().int(),
  hiddenSubscriberCount: z.boolean(),
  madeForKids: z.boolean(),
});
export type Channel = z.infer<typeof channelSchema>;

/** How far a video is kept from viewers by safe search: `moderate` hides age-restricted ones. */
const contentRatingSchema = z.enum(['general', 'mature', 'ageRestricted']);
export type ContentRating = z.infer<typeof contentRatingSchema>;

const videoSchema = z.object({
  id: z.string(),
  channelId: z.string(),
  title: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  categoryId: z.string(),
  defaultLanguage: z.string().nullable(),
  defaultAudioLanguage: z.string().nullable(),
  publishedAt: z.string(),
  durationSeconds: z.number().int().positive(),
  definition: z.enum(['hd', 'sd']),
  privacyStatus: privacyStatusSchema,
  license: z.enum(['youtube', 'creativeCommon']),
  embeddable: z.boolean(),
  publicStatsViewable: z.boolean(),
  madeForKids: z.boolean(),
  contentRating: contentRatingSchema,
  commentsDisabled: z.boolean(),
  viewCount: z.number().int(),
  likeCount: z.number().int(),
  commentCount: z.number().int(),
});
export type Video = z.infer<typeof videoSchema>;

const playlistSchema = z.object({
  id: z.string(),
  channelId: z.string(),
  title: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  defaultLanguage: z.string().nullable(),
  privacyStatus: privacyStatusSchema,
  publishedAt: z.string(),
});
export type Playlist = z.infer<typeof playlistSchema>;

const playlistItemSchema = z.object({
  id: z.string(),
  playlistId: z.string(),
  videoId: z.string(),
  /** 0-based; the items of a playlist always number 0, 1, 2 … */
  position: z.number().int(),
  note: z.string().nullable(),
  publishedAt: z.string(),
});
export type PlaylistItem = z.infer<typeof playlistItemSchema>;

/** A top-level comment (`parentId` null; its id is its thread's) or a reply. */
const commentSchema = z.object({
  id: z.string(),
  videoId: z.string(),
  /** The channel of the video the comment is on. */
  channelId: z.string(),
  parentId: z.string().nullable(),
  authorChannelId: z.string(),
  text: z.string(),
  likeCount: z.number().int(),
  publishedAt: z.string(),
  updatedAt: z.string(),
});
export type Comment = z.infer<typeof commentSchema>;

const subscriptionSchema = z.object({
  id: z.string(),
  /** Who subscribed. */
  subscriberChannelId: z.string(),
  /** The channel subscribed to. */
  channelId: z.string(),
  publishedAt: z.string(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

const captionSchema = z.object({
  id: z.string(),
  videoId: z.string(),
  language: z.string(),
  name: z.string(),
  trackKind: z.enum(['standard', 'asr', 'forced']),
  audioTrackType: z.enum(['unknown', 'primary', 'commentary', 'descriptive']),
  isCC: z.boolean(),
  isDraft: z.boolean(),
  isAutoSynced: z.boolean(),
  lastUpdated: z.string(),
});
export type Caption = z.infer<typeof captionSchema>;

/** The account's own rating of a video; `none` is no document. */
const ratingSchema = z.object({ id: z.string(), rating: z.enum(['like', 'dislike']) });
export type Rating = z.infer<typeof ratingSchema>;

export const GROUP_ITEM_TYPES = [
  'youtube#video',
  'youtube#channel',
  'youtube#playlist',
  'youtubePartner#asset',
] as const;
export type GroupItemType = (typeof GROUP_ITEM_TYPES)[number];

const groupSchema = z.object({
  id: z.string(),
  /** The channel, or the content owner (on_behalf_of_content_owner), the group belongs to. */
  ownerId: z.string(),
  title: z.string(),
  itemType: z.enum(GROUP_ITEM_TYPES),
  publishedAt: z.string(),
});
export type Group = z.infer<typeof groupSchema>;

const groupItemSchema = z.object({
  id: z.string(),
  groupId: z.string(),
  ownerId: z.string(),
  resourceKind: z.enum(GROUP_ITEM_TYPES),
  resourceId: z.string(),
});
export type GroupItem = z.infer<typeof groupItemSchema>;

const jobSchema = z.object({
  id: z.string(),
  /** The channel, or the content owner, the job reports on. */
  ownerId: z.string(),
  reportTypeId: z.string(),
  name: z.string(),
  createTime: z.string(),
  systemManaged: z.boolean(),
});
export type Job = z.infer<typeof jobSchema>;

const dailySeries = z.array(z.number().int().nonnegative());

/**
 * A video's daily metrics from `firstDay` on, one entry a day, and how its views split by
 * country and device type (weights).
 */
const videoMetricsSchema = z.object({
  id: z.string(),
  channelId: z.string(),
  /** The video's length, kept here so its analytics outlive the video (as the service's do). */
  durationSeconds: z.number().int().positive(),
  firstDay: z.iso.date(),
  views: dailySeries,
  estimatedMinutesWatched: dailySeries,
  likes: dailySeries,
  dislikes: dailySeries,
  comments: dailySeries,
  shares: dailySeries,
  subscribersGained: dailySeries,
  subscribersLost: dailySeries,
  /** Estimated revenue per thousand views, in US dollars. */
  rpmUsd: z.number(),
  countries: z.record(z.string(), z.number().positive()),
  devices: z.record(z.string(), z.number().positive()),
});
export type VideoMetrics = z.infer<typeof videoMetricsSchema>;

/** Facts about the account's platform as a whole: its content owner and the metrics' days. */
const platformSchema = z.object({
  id: z.literal('platform'),
  contentOwnerId: z.string(),
  metricsFrom: z.iso.date(),
  metricsTo: z.iso.date(),
});
export type Platform = z.infer<typeof platformSchema>;

/** The collections of a video workspace. */
export interface VideoCollections {
  channels: Collection<Channel>;
  videos: Collection<Video>;
  playlists: Collection<Playlist>;
  playlistItems: Collection<PlaylistItem>;
  comments: Collection<Comment>;
  subscriptions: Collection<Subscription>;
  captions: Collection<Caption>;
  ratings: Collection<Rating>;
  groups: Collection<Group>;
  groupItems: Collection<GroupItem>;
  jobs: Collection<Job>;
  metrics: Collection<VideoMetrics>;
  platform: Collection<Platform>;
}

/** A video workspace as the tool handlers see it. */
export interface VideoWorkspace extends VideoCollections {
  /** The emulator clock at the start of the run. */
  now: Date;
  account: SimulationContext['account'];
  /** The account's own channel, the one every tool acts as (seed/my-channel.ts). */
  myChannelId: string;
  links: VideoLinks;
}

export function videoCollections(store: WorkspaceStore): VideoCollections {
  return {
    channels: store.collection('video.channels', channelSchema),
    videos: store.collection('video.videos', videoSchema),
    playlists: store.collection('video.playlists', playlistSchema),
    playlistItems: store.collection('video.playlist_items', playlistItemSchema),
    comments: store.collection('video.comments', commentSchema),
    subscriptions: store.collection('video.subscriptions', subscriptionSchema),
    captions: store.collection('video.captions', captionSchema),
    ratings: store.collection('video.ratings', ratingSchema),
    groups: store.collection('video.groups', groupSchema),
    groupItems: store.collection('video.group_items', groupItemSchema),
    jobs: store.collection('video.jobs', jobSchema),
    metrics: store.collection('video.metrics', videoMetricsSchema),
    platform: store.collection('video.platform', platformSchema),
  };
}

export function openVideoWorkspace(context: SimulationContext, links: VideoLinks): VideoWorkspace {
  return {
    ...videoCollections(context.store),
    now: context.now,
    account: context.account,
    myChannelId: myChannelId(context.account.identifier),
    links,
  };
}

/** The service's timestamps: RFC 3339 in UTC, to the second (`2026-01-12T17:00:00Z`). */
export function videoTime(date: Date | string): string {
  return new Date(date).toISOString().replace(/\.\d{3}Z$/, 'Z');
}
