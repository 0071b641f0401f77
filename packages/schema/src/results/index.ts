import type { z } from 'zod';
import type { DoclibProxyRequest } from '../tools/doclib-proxy.ts';
import { crmResultSchemas } from './crm.ts';
import { doclibResultSchemas } from './doclib.ts';
import { docsappResultSchemas } from './docsapp.ts';
import { videoResultSchemas } from './video.ts';
import { warehouseResultSchemas } from './warehouse.ts';
import { websearchResultSchemas } from './websearch.ts';

/*
 * @plugboard/schema/results: what each tool answers, the third-party service's own body
 * (docs/tool-results.md). Objects strip members they do not declare rather than reject them, so
 * a real service's extra fields pass; members whose names vary (a block's content, a record's
 * values) are kept as they come.
 */

const RESULT_SCHEMAS = {
  ...docsappResultSchemas,
  ...crmResultSchemas,
  ...warehouseResultSchemas,
  ...videoResultSchemas,
  ...websearchResultSchemas,
  ...doclibResultSchemas,
} as const;

/**
 * The result schema of every catalog tool, and of each document library proxy request as
 * `doclib_<kind>`.
 *
 * @example
 * const people = toolResultSchemas.crm_list_people.parse(answer.data).data;
 */
export const toolResultSchemas: Readonly<typeof RESULT_SCHEMAS> = Object.freeze(RESULT_SCHEMAS);

/**
 * A tool's result name: a catalog tool, or a document library proxy request as `doclib_<kind>`.
 *
 * @example
 * const name: ToolResultName = 'doclib_get_file_metadata';
 */
export type ToolResultName = keyof typeof RESULT_SCHEMAS;

/** The document library's result names, one per proxy request kind. */
export type DoclibResultName = `doclib_${DoclibProxyRequest['kind']}`;

/**
 * What each tool answers, by name.
 *
 * @example
 * type People = ToolResults['crm_list_people'];
 */
export type ToolResults = { [Name in ToolResultName]: z.infer<(typeof RESULT_SCHEMAS)[Name]> };

/**
 * What the tool `Name` answers: `data` of its execute answer.
 *
 * @example
 * const people: ToolResult<'crm_list_people'> = { data: [] };
 */
export type ToolResult<Name extends ToolResultName> = ToolResults[Name];

/**
 * The result schema of the tool `name`.
 *
 * @example
 * const checked = toolResultSchema('websearch_web_search').safeParse(answer.data);
 * if (checked.success) console.log(checked.data.web.results.length);
 */
export function toolResultSchema<Name extends ToolResultName>(
  name: Name,
): (typeof RESULT_SCHEMAS)[Name] {
  return RESULT_SCHEMAS[name];
}

/**
 * Whether `name` has a result schema: narrows an untrusted tool name.
 *
 * @example
 * if (isToolResultName(tool)) toolResultSchema(tool).parse(data);
 */
export function isToolResultName(name: string): name is ToolResultName {
  return Object.hasOwn(RESULT_SCHEMAS, name);
}

