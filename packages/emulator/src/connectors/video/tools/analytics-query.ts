import type { ToolParams } from '@plugboard/schema';
import type { ToolData } from '../../simulator.ts';
import { byId } from '../access/access.ts';
import { type Cell, type CellKey, videoCells } from '../analytics/analytics-cells.ts';
import { addSums, emptySums, METRICS, type Sums } from '../analytics/analytics-metrics.ts';
import { dollarRate } from '../analytics/currency.ts';
import { commaList } from '../api/params.ts';
import { analyticsBadRequest, forbidden } from '../errors.ts';
import type { VideoMetrics, VideoWorkspace } from '../store.ts';

type QueryParams = ToolParams<'video_analytics_query'>;

/** The dimensions a query may group by, and what each reads from a cell. */
const DIMENSIONS: Readonly<Record<string, (key: CellKey) => string>> = {
  day: (key) => key.day,
  month: (key) => key.day.slice(0, 7),
  video: (key) => key.video,
  channel: (key) => key.channel,
  country: (key) => key.country ?? '',
  deviceType: (key) => key.deviceType ?? '',
};
const FILTERS = ['video', 'channel', 'country', 'deviceType', 'group'] as const;
type FilterName = (typeof FILTERS)[number];

const unknownIdentifier = (value: string, field: string) =>
  analyticsBadRequest(`Unknown identifier (${value}) given in field parameters.${field}.`);

/** Whose data `ids` names: the account's channel (`channel==MINE` or its id) or content owner. */
async function reportOwner(workspace: VideoWorkspace, ids: string) {
  const [type = '', id = ''] = ids.split('==');
  if (type === 'channel') {
    if (id !== 'MINE' && id !== workspace.myChannelId) {
      throw forbidden(
        'global',
        `The request is not properly authorized to retrieve analytics of channel ${id}; use channel==MINE.`,
      );
    }
    return { contentOwner: false, ownerId: workspace.myChannelId };
  }
  const platform = await workspace.platform.get('platform');
  if (id !== platform?.contentOwnerId) {
    throw forbidden(
      'global',
      `The request is not properly authorized to retrieve analytics of content owner ${id}.`,
    );
  }
  return { contentOwner: true, ownerId: id };
}

/** `filters`: `dimension==value[,value…]` joined by `;` (every one must hold). */
function parseFilters(filters: string | undefined): Map<FilterName, Set<string>> {
  const parsed = new Map<FilterName, Set<string>>();
  for (const clause of (filters ?? '').split(';').filter(Boolean)) {
    const match = /^([A-Za-z]+)==(.+)$/.exec(clause.trim());
    if (match === null) {
      throw analyticsBadRequest(
        `Invalid filter expression "${clause}": filters take dimension==value, separated by semicolons (video==id;country==US).`,
      );
    }
    const [, name = '', values = ''] = match;
    if (!FILTERS.includes(name as FilterName)) throw unknownIdentifier(name, 'filters');
    parsed.set(name as FilterName, new Set(commaList(values)));
  }
  return parsed;
}

/** The ids of the videos an analytics group stands for. */
async function groupVideos(
  workspace: VideoWorkspace,
  groupIds: ReadonlySet<string>,
  ownerId: string,
) {
  const groups = await byId(workspace.groups);
  const items = await workspace.groupItems.all();
  const playlistItems = await workspace.playlistItems.all();
  const videos = await workspace.videos.all();
  const ids = new Set<string>();
  for (const groupId of groupIds) {
    if (groups.get(groupId)?.ownerId !== ownerId) throw unknownIdentifier(groupId, 'filters');
    for (const item of items.filter((entry) => entry.groupId === groupId)) {
      if (item.resourceKind === 'youtube#video') ids.add(item.resourceId);
      for (const video of videos) {
        if (item.resourceKind === 'youtube#channel' && video.channelId === item.resourceId) {
          ids.add(video.id);
        }
      }
      for (const entry of playlistItems) {
        if (item.resourceKind === 'youtube#playlist' && entry.playlistId === item.resourceId) {
          ids.add(entry.videoId);
        }
      }
    }
  }
  return ids;
}

/** `sort`: names of requested metrics or dimensions, `-` first for descending. */
function parseSort(sort: string | undefined, columns: readonly string[]) {
  return commaList(sort ?? '').map((entry) => {
    const descending = entry.startsWith('-');
    const name = descending ? entry.slice(1) : entry;
    const index = columns.indexOf(name);
    if (index === -1) {
      throw analyticsBadRequest(
        `The sort parameter names ${name}, which is neither a requested metric nor a dimension.`,
      );
    }
    return { index, descending };
  });
}

function compare(a: string | number | undefined, b: string | number | undefined): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

/**
 * The daily metrics a query covers: those of the owner's videos (deleted ones included, as the
 * service keeps their history), narrowed by the video, channel and group filters.
 */
async function metricsInScope(
  workspace: VideoWorkspace,
  owner: { contentOwner: boolean; ownerId: string },
  filters: Map<FilterName, Set<string>>,
): Promise<VideoMetrics[]> {
  const channels = await byId(workspace.channels);
  const covered = (channelId: string) => {
    const role = channels.get(channelId)?.role;
    return role === 'mine' || (owner.contentOwner && role === 'managed');
  };
  const group = filters.get('group');
  const grouped =
    group === undefined ? undefined : await groupVideos(workspace, group, owner.ownerId);
  const keep = (name: FilterName, value: string) => filters.get(name)?.has(value) ?? true;
  return (await workspace.metrics.all()).filter(
    (metrics) =>
      covered(metrics.channelId) &&
      keep('video', metrics.id) &&
      keep('channel', metrics.channelId) &&
      (grouped === undefined || grouped.has(metrics.id)),
  );
}

