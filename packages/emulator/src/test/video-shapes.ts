import type { UpstreamErrorBody } from '@plugboard/schema';
import { z } from 'zod';

/*
 * The video answers of docs/result-shapes.md as strict schemas: a test parses an answer with one of
 * these, which checks its shape field by field (counts as digit strings, timestamps to the
 * second) and types it for the assertions that follow. Parts are optional: `part` picks them.
 */

const timestamp = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
const count = z.string().regex(/^\d+$/);
const etag = z.string().min(1);
const thumbnail = z.strictObject({
  url: z.url(),
  width: z.number().int(),
  height: z.number().int(),
});
const thumbnails = z.strictObject({
  default: thumbnail,
  medium: thumbnail,
  high: thumbnail,
  standard: thumbnail.optional(),
});
const localized = z.strictObject({ title: z.string(), description: z.string() });

export const videoShape = z.strictObject({
  kind: z.literal('youtube#video'),
  etag,
  id: z.string().length(11),
  snippet: z
    .strictObject({
      publishedAt: timestamp,
      channelId: z.string().startsWith('UC'),
      title: z.string(),
      description: z.string(),
      thumbnails,
      channelTitle: z.string(),
      tags: z.array(z.string()).min(1).optional(),
      categoryId: z.string(),
      liveBroadcastContent: z.literal('none'),
      defaultLanguage: z.string().optional(),
      localized,
      defaultAudioLanguage: z.string().optional(),
    })
    .optional(),
  contentDetails: z
    .strictObject({
      duration: z.string().regex(/^PT(\d+H)?(\d+M)?(\d+S)?$/),
      dimension: z.literal('2d'),
      definition: z.enum(['hd', 'sd']),
      caption: z.enum(['true', 'false']),
      licensedContent: z.boolean(),
      contentRating: z.strictObject({ ytRating: z.literal('ytAgeRestricted').optional() }),
      projection: z.literal('rectangular'),
    })
    .optional(),
  statistics: z
    .strictObject({
      viewCount: count,
      likeCount: count,
      favoriteCount: count,
      commentCount: count.optional(),
    })
    .optional(),
  status: z
    .strictObject({
      uploadStatus: z.literal('processed'),
      privacyStatus: z.enum(['public', 'unlisted', 'private']),
      license: z.enum(['youtube', 'creativeCommon']),
      embeddable: z.boolean(),
      publicStatsViewable: z.boolean(),
      madeForKids: z.boolean(),
    })
    .optional(),
  player: z.strictObject({ embedHtml: z.string().startsWith('<iframe') }).optional(),
});

export const channelShape = z.strictObject({
  kind: z.literal('youtube#channel'),
  etag,
  id: z.string().regex(/^UC[\w-]{22}$/),
  snippet: z
    .strictObject({
      title: z.string(),
      description: z.string(),
      customUrl: z.string().startsWith('@'),
      publishedAt: timestamp,
      thumbnails,
      defaultLanguage: z.string().optional(),
      localized,
      country: z.string().length(2).optional(),
    })
    .optional(),
  contentDetails: z
    .strictObject({
      relatedPlaylists: z.strictObject({ likes: z.string(), uploads: z.string().startsWith('UU') }),
    })
    .optional(),
  statistics: z
    .strictObject({
      viewCount: count,
      subscriberCount: count.optional(),
      hiddenSubscriberCount: z.boolean(),
      videoCount: count,
    })
    .optional(),
  status: z
    .strictObject({
      privacyStatus: z.literal('public'),
      isLinked: z.boolean(),
      longUploadsStatus: z.string(),
      madeForKids: z.boolean(),
    })
    .optional(),
});

export const playlistShape = z.strictObject({
  kind: z.literal('youtube#playlist'),
  etag,
  id: z.string(),
  snippet: z
    .strictObject({
      publishedAt: timestamp,
      channelId: z.string(),
      title: z.string(),
      description: z.string(),
      thumbnails,
      channelTitle: z.string(),
      tags: z.array(z.string()).optional(),
      defaultLanguage: z.string().optional(),
      localized,
    })
    .optional(),
  status: z.strictObject({ privacyStatus: z.enum(['public', 'unlisted', 'private']) }).optional(),
  contentDetails: z.strictObject({ itemCount: z.number().int() }).optional(),
  player: z.strictObject({ embedHtml: z.string() }).optional(),
});

