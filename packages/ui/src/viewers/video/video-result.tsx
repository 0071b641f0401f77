'use client';

import type { ReactNode } from 'react';
import { EmptyResult } from '../shared/empty-result.tsx';
import { arrayOf, type Guard, isRecord } from '../shared/guards.ts';
import { JsonFallback } from '../shared/json-fallback.tsx';
import { MoreResults } from '../shared/more-results.tsx';
import { ResultError } from '../shared/result-error.tsx';
import type { ToolViewerProps } from '../shared/tool-viewer-props.ts';
import { useViewerStrings } from '../shared/viewer-strings.ts';
import { AnalyticsView } from './analytics-view.tsx';
import { ChannelCard } from './channel-card.tsx';
import { CommentList, CommentThreads } from './comment-threads.tsx';
import { PlaylistCard } from './playlist-card.tsx';
import { RatingList } from './rating-list.tsx';
import { ReportJobTable, ReportTable, ReportTypeTable } from './reporting-tables.tsx';
import { ResourceList } from './resource-list.tsx';
import { SearchResultCard } from './search-result-card.tsx';
import { VideoCard } from './video-card.tsx';
import {
  isChannel,
  isComment,
  isCommentThread,
  isListResponse,
  isPlaylist,
  isRating,
  isReportJob,
  isReportJobs,
  isReports,
  isReportTypes,
  isResultTable,
  isSearchResult,
  isTitledResource,
  isVideo,
  isVideoError,
} from './video-shapes.ts';
import { VIDEO_VIEWER_STRINGS } from './video-strings.ts';

interface ItemsView<T> {
  is: Guard<T>;
  render: (items: readonly T[]) => ReactNode;
}

function view<T>(is: Guard<T>, render: ItemsView<T>['render']): ItemsView<unknown> {
  return { is, render } as ItemsView<unknown>;
}

function Cards<T extends { id: unknown }>({
  items,
  card,
}: {
  items: readonly T[];
  card: (item: T) => ReactNode;
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

/** Resources tell what they are by `kind`; the generic titled list comes last. */
const VIEWS: ReadonlyArray<ItemsView<unknown>> = [
  view(isVideo, (videos) => <Cards items={videos} card={(video) => <VideoCard video={video} />} />),
  view(isChannel, (channels) => (
    <Cards items={channels} card={(channel) => <ChannelCard channel={channel} />} />
  )),
  view(isPlaylist, (playlists) => (
    <Cards items={playlists} card={(playlist) => <PlaylistCard playlist={playlist} />} />
  )),
  view(isSearchResult, (results) => (
    <Cards items={results} card={(result) => <SearchResultCard result={result} />} />
  )),
  view(isCommentThread, (threads) => <CommentThreads threads={threads} />),
  view(isComment, (comments) => <CommentList comments={comments} />),
  view(isRating, (ratings) => <RatingList ratings={ratings} />),
  view(isTitledResource, (resources) => <ResourceList resources={resources} />),
];

function itemsView(items: readonly unknown[]): ReactNode {
  for (const candidate of VIEWS) {
    if (arrayOf(candidate.is)(items)) return candidate.render(items);
  }
  return undefined;
}

/**
 * Any video tool's result (docs/connectors.md §4.4, docs/result-shapes.md video) in the viewer for its
 * shape: videos, channels, playlists and search results as cards, comment threads, analytics as
 * a chart with its table, the user's ratings, the reporting API's report types, jobs and reports
 * as tables, other resources by title, and error bodies. A single resource (after an
 * insert or update) shows as one card; a deletion's empty answer as done. Anything else shows as
 * JSON.
 *
 * @example
 * ```tsx
 * import { VideoResult } from '@plugboard/ui/viewers/video';
 *
 * <VideoResult tool="video_analytics_query" data={response.data} />
 * ```
 */
export function VideoResult({ data }: ToolViewerProps) {
  const strings = useViewerStrings('video', VIDEO_VIEWER_STRINGS);
  if (isVideoError(data)) {
    const reason = data.error.errors?.[0]?.reason;
    return <ResultError message={data.error.message} code={reason} status={data.error.code} />;
  }
  if (isResultTable(data)) return <AnalyticsView table={data} />;
  if (isReportTypes(data)) return <ReportTypeTable types={data.reportTypes} />;
  if (isReportJobs(data)) return <ReportJobTable jobs={data.jobs} />;
  if (isReportJob(data)) return <ReportJobTable jobs={[data]} />;
  if (isReports(data)) return <ReportTable reports={data.reports} />;
  if (data === '' || (isRecord(data) && Object.keys(data).length === 0)) {
    return <EmptyResult>{strings.done}</EmptyResult>;
  }
  if (isListResponse(data)) {
    if (data.items.length === 0) return <EmptyResult />;
    const rendered = itemsView(data.items);
    if (rendered !== undefined) {
      return (
        <div className="pb-viewer-stack" data-connector="video">
          {rendered}
          {data.nextPageToken && (
            <MoreResults cursor={data.nextPageToken} label={strings.pageToken} />
          )}
        </div>
      );
    }
  } else {
    const rendered = itemsView([data]);
    if (rendered !== undefined) return rendered;
  }
  return <JsonFallback data={data} />;
}
