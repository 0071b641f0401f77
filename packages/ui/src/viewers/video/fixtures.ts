import type { ToolResult } from '@plugboard/schema/results';
import type { Video, VideoComment, VideoError } from '../common/result-parts.ts';

/*
 * Realistic video platform results (docs/tool-results.md §"video"): a cooking channel's videos,
 * playlists, comments and analytics. Thumbnails are inline SVG data so stories need no network.
 */

const CHANNEL_ID = 'UCx7b3kitchenLab0000000A';

function thumbnail(hue: number, width: number, height: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="hsl(${hue} 60% 55%)"/></svg>`;
  return { url: `data:image/svg+xml,${encodeURIComponent(svg)}`, width, height };
}

function thumbnails(hue: number) {
  return {
    default: thumbnail(hue, 120, 90),
    medium: thumbnail(hue, 320, 180),
    high: thumbnail(hue, 480, 360),
  };
}

function video(
  id: string,
  title: string,
  hue: number,
  duration: string,
  views: string,
  likes: string,
  comments: string,
  privacy: 'public' | 'unlisted' | 'private' = 'public',
): Video {
  return {
    kind: 'youtube#video',
    etag: `etag-${id}`,
    id,
    snippet: {
      publishedAt: '2026-01-12T17:00:00Z',
      channelId: CHANNEL_ID,
      title,
      description: `${title}. Ingredients and steps in the description.`,
      thumbnails: thumbnails(hue),
      channelTitle: 'Kitchen Lab',
      tags: ['cooking', 'recipe'],
      categoryId: '26',
      liveBroadcastContent: 'none',
    },
    contentDetails: {
      duration,
      dimension: '2d',
      definition: 'hd',
      caption: 'false',
      licensedContent: false,
      contentRating: {},
      projection: 'rectangular',
    },
    statistics: { viewCount: views, likeCount: likes, favoriteCount: '0', commentCount: comments },
    status: {
      uploadStatus: 'processed',
      privacyStatus: privacy,
      license: 'youtube',
      embeddable: true,
      publicStatsViewable: true,
      madeForKids: false,
    },
  };
}

export const videoList: ToolResult<'video_videos_list'> = {
  kind: 'youtube#videoListResponse',
  etag: 'etag-videos',
  nextPageToken: 'CAMQAA',
  pageInfo: { totalResults: 48, resultsPerPage: 3 },
  items: [
    video('dQ8xKtchn01', 'Sourdough from scratch in 24 hours', 30, 'PT15M51S', '3057', '25', '12'),
    video(
      'dQ8xKtchn02',
      'Knife skills: the five cuts you need',
      200,
      'PT8M4S',
      '128940',
      '4210',
      '318',
    ),
    video(
      'dQ8xKtchn03',
      'Members-only: Q&A live replay',
      280,
      'PT1H2M10S',
      '912',
      '77',
      '5',
      'unlisted',
    ),
  ],
};

export const videoChannels: ToolResult<'video_channels_list'> = {
  kind: 'youtube#channelListResponse',
  etag: 'etag-channels',
  pageInfo: { totalResults: 1, resultsPerPage: 5 },
  items: [
    {
      kind: 'youtube#channel',
      etag: 'etag-channel',
      id: CHANNEL_ID,
      snippet: {
        title: 'Kitchen Lab',
        description: 'Weeknight recipes, tested three times.',
        customUrl: '@kitchenlab',
        publishedAt: '2019-04-02T10:00:00Z',
        thumbnails: thumbnails(20),
        country: 'GB',
      },
      contentDetails: { relatedPlaylists: { likes: '', uploads: 'UUx7b3kitchenLab0000000A' } },
      statistics: {
        viewCount: '18422090',
        subscriberCount: '241000',
        hiddenSubscriberCount: false,
        videoCount: '312',
      },
    },
  ],
};

export const videoPlaylists: ToolResult<'video_playlists_list'> = {
  kind: 'youtube#playlistListResponse',
  etag: 'etag-playlists',
  pageInfo: { totalResults: 2, resultsPerPage: 5 },
  items: [
    {
      kind: 'youtube#playlist',
      etag: 'etag-bread',
      id: 'PLkitchenBread',
      snippet: {
        publishedAt: '2025-03-01T10:00:00Z',
        channelId: CHANNEL_ID,
        title: 'Bread basics',
        description: 'Start here.',
        channelTitle: 'Kitchen Lab',
        thumbnails: thumbnails(35),
      },
      contentDetails: { itemCount: 12 },
      status: { privacyStatus: 'public' },
    },
    {
      kind: 'youtube#playlist',
      etag: 'etag-drafts',
      id: 'PLkitchenDrafts',
      snippet: {
        publishedAt: '2026-02-01T10:00:00Z',
        channelId: CHANNEL_ID,
        title: 'Drafts',
        description: '',
        channelTitle: 'Kitchen Lab',
        thumbnails: thumbnails(0),
      },
      contentDetails: { itemCount: 1 },
      status: { privacyStatus: 'private' },
    },
  ],
};

export const videoPlaylistItems: ToolResult<'video_playlist_items_list'> = {
  kind: 'youtube#playlistItemListResponse',
  etag: 'etag-playlist-items',
  pageInfo: { totalResults: 1, resultsPerPage: 5 },
  items: [
    {
      kind: 'youtube#playlistItem',
      etag: 'etag-bread-1',
      id: 'UExrYnJlYWQuMQ',
      snippet: {
        publishedAt: '2025-03-01T10:05:00Z',
        channelId: CHANNEL_ID,
        title: 'Sourdough from scratch in 24 hours',
        description:
          'Sourdough from scratch in 24 hours. Ingredients and steps in the description.',
        playlistId: 'PLkitchenBread',
        channelTitle: 'Kitchen Lab',
        thumbnails: thumbnails(30),
        position: 0,
        resourceId: { kind: 'youtube#video', videoId: 'dQ8xKtchn01' },
      },
      contentDetails: { videoId: 'dQ8xKtchn01', videoPublishedAt: '2026-01-12T17:00:00Z' },
    },
  ],
};

function comment(
  id: string,
  author: string,
  text: string,
  likes: number,
  at: string,
): VideoComment {
  return {
    kind: 'youtube#comment',
    etag: `etag-${id}`,
    id,
    snippet: {
      authorDisplayName: author,
      authorProfileImageUrl: thumbnail(id.length * 40, 48, 48).url,
      authorChannelUrl: `https://video.example.com/${author}`,
      authorChannelId: { value: `UC${id}` },
      canRate: true,
      viewerRating: 'none',
      textDisplay: text.replaceAll('\n', '<br>'),
      textOriginal: text,
      likeCount: likes,
      publishedAt: at,
      updatedAt: at,
    },
  };
}

