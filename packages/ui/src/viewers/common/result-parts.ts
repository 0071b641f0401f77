import type { ServiceError, ToolResult } from '@plugboard/schema/results';

/*
 * The parts of the services' results the viewers name (a CRM record, a video), each read off the
 * result of a tool that answers it (`ToolResult<Name>`) by indexed access, and each service's error
 * body (`ServiceError<Connector>`). Types only: no schema reaches the browser bundle.
 */

export type CrmRecord = ToolResult<'crm_get_record'>['data'];
export type CrmValues = CrmRecord['values'];
export type AttributeValue = ToolResult<'crm_get_record_attribute_values'>['data'][number];
export type CrmAttribute = ToolResult<'crm_get_attribute'>['data'];
export type CrmComment = ToolResult<'crm_get_comment'>['data'];
export type CrmEntry = ToolResult<'crm_get_list_entry'>['data'];
export type CrmList = ToolResult<'crm_get_list'>['data'];
export type CrmMember = ToolResult<'crm_get_workspace_member'>['data'];
export type CrmNote = ToolResult<'crm_get_note'>['data'];
export type CrmObject = ToolResult<'crm_get_object'>['data'];
export type CrmOption = ToolResult<'crm_list_attribute_options'>['data'][number];
export type CrmStatus = ToolResult<'crm_list_attribute_statuses'>['data'][number];
export type CrmTask = ToolResult<'crm_get_task'>['data'];
export type CrmThread = ToolResult<'crm_list_threads'>['data'][number];
export type CrmTokenInfo = ToolResult<'crm_get_current_token_info'>;
export type CrmWebhook = ToolResult<'crm_get_webhook'>['data'];
export type CrmError = ServiceError<'crm'>;

export type DriveItem = ToolResult<'doclib_get_file_metadata'>;
/** The vendor-prefixed member of file metadata holding a pre-signed download URL. */
export type DownloadUrlKey = Extract<keyof DriveItem, `@${string}`>;
export type DoclibSite = ToolResult<'doclib_get_root_site'>;
export type DoclibError = ServiceError<'doclib'>;

export type DocsappPage = ToolResult<'docsapp_page_get'>;
export type DocsappDatabase = ToolResult<'docsapp_database_fetch'>;
export type DocsappBlock = ToolResult<'docsapp_block_update'>;
export type DocsappComment = ToolResult<'docsapp_comment_retrieve'>;
export type DocsappUser = ToolResult<'docsapp_user_list'>['results'][number];
export type DocsappColumn = DocsappDatabase['properties'][string];
export type PropertyValue = DocsappPage['properties'][string];
export type RichText = DocsappDatabase['title'][number];
/** A list of `Item`s: the members every list has, whatever it holds. */
export type DocsappList<Item = unknown> = Omit<
  ToolResult<'docsapp_user_list'>,
  'results' | 'type' | 'user'
> & { type: string; results: Item[] };
export type DocsappError = ServiceError<'docsapp'>;

export type Video = ToolResult<'video_videos_update'>;
export type VideoThumbnails = NonNullable<Video['snippet']>['thumbnails'];
export type VideoCaption = ToolResult<'video_captions_list'>['items'][number];
export type VideoCategory = ToolResult<'video_video_categories_list'>['items'][number];
export type VideoChannel = ToolResult<'video_channels_list'>['items'][number];
export type VideoComment = ToolResult<'video_comments_list'>['items'][number];
export type VideoCommentThread = ToolResult<'video_comment_threads_insert'>;
export type VideoGroup = ToolResult<'video_analytics_group_create'>;
export type VideoGroupItem = ToolResult<'video_analytics_group_item_insert'>;
export type VideoPlaylist = ToolResult<'video_playlist_insert'>;
export type VideoPlaylistItem = ToolResult<'video_playlist_items_insert'>;
export type VideoRating = ToolResult<'video_videos_get_rating'>['items'][number];
export type VideoResultTable = ToolResult<'video_analytics_query'>;
export type VideoColumnHeader = VideoResultTable['columnHeaders'][number];
export type VideoSearchResult = ToolResult<'video_search'>['items'][number];
export type VideoSubscription = ToolResult<'video_subscriptions_insert'>;
export type ReportJob = ToolResult<'video_reporting_create_job'>;
export type Report = NonNullable<ToolResult<'video_reporting_list_reports'>['reports']>[number];
export type ReportType = NonNullable<
  ToolResult<'video_reporting_list_report_types'>['reportTypes']
>[number];
export type VideoError = ServiceError<'video'>;

export type StatementResult = ToolResult<'warehouse_get_tables'>;
export type RowType = StatementResult['resultSetMetaData']['rowType'][number];
export type RunningStatement = Exclude<ToolResult<'warehouse_get_query_status'>, StatementResult>;
export type PartitionBody = ToolResult<'warehouse_get_query_partition'>;
export type CanceledStatement = ToolResult<'warehouse_cancel_query'>;
export type WarehouseError = ServiceError<'warehouse'>;

export type WebSearch = ToolResult<'websearch_web_search'>;
export type SearchQuery = WebSearch['query'];
export type WebResult = WebSearch['web']['results'][number];
export type MetaUrl = WebResult['meta_url'];
export type NewsSearch = ToolResult<'websearch_news_search'>;
export type NewsResult = NewsSearch['results'][number];
export type VideoSearch = ToolResult<'websearch_video_search'>;
export type SearchResult = WebResult | NewsResult | VideoSearch['results'][number];
export type LocationSummary = NonNullable<WebSearch['locations']>['results'][number];
export type ImageResult = ToolResult<'websearch_image_search'>['results'][number];
export type SuggestSearch = ToolResult<'websearch_suggest_search'>;
export type Spellcheck = ToolResult<'websearch_spellcheck'>;
export type LlmContext = ToolResult<'websearch_llm_context'>;
export type ChatCompletion = ToolResult<'websearch_chat_completions'>;
export type PlaceSearch = ToolResult<'websearch_local_place_search'>;
export type Places = ToolResult<'websearch_local_pois'>;
export type Place = Places['results'][number];
export type PlaceDescriptions = ToolResult<'websearch_local_descriptions'>;
export type ContextSource =
  ToolResult<'websearch_summarizer_enrichments'>['enrichments']['context'][number];
export type WebsearchError = ServiceError<'websearch'>;