export const playlistItemShape = z.strictObject({
  kind: z.literal('youtube#playlistItem'),
  etag,
  id: z.string(),
  snippet: z
    .strictObject({
      publishedAt: timestamp,
      channelId: z.string(),
      title: z.string(),
      description: z.string(),
      thumbnails: z.union([thumbnails, z.strictObject({})]),
      channelTitle: z.string(),
      playlistId: z.string(),
      position: z.number().int().nonnegative(),
      resourceId: z.strictObject({ kind: z.literal('youtube#video'), videoId: z.string() }),
      videoOwnerChannelTitle: z.string().optional(),
      videoOwnerChannelId: z.string().optional(),
    })
    .optional(),
  contentDetails: z
    .strictObject({
      videoId: z.string(),
      note: z.string().optional(),
      videoPublishedAt: timestamp.optional(),
    })
    .optional(),
  status: z.strictObject({ privacyStatus: z.string() }).optional(),
});

export const commentShape = z.strictObject({
  kind: z.literal('youtube#comment'),
  etag,
  id: z.string(),
  snippet: z.strictObject({
    channelId: z.string(),
    videoId: z.string(),
    textDisplay: z.string(),
    textOriginal: z.string(),
    parentId: z.string().optional(),
    authorDisplayName: z.string().startsWith('@'),
    authorProfileImageUrl: z.url(),
    authorChannelUrl: z.url(),
    authorChannelId: z.strictObject({ value: z.string() }),
    canRate: z.boolean(),
    viewerRating: z.literal('none'),
    likeCount: z.number().int(),
    publishedAt: timestamp,
    updatedAt: timestamp,
  }),
});

export const commentThreadShape = z.strictObject({
  kind: z.literal('youtube#commentThread'),
  etag,
  id: z.string(),
  snippet: z
    .strictObject({
      channelId: z.string(),
      videoId: z.string(),
      topLevelComment: commentShape,
      canReply: z.boolean(),
      totalReplyCount: z.number().int(),
      isPublic: z.boolean(),
    })
    .optional(),
  replies: z.strictObject({ comments: z.array(commentShape) }).optional(),
});

const channelSnippet = z.strictObject({
  title: z.string(),
  description: z.string(),
  channelId: z.string(),
  thumbnails,
});

export const subscriptionShape = z.strictObject({
  kind: z.literal('youtube#subscription'),
  etag,
  id: z.string(),
  snippet: z
    .strictObject({
      publishedAt: timestamp,
      title: z.string(),
      description: z.string(),
      resourceId: z.strictObject({ kind: z.literal('youtube#channel'), channelId: z.string() }),
      channelId: z.string(),
      thumbnails,
    })
    .optional(),
  contentDetails: z
    .strictObject({
      totalItemCount: z.number().int(),
      newItemCount: z.number().int(),
      activityType: z.literal('all'),
    })
    .optional(),
  subscriberSnippet: channelSnippet.optional(),
});

export const captionShape = z.strictObject({
  kind: z.literal('youtube#caption'),
  etag,
  id: z.string(),
  snippet: z.strictObject({
    videoId: z.string(),
    lastUpdated: timestamp,
    trackKind: z.enum(['standard', 'asr', 'forced']),
    language: z.string(),
    name: z.string(),
    audioTrackType: z.string(),
    isCC: z.boolean(),
    isLarge: z.boolean(),
    isEasyReader: z.boolean(),
    isDraft: z.boolean(),
    isAutoSynced: z.boolean(),
    status: z.literal('serving'),
  }),
});

export const categoryShape = z.strictObject({
  kind: z.literal('youtube#videoCategory'),
  etag,
  id: z.string(),
  snippet: z.strictObject({ title: z.string(), assignable: z.boolean(), channelId: z.string() }),
});

export const searchResultShape = z.strictObject({
  kind: z.literal('youtube#searchResult'),
  etag,
  id: z.union([
    z.strictObject({ kind: z.literal('youtube#video'), videoId: z.string() }),
    z.strictObject({ kind: z.literal('youtube#channel'), channelId: z.string() }),
    z.strictObject({ kind: z.literal('youtube#playlist'), playlistId: z.string() }),
  ]),
  snippet: z.strictObject({
    publishedAt: timestamp,
    channelId: z.string(),
    title: z.string(),
    description: z.string(),
    thumbnails,
    channelTitle: z.string(),
    liveBroadcastContent: z.literal('none'),
    publishTime: timestamp,
  }),
});

