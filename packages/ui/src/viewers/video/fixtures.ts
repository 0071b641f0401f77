import type {
  Channel,
  CommentThread,
  Playlist,
  ResultTable,
  SearchResult,
  Video,
} from './video-shapes.ts';

/*
 * Realistic video platform results (docs/result-shapes.md, video): a cooking channel's videos,
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
  privacy = 'public',
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
    },
    statistics: { viewCount: views, likeCount: likes, favoriteCount: '0', commentCount: comments },
    status: {
      uploadStatus: 'processed',
      privacyStatus: privacy,
      license: 'youtube',
      embeddable: true,
      publicStatsViewable: true,
    },
  };
}

export const videoList = {
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

export const videoChannels: { kind: string; items: Channel[] } = {
  kind: 'youtube#channelListResponse',
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

export const videoPlaylists: { kind: string; items: Playlist[] } = {
  kind: 'youtube#playlistListResponse',
  items: [
    {
      kind: 'youtube#playlist',
      id: 'PLkitchenBread',
      snippet: {
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
      id: 'PLkitchenDrafts',
      snippet: { title: 'Drafts', channelTitle: 'Kitchen Lab', thumbnails: thumbnails(0) },
      contentDetails: { itemCount: 1 },
      status: { privacyStatus: 'private' },
    },
  ],
};

export const videoPlaylistItems: { kind: string; items: Playlist[] } = {
  kind: 'youtube#playlistItemListResponse',
  items: [
    {
      kind: 'youtube#playlistItem',
      id: 'UExrYnJlYWQuMQ',
      snippet: {
        title: 'Sourdough from scratch in 24 hours',
        channelTitle: 'Kitchen Lab',
        thumbnails: thumbnails(30),
        position: 0,
        resourceId: { kind: 'youtube#video', videoId: 'dQ8xKtchn01' },
      },
      contentDetails: { videoId: 'dQ8xKtchn01', videoPublishedAt: '2026-01-12T17:00:00Z' },
    },
  ],
};

function comment(id: string, author: string, text: string, likes: number, at: string) {
  return {
    kind: 'youtube#comment' as const,
    id,
    snippet: {
      authorDisplayName: author,
      authorProfileImageUrl: thumbnail(id.length * 40, 48, 48).url,
      textDisplay: text.replaceAll('\n', '<br>'),
      textOriginal: text,
      likeCount: likes,
      publishedAt: at,
      updatedAt: at,
    },
  };
}

export const videoCommentThreads: { kind: string; items: CommentThread[] } = {
  kind: 'youtube#commentThreadListResponse',
  items: [
    {
      kind: 'youtube#commentThread',
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

export const videoSearch: { kind: string; nextPageToken: string; items: SearchResult[] } = {
  kind: 'youtube#searchListResponse',
  nextPageToken: 'CAoQAA',
  items: [
    {
      kind: 'youtube#searchResult',
      id: { kind: 'youtube#video', videoId: 'dQ8xKtchn02' },
      snippet: {
        publishedAt: '2026-01-05T17:00:00Z',
        channelId: CHANNEL_ID,
        title: 'Knife skills: the five cuts you need',
        description: 'Julienne, brunoise, chiffonade and more.',
        thumbnails: thumbnails(200),
        channelTitle: 'Kitchen Lab',
      },
    },
    {
      kind: 'youtube#searchResult',
      id: { kind: 'youtube#channel', channelId: CHANNEL_ID },
      snippet: {
        publishedAt: '2019-04-02T10:00:00Z',
        channelId: CHANNEL_ID,
        title: 'Kitchen Lab',
        description: 'Weeknight recipes, tested three times.',
        thumbnails: thumbnails(20),
        channelTitle: 'Kitchen Lab',
      },
    },
  ],
};

export const videoSubscriptions = {
  kind: 'youtube#subscriptionListResponse',
  items: [
    {
      kind: 'youtube#subscription',
      id: 'sub-1',
      snippet: {
        title: 'Baking Science',
        resourceId: { kind: 'youtube#channel', channelId: 'UCbaking' },
      },
    },
    {
      kind: 'youtube#subscription',
      id: 'sub-2',
      snippet: {
        title: 'Knife Club',
        resourceId: { kind: 'youtube#channel', channelId: 'UCknife' },
      },
    },
  ],
};

const DAYS = Array.from({ length: 28 }, (_, index) => {
  const day = new Date(Date.UTC(2026, 0, 1 + index));
  const views = Math.round(180 + 120 * Math.sin(index / 3) + index * 6);
  return [day.toISOString().slice(0, 10), views, Math.round(views * 4.2), Math.round(views / 18)];
});

export const videoAnalyticsByDay: ResultTable = {
  kind: 'youtubeAnalytics#resultTable',
  columnHeaders: [
    { name: 'day', columnType: 'DIMENSION', dataType: 'STRING' },
    { name: 'views', columnType: 'METRIC', dataType: 'INTEGER' },
    { name: 'estimatedMinutesWatched', columnType: 'METRIC', dataType: 'INTEGER' },
    { name: 'likes', columnType: 'METRIC', dataType: 'INTEGER' },
  ],
  rows: DAYS,
};

export const videoAnalyticsByCountry: ResultTable = {
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

export const videoAnalyticsTotals: ResultTable = {
  kind: 'youtubeAnalytics#resultTable',
  columnHeaders: [
    { name: 'views', columnType: 'METRIC', dataType: 'INTEGER' },
    { name: 'averageViewDuration', columnType: 'METRIC', dataType: 'INTEGER' },
  ],
  rows: [[10235, 212]],
};

export const videoForbidden = {
  error: {
    code: 403,
    message: 'The request is not properly authorized to retrieve the specified channel analytics.',
    errors: [{ message: 'Forbidden', domain: 'global', reason: 'insufficientPermissions' }],
  },
};

export const videoRatings = {
  kind: 'youtube#videoGetRatingResponse',
  etag: 'u5YjRlGg2sPujNHUwJr7gcI2PWj',
  items: [
    { videoId: 'cBXyOhNnxnn', rating: 'like' },
    { videoId: 'QTJch47-jjQ', rating: 'none' },
  ],
};

export const videoReportTypes = {
  reportTypes: [
    { id: 'channel_basic_a2', name: 'User activity' },
    { id: 'channel_device_os_a2', name: 'Device type and operating system' },
  ],
};

export const videoReportJobs = {
  jobs: [
    {
      id: '5ebf08ef-dd31-550b-af90-dae32c34cf4d',
      reportTypeId: 'channel_basic_a2',
      name: 'Daily user activity',
      createTime: '2026-09-23T09:00:00Z',
    },
  ],
};

export const videoReports = {
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
