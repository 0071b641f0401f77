import type { ToolParams } from '@plugboard/schema';
import type { ToolData } from '../../simulator.ts';
import { canSeePlaylist, canSeeVideo, existingChannel, sharedById } from '../access/access.ts';
import { newId } from '../api/ids.ts';
import { listResponse, pageOf, wholeList } from '../api/pagination.ts';
import { choice, commaList, requireTrue } from '../api/params.ts';
import { requestedParts, withParts } from '../api/parts.ts';
import {
  findPlaylist,
  type PlaylistSource,
  playlistNotFound,
  storedPlaylist,
  virtualPlaylistUnchangeable,
} from '../api/playlist-source.ts';
import { badRequest, forbidden } from '../errors.ts';
import { type Playlist, type VideoWorkspace, videoTime } from '../store.ts';

const PLAYLIST_PARTS = ['id', 'snippet', 'status', 'contentDetails', 'player'] as const;
const PRIVACY = ['public', 'unlisted', 'private'] as const;
const MAX_TITLE = 150;
const MAX_DESCRIPTION_BYTES = 5000;

/** A playlist as the service sends it; its thumbnails are its first watchable video's. */
async function renderPlaylist(
  workspace: VideoWorkspace,
  source: PlaylistSource,
  parts: ReadonlySet<string>,
): Promise<Record<string, unknown>> {
  const { playlist } = source;
  const items = await source.items();
  const videos = await sharedById(workspace.videos);
  const cover = items
    .map((item) => videos.get(item.videoId))
    .find((video) => video !== undefined && canSeeVideo(workspace, video));
  const channel = await workspace.channels.get(playlist.channelId);
  return withParts('youtube#playlist', playlist.id, parts, {
    snippet: {
      publishedAt: playlist.publishedAt,
      channelId: playlist.channelId,
      title: playlist.title,
      description: playlist.description,
      thumbnails: workspace.links.thumbnails('video', cover?.id ?? 'no_thumbnail'),
      channelTitle: channel?.title ?? '',
      ...(playlist.tags.length > 0 && { tags: playlist.tags }),
      ...(playlist.defaultLanguage !== null && { defaultLanguage: playlist.defaultLanguage }),
      localized: { title: playlist.title, description: playlist.description },
    },
    status: { privacyStatus: playlist.privacyStatus },
    contentDetails: { itemCount: items.length },
    player: {
      embedHtml: `<iframe width="640" height="360" src="http://www.youtube.com/embed/videoseries?list=${playlist.id}" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe>`,
    },
  });
}

/**
 * video_playlists_list by exactly one filter: a channel's playlists (all of the account's own,
 * the public ones of others), ids (stored, uploads `UU…` or likes `LL`; others' private ones
 * left out), or the account's own (`mine`). Newest first.
 */
export async function listPlaylists(
  params: ToolParams<'video_playlists_list'>,
  workspace: VideoWorkspace,
): Promise<ToolData> {
  const parts = requestedParts(params.part, PLAYLIST_PARTS, 'playlist');
  const kind = 'youtube#playlistListResponse';
  const render = (source: PlaylistSource) => renderPlaylist(workspace, source, parts);
  if (params.id !== undefined) {
    const sources: PlaylistSource[] = [];
    for (const id of commaList(params.id)) {
      const source = await findPlaylist(workspace, id);
      if (source !== undefined && canSeePlaylist(workspace, source.playlist)) sources.push(source);
    }
    return listResponse(kind, wholeList(await Promise.all(sources.map(render))));
  }
  requireTrue('mine', params.mine);
  const channelId = params.channel_id ?? workspace.myChannelId;
  await existingChannel(workspace, channelId, 'channelId');
  const found = (await workspace.playlists.allShared())
    .filter((playlist) => playlist.channelId === channelId)
    .filter(
      (playlist) => channelId === workspace.myChannelId || playlist.privacyStatus === 'public',
    )
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
  const page = pageOf(found, { maxResults: params.max_results, pageToken: params.page_token });
  const items: Record<string, unknown>[] = [];
  for (const playlist of page.items) {
    items.push(await render(storedPlaylist(workspace, playlist)));
  }
  return listResponse(kind, { ...page, items });
}

