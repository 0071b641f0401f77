import type { Collection, StoredDoc } from '../../workspace-store.ts';
import { forbidden, notFound } from '../errors.ts';
import type { Channel, Playlist, Video, VideoWorkspace } from '../store.ts';

/*
 * Who sees and changes what. Tools act as the account's own channel: it sees its private videos
 * and playlists and changes only what is its own; everyone else's private things do not exist
 * for it, and unlisted ones are found by id but never listed.
 */

/** A collection's documents by id. */
export async function byId<Doc extends StoredDoc>(
  collection: Collection<Doc>,
): Promise<Map<string, Doc>> {
  return new Map((await collection.all()).map((doc) => [doc.id, doc]));
}

/**
 * A collection's documents by id, shared and frozen (workspace-store.ts `allShared`), for a run
 * that only reads them: parsing every video, metric and caption on each read was the video read's
 * largest cost (docs/internals/emulator-cost.md, eleventh step).
 */
export async function sharedById<Doc extends StoredDoc>(
  collection: Collection<Doc>,
): Promise<ReadonlyMap<string, Doc>> {
  return new Map((await collection.allShared()).map((doc) => [doc.id, doc]));
}

/** Whether the account may see the video at all (by id, in its playlists…). */
export function canSeeVideo(
  workspace: Pick<VideoWorkspace, 'myChannelId'>,
  video: Pick<Video, 'channelId' | 'privacyStatus'>,
): boolean {
  return video.channelId === workspace.myChannelId || video.privacyStatus !== 'private';
}

/** Whether the video shows in lists others see: search, charts, a channel's uploads. */
export function isListedVideo(video: Pick<Video, 'privacyStatus'>): boolean {
  return video.privacyStatus === 'public';
}

export function canSeePlaylist(
  workspace: Pick<VideoWorkspace, 'myChannelId'>,
  playlist: Pick<Playlist, 'channelId' | 'privacyStatus'>,
): boolean {
  return playlist.channelId === workspace.myChannelId || playlist.privacyStatus !== 'private';
}

/** 404 `videoNotFound` for the parameter `location`, as the service words it. */
export function videoNotFound(id: string, location: string) {
  return notFound(
    'youtube.video',
    'videoNotFound',
    `The video identified by the ${location} parameter, ${id}, could not be found.`,
    { location },
  );
}

/** A video the account can see, or 404. */
export async function visibleVideo(
  workspace: VideoWorkspace,
  id: string,
  location: string,
): Promise<Video> {
  const video = await workspace.videos.get(id);
  if (video === undefined || !canSeeVideo(workspace, video)) throw videoNotFound(id, location);
  return video;
}

/** A video of the account's own channel, or 404 (none) or 403 (someone else's). */
export async function ownVideo(
  workspace: VideoWorkspace,
  id: string,
  location: string,
  action: string,
): Promise<Video> {
  const video = await visibleVideo(workspace, id, location);
  if (video.channelId !== workspace.myChannelId) {
    throw forbidden(
      'youtube.video',
      `The video ${id} belongs to another channel; only its owner can ${action} it.`,
    );
  }
  return video;
}

/** 404 `channelNotFound` for the parameter `location`. */
export function channelNotFound(id: string, location: string) {
  return notFound(
    'youtube.channel',
    'channelNotFound',
    `The channel identified by the ${location} parameter, ${id}, could not be found.`,
    { location },
  );
}

/** A channel, or 404. */
export async function existingChannel(
  workspace: VideoWorkspace,
  id: string,
  location: string,
): Promise<Channel> {
  const channel = await workspace.channels.get(id);
  if (channel === undefined) throw channelNotFound(id, location);
  return channel;
}
