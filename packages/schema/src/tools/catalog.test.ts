import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  getTool,
  isToolName,
  TOOL_CATALOG,
  type ToolName,
  type ToolParams,
  type ToolParamsInput,
  toolParamsJsonSchema,
  toolsForConnector,
} from './catalog.ts';

/*
 * Every tool named in docs/connectors.md §4.1 to §4.5, copied from the spec by hand, with the
 * params its tables mark `*` (required). A row naming two tools ("crm_get_company,
 * crm_delete_company") is two entries.
 */
const SPEC_TOOLS: Readonly<Record<string, readonly string[]>> = {
  docsapp_block_delete: ['block_id'],
  docsapp_block_update: ['block_id', 'text', 'type'],
  docsapp_comment_create: ['comment'],
  docsapp_comment_retrieve: ['comment_id'],
  docsapp_comments_fetch: ['block_id'],
  docsapp_data_fetch: [],
  docsapp_database_create: ['parent', 'properties', 'title'],
  docsapp_database_fetch: ['database_id'],
  docsapp_database_insert_row: ['database_id', 'properties'],
  docsapp_database_property_retrieve: ['database_id'],
  docsapp_database_query: ['database_id'],
  docsapp_database_update: ['database_id'],
  docsapp_page_content_append: ['block_id', 'blocks'],
  docsapp_page_content_get: ['block_id'],
  docsapp_page_create: [],
  docsapp_page_get: ['page_id'],
  docsapp_page_update: ['page_id'],
  docsapp_user_list: [],

  crm_create_person: ['values'],
  crm_list_people: [],
  crm_get_person: ['record_id'],
  crm_delete_person: ['record_id'],
  crm_create_company: ['values'],
  crm_list_companies: [],
  crm_get_company: ['record_id'],
  crm_delete_company: ['record_id'],
  crm_create_deal: ['values'],
  crm_list_deals: [],
  crm_get_deal: ['record_id'],
  crm_delete_deal: ['record_id'],
  crm_create_record: ['object', 'values'],
  crm_list_records: ['object'],
  crm_search_records: ['object', 'query'],
  crm_get_record: ['object', 'record_id'],
  crm_delete_record: ['object', 'record_id'],
  crm_get_record_attribute_values: ['object', 'record_id', 'attribute'],
  crm_create_task: ['content'],
  crm_list_tasks: [],
  crm_get_task: ['task_id'],
  crm_delete_task: ['task_id'],
  crm_create_note: ['parent_object', 'parent_record_id'],
  crm_list_notes: [],
  crm_get_note: ['note_id'],
  crm_delete_note: ['note_id'],
  crm_create_comment: ['author_actor_id', 'content'],
  crm_get_comment: ['comment_id'],
  crm_delete_comment: ['comment_id'],
  crm_list_threads: [],
  crm_list_lists: [],
  crm_create_list: ['name', 'api_slug', 'workspace_access', 'workspace_member_access'],
  crm_get_list: ['list'],
  crm_list_entries: ['list'],
  crm_get_list_entry: ['list', 'entry_id'],
  crm_add_to_list: ['list', 'record_id'],
  crm_remove_from_list: ['list', 'entry_id'],
  crm_list_record_entries: ['object', 'record_id'],
  crm_list_objects: [],
  crm_get_object: ['object'],
  crm_create_object: ['singular_noun', 'plural_noun', 'api_slug'],
  crm_list_attributes: [],
  crm_get_attribute: ['attribute'],
  crm_create_attribute: [
    'api_slug',
    'title',
    'type',
    'description',
    'is_required',
    'is_unique',
    'is_multiselect',
    'config',
  ],
  crm_list_attribute_options: ['attribute'],
  crm_list_attribute_statuses: ['attribute'],
  crm_list_workspace_members: [],
  crm_get_workspace_member: ['workspace_member_id'],
  crm_list_user_records: [],
  crm_delete_user_record: ['record_id'],
  crm_list_workspace_records: [],
  crm_get_workspace_record: ['record_id'],
  crm_delete_workspace_record: ['record_id'],
  crm_list_webhooks: [],
  crm_get_webhook: ['webhook_id'],
  crm_delete_webhook: ['webhook_id'],
  crm_list_meetings: [],
  crm_get_current_token_info: [],

  warehouse_cancel_query: ['statement_handle'],
  warehouse_execute_query: ['statement'],
  warehouse_get_columns: ['database'],
  warehouse_get_query_partition: ['statement_handle', 'partition'],
  warehouse_get_query_status: ['statement_handle'],
  warehouse_get_referential_constraints: ['database'],
  warehouse_get_schemata: ['database'],
  warehouse_get_table_constraints: ['database'],
  warehouse_get_tables: ['database'],
  warehouse_show_databases_schemas: ['object_type'],
  warehouse_show_grants: ['grant_view'],
  warehouse_show_imported_exported_keys: ['key_direction', 'table_name'],
  warehouse_show_primary_keys: [],
  warehouse_show_warehouses: [],

  video_analytics_group_create: ['item_type', 'title'],
  video_analytics_group_item_insert: ['group_id', 'resource_id', 'resource_kind'],
  video_analytics_group_items_delete: ['id'],
  video_analytics_group_items_list: ['group_id'],
  video_analytics_groups_delete: ['group_id'],
  video_analytics_groups_list: [],
  video_analytics_groups_update: ['group_id', 'title'],
  video_analytics_query: ['ids', 'metrics', 'start_date', 'end_date'],
  video_captions_list: ['video_id'],
  video_channels_list: ['part'],
  video_comment_threads_insert: ['text', 'video_id'],
  video_comment_threads_list: ['part'],
  video_comments_list: [],
  video_playlist_delete: ['playlist_id'],
  video_playlist_insert: ['title'],
  video_playlist_items_delete: ['playlist_item_id'],
  video_playlist_items_insert: ['playlist_id', 'video_id'],
  video_playlist_items_list: ['part', 'playlist_id'],
  video_playlist_update: ['playlist_id'],
  video_playlists_list: ['part'],
  video_reporting_create_job: ['name', 'report_type_id'],
  video_reporting_jobs_delete: ['job_id'],
  video_reporting_list_jobs: [],
  video_reporting_list_report_types: [],
  video_reporting_list_reports: ['job_id'],
  video_search: [],
  video_subscriptions_delete: ['subscription_id'],
  video_subscriptions_insert: ['channel_id'],
  video_subscriptions_list: ['part'],
  video_video_categories_list: [],
  video_videos_delete: ['video_id'],
  video_videos_get_rating: ['id'],
  video_videos_list: ['part'],
  video_videos_rate: ['rating', 'video_id'],
  video_videos_update: ['video_id'],

  websearch_web_search: ['q'],
  websearch_news_search: ['q'],
  websearch_image_search: ['q'],
  websearch_video_search: ['q'],
  websearch_suggest_search: ['q'],
  websearch_spellcheck: ['q'],
  websearch_llm_context: ['q'],
  websearch_chat_completions: ['messages'],
  websearch_local_place_search: [],
  websearch_local_pois: ['ids'],
  websearch_local_descriptions: ['ids'],
  websearch_summarizer_search: ['key'],
  websearch_summarizer_summary: ['key'],
  websearch_summarizer_enrichments: ['key'],
  websearch_summarizer_followups: ['key'],
  websearch_summarizer_entity_info: ['key', 'entity'],
  websearch_summarizer_title: ['key'],
};

