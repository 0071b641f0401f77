import { defineTool } from './define-tool.ts';
import { exactlyOneOf, notWith, onlyWhen, requiredWhen, together } from './param-rules.ts';
import {
  bool,
  dateTime,
  integer,
  isoDate,
  listOf,
  matching,
  nonEmptyText,
  oneOf,
  paramsObject,
} from './param-types.ts';

/*
 * docs/connectors.md §4.4. Enumerated strings whose values the spec does not show (item_type,
 * resource_kind, privacy_status, order, type, safe_search, chart, my_rating, text_format) are
 * non-empty strings checked by the upstream.
 */

// `obo`: on_behalf_of_content_owner, for content partners only.
const obo = { on_behalf_of_content_owner: nonEmptyText().optional() };
const part = nonEmptyText().describe('comma-separated resource parts');
const pageToken = nonEmptyText().optional();
const optionalText = nonEmptyText().optional();
const optionalFlag = bool().optional();
const tags = listOf(nonEmptyText()).optional();
const reportingPage = {
  include_system_managed: optionalFlag,
  ...obo,
  page_size: integer(1).optional(),
  page_token: pageToken,
};
const regionCode = matching(/^[A-Za-z]{2}$/, 'an ISO 3166-1 alpha-2 country code, e.g. US');

