import type { ToolParams } from '@plugboard/schema';
import type { ToolData } from '../../simulator.ts';
import { isListedVideo, sharedById } from '../access/access.ts';
import { etagOf } from '../api/ids.ts';
import type { Thumbnails, VideoLinks } from '../api/links.ts';
import { listResponse, pageOf } from '../api/pagination.ts';
import { choice, commaList } from '../api/params.ts';
import { matchScore } from '../api/search-query.ts';
import type { Channel, Video, VideoWorkspace } from '../store.ts';

const TYPES = ['video', 'channel', 'playlist'] as const;
const ORDERS = ['relevance', 'date', 'rating', 'title', 'videoCount', 'viewCount'] as const;
type Order = (typeof ORDERS)[number];

/** A search candidate: what it is, how it shows, and the numbers the orders sort by. */
interface Candidate {
  kind: (typeof TYPES)[number];
  id: string;
  publishedAt: string;
  channelId: string;
  channelTitle: string;
  title: string;
  description: string;
  thumbnails: Thumbnails;
  score: number;
  views: number;
  likes: number;
  videoCount: number;
}

/** `video_duration`: short is under 4 minutes, medium 4 to 20, long over 20. */
function durationMatches(video: Video, duration: string): boolean {
  const minutes = video.durationSeconds / 60;
  if (duration === 'short') return minutes < 4;
  if (duration === 'medium') return minutes >= 4 && minutes <= 20;
  if (duration === 'long') return minutes > 20;
  return true;
}

/** `safe_search`: strict keeps only general videos, moderate (the default) drops age-restricted. */
function safeFor(video: Video, level: string): boolean {
  if (level === 'strict') return video.contentRating === 'general';
  if (level === 'moderate') return video.contentRating !== 'ageRestricted';
  return true;
}

function sorter(order: Order): (a: Candidate, b: Candidate) => number {
  switch (order) {
    case 'date':
      return (a, b) => b.publishedAt.localeCompare(a.publishedAt);
    case 'rating':
      return (a, b) => b.likes - a.likes;
    case 'title':
      return (a, b) => a.title.localeCompare(b.title);
    case 'videoCount':
      return (a, b) => b.videoCount - a.videoCount;
    case 'viewCount':
      return (a, b) => b.views - a.views;
    case 'relevance':
      return (a, b) => b.score - a.score || b.views - a.views;
  }
}

/** What every kind of candidate is made from: the query and the platform's public side. */
interface SearchContext {
  q: string | undefined;
  channels: ReadonlyMap<string, Channel>;
  /** The public videos. */
  videos: readonly Video[];
  links: VideoLinks;
}

function videoCandidates(context: SearchContext, safety: string, duration: string): Candidate[] {
  return context.videos
    .filter((video) => safeFor(video, safety) && durationMatches(video, duration))
    .map((video) => {
      const channelTitle = context.channels.get(video.channelId)?.title ?? '';
      return {
        kind: 'video',
        id: video.id,
        publishedAt: video.publishedAt,
        channelId: video.channelId,
        channelTitle,
        title: video.title,
        description: video.description,
        thumbnails: context.links.thumbnails('video', video.id),
        score: matchScore(context.q, {
          title: video.title,
          labels: video.tags,
          body: [video.description, channelTitle],
        }),
        views: video.viewCount,
        likes: video.likeCount,
        videoCount: 0,
      };
    });
}

function channelCandidates(context: SearchContext): Candidate[] {
  return [...context.channels.values()].map((channel) => {
    const own = context.videos.filter((video) => video.channelId === channel.id);
    return {
      kind: 'channel',
      id: channel.id,
      publishedAt: channel.publishedAt,
      channelId: channel.id,
      channelTitle: channel.title,
      title: channel.title,
      description: channel.description,
      thumbnails: context.links.thumbnails('channel', channel.id),
      score: matchScore(context.q, {
        title: channel.title,
        labels: [...channel.keywords, channel.customUrl],
        body: [channel.description],
      }),
      views: own.reduce((total, video) => total + video.viewCount, 0),
      likes: 0,
      videoCount: own.length,
    };
  });
}