type Row = (string | number)[];

/** The query's metrics, dimensions, filters, sort and currency, each checked (400 otherwise). */
function parseQuery(params: QueryParams, contentOwner: boolean) {
  if (params.end_date < params.start_date) {
    throw analyticsBadRequest(
      `The end date (${params.end_date}) is before the start date (${params.start_date}).`,
    );
  }
  const metrics = commaList(params.metrics);
  for (const name of metrics) {
    if (METRICS[name] === undefined) throw unknownIdentifier(name, 'metrics');
  }
  const dimensions = commaList(params.dimensions ?? '');
  for (const name of dimensions) {
    if (DIMENSIONS[name] === undefined) throw unknownIdentifier(name, 'dimensions');
  }
  if (dimensions.includes('day') && dimensions.includes('month')) {
    throw analyticsBadRequest('The query is not supported: day and month cannot be combined.');
  }
  if (dimensions.includes('channel') && !contentOwner) {
    throw analyticsBadRequest(
      'The query is not supported: the channel dimension is for content owner reports (ids=contentOwner==…).',
    );
  }
  return {
    metrics,
    dimensions,
    filters: parseFilters(params.filters),
    sort: parseSort(params.sort, [...dimensions, ...metrics]),
    rate: dollarRate(params.currency),
  };
}

/** One row per distinct set of dimension values, its metrics from the sums of its cells. */
function rowsOf(
  cells: readonly Cell[],
  dimensions: readonly string[],
  metrics: readonly string[],
  rate: number,
): Row[] {
  const groups = new Map<string, { values: string[]; sums: Sums }>();
  for (const cell of cells) {
    const values = dimensions.map((name) => DIMENSIONS[name]?.(cell.key) ?? '');
    const key = values.join('\u0000');
    let group = groups.get(key);
    if (group === undefined) {
      group = { values, sums: emptySums() };
      groups.set(key, group);
    }
    addSums(group.sums, cell.sums);
  }
  return [...groups.values()].map(({ values, sums }) => [
    ...values,
    ...metrics.map((name) => METRICS[name]?.value(sums, rate) ?? 0),
  ]);
}

/** `rows` ordered by `sort`, then by every dimension ascending. */
function sortRows(rows: Row[], sort: ReturnType<typeof parseSort>, dimensionCount: number): Row[] {
  const order = [
    ...sort,
    ...Array.from({ length: dimensionCount }, (_, index) => ({ index, descending: false })),
  ];
  return rows.sort((a, b) => {
    for (const { index, descending } of order) {
      const difference = compare(a[index], b[index]);
      if (difference !== 0) return descending ? -difference : difference;
    }
    return 0;
  });
}

/**
 * video_analytics_query: a result table computed from the seeded daily metrics of the channel's
 * videos (`channel==MINE`) or of every channel of its content owner (`contentOwner==…`).
 * Dimensions: day, month, video, channel (content owners), country, deviceType. Filters on
 * video, channel, country, deviceType and group (`;` between filters, `,` between values).
 * Metrics: the daily ones (views, estimatedMinutesWatched, likes, dislikes, comments, shares,
 * subscribersGained, subscribersLost), averageViewDuration, averageViewPercentage and
 * estimatedRevenue (in `currency`). Rows come in dimension order unless `sort` says otherwise;
 * `start_index` (1-based) and `max_results` take a slice of them.
 */
export async function queryAnalytics(
  params: QueryParams,
  workspace: VideoWorkspace,
): Promise<ToolData> {
  const owner = await reportOwner(workspace, params.ids);
  const { metrics, dimensions, filters, sort, rate } = parseQuery(params, owner.contentOwner);
  const request = {
    from: params.start_date,
    to: params.end_date,
    byCountry: dimensions.includes('country') || filters.has('country'),
    byDevice: dimensions.includes('deviceType') || filters.has('deviceType'),
    countries: filters.get('country'),
    deviceTypes: filters.get('deviceType'),
  };
  const cells: Cell[] = [];
  for (const videoMetrics of await metricsInScope(workspace, owner, filters)) {
    cells.push(...videoCells(videoMetrics, request));
  }
  const rows = sortRows(rowsOf(cells, dimensions, metrics, rate), sort, dimensions.length);
  const start = (params.start_index ?? 1) - 1;
  const end = params.max_results === undefined ? undefined : start + params.max_results;
  const sliced = rows.slice(start, end);
  return {
    kind: 'youtubeAnalytics#resultTable',
    columnHeaders: [
      ...dimensions.map((name) => ({ name, columnType: 'DIMENSION', dataType: 'STRING' })),
      ...metrics.map((name) => ({
        name,
        columnType: 'METRIC',
        dataType: METRICS[name]?.dataType ?? 'INTEGER',
      })),
    ],
    // The service leaves `rows` out when nothing matched.
    ...(sliced.length > 0 && { rows: sliced }),
  };
}
