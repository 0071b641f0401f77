import { jobId, replyId, seedId } from '../api/ids.ts';
import {
  type ChannelKey,
  SEED_CAPTIONS,
  SEED_CHANNELS,
  SEED_GROUP_ITEMS,
  SEED_GROUPS,
  SEED_JOBS,
  SEED_PLAYLISTS,
  SEED_REPLIES,
  SEED_THREADS,
  SEED_VIDEOS,
} from './catalog.ts';

function byKey<Item extends { key: string }>(
  items: readonly Item[],
  id: (item: Item) => string,
): Readonly<Record<Item['key'], string>> {
  // The catalog's key types list exactly the keys of its lists, so every key gets its entry.
  return Object.fromEntries(items.map((item) => [item.key, id(item)])) as Record<
    Item['key'],
    string
  >;
}

/**
 * Seed ids a test or a demo can rely on: the same in every account.
 *
 * @example
 * await run('video_videos_list', { part: 'snippet', id: VIDEO_SEED.videos.joinery });
 */
export const VIDEO_SEED = {
  contentOwner: seedId('contentOwner', 'workbench-media'),
  channels: byKey(SEED_CHANNELS, (channel) => seedId('channel', channel.key)),
  videos: byKey(SEED_VIDEOS, (video) => seedId('video', video.key)),
  playlists: byKey(SEED_PLAYLISTS, (playlist) => seedId('playlist', playlist.key)),
  threads: byKey(SEED_THREADS, (thread) => seedId('thread', thread.key)),
  replies: byKey(SEED_REPLIES, (reply) => replyId(seedId('thread', reply.thread), reply.key)),
  captions: byKey(SEED_CAPTIONS, (caption) => seedId('caption', caption.key)),
  groups: byKey(SEED_GROUPS, (group) => seedId('group', group.key)),
  groupItems: byKey(SEED_GROUP_ITEMS, (item) => seedId('groupItem', item.key)),
  jobs: byKey(SEED_JOBS, (job) => jobId(job.key)),
} as const;

/** The seed id of `subscriber`'s subscription to `channel`. */
export function seedSubscriptionId(subscriber: ChannelKey, channel: ChannelKey): string {
  return seedId('subscription', `${subscriber}>${channel}`);
}
