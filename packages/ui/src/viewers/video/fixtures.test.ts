import { serviceErrorSchemas, toolResultSchemas } from '@plugboard/schema/results';
import { expect, test } from 'vitest';
import {
  videoAnalyticsByCountry,
  videoAnalyticsByDay,
  videoAnalyticsTotals,
  videoChannels,
  videoCommentThreads,
  videoForbidden,
  videoList,
  videoPlaylistItems,
  videoPlaylists,
  videoRatings,
  videoReportJobs,
  videoReports,
  videoReportTypes,
  videoSearch,
  videoSubscriptions,
} from './fixtures.ts';

// The viewer trusts the tool's name for the shape of its result: its fixtures must be that shape.
test.each([
  ['video_videos_list', videoList, toolResultSchemas.video_videos_list],
  ['video_videos_update', videoList.items[0], toolResultSchemas.video_videos_update],
  ['video_channels_list', videoChannels, toolResultSchemas.video_channels_list],
  ['video_playlists_list', videoPlaylists, toolResultSchemas.video_playlists_list],
  ['video_playlist_items_list', videoPlaylistItems, toolResultSchemas.video_playlist_items_list],
  ['video_comment_threads_list', videoCommentThreads, toolResultSchemas.video_comment_threads_list],
  ['video_search', videoSearch, toolResultSchemas.video_search],
  ['video_subscriptions_list', videoSubscriptions, toolResultSchemas.video_subscriptions_list],
  ['video_analytics_query', videoAnalyticsByDay, toolResultSchemas.video_analytics_query],
  ['video_analytics_query', videoAnalyticsByCountry, toolResultSchemas.video_analytics_query],
  ['video_analytics_query', videoAnalyticsTotals, toolResultSchemas.video_analytics_query],
  ['video_videos_get_rating', videoRatings, toolResultSchemas.video_videos_get_rating],
  [
    'video_reporting_list_report_types',
    videoReportTypes,
    toolResultSchemas.video_reporting_list_report_types,
  ],
  ['video_reporting_list_jobs', videoReportJobs, toolResultSchemas.video_reporting_list_jobs],
  [
    'video_reporting_create_job',
    videoReportJobs.jobs?.[0],
    toolResultSchemas.video_reporting_create_job,
  ],
  ['video_reporting_list_reports', videoReports, toolResultSchemas.video_reporting_list_reports],
  ['an error body', videoForbidden, serviceErrorSchemas.video],
] as const)('the fixture of %s parses with its schema', (_tool, fixture, schema) => {
  expect(schema.safeParse(fixture).error?.issues).toBeUndefined();
});
