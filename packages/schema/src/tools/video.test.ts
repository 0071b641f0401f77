import { type AcceptedCase, describeRuleCases, type RejectedCase } from '../test/rule-cases.ts';

const accepted: AcceptedCase[] = [
  {
    rule: 'channels_list with one filter defaults max_results to 5',
    tool: 'video_channels_list',
    params: { part: 'snippet,statistics', mine: true },
    defaults: { max_results: 5 },
  },
  {
    rule: 'channels_list takes max_results 0',
    tool: 'video_channels_list',
    params: { part: 'snippet', for_handle: '@plugboard', max_results: 0 },
  },
  {
    rule: 'comment_threads_list defaults max_results to 20',
    tool: 'video_comment_threads_list',
    params: { part: 'snippet', video_id: 'v1' },
    defaults: { max_results: 20 },
  },
  {
    rule: 'comments_list by parent_id is paged, max_results default 20',
    tool: 'video_comments_list',
    params: { parent_id: 'c1', page_token: 'next' },
    defaults: { max_results: 20 },
  },
  {
    rule: 'comments_list by id is not paged and gets no page size',
    tool: 'video_comments_list',
    params: { id: 'c1,c2', text_format: 'plainText' },
  },
  {
    rule: 'videos_list by chart defaults max_results to 5',
    tool: 'video_videos_list',
    params: { part: 'snippet', chart: 'mostPopular', region_code: 'GB' },
    defaults: { max_results: 5 },
  },
  {
    rule: 'videos_list by id gets no page size',
    tool: 'video_videos_list',
    params: { part: 'snippet', id: 'v1,v2' },
  },
  {
    rule: 'search takes video_duration when type is video, max_results default 10',
    tool: 'video_search',
    params: {
      q: 'zod',
      type: 'video',
      video_duration: 'short',
      published_after: '2024-01-01T00:00:00Z',
    },
    defaults: { max_results: 10 },
  },
  {
    rule: 'analytics_query takes every documented param',
    tool: 'video_analytics_query',
    params: {
      ids: 'channel==MINE',
      metrics: 'views,likes',
      start_date: '2024-02-29',
      end_date: '2024-03-31',
      dimensions: 'day',
      sort: '-views',
      currency: 'EUR',
      include_historical_channel_data: true,
      max_results: 200,
      start_index: 1,
    },
  },
  {
    rule: 'analytics_groups_list by id alone',
    tool: 'video_analytics_groups_list',
    params: { id: 'g1,g2' },
  },
  {
    rule: 'videos_update sets title and category_id together',
    tool: 'video_videos_update',
    params: { video_id: 'v1', title: 'New', category_id: '22', tags: ['a', 'b'] },
  },
  {
    rule: 'video_categories_list by region with a BCP-47 hl',
    tool: 'video_video_categories_list',
    params: { region_code: 'US', hl: 'es-419' },
  },
  {
    rule: 'playlist_items_insert at position 0',
    tool: 'video_playlist_items_insert',
    params: { playlist_id: 'p1', video_id: 'v1', position: 0 },
  },
  {
    rule: 'reporting_list_reports takes RFC 3339 times with offsets',
    tool: 'video_reporting_list_reports',
    params: { job_id: 'j1', created_after: '2024-05-01T09:30:00.5+02:00' },
  },
];