function checkedTitle(title: string): string {
  if (title.length > MAX_TITLE) {
    throw badRequest(
      'youtube.playlist',
      'invalidPlaylistSnippet',
      `The playlist title must be at most ${MAX_TITLE} characters.`,
      { location: 'snippet.title' },
    );
  }
  return title;
}

function checkedDescription(description: string): string {
  if (Buffer.byteLength(description) > MAX_DESCRIPTION_BYTES) {
    throw badRequest(
      'youtube.playlist',
      'invalidPlaylistSnippet',
      `The playlist description must be at most ${MAX_DESCRIPTION_BYTES} bytes.`,
      { location: 'snippet.description' },
    );
  }
  return description;
}

const WRITTEN_PARTS = new Set(['snippet', 'status']);

/** video_playlist_insert: a new playlist of the account's channel (public unless said). */
export async function insertPlaylist(
  params: ToolParams<'video_playlist_insert'>,
  workspace: VideoWorkspace,
): Promise<ToolData> {
  const playlist: Playlist = {
    id: newId('playlist'),
    channelId: workspace.myChannelId,
    title: checkedTitle(params.title),
    description: checkedDescription(params.description ?? ''),
    tags: params.tags ?? [],
    defaultLanguage: params.default_language ?? null,
    privacyStatus: choice('status.privacyStatus', params.privacy_status, PRIVACY, 'public'),
    publishedAt: videoTime(workspace.now),
  };
  await workspace.playlists.insert(playlist);
  return renderPlaylist(workspace, storedPlaylist(workspace, playlist), WRITTEN_PARTS);
}

/** A stored playlist of the account's own channel, or why it cannot be changed. */
async function ownPlaylist(
  workspace: VideoWorkspace,
  id: string,
  action: string,
): Promise<PlaylistSource> {
  const source = await findPlaylist(workspace, id);
  if (source === undefined || !canSeePlaylist(workspace, source.playlist)) {
    throw playlistNotFound(id, 'id');
  }
  if (source.virtual) throw virtualPlaylistUnchangeable(id);
  if (source.playlist.channelId !== workspace.myChannelId) {
    throw forbidden(
      'youtube.playlist',
      `The playlist ${id} belongs to another channel; only its owner can ${action} it.`,
      'playlistForbidden',
    );
  }
  return source;
}

/** video_playlist_update: the fields given replace the playlist's own. */
export async function updatePlaylist(
  params: ToolParams<'video_playlist_update'>,
  workspace: VideoWorkspace,
): Promise<ToolData> {
  const source = await ownPlaylist(workspace, params.playlist_id, 'update');
  const current = source.playlist;
  const updated: Playlist = {
    ...current,
    title: params.title === undefined ? current.title : checkedTitle(params.title),
    description:
      params.description === undefined
        ? current.description
        : checkedDescription(params.description),
    privacyStatus: choice(
      'status.privacyStatus',
      params.privacy_status,
      PRIVACY,
      current.privacyStatus,
    ),
    defaultLanguage: params.default_language ?? current.defaultLanguage,
  };
  await workspace.playlists.update(updated);
  return renderPlaylist(workspace, { ...source, playlist: updated }, WRITTEN_PARTS);
}

/**
 * video_playlist_delete: deletes one of the account's playlists and its items for good. The
 * service answers 204, an empty body.
 */
export async function deletePlaylist(
  params: ToolParams<'video_playlist_delete'>,
  workspace: VideoWorkspace,
): Promise<ToolData> {
  const source = await ownPlaylist(workspace, params.playlist_id, 'delete');
  for (const item of await source.items()) await workspace.playlistItems.delete(item.id);
  await workspace.playlists.delete(source.playlist.id);
  return {};
}