// docs/connectors.md §4.4 scope tags; every other video tool has none.
const VIDEO_SCOPES: Readonly<Record<string, readonly string[]>> = {
  video_captions_list: ['ssl'],
  video_comment_threads_insert: ['ssl'],
  video_comments_list: ['ro'],
  video_playlist_delete: ['full'],
  video_playlist_insert: ['full'],
  video_playlist_items_delete: ['full'],
  video_playlist_items_insert: ['full'],
  video_playlist_update: ['full'],
  video_subscriptions_delete: ['full'],
  video_subscriptions_insert: ['full'],
  video_subscriptions_list: ['ro'],
  video_video_categories_list: ['ro'],
  video_videos_delete: ['full'],
  video_videos_get_rating: ['ro'],
  video_videos_rate: ['full', 'ssl'],
  video_videos_update: ['full'],
};

// docs/connectors.md §4.5 plan tiers.
const WEBSEARCH_TIERS: Readonly<Record<string, string>> = {
  websearch_web_search: 'free',
  websearch_news_search: 'free',
  websearch_image_search: 'free',
  websearch_video_search: 'free',
  websearch_suggest_search: 'free',
  websearch_spellcheck: 'free',
  websearch_llm_context: 'pro',
  websearch_chat_completions: 'ai',
  websearch_local_place_search: 'data_for_ai',
  websearch_local_pois: 'data_for_ai',
  websearch_local_descriptions: 'data_for_ai',
  websearch_summarizer_search: 'pro',
  websearch_summarizer_summary: 'pro',
  websearch_summarizer_enrichments: 'pro',
  websearch_summarizer_followups: 'pro',
  websearch_summarizer_entity_info: 'pro',
  websearch_summarizer_title: 'pro',
};

const allTools = Object.values(TOOL_CATALOG);

