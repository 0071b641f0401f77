import {
  arrayOf,
  type Infer,
  isArray,
  isBoolean,
  isNumber,
  isString,
  literal,
  oneOf,
  optional,
  shape,
} from '../shared/guards.ts';

/*
 * The video platform's result shapes (docs/result-shapes.md, video). Resources carry their `kind`
 * (`youtube#video`), lists a `kind` ending in `ListResponse` and their `items`. Counts are
 * strings.
 */

const isThumbnail = shape({ url: isString, width: optional(isNumber), height: optional(isNumber) });
const isThumbnails = shape({
  default: optional(isThumbnail),
  medium: optional(isThumbnail),
  high: optional(isThumbnail),
});
export type Thumbnails = Infer<typeof isThumbnails>;

const isCount = oneOf(isString, isNumber);

const isSnippet = shape({
  title: optional(isString),
  description: optional(isString),
  channelTitle: optional(isString),
  publishedAt: optional(isString),
  thumbnails: optional(isThumbnails),
});

export const isVideo = shape({
  kind: literal('youtube#video'),
  id: isString,
  snippet: optional(isSnippet),
  contentDetails: optional(shape({ duration: optional(isString), definition: optional(isString) })),
  statistics: optional(
    shape({
      viewCount: optional(isCount),
      likeCount: optional(isCount),
      commentCount: optional(isCount),
    }),
  ),
  status: optional(shape({ privacyStatus: optional(isString) })),
});
export type Video = Infer<typeof isVideo>;

export const isChannel = shape({
  kind: literal('youtube#channel'),
  id: isString,
  snippet: optional(
    shape({
      title: isString,
      customUrl: optional(isString),
      country: optional(isString),
      thumbnails: optional(isThumbnails),
      description: optional(isString),
    }),
  ),
  statistics: optional(
    shape({
      viewCount: optional(isCount),
      subscriberCount: optional(isCount),
      hiddenSubscriberCount: optional(isBoolean),
      videoCount: optional(isCount),
    }),
  ),
});
export type Channel = Infer<typeof isChannel>;

export const isPlaylist = shape({
  kind: literal('youtube#playlist', 'youtube#playlistItem'),
  id: isString,
  snippet: optional(
    shape({
      title: isString,
      description: optional(isString),
      channelTitle: optional(isString),
      thumbnails: optional(isThumbnails),
      position: optional(isNumber),
    }),
  ),
  contentDetails: optional(shape({ itemCount: optional(isNumber) })),
  status: optional(shape({ privacyStatus: optional(isString) })),
});
export type Playlist = Infer<typeof isPlaylist>;

export const isComment = shape({
  kind: literal('youtube#comment'),
  id: isString,
  snippet: shape({
    authorDisplayName: isString,
    authorProfileImageUrl: optional(isString),
    textOriginal: optional(isString),
    textDisplay: optional(isString),
    likeCount: optional(isNumber),
    publishedAt: isString,
  }),
});
export type Comment = Infer<typeof isComment>;

export const isCommentThread = shape({
  kind: literal('youtube#commentThread'),
  id: isString,
  snippet: shape({
    topLevelComment: isComment,
    totalReplyCount: optional(isNumber),
    canReply: optional(isBoolean),
  }),
  replies: optional(shape({ comments: arrayOf(isComment) })),
});
export type CommentThread = Infer<typeof isCommentThread>;

export const isSearchResult = shape({
  kind: literal('youtube#searchResult'),
  id: shape({
    kind: isString,
    videoId: optional(isString),
    channelId: optional(isString),
    playlistId: optional(isString),
  }),
  snippet: isSnippet,
});
export type SearchResult = Infer<typeof isSearchResult>;

/** Any other resource with a snippet title (subscriptions, categories, captions, groups …). */
export const isTitledResource = shape({
  kind: isString,
  id: isString,
  snippet: shape({ title: optional(isString), name: optional(isString) }),
});
export type TitledResource = Infer<typeof isTitledResource>;

export const isListResponse = shape({
  kind: isString,
  items: isArray,
  nextPageToken: optional(isString),
  pageInfo: optional(shape({ totalResults: optional(isNumber) })),
});

const isColumnHeader = shape({ name: isString, columnType: isString, dataType: isString });
export type ColumnHeader = Infer<typeof isColumnHeader>;

/** An analytics query's answer: a table of dimensions and metrics. */
export const isResultTable = shape({
  kind: literal('youtubeAnalytics#resultTable'),
  columnHeaders: arrayOf(isColumnHeader),
  rows: optional(arrayOf(isArray)),
});
export type ResultTable = Infer<typeof isResultTable>;

/** One video's rating by the user (videos.getRating), in a list without `kind` on its items. */
export const isRating = shape({ videoId: isString, rating: isString });
export type Rating = Infer<typeof isRating>;

/*
 * The reporting API's answers carry no `kind`: their one member names what they list. A job
 * comes alone from video_reporting_create_job.
 */
const isReportType = shape({ id: isString, name: isString });
export const isReportJob = shape({
  id: isString,
  reportTypeId: isString,
  name: optional(isString),
  createTime: optional(isString),
});
const isReport = shape({
  id: isString,
  jobId: optional(isString),
  startTime: isString,
  endTime: isString,
  createTime: optional(isString),
  downloadUrl: optional(isString),
});
export type ReportType = Infer<typeof isReportType>;
export type ReportJob = Infer<typeof isReportJob>;
export type Report = Infer<typeof isReport>;
export const isReportTypes = shape({ reportTypes: arrayOf(isReportType) });
export const isReportJobs = shape({ jobs: arrayOf(isReportJob) });
export const isReports = shape({ reports: arrayOf(isReport) });

export const isVideoError = shape({
  error: shape({
    code: isNumber,
    message: isString,
    errors: optional(arrayOf(shape({ reason: isString }))),
  }),
});
