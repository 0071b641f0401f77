'use client';

import type { ToolResult, ToolResultName } from '@plugboard/schema/results';
import type { ReactNode } from 'react';
import { EmptyResult } from '../common/empty-result.tsx';
import { isRecord } from '../common/guards.ts';
import { JsonFallback } from '../common/json-fallback.tsx';
import { MoreResults } from '../common/more-results.tsx';
import { ResultError } from '../common/result-error.tsx';
import type {
  Video,
  VideoError,
  VideoPlaylist,
  VideoPlaylistItem,
} from '../common/result-parts.ts';
import type { ToolResultViewProps } from '../common/tool-result-view-props.ts';
import { useViewerStrings } from '../common/viewer-strings.ts';
import { AnalyticsView } from './analytics-view.tsx';
import { ChannelCard } from './channel-card.tsx';
import { CommentList, CommentThreads } from './comment-threads.tsx';
import { PlaylistCard } from './playlist-card.tsx';
import { RatingList } from './rating-list.tsx';
import { ReportJobTable, ReportTable, ReportTypeTable } from './reporting-tables.tsx';
import { ResourceList, type TitledResource } from './resource-list.tsx';
import { SearchResultCard } from './search-result-card.tsx';
import { VideoCard } from './video-card.tsx';
import { VIDEO_VIEWER_STRINGS } from './video-strings.ts';

type VideoToolName = Extract<ToolResultName, `video_${string}`>;

/** A resource of the data API: its `kind` names what it is. */
interface Resource {
  kind: string;
  id: unknown;
}

/** The service's error body, which any tool may answer instead of its result. */
function isVideoError(data: unknown): data is VideoError {
  return (
    isRecord(data) &&
    isRecord(data.error) &&
    typeof data.error.code === 'number' &&
    typeof data.error.message === 'string'
  );
}

/**
 * Whether `items` are resources of `kind`, each with an id. A body of another tool (or none)
 * would otherwise render as cards with nothing in them; it shows as data instead.
 */
function areResources(items: unknown, kind: string): boolean {
  return (
    Array.isArray(items) &&
    items.every((item) => isRecord(item) && item.kind === kind && item.id !== undefined)
  );
}

function Cards<Item extends Resource>({
  items,
  card,
}: {
  items: readonly Item[];
  card: (item: Item) => ReactNode;
}) {
  const strings = useViewerStrings('video', VIDEO_VIEWER_STRINGS);
  return (
    <ul className="pb-viewer pb-cards" data-viewer="video-cards" aria-label={strings.results}>
      {items.map((item) => (
        <li key={JSON.stringify(item.id)}>{card(item)}</li>
      ))}
    </ul>
  );
}

interface Page<Item> {
  items: readonly Item[];
  nextPageToken?: string | undefined;
}

/** One page of a list: its items, or "No results.", and the token of the next page. */
function PageView<Item extends Resource>({
  page,
  kind,
  render,
}: {
  page: Page<Item>;
  kind: Item['kind'];
  render: (items: readonly Item[]) => ReactNode;
}) {
  const strings = useViewerStrings('video', VIDEO_VIEWER_STRINGS);
  if (!areResources(page.items, kind)) return <JsonFallback data={page} />;
  if (page.items.length === 0) return <EmptyResult />;
  return (
    <div className="pb-viewer-stack" data-connector="video">
      {render(page.items)}
      {page.nextPageToken && <MoreResults cursor={page.nextPageToken} label={strings.pageToken} />}
    </div>
  );
}

/** A list of `kind` resources, each shown by `render`. */
function listOf<Item extends Resource>(
  kind: Item['kind'],
  render: (items: readonly Item[]) => ReactNode,
) {
  return (page: Page<Item>) => <PageView page={page} kind={kind} render={render} />;
}

/** A single resource (what an insert or update answers), shown as a list of one. */
function oneOf<Item extends Resource>(
  kind: Item['kind'],
  render: (items: readonly Item[]) => ReactNode,
) {
  return (item: Item) =>
    areResources([item], kind) ? render([item]) : <JsonFallback data={item} />;
}

/** What a deletion or a rating answers: nothing, which says it is done. */
function Done() {
  const strings = useViewerStrings('video', VIDEO_VIEWER_STRINGS);
  return <EmptyResult>{strings.done}</EmptyResult>;
}
const done = () => <Done />;

const videoCards = (videos: readonly Video[]) => (
  <Cards items={videos} card={(video) => <VideoCard video={video} />} />
);
const playlistCards = (playlists: ReadonlyArray<VideoPlaylist | VideoPlaylistItem>) => (
  <Cards items={playlists} card={(playlist) => <PlaylistCard playlist={playlist} />} />
);
const resources = (items: readonly TitledResource[]) => <ResourceList resources={items} />;