const rejected: RejectedCase[] = [
  {
    rule: 'channels_list needs exactly one filter',
    tool: 'video_channels_list',
    params: { part: 'snippet' },
    issues: [
      {
        field: 'params',
        message:
          'give exactly one of id, mine, for_handle, for_username, managed_by_me (none was given)',
      },
    ],
  },
  {
    rule: 'channels_list refuses two filters',
    tool: 'video_channels_list',
    params: { part: 'snippet', id: 'c1', mine: true },
    issues: [
      {
        field: 'params',
        message:
          'give exactly one of id, mine, for_handle, for_username, managed_by_me (got id and mine)',
      },
    ],
  },
  {
    rule: 'channels_list max_results is 0 to 50',
    tool: 'video_channels_list',
    params: { part: 'snippet', mine: true, max_results: 51 },
    issues: [{ field: 'max_results', message: 'max_results must be an integer between 0 and 50' }],
  },
  {
    rule: 'list tools require part',
    tool: 'video_playlist_items_list',
    params: { playlist_id: 'p1' },
    issues: [{ field: 'part', message: 'part is required' }],
  },
  {
    rule: 'comment_threads_list max_results is 1 to 100',
    tool: 'video_comment_threads_list',
    params: { part: 'snippet', id: 't1', max_results: 0 },
    issues: [{ field: 'max_results', message: 'max_results must be an integer between 1 and 100' }],
  },
  {
    rule: 'comment_threads_list needs exactly one filter',
    tool: 'video_comment_threads_list',
    params: { part: 'snippet', video_id: 'v1', id: 't1' },
    issues: [
      {
        field: 'params',
        message:
          'give exactly one of video_id, all_threads_related_to_channel_id, id (got video_id and id)',
      },
    ],
  },
  {
    rule: 'comments_list needs parent_id or id',
    tool: 'video_comments_list',
    params: {},
    issues: [{ field: 'params', message: 'give exactly one of parent_id, id (none was given)' }],
  },
  {
    rule: 'comments_list page_token and max_results not with id',
    tool: 'video_comments_list',
    params: { id: 'c1', page_token: 'next', max_results: 10 },
    issues: [
      { field: 'max_results', message: 'max_results cannot be used together with id' },
      { field: 'page_token', message: 'page_token cannot be used together with id' },
    ],
  },
  {
    rule: 'comments_list max_results is 1 to 100',
    tool: 'video_comments_list',
    params: { parent_id: 'c1', max_results: 101 },
    issues: [{ field: 'max_results', message: 'max_results must be an integer between 1 and 100' }],
  },
  {
    rule: 'playlists_list needs exactly one filter',
    tool: 'video_playlists_list',
    params: { part: 'snippet', channel_id: 'c1', mine: true },
    issues: [
      {
        field: 'params',
        message: 'give exactly one of channel_id, id, mine (got channel_id and mine)',
      },
    ],
  },
  {
    rule: 'subscriptions_list needs exactly one filter',
    tool: 'video_subscriptions_list',
    params: { part: 'snippet', for_channel_id: 'c1,c2' },
    issues: [
      {
        field: 'params',
        message:
          'give exactly one of channel_id, id, mine, my_recent_subscribers, my_subscribers (none was given)',
      },
    ],
  },
  {
    rule: 'video_categories_list takes id or region_code, not both',
    tool: 'video_video_categories_list',
    params: { id: '22', region_code: 'US' },
    issues: [
      { field: 'params', message: 'give exactly one of id, region_code (got id and region_code)' },
    ],
  },
  {
    rule: 'region_code is ISO 3166-1 alpha-2',
    tool: 'video_video_categories_list',
    params: { region_code: 'USA' },
    issues: [
      {
        field: 'region_code',
        message: 'region_code must be an ISO 3166-1 alpha-2 country code, e.g. US',
      },
    ],
  },
  {
    rule: 'videos_list max_results only with chart',
    tool: 'video_videos_list',
    params: { part: 'snippet', my_rating: 'like', max_results: 10 },
    issues: [{ field: 'max_results', message: 'max_results is only allowed when chart is given' }],
  },
  {
    rule: 'videos_list max_results is 1 to 50',
    tool: 'video_videos_list',
    params: { part: 'snippet', chart: 'mostPopular', max_results: 0 },
    issues: [{ field: 'max_results', message: 'max_results must be an integer between 1 and 50' }],
  },
  {
    rule: 'videos_list needs exactly one filter',
    tool: 'video_videos_list',
    params: { part: 'snippet', id: 'v1', chart: 'mostPopular' },
    issues: [
      { field: 'params', message: 'give exactly one of id, chart, my_rating (got id and chart)' },
    ],
  },
  {
    rule: 'videos_rate rating is like, dislike or none',
    tool: 'video_videos_rate',
    params: { video_id: 'v1', rating: 'love' },
    issues: [{ field: 'rating', message: 'rating must be one of like, dislike, none' }],
  },
  {
    rule: 'videos_update title needs category_id',
    tool: 'video_videos_update',
    params: { video_id: 'v1', title: 'New' },
    issues: [{ field: 'category_id', message: 'category_id is required when title is given' }],
  },
  {
    rule: 'videos_update category_id needs title',
    tool: 'video_videos_update',
    params: { video_id: 'v1', category_id: '22' },
    issues: [{ field: 'title', message: 'title is required when category_id is given' }],
  },
  {
    rule: 'tags are an array of strings',
    tool: 'video_playlist_insert',
    params: { title: 'Mix', tags: 'a,b' },
    issues: [{ field: 'tags', message: 'tags must be an array' }],
  },
  {
    rule: 'search video_duration only when type is video',
    tool: 'video_search',
    params: { type: 'channel', video_duration: 'long' },
    issues: [
      { field: 'video_duration', message: 'video_duration is only allowed when type is video' },
    ],
  },
  {
    rule: 'search max_results is 0 to 50',
    tool: 'video_search',
    params: { max_results: 51 },
    issues: [{ field: 'max_results', message: 'max_results must be an integer between 0 and 50' }],
  },
  {
    rule: 'search published_after is RFC 3339',
    tool: 'video_search',
    params: { published_after: '2024-01-01' },
    issues: [
      {
        field: 'published_after',
        message:
          'published_after must be an RFC 3339 date-time with a timezone, e.g. 2024-05-01T09:30:00Z',
      },
    ],
  },
  {
    rule: 'analytics_query ids name a channel or content owner',
    tool: 'video_analytics_query',
    params: { ids: 'MINE', metrics: 'views', start_date: '2024-01-01', end_date: '2024-01-31' },
    issues: [{ field: 'ids', message: 'ids must be channel==<id> or contentOwner==<id>' }],
  },
  {
    rule: 'analytics_query dates are real YYYY-MM-DD dates',
    tool: 'video_analytics_query',
    params: {
      ids: 'channel==MINE',
      metrics: 'views',
      start_date: '2023-02-29',
      end_date: '2024-01-31',
    },
    issues: [
      { field: 'start_date', message: 'start_date must be a real date in the form YYYY-MM-DD' },
    ],
  },
  {
    rule: 'analytics_query max_results is at most 200',
    tool: 'video_analytics_query',
    params: {
      ids: 'channel==MINE',
      metrics: 'views',
      start_date: '2024-01-01',
      end_date: '2024-01-31',
      max_results: 201,
    },
    issues: [{ field: 'max_results', message: 'max_results must be an integer between 1 and 200' }],
  },
  {
    rule: 'analytics_query start_index is 1-based',
    tool: 'video_analytics_query',
    params: {
      ids: 'channel==MINE',
      metrics: 'views',
      start_date: '2024-01-01',
      end_date: '2024-01-31',
      start_index: 0,
    },
    issues: [{ field: 'start_index', message: 'start_index must be an integer of at least 1' }],
  },
  {
    rule: 'analytics_query currency is ISO 4217',
    tool: 'video_analytics_query',
    params: {
      ids: 'channel==MINE',
      metrics: 'views',
      start_date: '2024-01-01',
      end_date: '2024-01-31',
      currency: 'euro',
    },
    issues: [
      { field: 'currency', message: 'currency must be an ISO 4217 currency code, e.g. USD' },
    ],
  },
  {
    rule: 'analytics_groups_list needs mine when id is absent',
    tool: 'video_analytics_groups_list',
    params: { page_token: 'next' },
    issues: [{ field: 'mine', message: 'mine is required when id is absent' }],
  },
  {
    rule: 'playlist_items_insert position is 0-based',
    tool: 'video_playlist_items_insert',
    params: { playlist_id: 'p1', video_id: 'v1', position: -1 },
    issues: [{ field: 'position', message: 'position must be an integer of at least 0' }],
  },
  {
    rule: 'tools with part fixed refuse part',
    tool: 'video_captions_list',
    params: { video_id: 'v1', part: 'snippet' },
    issues: [{ field: 'params', message: 'unknown param "part"; accepted: video_id, id' }],
  },
];

describeRuleCases('video platform tools (docs/connectors.md §4.4)', accepted, rejected);