/** docs/connectors.md §4.4, video platform tools. */
export const VIDEO_TOOLS = [
  defineTool({
    name: 'video_analytics_group_create',
    connector: 'video',
    description: 'Create an analytics group.',
    effect: 'write',
    params: paramsObject({ item_type: nonEmptyText(), title: nonEmptyText(), ...obo }),
  }),
  defineTool({
    name: 'video_analytics_group_item_insert',
    connector: 'video',
    description: 'Add a video, channel or playlist to an analytics group.',
    effect: 'write',
    params: paramsObject({
      group_id: nonEmptyText(),
      resource_id: nonEmptyText(),
      resource_kind: nonEmptyText(),
      ...obo,
    }),
  }),
  defineTool({
    name: 'video_analytics_group_items_delete',
    connector: 'video',
    description: 'Remove an item (by group item id) from an analytics group.',
    effect: 'delete',
    params: paramsObject({ id: nonEmptyText(), ...obo }),
  }),
  defineTool({
    name: 'video_analytics_group_items_list',
    connector: 'video',
    description: 'List the items of an analytics group.',
    effect: 'read',
    params: paramsObject({ group_id: nonEmptyText(), ...obo }),
  }),
  defineTool({
    name: 'video_analytics_groups_delete',
    connector: 'video',
    description: 'Delete an analytics group; its items are not deleted.',
    effect: 'delete',
    params: paramsObject({ group_id: nonEmptyText(), ...obo }),
  }),
  defineTool({
    name: 'video_analytics_groups_list',
    connector: 'video',
    description: 'List analytics groups by id (comma-separated) or the caller’s own (mine).',
    effect: 'read',
    params: paramsObject({
      id: optionalText,
      mine: optionalFlag,
      ...obo,
      page_token: pageToken,
    }).superRefine(requiredWhen('mine', (params) => params.id === undefined, 'id is absent')),
  }),
  defineTool({
    name: 'video_analytics_groups_update',
    connector: 'video',
    description: 'Rename an analytics group.',
    effect: 'write',
    params: paramsObject({ group_id: nonEmptyText(), title: nonEmptyText(), ...obo }),
  }),
  defineTool({
    name: 'video_analytics_query',
    connector: 'video',
    description:
      'Query channel or content-owner analytics metrics (comma-separated) between two dates.',
    effect: 'read',
    params: paramsObject({
      ids: matching(/^(?:channel|contentOwner)==\S+$/, 'channel==<id> or contentOwner==<id>'),
      metrics: nonEmptyText(),
      start_date: isoDate(),
      end_date: isoDate(),
      dimensions: optionalText,
      filters: optionalText,
      sort: optionalText.describe('prefix a metric with - for descending order'),
      currency: matching(/^[A-Z]{3}$/, 'an ISO 4217 currency code, e.g. USD').optional(),
      include_historical_channel_data: optionalFlag,
      max_results: integer(1, 200).optional(),
      start_index: integer(1).optional(),
    }),
  }),
  defineTool({
    name: 'video_captions_list',
    connector: 'video',
    description: 'List the caption tracks of a video.',
    effect: 'read',
    scopes: ['ssl'],
    params: paramsObject({ video_id: nonEmptyText(), id: optionalText }),
  }),
  defineTool({
    name: 'video_channels_list',
    connector: 'video',
    description:
      'List channels by exactly one filter: id, mine, for_handle, for_username or managed_by_me.',
    effect: 'read',
    params: paramsObject({
      part,
      id: optionalText,
      mine: optionalFlag,
      for_handle: optionalText,
      for_username: optionalText,
      managed_by_me: optionalFlag,
      max_results: integer(0, 50).default(5),
      page_token: pageToken,
    }).superRefine(exactlyOneOf('id', 'mine', 'for_handle', 'for_username', 'managed_by_me')),
  }),
  defineTool({
    name: 'video_comment_threads_insert',
    connector: 'video',
    description: 'Start a top-level comment thread on a video.',
    effect: 'write',
    scopes: ['ssl'],
    params: paramsObject({ text: nonEmptyText(), video_id: nonEmptyText() }),
  }),
  defineTool({
    name: 'video_comment_threads_list',
    connector: 'video',
    description:
      'List comment threads by exactly one filter: video_id, all_threads_related_to_channel_id or id.',
    effect: 'read',
    params: paramsObject({
      part,
      video_id: optionalText,
      all_threads_related_to_channel_id: optionalText,
      id: optionalText,
      max_results: integer(1, 100).default(20),
      order: optionalText,
      page_token: pageToken,
      search_terms: optionalText,
    }).superRefine(exactlyOneOf('video_id', 'all_threads_related_to_channel_id', 'id')),
  }),
  defineTool({
    name: 'video_comments_list',
    connector: 'video',
    description: 'List the replies to a comment (parent_id, paged) or comments by id (not paged).',
    effect: 'read',
    scopes: ['ro'],
    params: paramsObject({
      parent_id: optionalText,
      id: optionalText,
      max_results: integer(1, 100).optional().describe('default 20; not with id'),
      page_token: pageToken,
      text_format: optionalText,
    })
      .superRefine(exactlyOneOf('parent_id', 'id'))
      .superRefine(notWith('max_results', 'id'))
      .superRefine(notWith('page_token', 'id'))
      // The default page size belongs to the paged (parent_id) form only.
      .transform((params) =>
        params.id === undefined ? { ...params, max_results: params.max_results ?? 20 } : params,
      ),
  }),
  defineTool({
    name: 'video_playlist_delete',
    connector: 'video',
    description: 'Delete a playlist permanently.',
    effect: 'delete',
    scopes: ['full'],
    params: paramsObject({ playlist_id: nonEmptyText() }),
  }),
  defineTool({
    name: 'video_playlist_insert',
    connector: 'video',
    description: 'Create a playlist.',
    effect: 'write',
    scopes: ['full'],
    params: paramsObject({
      title: nonEmptyText(),
      description: optionalText,
      default_language: optionalText,
      privacy_status: optionalText,
      tags,
    }),
  }),
  defineTool({
    name: 'video_playlist_items_delete',
    connector: 'video',
    description: 'Remove an item (by playlist item id, not video id) from a playlist.',
    effect: 'delete',
    scopes: ['full'],
    params: paramsObject({ playlist_item_id: nonEmptyText() }),
  }),
  defineTool({
    name: 'video_playlist_items_insert',
    connector: 'video',
    description: 'Add a video to a playlist at a 0-based position, or at the end.',
    effect: 'write',
    scopes: ['full'],
    params: paramsObject({
      playlist_id: nonEmptyText(),
      video_id: nonEmptyText(),
      note: optionalText,
      position: integer(0).optional(),
    }),
  }),
  defineTool({
    name: 'video_playlist_items_list',
    connector: 'video',
    description: 'List the items of a playlist.',
    effect: 'read',
    params: paramsObject({
      part,
      playlist_id: nonEmptyText(),
      max_results: integer(0, 50).default(5),
      page_token: pageToken,
      video_id: optionalText,
    }),
  }),
  defineTool({
    name: 'video_playlist_update',
    connector: 'video',
    description: 'Update the title, description, privacy or language of a playlist.',
    effect: 'write',
    scopes: ['full'],
    params: paramsObject({
      playlist_id: nonEmptyText(),
      title: optionalText,
      description: optionalText,
      privacy_status: optionalText,
      default_language: optionalText,
    }),
  }),
  defineTool({
    name: 'video_playlists_list',
    connector: 'video',
    description: 'List playlists by exactly one filter: channel_id, id or mine.',
    effect: 'read',
    params: paramsObject({
      part,
      channel_id: optionalText,
      id: optionalText,
      mine: optionalFlag,
      max_results: integer(0, 50).default(5),
      page_token: pageToken,
    }).superRefine(exactlyOneOf('channel_id', 'id', 'mine')),
  }),
  defineTool({
    name: 'video_reporting_create_job',
    connector: 'video',
    description: 'Schedule daily generation of a report type.',
    effect: 'write',
    params: paramsObject({ name: nonEmptyText(), report_type_id: nonEmptyText(), ...obo }),
  }),
  defineTool({
    name: 'video_reporting_jobs_delete',
    connector: 'video',
    description: 'Delete a reporting job; no new reports are generated.',
    effect: 'delete',
    params: paramsObject({ job_id: nonEmptyText(), ...obo }),
  }),
  defineTool({
    name: 'video_reporting_list_jobs',
    connector: 'video',
    description: 'List reporting jobs.',
    effect: 'read',
    params: paramsObject(reportingPage),
  }),
  defineTool({
    name: 'video_reporting_list_report_types',
    connector: 'video',
    description: 'List the report types a job can generate.',
    effect: 'read',
    params: paramsObject(reportingPage),
  }),
  defineTool({
    name: 'video_reporting_list_reports',
    connector: 'video',
    description: 'List the reports of a job; each report is a downloadable CSV file.',
    effect: 'read',
    params: paramsObject({
      job_id: nonEmptyText(),
      created_after: dateTime('RFC 3339').optional(),
      start_time_at_or_after: dateTime('RFC 3339').optional(),
      start_time_before: dateTime('RFC 3339').optional(),
      ...obo,
      page_size: integer(1).optional(),
      page_token: pageToken,
    }),
  }),
  defineTool({
    name: 'video_search',
    connector: 'video',
    description: 'Search videos, channels and playlists.',
    effect: 'read',
    params: paramsObject({
      q: optionalText,
      channel_id: optionalText,
      max_results: integer(0, 50).default(10),
      order: optionalText,
      page_token: pageToken,
      published_after: dateTime('RFC 3339').optional(),
      published_before: dateTime('RFC 3339').optional(),
      safe_search: optionalText,
      type: optionalText,
      video_duration: optionalText,
    }).superRefine(
      onlyWhen('video_duration', (params) => params.type === 'video', 'type is video'),
    ),
  }),
  defineTool({
    name: 'video_subscriptions_delete',
    connector: 'video',
    description: 'Unsubscribe.',
    effect: 'delete',
    scopes: ['full'],
    params: paramsObject({ subscription_id: nonEmptyText() }),
  }),
  defineTool({
    name: 'video_subscriptions_insert',
    connector: 'video',
    description: 'Subscribe to a channel.',
    effect: 'write',
    scopes: ['full'],
    params: paramsObject({ channel_id: nonEmptyText() }),
  }),
  defineTool({
    name: 'video_subscriptions_list',
    connector: 'video',
    description:
      'List subscriptions by exactly one filter: channel_id, id, mine, my_recent_subscribers or my_subscribers.',
    effect: 'read',
    scopes: ['ro'],
    params: paramsObject({
      part,
      channel_id: optionalText,
      id: optionalText,
      mine: optionalFlag,
      my_recent_subscribers: optionalFlag,
      my_subscribers: optionalFlag,
      for_channel_id: optionalText.describe('comma-separated channel ids'),
      max_results: integer(0, 50).default(5),
      order: optionalText,
      page_token: pageToken,
    }).superRefine(
      exactlyOneOf('channel_id', 'id', 'mine', 'my_recent_subscribers', 'my_subscribers'),
    ),
  }),
  defineTool({
    name: 'video_video_categories_list',
    connector: 'video',
    description: 'List video categories by id or by region.',
    effect: 'read',
    scopes: ['ro'],
    params: paramsObject({
      id: optionalText,
      region_code: regionCode.optional(),
      hl: matching(
        /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8})*$/,
        'a BCP-47 language tag, e.g. en-US',
      ).optional(),
    }).superRefine(exactlyOneOf('id', 'region_code')),
  }),
  defineTool({
    name: 'video_videos_delete',
    connector: 'video',
    description: 'Delete a video permanently.',
    effect: 'delete',
    scopes: ['full'],
    params: paramsObject({ video_id: nonEmptyText() }),
  }),
  defineTool({
    name: 'video_videos_get_rating',
    connector: 'video',
    description: 'The caller’s rating of videos (comma-separated ids).',
    effect: 'read',
    scopes: ['ro'],
    params: paramsObject({ id: nonEmptyText() }),
  }),
  defineTool({
    name: 'video_videos_list',
    connector: 'video',
    description: 'List videos by exactly one filter: id, chart or my_rating.',
    effect: 'read',
    params: paramsObject({
      part,
      id: optionalText,
      chart: optionalText,
      my_rating: optionalText,
      max_results: integer(1, 50).optional().describe('default 5; chart only'),
      page_token: pageToken,
      region_code: regionCode.optional(),
      video_category_id: optionalText,
    })
      .superRefine(exactlyOneOf('id', 'chart', 'my_rating'))
      .superRefine(
        onlyWhen('max_results', (params) => params.chart !== undefined, 'chart is given'),
      )
      // The default page size belongs to the chart form only.
      .transform((params) =>
        params.chart === undefined ? params : { ...params, max_results: params.max_results ?? 5 },
      ),
  }),
  defineTool({
    name: 'video_videos_rate',
    connector: 'video',
    description: 'Like or dislike a video, or remove the rating.',
    effect: 'write',
    scopes: ['full', 'ssl'],
    params: paramsObject({
      rating: oneOf(['like', 'dislike', 'none']),
      video_id: nonEmptyText(),
    }),
  }),
  defineTool({
    name: 'video_videos_update',
    connector: 'video',
    description: 'Update a video; title and category_id go together when the snippet is updated.',
    effect: 'write',
    scopes: ['full'],
    params: paramsObject({
      video_id: nonEmptyText(),
      title: optionalText,
      category_id: optionalText,
      description: optionalText,
      default_language: optionalText,
      embeddable: optionalFlag,
      license: optionalText,
      privacy_status: optionalText,
      public_stats_viewable: optionalFlag,
      tags,
    }).superRefine(together('title', 'category_id')),
  }),
] as const;