export const videoCommentThreads: ToolResult<'video_comment_threads_list'> = {
  kind: 'youtube#commentThreadListResponse',
  etag: 'etag-threads',
  pageInfo: { totalResults: 2, resultsPerPage: 20 },
  items: [
    {
      kind: 'youtube#commentThread',
      etag: 'etag-thread-1',
      id: 'UgzThread1',
      snippet: {
        channelId: CHANNEL_ID,
        videoId: 'dQ8xKtchn01',
        topLevelComment: comment(
          'UgzThread1',
          '@breadhead',
          'My starter finally doubled!\nThanks for the tip about the warm oven.',
          42,
          '2026-01-13T08:12:00Z',
        ),
        canReply: true,
        totalReplyCount: 3,
        isPublic: true,
      },
      replies: {
        comments: [
          comment(
            'UgzThread1.r1',
            '@kitchenlab',
            'Love to hear it. Try a 1:5:5 feed next.',
            9,
            '2026-01-13T09:00:00Z',
          ),
        ],
      },
    },
    {
      kind: 'youtube#commentThread',
      etag: 'etag-thread-2',
      id: 'UgzThread2',
      snippet: {
        channelId: CHANNEL_ID,
        videoId: 'dQ8xKtchn01',
        topLevelComment: comment(
          'UgzThread2',
          '@anna.cooks',
          'What flour did you use?',
          1,
          '2026-01-14T19:40:00Z',
        ),
        canReply: true,
        totalReplyCount: 0,
        isPublic: true,
      },
    },
  ],
};

export const videoSearch: ToolResult<'video_search'> = {
  kind: 'youtube#searchListResponse',
  etag: 'etag-search',
  nextPageToken: 'CAoQAA',
  regionCode: 'GB',
  pageInfo: { totalResults: 214, resultsPerPage: 2 },
  items: [
    {
      kind: 'youtube#searchResult',
      etag: 'etag-search-1',
      id: { kind: 'youtube#video', videoId: 'dQ8xKtchn02' },
      snippet: {
        publishedAt: '2026-01-05T17:00:00Z',
        channelId: CHANNEL_ID,
        title: 'Knife skills: the five cuts you need',
        description: 'Julienne, brunoise, chiffonade and more.',
        thumbnails: thumbnails(200),
        channelTitle: 'Kitchen Lab',
        liveBroadcastContent: 'none',
        publishTime: '2026-01-05T17:00:00Z',
      },
    },
    {
      kind: 'youtube#searchResult',
      etag: 'etag-search-2',
      id: { kind: 'youtube#channel', channelId: CHANNEL_ID },
      snippet: {
        publishedAt: '2019-04-02T10:00:00Z',
        channelId: CHANNEL_ID,
        title: 'Kitchen Lab',
        description: 'Weeknight recipes, tested three times.',
        thumbnails: thumbnails(20),
        channelTitle: 'Kitchen Lab',
        liveBroadcastContent: 'none',
        publishTime: '2019-04-02T10:00:00Z',
      },
    },
  ],
};