describe('TOOL_CATALOG', () => {
  it('holds exactly the tools the spec names', () => {
    expect(Object.keys(TOOL_CATALOG).sort()).toEqual(Object.keys(SPEC_TOOLS).sort());
  });

  it('stores every tool under its own name', () => {
    for (const [name, tool] of Object.entries(TOOL_CATALOG)) expect(tool.name).toBe(name);
  });

  it('gives each connector its prefix', () => {
    for (const tool of allTools) expect(tool.name.startsWith(`${tool.connector}_`)).toBe(true);
  });

  it('tags video tools with the scopes of the spec, and no others', () => {
    const scoped = Object.fromEntries(
      allTools.flatMap((tool) => ('scopes' in tool ? [[tool.name, tool.scopes]] : [])),
    );
    expect(scoped).toEqual(VIDEO_SCOPES);
  });

  it('gives every web search tool its plan tier, and no other tool a tier', () => {
    const tiered = Object.fromEntries(
      allTools.flatMap((tool) => ('tier' in tool ? [[tool.name, tool.tier]] : [])),
    );
    expect(tiered).toEqual(WEBSEARCH_TIERS);
  });

  it('marks only crm_list_meetings as beta', () => {
    expect(allTools.filter((tool) => 'beta' in tool).map((tool) => tool.name)).toEqual([
      'crm_list_meetings',
    ]);
  });

  it('marks the tools that delete or remove as delete, and only those', () => {
    const deleting = allTools.filter((tool) => /(?:^|_)(?:delete|remove)(?:_|$)/.test(tool.name));
    expect(deleting.length).toBeGreaterThan(0);
    expect(allTools.filter((tool) => tool.effect === 'delete')).toEqual(deleting);
  });

  it('marks lookups that change nothing as read', () => {
    const lookups = allTools.filter(
      (tool) =>
        /^[a-z]+_(?:get|list|search|show)_/.test(tool.name) || /^video_.*_list$/.test(tool.name),
    );
    expect(lookups.length).toBeGreaterThan(0);
    for (const tool of lookups)
      expect({ [tool.name]: tool.effect }).toEqual({ [tool.name]: 'read' });
  });
});

describe('toolParamsJsonSchema', () => {
  it.each(Object.keys(SPEC_TOOLS))('%s lists the required params of the spec', (name) => {
    const tool = getTool(name);
    if (tool === undefined) throw new Error(`${name} is missing from the catalog`);
    const schema = toolParamsJsonSchema(tool);
    expect(schema.type).toBe('object');
    expect(schema.additionalProperties).toBe(false);
    expect([...(schema.required ?? [])].sort()).toEqual([...(SPEC_TOOLS[name] ?? [])].sort());
  });

  it('carries bounds, enumerations and defaults for tool-calling clients', () => {
    const schema = toolParamsJsonSchema(getTool('websearch_web_search'));
    expect(schema.properties).toMatchObject({
      q: { type: 'string', maxLength: 400 },
      count: { type: 'integer', minimum: 1, maximum: 20, default: 20 },
      safesearch: { enum: ['off', 'moderate', 'strict'], default: 'moderate' },
    });
  });

  it('describes the input of a tool whose schema fills a default conditionally', () => {
    const schema = toolParamsJsonSchema(getTool('video_videos_list'));
    expect(schema.properties).toMatchObject({
      max_results: { type: 'integer', minimum: 1, maximum: 50 },
    });
  });
});

describe('getTool, isToolName', () => {
  it('returns the catalog entry of a known tool', () => {
    expect(getTool('crm_create_task')).toBe(TOOL_CATALOG.crm_create_task);
    expect(isToolName('crm_create_task')).toBe(true);
  });

  it('returns undefined for a name outside the catalog, inherited keys included', () => {
    expect(getTool('crm_drop_everything')).toBeUndefined();
    expect(getTool('toString')).toBeUndefined();
    expect(isToolName('constructor')).toBe(false);
  });
});

describe('toolsForConnector', () => {
  it('counts the tools of each connector as the spec lists them', () => {
    expect(toolsForConnector('docsapp')).toHaveLength(18);
    expect(toolsForConnector('crm')).toHaveLength(58);
    expect(toolsForConnector('warehouse')).toHaveLength(14);
    expect(toolsForConnector('video')).toHaveLength(35);
    expect(toolsForConnector('websearch')).toHaveLength(17);
  });

  it('has no named tools for the document library, which goes through the proxy', () => {
    expect(toolsForConnector('doclib')).toEqual([]);
  });

  it('returns only tools of the connector asked for', () => {
    for (const tool of toolsForConnector('video')) expect(tool.connector).toBe('video');
  });
});

describe('ToolParams', () => {
  it('derives each tool’s params type from its schema', () => {
    expectTypeOf<ToolParams<'websearch_web_search'>['count']>().toEqualTypeOf<number>();
    expectTypeOf<ToolParamsInput<'websearch_web_search'>['count']>().toEqualTypeOf<
      number | undefined
    >();
    expectTypeOf<ToolParams<'video_videos_rate'>['rating']>().toEqualTypeOf<
      'like' | 'dislike' | 'none'
    >();
    expectTypeOf<'crm_get_company'>().toExtend<ToolName>();
    expectTypeOf<'crm_get_companies'>().not.toExtend<ToolName>();
  });
});