export type {
  AttributeValue,
  CrmActor,
  CrmAttribute,
  CrmComment,
  CrmEntry,
  CrmError,
  CrmList,
  CrmMeeting,
  CrmMember,
  CrmNote,
  CrmObject,
  CrmOption,
  CrmRecord,
  CrmRecordEntry,
  CrmStatus,
  CrmTask,
  CrmThread,
  CrmTokenInfo,
  CrmValues,
  CrmWebhook,
} from './crm.ts';
export {
  attributeValueSchema,
  crmActorSchema,
  crmAttributeSchema,
  crmCommentSchema,
  crmDeletedSchema,
  crmEntrySchema,
  crmErrorSchema,
  crmListSchema,
  crmMany,
  crmMeetingSchema,
  crmMemberSchema,
  crmNoteSchema,
  crmObjectSchema,
  crmOne,
  crmOptionSchema,
  crmRecordEntrySchema,
  crmRecordSchema,
  crmStatusSchema,
  crmTaskSchema,
  crmThreadSchema,
  crmTokenInfoSchema,
  crmValuesSchema,
  crmWebhookSchema,
} from './crm.ts';
export type {
  DoclibError,
  DoclibIdentity,
  DoclibSite,
  DoclibSiteList,
  DriveItem,
} from './doclib.ts';
export {
  DOWNLOAD_URL,
  doclibErrorSchema,
  doclibIdentitySchema,
  doclibSiteListSchema,
  doclibSiteSchema,
  driveItemSchema,
} from './doclib.ts';
export type {
  DocsappBlock,
  DocsappColumn,
  DocsappComment,
  DocsappDatabase,
  DocsappError,
  DocsappIcon,
  DocsappList,
  DocsappPage,
  DocsappUser,
  PropertyValue,
  RichText,
} from './docsapp.ts';
export {
  docsappBlockSchema,
  docsappColumnSchema,
  docsappColumnsSchema,
  docsappCommentSchema,
  docsappDatabaseSchema,
  docsappErrorSchema,
  docsappIconSchema,
  docsappListSchema,
  docsappPageSchema,
  docsappUserSchema,
  propertyValueSchema,
  richTextSchema,
} from './docsapp.ts';
export type {
  Report,
  ReportJob,
  ReportType,
  Video,
  VideoCaption,
  VideoCategory,
  VideoChannel,
  VideoColumnHeader,
  VideoComment,
  VideoCommentThread,
  VideoError,
  VideoGroup,
  VideoGroupItem,
  VideoListResponse,
  VideoPlaylist,
  VideoPlaylistItem,
  VideoRating,
  VideoResultTable,
  VideoSearchResult,
  VideoSubscription,
  VideoThumbnails,
} from './video.ts';
export {
  reportJobListSchema,
  reportJobSchema,
  reportListSchema,
  reportSchema,
  reportTypeListSchema,
  reportTypeSchema,
  videoCaptionListSchema,
  videoCaptionSchema,
  videoCategoryListSchema,
  videoCategorySchema,
  videoChannelListSchema,
  videoChannelSchema,
  videoColumnHeaderSchema,
  videoCommentListSchema,
  videoCommentSchema,
  videoCommentThreadListSchema,
  videoCommentThreadSchema,
  videoEmptySchema,
  videoErrorSchema,
  videoGroupItemListSchema,
  videoGroupItemSchema,
  videoGroupListSchema,
  videoGroupSchema,
  videoListResponseSchema,
  videoListSchema,
  videoPlaylistItemListSchema,
  videoPlaylistItemSchema,
  videoPlaylistListSchema,
  videoPlaylistSchema,
  videoRatingSchema,
  videoRatingsSchema,
  videoResultTableSchema,
  videoSchema,
  videoSearchListSchema,
  videoSearchResultSchema,
  videoSubscriptionListSchema,
  videoSubscriptionSchema,
  videoThumbnailsSchema,
} from './video.ts';
export type {
  CanceledStatement,
  PartitionBody,
  RowType,
  RunningStatement,
  StatementResult,
  WarehouseError,
} from './warehouse.ts';
export {
  canceledStatementSchema,
  partitionBodySchema,
  rowTypeSchema,
  runningStatementSchema,
  statementResultSchema,
  statementSchema,
  warehouseErrorSchema,
  warehouseRowsSchema,
} from './warehouse.ts';
export type {
  ChatCompletion,
  ChatCompletionChunk,
  ContextSource,
  EnrichmentEntity,
  EnrichmentImage,
  Enrichments,
  EntityInfo,
  ImageResult,
  ImageSearch,
  LlmContext,
  LocationSummary,
  MetaUrl,
  NewsResult,
  NewsSearch,
  Place,
  PlaceDescriptions,
  PlaceSearch,
  Places,
  SearchQuery,
  SearchResult,
  Spellcheck,
  SuggestSearch,
  Summarizer,
  SummaryPart,
  VideoResult,
  VideoSearch,
  WebResult,
  WebSearch,
  WebsearchError,
} from './websearch.ts';
export {
  chatCompletionChunkSchema,
  chatCompletionSchema,
  contextSourceSchema,
  enrichmentEntitySchema,
  enrichmentImageSchema,
  enrichmentsSchema,
  entityInfoSchema,
  imageResultSchema,
  imageSearchSchema,
  llmContextSchema,
  locationSummarySchema,
  metaUrlSchema,
  newsResultSchema,
  newsSearchSchema,
  placeDescriptionsSchema,
  placeSchema,
  placeSearchSchema,
  placesSchema,
  searchQuerySchema,
  searchResultSchema,
  spellcheckSchema,
  suggestSearchSchema,
  summarizerEnrichmentsSchema,
  summarizerEntityInfoSchema,
  summarizerFollowupsSchema,
  summarizerSearchSchema,
  summarizerSummarySchema,
  summarizerTitleSchema,
  summaryPartSchema,
  videoResultSchema,
  videoSearchSchema,
  webResultSchema,
  webSearchSchema,
  websearchErrorSchema,
} from './websearch.ts';