function subscription(id: string, title: string, channelId: string, hue: number) {
  return {
    kind: 'youtube#subscription' as const,
    etag: `etag-${id}`,
    id,
    snippet: {
      publishedAt: '2025-06-01T12:00:00Z',
      title,
      description: '',
      resourceId: { kind: 'youtube#channel', channelId },
      channelId: CHANNEL_ID,
      thumbnails: thumbnails(hue),
    },
  };
}

export const videoSubscriptions: ToolResult<'video_subscriptions_list'> = {
  kind: 'youtube#subscriptionListResponse',
  etag: 'etag-subscriptions',
  pageInfo: { totalResults: 2, resultsPerPage: 5 },
  items: [
    subscription('sub-1', 'Baking Science', 'UCbaking', 60),
    subscription('sub-2', 'Knife Club', 'UCknife', 210),
  ],
};

const DAYS = Array.from({ length: 28 }, (_, index) => {
  const day = new Date(Date.UTC(2026, 0, 1 + index));
  const views = Math.round(180 + 120 * Math.sin(index / 3) + index * 6);
  return [day.toISOString().slice(0, 10), views, Math.round(views * 4.2), Math.round(views / 18)];
});

export const videoAnalyticsByDay: ToolResult<'video_analytics_query'> = {
  kind: 'youtubeAnalytics#resultTable',
  columnHeaders: [
    { name: 'day', columnType: 'DIMENSION', dataType: 'STRING' },
    { name: 'views', columnType: 'METRIC', dataType: 'INTEGER' },
    { name: 'estimatedMinutesWatched', columnType: 'METRIC', dataType: 'INTEGER' },
    { name: 'likes', columnType: 'METRIC', dataType: 'INTEGER' },
  ],
  rows: DAYS,
};

export const videoAnalyticsByCountry: ToolResult<'video_analytics_query'> = {
  kind: 'youtubeAnalytics#resultTable',
  columnHeaders: [
    { name: 'country', columnType: 'DIMENSION', dataType: 'STRING' },
    { name: 'views', columnType: 'METRIC', dataType: 'INTEGER' },
  ],
  rows: [
    ['GB', 4120],
    ['US', 3310],
    ['DE', 1204],
    ['IN', 990],
    ['CA', 611],
  ],
};

export const videoAnalyticsTotals: ToolResult<'video_analytics_query'> = {
  kind: 'youtubeAnalytics#resultTable',
  columnHeaders: [
    { name: 'views', columnType: 'METRIC', dataType: 'INTEGER' },
    { name: 'averageViewDuration', columnType: 'METRIC', dataType: 'INTEGER' },
  ],
  rows: [[10235, 212]],
};

export const videoForbidden: VideoError = {
  error: {
    code: 403,
    message: 'The request is not properly authorized to retrieve the specified channel analytics.',
    errors: [{ message: 'Forbidden', domain: 'global', reason: 'insufficientPermissions' }],
  },
};

export const videoRatings: ToolResult<'video_videos_get_rating'> = {
  kind: 'youtube#videoGetRatingResponse',
  etag: 'u5YjRlGg2sPujNHUwJr7gcI2PWj',
  items: [
    { videoId: 'cBXyOhNnxnn', rating: 'like' },
    { videoId: 'QTJch47-jjQ', rating: 'none' },
  ],
};

export const videoReportTypes: ToolResult<'video_reporting_list_report_types'> = {
  reportTypes: [
    { id: 'channel_basic_a2', name: 'User activity' },
    { id: 'channel_device_os_a2', name: 'Device type and operating system' },
  ],
};

export const videoReportJobs: ToolResult<'video_reporting_list_jobs'> = {
  jobs: [
    {
      id: '5ebf08ef-dd31-550b-af90-dae32c34cf4d',
      reportTypeId: 'channel_basic_a2',
      name: 'Daily user activity',
      createTime: '2026-09-23T09:00:00Z',
    },
  ],
};

export const videoReports: ToolResult<'video_reporting_list_reports'> = {
  reports: [
    {
      id: '4465476461',
      jobId: '5ebf08ef-dd31-550b-af90-dae32c34cf4d',
      startTime: '2026-11-20T00:00:00Z',
      endTime: '2026-11-21T00:00:00Z',
      createTime: '2026-11-22T00:00:00Z',
      downloadUrl: 'https://video.example.com/reporting/download/4465476461',
    },
    {
      id: '4808864874',
      jobId: '5ebf08ef-dd31-550b-af90-dae32c34cf4d',
      startTime: '2026-11-19T00:00:00Z',
      endTime: '2026-11-20T00:00:00Z',
      createTime: '2026-11-21T00:00:00Z',
      downloadUrl: 'javascript:alert(1)',
    },
  ],
};
