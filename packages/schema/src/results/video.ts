import { z } from 'zod';

/*
 * docs/tool-results.md §"video": a video platform's data, analytics and reporting APIs. Resources
 * carry their `kind` (`youtube#video`); counts are digit strings; `part` picks which parts of a
 * resource come back, so every part is optional.
 */

const thumbnailSchema = z.object({
  url: z.string(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
});

/** A resource's thumbnails by size. */
const videoThumbnailsSchema = z.object({
  default: thumbnailSchema.optional(),
  medium: thumbnailSchema.optional(),
  high: thumbnailSchema.optional(),
  standard: thumbnailSchema.optional(),
  maxres: thumbnailSchema.optional(),
});

const localizedSchema = z.object({ title: z.string(), description: z.string() });
/** A count: the data API writes 64-bit counts as digit strings. */
const countSchema = z.string();

/** What the snippet of everything a channel publishes (video, playlist, item, search hit) carries. */
const publishedSnippetShape = {
  publishedAt: z.string(),
  channelId: z.string(),
  title: z.string(),
  description: z.string(),
  thumbnails: videoThumbnailsSchema,
  channelTitle: z.string(),
};

const videoSchema = z.object({
  kind: z.literal('youtube#video'),
  etag: z.string(),
  id: z.string(),
  snippet: z
    .object({
      ...publishedSnippetShape,
      tags: z.array(z.string()).optional(),
      categoryId: z.string(),
      liveBroadcastContent: z.string(),
      defaultLanguage: z.string().optional(),
      localized: localizedSchema.optional(),
      defaultAudioLanguage: z.string().optional(),
    })
    .optional(),
  contentDetails: z
    .object({
      duration: z.string(),
      dimension: z.string(),
      definition: z.string(),
      caption: z.string(),
      licensedContent: z.boolean(),
      contentRating: z.object({ ytRating: z.string().optional() }),
      projection: z.string(),
    })
    .optional(),
  statistics: z
    .object({
      viewCount: countSchema.optional(),
      likeCount: countSchema.optional(),
      favoriteCount: countSchema.optional(),
      commentCount: countSchema.optional(),
    })
    .optional(),
  status: z
    .object({
      uploadStatus: z.string(),
      privacyStatus: z.enum(['public', 'unlisted', 'private']),
      license: z.string(),
      embeddable: z.boolean(),
      publicStatsViewable: z.boolean(),
      madeForKids: z.boolean(),
    })
    .optional(),
  player: z.object({ embedHtml: z.string() }).optional(),
});

const videoChannelSchema = z.object({
  kind: z.literal('youtube#channel'),
  etag: z.string(),
  id: z.string(),
  snippet: z
    .object({
      title: z.string(),
      description: z.string(),
      customUrl: z.string().optional(),
      publishedAt: z.string(),
      thumbnails: videoThumbnailsSchema,
      defaultLanguage: z.string().optional(),
      localized: localizedSchema.optional(),
      country: z.string().optional(),
    })
    .optional(),
  contentDetails: z
    .object({
      relatedPlaylists: z.object({ likes: z.string().optional(), uploads: z.string() }),
    })
    .optional(),
  statistics: z
    .object({
      viewCount: countSchema,
      subscriberCount: countSchema.optional(),
      hiddenSubscriberCount: z.boolean(),
      videoCount: countSchema,
    })
    .optional(),
  status: z
    .object({
      privacyStatus: z.string(),
      isLinked: z.boolean(),
      longUploadsStatus: z.string(),
      madeForKids: z.boolean().optional(),
    })
    .optional(),
});

const videoPlaylistSchema = z.object({
  kind: z.literal('youtube#playlist'),
  etag: z.string(),
  id: z.string(),
  snippet: z
    .object({
      ...publishedSnippetShape,
      tags: z.array(z.string()).optional(),
      defaultLanguage: z.string().optional(),
      localized: localizedSchema.optional(),
    })
    .optional(),
  status: z.object({ privacyStatus: z.enum(['public', 'unlisted', 'private']) }).optional(),
  contentDetails: z.object({ itemCount: z.number().int() }).optional(),
  player: z.object({ embedHtml: z.string() }).optional(),
});

const videoPlaylistItemSchema = z.object({
  kind: z.literal('youtube#playlistItem'),
  etag: z.string(),
  id: z.string(),
  snippet: z
    .object({
      ...publishedSnippetShape,
      playlistId: z.string(),
      position: z.number().int(),
      resourceId: z.object({ kind: z.string(), videoId: z.string() }),
      videoOwnerChannelTitle: z.string().optional(),
      videoOwnerChannelId: z.string().optional(),
    })
    .optional(),
  contentDetails: z
    .object({
      videoId: z.string(),
      note: z.string().optional(),
      videoPublishedAt: z.string().optional(),
    })
    .optional(),
  status: z.object({ privacyStatus: z.string() }).optional(),
});

/** One comment of a video's thread. */
const videoCommentSchema = z.object({
  kind: z.literal('youtube#comment'),
  etag: z.string(),
  id: z.string(),
  snippet: z.object({
    channelId: z.string().optional(),
    videoId: z.string().optional(),
    textDisplay: z.string(),
    textOriginal: z.string(),
    parentId: z.string().optional(),
    authorDisplayName: z.string(),
    authorProfileImageUrl: z.string(),
    authorChannelUrl: z.string(),
    authorChannelId: z.object({ value: z.string() }),
    canRate: z.boolean(),
    viewerRating: z.string(),
    likeCount: z.number().int(),
    publishedAt: z.string(),
    updatedAt: z.string(),
  }),
});

const videoCommentThreadSchema = z.object({
  kind: z.literal('youtube#commentThread'),
  etag: z.string(),
  id: z.string(),
  snippet: z
    .object({
      channelId: z.string(),
      videoId: z.string(),
      topLevelComment: videoCommentSchema,
      canReply: z.boolean(),
      totalReplyCount: z.number().int(),
      isPublic: z.boolean(),
    })
    .optional(),
  replies: z.object({ comments: z.array(videoCommentSchema) }).optional(),
});

const videoSubscriptionSchema = z.object({
  kind: z.literal('youtube#subscription'),
  etag: z.string(),
  id: z.string(),
  snippet: z
    .object({
      publishedAt: z.string(),
      title: z.string(),
      description: z.string(),
      resourceId: z.object({ kind: z.string(), channelId: z.string() }),
      channelId: z.string(),
      thumbnails: videoThumbnailsSchema,
    })
    .optional(),
  contentDetails: z
    .object({
      totalItemCount: z.number().int(),
      newItemCount: z.number().int(),
      activityType: z.string(),
    })
    .optional(),
  subscriberSnippet: z
    .object({
      title: z.string(),
      description: z.string(),
      channelId: z.string(),
      thumbnails: videoThumbnailsSchema,
    })
    .optional(),
});

/** One caption track of a video. */
const videoCaptionSchema = z.object({
  kind: z.literal('youtube#caption'),
  etag: z.string(),
  id: z.string(),
  snippet: z.object({
    videoId: z.string(),
    lastUpdated: z.string(),
    trackKind: z.string(),
    language: z.string(),
    name: z.string(),
    audioTrackType: z.string(),
    isCC: z.boolean(),
    isLarge: z.boolean(),
    isEasyReader: z.boolean(),
    isDraft: z.boolean(),
    isAutoSynced: z.boolean(),
    status: z.string(),
  }),
});

/** One video category of a region. */
const videoCategorySchema = z.object({
  kind: z.literal('youtube#videoCategory'),
  etag: z.string(),
  id: z.string(),
  snippet: z.object({ title: z.string(), assignable: z.boolean(), channelId: z.string() }),
});

/** One result of the video search: a video, channel or playlist. */
const videoSearchResultSchema = z.object({
  kind: z.literal('youtube#searchResult'),
  etag: z.string(),
  id: z.union([
    z.object({ kind: z.literal('youtube#video'), videoId: z.string() }),
    z.object({ kind: z.literal('youtube#channel'), channelId: z.string() }),
    z.object({ kind: z.literal('youtube#playlist'), playlistId: z.string() }),
  ]),
  snippet: z.object({
    ...publishedSnippetShape,
    liveBroadcastContent: z.string(),
    publishTime: z.string(),
  }),
});

/**
 * A data API list: `{kind, etag, nextPageToken?, prevPageToken?, pageInfo, items}`; a search adds
 * `regionCode`.
 */
function videoListResponseSchema<const Kind extends string, Item extends z.ZodType>(
  kind: Kind,
  item: Item,
) {
  return z.object({
    kind: z.literal(kind),
    etag: z.string(),
    nextPageToken: z.string().optional(),
    prevPageToken: z.string().optional(),
    regionCode: z.string().optional(),
    pageInfo: z.object({ totalResults: z.number().int(), resultsPerPage: z.number().int() }),
    items: z.array(item),
  });
}

/** The session user's rating of one video. */
const videoRatingSchema = z.object({
  videoId: z.string(),
  rating: z.enum(['like', 'dislike', 'none', 'unspecified']),
});

const videoRatingsSchema = z.object({
  kind: z.literal('youtube#videoGetRatingResponse'),
  etag: z.string(),
  items: z.array(videoRatingSchema),
});

const videoCaptionListSchema = z.object({
  kind: z.literal('youtube#captionListResponse'),
  etag: z.string(),
  items: z.array(videoCaptionSchema),
});

const videoGroupSchema = z.object({
  kind: z.literal('youtube#group'),
  etag: z.string(),
  id: z.string(),
  snippet: z.object({ publishedAt: z.string(), title: z.string() }),
  contentDetails: z.object({ itemCount: countSchema, itemType: z.string() }),
});

const videoGroupListSchema = z.object({
  kind: z.literal('youtube#groupListResponse'),
  etag: z.string(),
  items: z.array(videoGroupSchema),
  nextPageToken: z.string().optional(),
});

const videoGroupItemSchema = z.object({
  kind: z.literal('youtube#groupItem'),
  etag: z.string(),
  id: z.string(),
  groupId: z.string(),
  resource: z.object({ kind: z.string(), id: z.string() }),
});

const videoGroupItemListSchema = z.object({
  kind: z.literal('youtube#groupItemListResponse'),
  etag: z.string(),
  items: z.array(videoGroupItemSchema),
});

/** One column of an analytics table: a dimension or a metric. */
const videoColumnHeaderSchema = z.object({
  name: z.string(),
  columnType: z.enum(['DIMENSION', 'METRIC']),
  dataType: z.string(),
});

/** An analytics query's answer: a table of dimensions and metrics (no rows when none match). */
const videoResultTableSchema = z.object({
  kind: z.literal('youtubeAnalytics#resultTable'),
  columnHeaders: z.array(videoColumnHeaderSchema),
  rows: z.array(z.array(z.union([z.string(), z.number()]))).optional(),
});

/* The reporting API's answers carry no `kind`: their one member names what they list. */

/** One report type of the reporting API. */
const reportTypeSchema = z.object({
  id: z.string(),
  name: z.string(),
  systemManaged: z.boolean().optional(),
});

const reportJobSchema = z.object({
  id: z.string(),
  reportTypeId: z.string(),
  name: z.string(),
  createTime: z.string(),
  systemManaged: z.boolean().optional(),
});

/** One generated report of a reporting job, with where to download it. */
const reportSchema = z.object({
  id: z.string(),
  jobId: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  createTime: z.string(),
  downloadUrl: z.string(),
});

/** A reporting list: `{<name>?: […], nextPageToken?}`; an empty one is `{}`. */
function reportingListSchema<const Name extends string, Item extends z.ZodType>(
  name: Name,
  item: Item,
) {
  const list = { [name]: z.array(item).optional() } as Record<
    Name,
    z.ZodOptional<z.ZodArray<Item>>
  >;
  return z.object({ ...list, nextPageToken: z.string().optional() });
}

const reportTypeListSchema = reportingListSchema('reportTypes', reportTypeSchema);
const reportJobListSchema = reportingListSchema('jobs', reportJobSchema);
const reportListSchema = reportingListSchema('reports', reportSchema);

/** A deletion or a rating answers 204 upstream: an empty body. */
const videoEmptySchema = z.object({});

/** The service's error body: a code, a message and the reason of each error. */
export const videoErrorSchema = z.object({
  error: z.object({
    code: z.number().int(),
    message: z.string(),
    errors: z.array(
      z.object({
        message: z.string(),
        domain: z.string(),
        reason: z.string(),
        location: z.string().optional(),
        locationType: z.string().optional(),
      }),
    ),
  }),
});

const videoListSchema = videoListResponseSchema('youtube#videoListResponse', videoSchema);
const videoChannelListSchema = videoListResponseSchema(
  'youtube#channelListResponse',
  videoChannelSchema,
);
const videoPlaylistListSchema = videoListResponseSchema(
  'youtube#playlistListResponse',
  videoPlaylistSchema,
);
const videoPlaylistItemListSchema = videoListResponseSchema(
  'youtube#playlistItemListResponse',
  videoPlaylistItemSchema,
);
const videoCommentListSchema = videoListResponseSchema(
  'youtube#commentListResponse',
  videoCommentSchema,
);
const videoCommentThreadListSchema = videoListResponseSchema(
  'youtube#commentThreadListResponse',
  videoCommentThreadSchema,
);
const videoSubscriptionListSchema = videoListResponseSchema(
  'youtube#subscriptionListResponse',
  videoSubscriptionSchema,
);
const videoCategoryListSchema = videoListResponseSchema(
  'youtube#videoCategoryListResponse',
  videoCategorySchema,
);
const videoSearchListSchema = videoListResponseSchema(
  'youtube#searchListResponse',
  videoSearchResultSchema,
);

/** The video tools (docs/connectors.md §4.4) and what each answers. */
export const videoResultSchemas = {
  video_analytics_group_create: videoGroupSchema,
  video_analytics_group_item_insert: videoGroupItemSchema,
  video_analytics_group_items_delete: videoEmptySchema,
  video_analytics_group_items_list: videoGroupItemListSchema,
  video_analytics_groups_delete: videoEmptySchema,
  video_analytics_groups_list: videoGroupListSchema,
  video_analytics_groups_update: videoGroupSchema,
  video_analytics_query: videoResultTableSchema,
  video_captions_list: videoCaptionListSchema,
  video_channels_list: videoChannelListSchema,
  video_comment_threads_insert: videoCommentThreadSchema,
  video_comment_threads_list: videoCommentThreadListSchema,
  video_comments_list: videoCommentListSchema,
  video_playlist_delete: videoEmptySchema,
  video_playlist_insert: videoPlaylistSchema,
  video_playlist_items_delete: videoEmptySchema,
  video_playlist_items_insert: videoPlaylistItemSchema,
  video_playlist_items_list: videoPlaylistItemListSchema,
  video_playlist_update: videoPlaylistSchema,
  video_playlists_list: videoPlaylistListSchema,
  video_reporting_create_job: reportJobSchema,
  video_reporting_jobs_delete: videoEmptySchema,
  video_reporting_list_jobs: reportJobListSchema,
  video_reporting_list_report_types: reportTypeListSchema,
  video_reporting_list_reports: reportListSchema,
  video_search: videoSearchListSchema,
  video_subscriptions_delete: videoEmptySchema,
  video_subscriptions_insert: videoSubscriptionSchema,
  video_subscriptions_list: videoSubscriptionListSchema,
  video_video_categories_list: videoCategoryListSchema,
  video_videos_delete: videoEmptySchema,
  video_videos_get_rating: videoRatingsSchema,
  video_videos_list: videoListSchema,
  video_videos_rate: videoEmptySchema,
  video_videos_update: videoSchema,
} as const;

export type Video = z.infer<typeof videoSchema>;
/**
 * A data API list of `Item`s, such as `VideoListResponse<Video>`.
 *
 * @example
 * const first: Video | undefined = (answer as VideoListResponse<Video>).items[0];
 */
export type VideoListResponse<Item> = Omit<z.infer<typeof videoListSchema>, 'kind' | 'items'> & {
  kind: string;
  items: Item[];
};
