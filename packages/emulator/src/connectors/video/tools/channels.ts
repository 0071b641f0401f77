import type { ToolParams } from '@plugboard/schema';
import type { ToolData } from '../../simulator.ts';
import { isListedVideo } from '../access/access.ts';
import { uploadsPlaylistId } from '../api/ids.ts';
import type { VideoLinks } from '../api/links.ts';
import { listResponse, pageOf, wholeList } from '../api/pagination.ts';
import { commaList, requireTrue } from '../api/params.ts';
import { requestedParts, withParts } from '../api/parts.ts';
import type { Channel, Video, VideoWorkspace } from '../store.ts';

const CHANNEL_PARTS = ['id', 'snippet', 'contentDetails', 'statistics', 'status'] as const;

/** The service shows subscriber counts rounded down to three significant figures. */
function roundedSubscribers(count: number): number {
  if (count < 1000) return count;
  const unit = 10 ** (Math.floor(Math.log10(count)) - 2);
  return Math.floor(count / unit) * unit;
}

/** The likes playlist of the account's own channel (`LL`); other channels show none. */
export const LIKES_PLAYLIST_ID = 'LL';

/** A channel with every part (docs/tool-results.md Channel); `videos` are all the platform's. */
function channelParts(
  channel: Channel,
  videos: readonly Video[],
  links: VideoLinks,
): Record<string, unknown> {
  const own = videos.filter((video) => video.channelId === channel.id);
  const mine = channel.role === 'mine';
  return {
    snippet: {
      title: channel.title,
      description: channel.description,
      customUrl: channel.customUrl,
      publishedAt: channel.publishedAt,
      thumbnails: links.thumbnails('channel', channel.id),
      ...(channel.defaultLanguage !== null && { defaultLanguage: channel.defaultLanguage }),
      localized: { title: channel.title, description: channel.description },
      ...(channel.country !== null && { country: channel.country }),
    },
    contentDetails: {
      relatedPlaylists: {
        likes: mine ? LIKES_PLAYLIST_ID : '',
        uploads: uploadsPlaylistId(channel.id),
      },
    },
    statistics: {
      viewCount: String(own.reduce((total, video) => total + video.viewCount, 0)),
      ...(!channel.hiddenSubscriberCount && {
        subscriberCount: String(roundedSubscribers(channel.subscriberCount)),
      }),
      hiddenSubscriberCount: channel.hiddenSubscriberCount,
      videoCount: String(own.filter(isListedVideo).length),
    },
    status: {
      privacyStatus: 'public',
      isLinked: true,
      longUploadsStatus: own.length > 0 ? 'allowed' : 'longUploadsUnspecified',
      madeForKids: channel.madeForKids,
    },
  };
}

/** A channel as the service sends it, with the parts asked for. */
function renderChannel(
  channel: Channel,
  videos: readonly Video[],
  links: VideoLinks,
  parts: ReadonlySet<string>,
): Record<string, unknown> {
  return withParts('youtube#channel', channel.id, parts, channelParts(channel, videos, links));
}

function matchesHandle(channel: Channel, handle: string): boolean {
  const wanted = handle.startsWith('@') ? handle : `@${handle}`;
  return channel.customUrl.toLowerCase() === wanted.toLowerCase();
}

/**
 * video_channels_list by exactly one filter: ids (unknown ones left out, not paged), the
 * account's own channel (`mine`), a handle (with or without `@`, any case), a legacy username,
 * or the channels its content owner manages (`managed_by_me`: its own and Workbench Shorts).
 */
export async function listChannels(
  params: ToolParams<'video_channels_list'>,
  workspace: VideoWorkspace,
): Promise<ToolData> {
  const parts = requestedParts(params.part, CHANNEL_PARTS, 'channel');
  const channels = await workspace.channels.allShared();
  const videos = await workspace.videos.allShared();
  const render = (channel: Channel) => renderChannel(channel, videos, workspace.links, parts);
  const kind = 'youtube#channelListResponse';
  if (params.id !== undefined) {
    const found = commaList(params.id).flatMap((id) => channels.filter((c) => c.id === id));
    return listResponse(kind, wholeList(found.map(render)));
  }
  requireTrue('mine', params.mine);
  requireTrue('managedByMe', params.managed_by_me);
  const { for_handle: handle, for_username: username } = params;
  const found = channels.filter((channel) => {
    if (handle !== undefined) return matchesHandle(channel, handle);
    if (username !== undefined) return channel.username?.toLowerCase() === username.toLowerCase();
    if (params.managed_by_me) return channel.role === 'mine' || channel.role === 'managed';
    return channel.role === 'mine';
  });
  const page = pageOf(found, { maxResults: params.max_results, pageToken: params.page_token });
  return listResponse(kind, { ...page, items: page.items.map(render) });
}
