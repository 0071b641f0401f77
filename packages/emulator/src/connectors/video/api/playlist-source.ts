import { byId, canSeeVideo, isListedVideo } from '../access/access.ts';
import { badRequest, notFound } from '../errors.ts';
import type { Playlist, PlaylistItem, VideoWorkspace } from '../store.ts';
import { LIKES_PLAYLIST_ID } from '../tools/channels.ts';
import { playlistItemId, uploadsChannelId } from './ids.ts';

/*
 * Where a playlist and its items come from: a stored playlist, or one the platform keeps itself
 * (a channel's uploads, `UU…`, and the account's likes, `LL`), made from videos and ratings.
 */

/** A playlist and its items, in order. */
export interface PlaylistSource {
  playlist: Playlist;
  /** Kept by the platform: it cannot be changed through playlist tools. */
  virtual: boolean;
  items(): Promise<PlaylistItem[]>;
}

/** 404 `playlistNotFound` for the parameter `location`. */
export function playlistNotFound(id: string, location: string) {
  return notFound(
    'youtube.playlist',
    'playlistNotFound',
    `The playlist identified by the ${location} parameter, ${id}, cannot be found.`,
    { location },
  );
}

/** 400 for a change to a playlist the platform keeps itself. */
export function virtualPlaylistUnchangeable(id: string) {
  return badRequest(
    'youtube.playlist',
    'playlistOperationUnsupported',
    `Playlist ${id} is kept by the platform (uploads or likes); upload, delete or rate videos to change it.`,
    { location: 'playlistId' },
  );
}

async function uploads(workspace: VideoWorkspace, id: string, channelId: string) {
  const channel = await workspace.channels.get(channelId);
  if (channel === undefined) return undefined;
  const mine = channelId === workspace.myChannelId;
  const playlist: Playlist = {
    id,
    channelId,
    title: `Uploads from ${channel.title}`,
    description: '',
    tags: [],
    defaultLanguage: null,
    privacyStatus: 'public',
    publishedAt: channel.publishedAt,
  };
  const items = async () =>
    (await workspace.videos.all())
      .filter((video) => video.channelId === channelId && (mine || isListedVideo(video)))
      .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
      .map((video, position) => ({
        id: playlistItemId(id, video.id),
        playlistId: id,
        videoId: video.id,
        position,
        note: null,
        publishedAt: video.publishedAt,
      }));
  return { playlist, virtual: true, items };
}

async function likes(workspace: VideoWorkspace): Promise<PlaylistSource> {
  const channel = await workspace.channels.get(workspace.myChannelId);
  const playlist: Playlist = {
    id: LIKES_PLAYLIST_ID,
    channelId: workspace.myChannelId,
    title: 'Liked videos',
    description: '',
    tags: [],
    defaultLanguage: null,
    privacyStatus: 'private',
    publishedAt: channel?.publishedAt ?? '',
  };
  const items = async () => {
    const videos = await byId(workspace.videos);
    return (await workspace.ratings.all())
      .filter((rating) => rating.rating === 'like')
      .reverse()
      .flatMap((rating) => {
        const video = videos.get(rating.id);
        return video !== undefined && canSeeVideo(workspace, video) ? [video] : [];
      })
      .map((video, position) => ({
        id: playlistItemId(LIKES_PLAYLIST_ID, video.id),
        playlistId: LIKES_PLAYLIST_ID,
        videoId: video.id,
        position,
        note: null,
        publishedAt: video.publishedAt,
      }));
  };
  return { playlist, virtual: true, items };
}

/** The playlist `id` (stored, uploads or likes), or undefined when there is none. */
export async function findPlaylist(
  workspace: VideoWorkspace,
  id: string,
): Promise<PlaylistSource | undefined> {
  if (id === LIKES_PLAYLIST_ID) return likes(workspace);
  const uploadsOf = uploadsChannelId(id);
  if (uploadsOf !== undefined) return uploads(workspace, id, uploadsOf);
  const playlist = await workspace.playlists.get(id);
  return playlist === undefined ? undefined : storedPlaylist(workspace, playlist);
}

/** A stored playlist and its stored items. */
export function storedPlaylist(workspace: VideoWorkspace, playlist: Playlist): PlaylistSource {
  const items = async () =>
    (await workspace.playlistItems.all())
      .filter((item) => item.playlistId === playlist.id)
      .sort((a, b) => a.position - b.position);
  return { playlist, virtual: false, items };
}