async function playlistCandidates(
  context: SearchContext,
  workspace: VideoWorkspace,
): Promise<Candidate[]> {
  const items = await workspace.playlistItems.allShared();
  return (await workspace.playlists.allShared())
    .filter((playlist) => playlist.privacyStatus === 'public')
    .map((playlist) => {
      const first = items
        .filter((item) => item.playlistId === playlist.id)
        .sort((a, b) => a.position - b.position)[0];
      return {
        kind: 'playlist',
        id: playlist.id,
        publishedAt: playlist.publishedAt,
        channelId: playlist.channelId,
        channelTitle: context.channels.get(playlist.channelId)?.title ?? '',
        title: playlist.title,
        description: playlist.description,
        thumbnails: context.links.thumbnails('video', first?.videoId ?? 'no_thumbnail'),
        score: matchScore(context.q, {
          title: playlist.title,
          labels: playlist.tags,
          body: [playlist.description],
        }),
        views: 0,
        likes: 0,
        videoCount: 0,
      };
    });
}

/**
 * video_search: public videos, channels and playlists (`type`, comma-separated; all three by
 * default) matching `q` (see search-query.ts), from `channel_id`, published in the window given,
 * `safe_search` and `video_duration` applied to videos. `order`: relevance (the default), date,
 * rating (most liked), title, videoCount (channels) or viewCount. The part is fixed to snippet.
 */
export async function search(
  params: ToolParams<'video_search'>,
  workspace: VideoWorkspace,
): Promise<ToolData> {
  const types = params.type === undefined ? [...TYPES] : commaList(params.type);
  for (const type of types) choice('type', type, TYPES, 'video');
  const order = choice('order', params.order, ORDERS, 'relevance');
  const safety = choice(
    'safeSearch',
    params.safe_search,
    ['moderate', 'none', 'strict'],
    'moderate',
  );
  const duration = choice(
    'videoDuration',
    params.video_duration,
    ['any', 'short', 'medium', 'long'],
    'any',
  );
  const context: SearchContext = {
    q: params.q,
    channels: await sharedById(workspace.channels),
    videos: (await workspace.videos.allShared()).filter(isListedVideo),
    links: workspace.links,
  };
  const candidates = [
    ...(types.includes('video') ? videoCandidates(context, safety, duration) : []),
    ...(types.includes('channel') ? channelCandidates(context) : []),
    ...(types.includes('playlist') ? await playlistCandidates(context, workspace) : []),
  ];
  const after =
    params.published_after === undefined ? -Infinity : Date.parse(params.published_after);
  const before =
    params.published_before === undefined ? Infinity : Date.parse(params.published_before);
  const found = candidates
    .filter((candidate) => candidate.score > 0)
    .filter(
      (candidate) => params.channel_id === undefined || candidate.channelId === params.channel_id,
    )
    .filter((candidate) => {
      const published = Date.parse(candidate.publishedAt);
      return published >= after && published <= before;
    })
    .sort(sorter(order));
  const page = pageOf(found, { maxResults: params.max_results, pageToken: params.page_token });
  return listResponse(
    'youtube#searchListResponse',
    { ...page, items: page.items.map(renderResult) },
    { regionCode: 'US' },
  );
}

function renderResult(candidate: Candidate): Record<string, unknown> {
  const id = { kind: `youtube#${candidate.kind}`, [`${candidate.kind}Id`]: candidate.id };
  const snippet = {
    publishedAt: candidate.publishedAt,
    channelId: candidate.channelId,
    title: candidate.title,
    description: candidate.description,
    thumbnails: candidate.thumbnails,
    channelTitle: candidate.channelTitle,
    liveBroadcastContent: 'none',
    publishTime: candidate.publishedAt,
  };
  return { kind: 'youtube#searchResult', etag: etagOf({ id, snippet }), id, snippet };
}
