import type { ToolParams } from '@plugboard/schema';
import type { ToolData } from '../../simulator.ts';
import { canSeePlaylist, canSeeVideo, sharedById, visibleVideo } from '../access/access.ts';
import { playlistItemId } from '../api/ids.ts';
import { listResponse, pageOf } from '../api/pagination.ts';
import { requestedParts, withParts } from '../api/parts.ts';
import {
  findPlaylist,
  type PlaylistSource,
  playlistNotFound,
  virtualPlaylistUnchangeable,
} from '../api/playlist-source.ts';
import { badRequest, forbidden, notFound } from '../errors.ts';
import { type PlaylistItem, type VideoWorkspace, videoTime } from '../store.ts';

const PLAYLIST_ITEM_PARTS = ['id', 'snippet', 'contentDetails', 'status'] as const;

/**
 * Shows a playlist's items as the service does. An item whose video is gone or private to
 * someone else keeps its place, titled "Deleted video" or "Private video", with no thumbnails.
 */
async function itemRenderer(workspace: VideoWorkspace, source: PlaylistSource) {
  const videos = await sharedById(workspace.videos);
  const channels = await sharedById(workspace.channels);
  const { playlist } = source;
  const owner = channels.get(playlist.channelId)?.title ?? '';
  return (item: PlaylistItem, parts: ReadonlySet<string>) => {
    const stored = videos.get(item.videoId);
    const video = stored !== undefined && canSeeVideo(workspace, stored) ? stored : undefined;
    const unavailable = stored === undefined ? 'Deleted video' : 'Private video';
    return withParts('youtube#playlistItem', item.id, parts, {
      snippet: {
        publishedAt: item.publishedAt,
        channelId: playlist.channelId,
        title: video?.title ?? unavailable,
        description: video?.description ?? `This video is ${stored ? 'private' : 'unavailable'}.`,
        thumbnails: video === undefined ? {} : workspace.links.thumbnails('video', video.id),
        channelTitle: owner,
        playlistId: playlist.id,
        position: item.position,
        resourceId: { kind: 'youtube#video', videoId: item.videoId },
        ...(video !== undefined && {
          videoOwnerChannelTitle: channels.get(video.channelId)?.title ?? '',
          videoOwnerChannelId: video.channelId,
        }),
      },
      contentDetails: {
        videoId: item.videoId,
        ...(item.note !== null && { note: item.note }),
        ...(video !== undefined && { videoPublishedAt: video.publishedAt }),
      },
      status: { privacyStatus: video?.privacyStatus ?? 'privacyStatusUnspecified' },
    });
  };
}

/** A playlist whose items the account may read: its own, or another's that is not private. */
async function readablePlaylist(workspace: VideoWorkspace, id: string): Promise<PlaylistSource> {
  const source = await findPlaylist(workspace, id);
  if (source === undefined) throw playlistNotFound(id, 'playlistId');
  if (!canSeePlaylist(workspace, source.playlist)) {
    throw forbidden(
      'youtube.playlistItem',
      `The playlist ${id} is private to its owner; its items cannot be listed.`,
      'playlistItemsNotAccessible',
      { location: 'playlistId' },
    );
  }
  return source;
}

/**
 * video_playlist_items_list: a playlist's items in position order (stored playlists, a
 * channel's uploads `UU…` newest first, the account's likes `LL`), only those of `video_id` when
 * given.
 */
export async function listPlaylistItems(
  params: ToolParams<'video_playlist_items_list'>,
  workspace: VideoWorkspace,
): Promise<ToolData> {
  const parts = requestedParts(params.part, PLAYLIST_ITEM_PARTS, 'playlist item');
  const source = await readablePlaylist(workspace, params.playlist_id);
  const render = await itemRenderer(workspace, source);
  const items = (await source.items()).filter(
    (item) => params.video_id === undefined || item.videoId === params.video_id,
  );
  const page = pageOf(items, { maxResults: params.max_results, pageToken: params.page_token });
  return listResponse('youtube#playlistItemListResponse', {
    ...page,
    items: page.items.map((item) => render(item, parts)),
  });
}

/** A stored playlist of the account's own channel, to add items to or remove them from. */
async function ownPlaylist(workspace: VideoWorkspace, id: string): Promise<PlaylistSource> {
  const source = await readablePlaylist(workspace, id);
  if (source.virtual) throw virtualPlaylistUnchangeable(id);
  if (source.playlist.channelId !== workspace.myChannelId) {
    throw forbidden(
      'youtube.playlistItem',
      `The playlist ${id} belongs to another channel; only its owner can change its items.`,
      'playlistItemsNotAccessible',
      { location: 'playlistId' },
    );
  }
  return source;
}

/** Gives `items` the positions 0, 1, 2 … in their order, saving those that moved. */
async function renumber(workspace: VideoWorkspace, items: readonly PlaylistItem[]) {
  for (const [position, item] of items.entries()) {
    if (item.position !== position) await workspace.playlistItems.update({ ...item, position });
  }
}

const WRITTEN_PARTS = new Set(['snippet', 'contentDetails']);

/**
 * video_playlist_items_insert: adds a video the account can see to one of its playlists, at the
 * 0-based `position` (the items from there on move down one) or at the end.
 */
export async function insertPlaylistItem(
  params: ToolParams<'video_playlist_items_insert'>,
  workspace: VideoWorkspace,
): Promise<ToolData> {
  const source = await ownPlaylist(workspace, params.playlist_id);
  await visibleVideo(workspace, params.video_id, 'resourceId.videoId');
  const items = await source.items();
  const position = params.position ?? items.length;
  if (position > items.length) {
    throw badRequest(
      'youtube.playlistItem',
      'invalidPlaylistItemPosition',
      `The playlist has ${items.length} items, so position must be between 0 and ${items.length} (or left out to append).`,
      { location: 'snippet.position' },
    );
  }
  const item: PlaylistItem = {
    id: playlistItemId(source.playlist.id),
    playlistId: source.playlist.id,
    videoId: params.video_id,
    position,
    note: params.note ?? null,
    publishedAt: videoTime(workspace.now),
  };
  await workspace.playlistItems.insert(item);
  await renumber(workspace, [...items.slice(0, position), item, ...items.slice(position)]);
  return (await itemRenderer(workspace, source))(item, WRITTEN_PARTS);
}

/**
 * video_playlist_items_delete: removes an item (by its own id) from one of the account's
 * playlists; the items after it move up one. The service answers 204, an empty body.
 */
export async function deletePlaylistItem(
  params: ToolParams<'video_playlist_items_delete'>,
  workspace: VideoWorkspace,
): Promise<ToolData> {
  const item = await workspace.playlistItems.get(params.playlist_item_id);
  if (item === undefined) {
    throw notFound(
      'youtube.playlistItem',
      'playlistItemNotFound',
      `No playlist item has the id ${params.playlist_item_id}. Pass an item's id (from video_playlist_items_list), not a video id.`,
      { location: 'id' },
    );
  }
  const source = await ownPlaylist(workspace, item.playlistId);
  await workspace.playlistItems.delete(item.id);
  await renumber(workspace, await source.items());
  return {};
}