/**
 * A data API list: `{kind, etag, nextPageToken?, prevPageToken?, pageInfo, items}`; search adds
 * `regionCode`.
 */
export function listOf<Item extends z.ZodType>(kind: string, item: Item) {
  return z.strictObject({
    kind: z.literal(kind),
    etag,
    nextPageToken: z.string().optional(),
    prevPageToken: z.string().optional(),
    regionCode: z.string().optional(),
    pageInfo: z.strictObject({
      totalResults: z.number().int(),
      resultsPerPage: z.number().int(),
    }),
    items: z.array(item),
  });
}

export const ratingsShape = z.strictObject({
  kind: z.literal('youtube#videoGetRatingResponse'),
  etag,
  items: z.array(
    z.strictObject({ videoId: z.string(), rating: z.enum(['like', 'dislike', 'none']) }),
  ),
});

export const captionListShape = z.strictObject({
  kind: z.literal('youtube#captionListResponse'),
  etag,
  items: z.array(captionShape),
});

const groupItemType = z.enum([
  'youtube#video',
  'youtube#channel',
  'youtube#playlist',
  'youtubePartner#asset',
]);

export const groupShape = z.strictObject({
  kind: z.literal('youtube#group'),
  etag,
  id: z.string(),
  snippet: z.strictObject({ publishedAt: timestamp, title: z.string() }),
  contentDetails: z.strictObject({ itemCount: count, itemType: groupItemType }),
});

export const groupListShape = z.strictObject({
  kind: z.literal('youtube#groupListResponse'),
  etag,
  items: z.array(groupShape),
  nextPageToken: z.string().optional(),
});

export const groupItemShape = z.strictObject({
  kind: z.literal('youtube#groupItem'),
  etag,
  id: z.string(),
  groupId: z.string(),
  resource: z.strictObject({ kind: groupItemType, id: z.string() }),
});

export const groupItemListShape = z.strictObject({
  kind: z.literal('youtube#groupItemListResponse'),
  etag,
  items: z.array(groupItemShape),
});

export const resultTableShape = z.strictObject({
  kind: z.literal('youtubeAnalytics#resultTable'),
  columnHeaders: z.array(
    z.strictObject({
      name: z.string(),
      columnType: z.enum(['DIMENSION', 'METRIC']),
      dataType: z.enum(['STRING', 'INTEGER', 'FLOAT']),
    }),
  ),
  rows: z.array(z.array(z.union([z.string(), z.number()]))).optional(),
});

export const reportTypeShape = z.strictObject({
  id: z.string(),
  name: z.string(),
  systemManaged: z.literal(true).optional(),
});

export const jobShape = z.strictObject({
  id: z.guid(),
  reportTypeId: z.string(),
  name: z.string(),
  createTime: timestamp,
  systemManaged: z.literal(true).optional(),
});

export const reportShape = z.strictObject({
  id: z.string().regex(/^\d+$/),
  jobId: z.guid(),
  startTime: timestamp,
  endTime: timestamp,
  createTime: timestamp,
  downloadUrl: z.url(),
});

/** A reporting list: `{<name>?: […], nextPageToken?}` (an empty one is `{}`). */
export function reportingListOf<const Name extends string, Item extends z.ZodType>(
  name: Name,
  item: Item,
) {
  const list = { [name]: z.array(item).min(1).optional() } as Record<
    Name,
    z.ZodOptional<z.ZodArray<Item>>
  >;
  return z.strictObject({ ...list, nextPageToken: z.string().optional() });
}

/** A deletion (or rating) answers 204 upstream: an empty body. */
export const emptyShape = z.strictObject({});

const videoErrorShape = z.strictObject({
  error: z.strictObject({
    code: z.number().int(),
    message: z.string().min(1),
    errors: z
      .array(
        z.strictObject({
          message: z.string().min(1),
          domain: z.string(),
          reason: z.string(),
          location: z.string().optional(),
          locationType: z.literal('parameter').optional(),
        }),
      )
      .length(1),
  }),
});

/**
 * The service's own error body, which execute_tool passes on in the second detail, and the
 * reason of its one error item.
 */
export function videoError(body: UpstreamErrorBody) {
  const parsed = videoErrorShape.parse(body.details[1]?.body);
  return { ...parsed.error, reason: parsed.error.errors[0]?.reason };
}
