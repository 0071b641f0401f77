import { serviceErrorSchemas, type ToolResult, toolResultSchemas } from '@plugboard/schema/results';
import { z } from 'zod';

/*
 * The parts of the services' results the emulator's tests check answers against, each read off
 * the schema of a tool that answers it (`toolResultSchemas[name]`, through `.shape`), and each
 * service's error body: the emulator checks its answers against the very schemas integrators use.
 */

const results = toolResultSchemas;

/** A single CRM resource, `{data: item}`, the envelope of the CRM's `get` tools. */
export function crmOne<Item extends z.ZodType>(item: Item) {
  return results.crm_get_record.extend({ data: item });
}

/** Several CRM resources, `{data: [item…]}`, the envelope of the CRM's `list` tools. */
export function crmMany<Item extends z.ZodType>(item: Item) {
  return results.crm_list_records.extend({ data: z.array(item) });
}

export const crmRecordSchema = results.crm_get_record.shape.data;
export const attributeValueSchema = results.crm_get_record_attribute_values.shape.data.element;
export const crmAttributeSchema = results.crm_get_attribute.shape.data;
export const crmCommentSchema = results.crm_get_comment.shape.data;
export const crmDeletedSchema = results.crm_delete_record;
export const crmEntrySchema = results.crm_get_list_entry.shape.data;
export const crmListSchema = results.crm_get_list.shape.data;
export const crmMeetingSchema = results.crm_list_meetings.shape.data.element;
export const crmMemberSchema = results.crm_get_workspace_member.shape.data;
export const crmNoteSchema = results.crm_get_note.shape.data;
export const crmObjectSchema = results.crm_get_object.shape.data;
export const crmOptionSchema = results.crm_list_attribute_options.shape.data.element;
export const crmStatusSchema = results.crm_list_attribute_statuses.shape.data.element;
export const crmTaskSchema = results.crm_get_task.shape.data;
export const crmThreadSchema = results.crm_list_threads.shape.data.element;
export const crmWebhookSchema = results.crm_get_webhook.shape.data;
export const crmErrorSchema = serviceErrorSchemas.crm;

export const doclibSiteListSchema = results.doclib_list_sites;
export const doclibSiteSchema = results.doclib_get_root_site;
export const driveItemSchema = results.doclib_get_file_metadata;

/**
 * A docsapp list of `item`s, `{object: "list", results, next_cursor, has_more, type, <type>: {}}`:
 * the members every list has (those of the user list) with its own type and results.
 */
export function docsappListSchema<const Type extends string, Item extends z.ZodType>(
  type: Type,
  item: Item,
) {
  const marker = { [type]: z.object({}) } as Record<Type, z.ZodObject<Record<never, never>>>;
  return results.docsapp_user_list
    .omit({ results: true, type: true, user: true })
    .extend({ results: z.array(item), type: z.literal(type), ...marker });
}

export const docsappBlockSchema = results.docsapp_block_update;
export const docsappColumnSchema = results.docsapp_database_fetch.shape.properties.valueType;
export const docsappCommentSchema = results.docsapp_comment_retrieve;
export const docsappDatabaseSchema = results.docsapp_database_fetch;
export const docsappPageSchema = results.docsapp_page_get;
export const docsappUserSchema = results.docsapp_user_list.shape.results.element;
export const docsappErrorSchema = serviceErrorSchemas.docsapp;

export const reportJobListSchema = results.video_reporting_list_jobs;
export const reportJobSchema = results.video_reporting_create_job;
export const reportListSchema = results.video_reporting_list_reports;
export const reportTypeListSchema = results.video_reporting_list_report_types;
export const videoCaptionListSchema = results.video_captions_list;
export const videoCategoryListSchema = results.video_video_categories_list;
export const videoChannelListSchema = results.video_channels_list;
export const videoChannelSchema = results.video_channels_list.shape.items.element;
export const videoCommentListSchema = results.video_comments_list;
export const videoCommentThreadListSchema = results.video_comment_threads_list;
export const videoCommentThreadSchema = results.video_comment_threads_insert;
export const videoEmptySchema = results.video_videos_delete;
export const videoGroupItemListSchema = results.video_analytics_group_items_list;
export const videoGroupItemSchema = results.video_analytics_group_item_insert;
export const videoGroupListSchema = results.video_analytics_groups_list;
export const videoGroupSchema = results.video_analytics_group_create;
export const videoListSchema = results.video_videos_list;
export const videoPlaylistItemListSchema = results.video_playlist_items_list;
export const videoPlaylistItemSchema = results.video_playlist_items_insert;
export const videoPlaylistListSchema = results.video_playlists_list;
export const videoPlaylistSchema = results.video_playlist_insert;
export const videoRatingsSchema = results.video_videos_get_rating;
export const videoResultTableSchema = results.video_analytics_query;
export const videoSchema = results.video_videos_update;
export const videoSearchListSchema = results.video_search;
export const videoSubscriptionListSchema = results.video_subscriptions_list;
export const videoSubscriptionSchema = results.video_subscriptions_insert;
export const videoErrorSchema = serviceErrorSchemas.video;

export const statementResultSchema = results.warehouse_get_tables;
export type StatementResult = ToolResult<'warehouse_get_tables'>;
export const runningStatementSchema = results.warehouse_get_query_status.options[1];
export const partitionBodySchema = results.warehouse_get_query_partition;
export const canceledStatementSchema = results.warehouse_cancel_query;
export const warehouseErrorSchema = serviceErrorSchemas.warehouse;

export const chatCompletionSchema = results.websearch_chat_completions;
/**
 * One server-sent event of a streamed chat completion: only the emulator streams, so the chunk is
 * its own contract, the completion with a `delta` in place of each choice's `message`.
 */
export const chatCompletionChunkSchema = chatCompletionSchema.omit({ usage: true }).extend({
  object: z.literal('chat.completion.chunk'),
  choices: z.array(
    chatCompletionSchema.shape.choices.element.omit({ message: true }).extend({
      delta: z.object({ role: z.literal('assistant').optional(), content: z.string().optional() }),
    }),
  ),
});
export const imageSearchSchema = results.websearch_image_search;
export const llmContextSchema = results.websearch_llm_context;
export const newsSearchSchema = results.websearch_news_search;
export const placeDescriptionsSchema = results.websearch_local_descriptions;
export const placeSearchSchema = results.websearch_local_place_search;
export const placesSchema = results.websearch_local_pois;
export const spellcheckSchema = results.websearch_spellcheck;
export const suggestSearchSchema = results.websearch_suggest_search;
export const summarizerEnrichmentsSchema = results.websearch_summarizer_enrichments;
export const summarizerEntityInfoSchema = results.websearch_summarizer_entity_info;
export const summarizerFollowupsSchema = results.websearch_summarizer_followups;
export const summarizerSearchSchema = results.websearch_summarizer_search;
export const summarizerSummarySchema = results.websearch_summarizer_summary;
export const summarizerTitleSchema = results.websearch_summarizer_title;
export const videoSearchSchema = results.websearch_video_search;
export const webSearchSchema = results.websearch_web_search;
export const websearchErrorSchema = serviceErrorSchemas.websearch;
