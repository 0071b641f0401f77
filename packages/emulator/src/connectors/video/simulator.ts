import { type ConnectorSimulator, defineSimulator, type SimulatorResources } from '../simulator.ts';
import { checkScopes } from './access/scopes.ts';
import { createVideoLinks, type VideoLinks } from './api/links.ts';
import { createReportFiles, type ReportFiles } from './reporting/report-files.ts';
import { seedVideo } from './seed/seed.ts';
import { openVideoWorkspace, type VideoWorkspace } from './store.ts';
import { deleteGroupItem, insertGroupItem, listGroupItems } from './tools/analytics-group-items.ts';
import { createGroup, deleteGroup, listGroups, updateGroup } from './tools/analytics-groups.ts';
import { queryAnalytics } from './tools/analytics-query.ts';
import { listCaptions } from './tools/captions.ts';
import { listVideoCategories } from './tools/categories.ts';
import { listChannels } from './tools/channels.ts';
import { insertCommentThread, listCommentThreads } from './tools/comment-threads.ts';
import { listComments } from './tools/comments.ts';
import {
  deletePlaylistItem,
  insertPlaylistItem,
  listPlaylistItems,
} from './tools/playlist-items.ts';
import {
  deletePlaylist,
  insertPlaylist,
  listPlaylists,
  updatePlaylist,
} from './tools/playlists.ts';
import { getVideoRatings, rateVideo } from './tools/ratings.ts';
import { createJob, deleteJob, listJobs, listReportTypes } from './tools/reporting.ts';
import { listReports } from './tools/reports.ts';
import { search } from './tools/search.ts';
import {
  deleteSubscription,
  insertSubscription,
  listSubscriptions,
} from './tools/subscriptions.ts';
import { deleteVideo, updateVideo } from './tools/video-changes.ts';
import { listVideos } from './tools/videos.ts';

/**
 * The simulated video platform (docs/connectors.md §4.4): all 35 video tools, each refused with
 * 403 when the account's token lacks the scope the tool is tagged with. `links` are the URLs of
 * the emulator that serves thumbnails and report files.
 */
function defineVideoSimulator(links: VideoLinks) {
  return defineSimulator<'video', VideoWorkspace>({
    open: (context) => openVideoWorkspace(context, links),
    seed: seedVideo,
    admit: async (tool, workspace) => checkScopes(tool, workspace.account),
    handlers: {
      video_analytics_group_create: createGroup,
      video_analytics_group_item_insert: insertGroupItem,
      video_analytics_group_items_delete: deleteGroupItem,
      video_analytics_group_items_list: listGroupItems,
      video_analytics_groups_delete: deleteGroup,
      video_analytics_groups_list: listGroups,
      video_analytics_groups_update: updateGroup,
      video_analytics_query: queryAnalytics,
      video_captions_list: listCaptions,
      video_channels_list: listChannels,
      video_comment_threads_insert: insertCommentThread,
      video_comment_threads_list: listCommentThreads,
      video_comments_list: listComments,
      video_playlist_delete: deletePlaylist,
      video_playlist_insert: insertPlaylist,
      video_playlist_items_delete: deletePlaylistItem,
      video_playlist_items_insert: insertPlaylistItem,
      video_playlist_items_list: listPlaylistItems,
      video_playlist_update: updatePlaylist,
      video_playlists_list: listPlaylists,
      video_reporting_create_job: createJob,
      video_reporting_jobs_delete: deleteJob,
      video_reporting_list_jobs: listJobs,
      video_reporting_list_report_types: listReportTypes,
      video_reporting_list_reports: listReports,
      video_search: search,
      video_subscriptions_delete: deleteSubscription,
      video_subscriptions_insert: insertSubscription,
      video_subscriptions_list: listSubscriptions,
      video_video_categories_list: listVideoCategories,
      video_videos_delete: deleteVideo,
      video_videos_get_rating: getVideoRatings,
      video_videos_list: listVideos,
      video_videos_rate: rateVideo,
      video_videos_update: updateVideo,
    },
  });
}

/** The simulated video platform of one emulator: its tools and the report files it serves. */
export interface VideoPlatform extends ConnectorSimulator, ReportFiles {}

/**
 * The video platform of the emulator at `resources.baseUrl`: thumbnail and report download URLs
 * point there.
 */
export function createVideoSimulator(resources: SimulatorResources): VideoPlatform {
  const links = createVideoLinks(resources.baseUrl);
  return {
    ...defineVideoSimulator(links),
    ...createReportFiles({ store: resources.store, clock: resources.clock, links }),
  };
}