/**
 * Each video tool's view of its result: the compiler checks that every tool has one, and that
 * each view takes what its tool answers.
 */
const VIEWS = {
  video_analytics_group_create: oneOf('youtube#group', resources),
  video_analytics_group_item_insert: oneOf('youtube#groupItem', resources),
  video_analytics_group_items_delete: done,
  video_analytics_group_items_list: listOf('youtube#groupItem', resources),
  video_analytics_groups_delete: done,
  video_analytics_groups_list: listOf('youtube#group', resources),
  video_analytics_groups_update: oneOf('youtube#group', resources),
  video_analytics_query: (table) => <AnalyticsView table={table} />,
  video_captions_list: listOf('youtube#caption', resources),
  video_channels_list: listOf('youtube#channel', (channels) => (
    <Cards items={channels} card={(channel) => <ChannelCard channel={channel} />} />
  )),
  video_comment_threads_insert: oneOf('youtube#commentThread', (threads) => (
    <CommentThreads threads={threads} />
  )),
  video_comment_threads_list: listOf('youtube#commentThread', (threads) => (
    <CommentThreads threads={threads} />
  )),
  video_comments_list: listOf('youtube#comment', (comments) => <CommentList comments={comments} />),
  video_playlist_delete: done,
  video_playlist_insert: oneOf('youtube#playlist', playlistCards),
  video_playlist_items_delete: done,
  video_playlist_items_insert: oneOf('youtube#playlistItem', playlistCards),
  video_playlist_items_list: listOf('youtube#playlistItem', playlistCards),
  video_playlist_update: oneOf('youtube#playlist', playlistCards),
  video_playlists_list: listOf('youtube#playlist', playlistCards),
  video_reporting_create_job: (job) => <ReportJobTable jobs={[job]} />,
  video_reporting_jobs_delete: done,
  video_reporting_list_jobs: ({ jobs = [] }) =>
    jobs.length === 0 ? <EmptyResult /> : <ReportJobTable jobs={jobs} />,
  video_reporting_list_report_types: ({ reportTypes = [] }) =>
    reportTypes.length === 0 ? <EmptyResult /> : <ReportTypeTable types={reportTypes} />,
  video_reporting_list_reports: ({ reports = [] }) =>
    reports.length === 0 ? <EmptyResult /> : <ReportTable reports={reports} />,
  video_search: listOf('youtube#searchResult', (results) => (
    <Cards items={results} card={(result) => <SearchResultCard result={result} />} />
  )),
  video_subscriptions_delete: done,
  video_subscriptions_insert: oneOf('youtube#subscription', resources),
  video_subscriptions_list: listOf('youtube#subscription', resources),
  video_video_categories_list: listOf('youtube#videoCategory', resources),
  video_videos_delete: done,
  video_videos_get_rating: (ratings) => <RatingList ratings={ratings.items} />,
  video_videos_list: listOf('youtube#video', videoCards),
  video_videos_rate: done,
  video_videos_update: oneOf('youtube#video', videoCards),
} satisfies { [Name in VideoToolName]: (result: ToolResult<Name>) => ReactNode };

/**
 * Any video tool's result (docs/connectors.md §4.4, docs/tool-results.md §"video") in the view for its
 * tool: videos, channels, playlists and search results as cards, comment threads, analytics as
 * a chart with its table, the user's ratings, the reporting API's report types, jobs and reports
 * as tables, other resources by title, and error bodies. A single resource (after an insert or
 * update) shows as one card; a deletion's empty answer as done. A tool this version does not
 * know, or a body that is not its tool's, shows as JSON.
 *
 * @example
 * ```tsx
 * import { VideoViewer } from '@plugboard/ui/viewers/video';
 *
 * <VideoViewer tool="video_analytics_query" data={response.data} />
 * ```
 */
export function VideoViewer({ tool, data }: ToolResultViewProps) {
  if (isVideoError(data)) {
    const reason = data.error.errors?.[0]?.reason;
    return <ResultError message={data.error.message} code={reason} status={data.error.code} />;
  }
  if (!Object.hasOwn(VIEWS, tool)) return <JsonFallback data={data} />;
  // The tool names its result's shape; a body that breaks its view falls back to JSON through
  // ToolResultView's boundary.
  const view = VIEWS[tool as VideoToolName] as (result: unknown) => ReactNode;
  return view(data);
}
