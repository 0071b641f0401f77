import { formatCount } from '../common/format.ts';

/*
 * Every string the video viewer shows or announces, in English. A host replaces any of them through
 * `<PlugboardUiProvider localization={{ viewers: { video: { … } } }}>`; strings that embed a value are
 * functions. They live in the viewer's own chunk, so a page pays for them only once it shows one.
 * Counts are numbers: a function picks its language's plural form and formats them with Intl.
 */

function counted(count: number, one: string, other: string): string {
  return `${formatCount(count)} ${count === 1 ? one : other}`;
}

/** `estimatedMinutesWatched` → `estimated minutes watched`; `youtube#videoCategory` → `video category`. */
function words(name: string): string {
  return name
    .slice(name.indexOf('#') + 1)
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
}

export const VIDEO_VIEWER_STRINGS = {
  /** The accessible name of a list of cards or resources. */
  results: 'Results',
  /** An empty body: the answer of a deletion or a rating. */
  done: 'Done. The service returned no data.',
  /** Names the cursor of the next page ("Next page token:"). */
  pageToken: 'page token',

  // Card statistics, shown in compact figures.
  views: 'Views',
  likes: 'Likes',
  comments: 'Comments',
  subscribers: 'Subscribers',
  videos: 'Videos',
  subscriberCountHidden: 'The subscriber count is hidden.',
  /** A playlist's length, in its card's meta line. */
  videoCount: (count: number) => counted(count, 'video', 'videos'),
  /** Before a playlist item's title: its place in the playlist, counted from 1. */
  position: (position: number) => `${formatCount(position)}. `,

  /** What a search result is, by the `kind` of its id. */
  searchKindVideo: 'Video',
  searchKindChannel: 'Channel',
  searchKindPlaylist: 'Playlist',
  /**
   * A resource with no view of its own names its kind in words; the default spells the service's
   * `kind` (`youtube#videoCategory` → `video category`). A host may translate the kinds it knows.
   */
  resourceKind: (kind: string) => words(kind),
  /** A resource with neither a title nor a name. */
  untitled: 'Untitled',

  // Comments
  /** The accessible name of a comment thread. */
  threadBy: (author: string) => `Thread by ${author}`,
  replies: 'Replies',
  /** Below a thread that shows only some of its replies. */
  repliesInAll: (count: number) => `${counted(count, 'reply', 'replies')} in all`,
  likeCount: (count: number) => counted(count, 'like', 'likes'),

  // The user's ratings
  /** Before the id of the rated video. */
  yourRatingOf: 'Your rating of',
  ratingLike: 'Liked',
  ratingDislike: 'Disliked',
  ratingNone: 'Not rated',

  // Analytics
  /**
   * An analytics column (a dimension or metric) in words. The default spells the service's name
   * (`estimatedMinutesWatched` → `estimated minutes watched`); a host may translate the names it knows.
   */
  columnName: (name: string) => words(name),
  /** The label of the select that picks the charted metric. */
  chart: 'Chart',
  /** The chart's title, and with all metrics the table's caption: "views by day". */
  metricByDimension: (metrics: string, dimension: string) => `${metrics} by ${dimension}`,
  /** Joins the metrics of the table's caption. */
  metricList: (metrics: readonly string[]) => metrics.join(', '),
  /** The caption of a table without a dimension. */
  totals: 'Totals',
  noDataForPeriod: 'No data for this period.',
  /**
   * The chart's description to assistive technology. `low` and `high` are already formatted;
   * the table after the chart holds every value.
   */
  chartDescription: (chart: {
    kind: 'line' | 'bar';
    count: number;
    from: string;
    to: string;
    low: string;
    lowLabel: string;
    high: string;
    highLabel: string;
  }) =>
    `${chart.kind === 'line' ? 'Line' : 'Bar'} chart of ${formatCount(chart.count)} values from ${chart.from} to ${chart.to}. ` +
    `Lowest ${chart.low} (${chart.lowLabel}), highest ${chart.high} (${chart.highLabel}). ` +
    'The table below lists every value.',

  // Reporting
  reportTypes: 'Report types',
  reportType: 'Report type',
  id: 'ID',
  reportingJobs: 'Reporting jobs',
  job: 'Job',
  created: 'Created',
  reports: 'Reports',
  period: 'Period',
  file: 'File',
  /** A report's period: two dates, already formatted. */
  dateRange: (start: string, end: string) => `${start} – ${end}`,
  downloadReport: (id: string) => `Download report ${id}`,
};

export type VideoViewerStrings = typeof VIDEO_VIEWER_STRINGS;
