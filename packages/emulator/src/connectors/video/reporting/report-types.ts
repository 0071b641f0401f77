import type { Cell } from '../analytics/analytics-cells.ts';
import { METRICS } from '../analytics/analytics-metrics.ts';

/*
 * The bulk reports the reporting tools schedule: each a daily CSV file whose rows split every
 * video's day by country or by device type. Columns are the service's own names (a subset of
 * each real report's columns); dates are `YYYYMMDD`, as the service writes them.
 */

interface Column {
  name: string;
  value(cell: Cell): string;
}

export interface ReportType {
  id: string;
  name: string;
  /** Whose report it is: a channel's, or a content owner's (on_behalf_of_content_owner). */
  owner: 'channel' | 'contentOwner';
  /** Scheduled by the platform itself; listed only with include_system_managed. */
  systemManaged: boolean;
  split: 'country' | 'device';
  columns: readonly Column[];
}

const column = (name: string, value: Column['value']): Column => ({ name, value });
const metric = (name: string, metricName: string) =>
  column(name, (cell) => String(METRICS[metricName]?.value(cell.sums, 1) ?? 0));

const KEY_COLUMNS = [
  column('date', (cell) => cell.key.day.replaceAll('-', '')),
  column('channel_id', (cell) => cell.key.channel),
  column('video_id', (cell) => cell.key.video),
];
const BY_COUNTRY = column('country_code', (cell) => cell.key.country ?? '');
const BY_DEVICE = column('device_type', (cell) => cell.key.deviceType ?? '');

const ACTIVITY = [
  ...KEY_COLUMNS,
  BY_COUNTRY,
  metric('views', 'views'),
  metric('comments', 'comments'),
  metric('likes', 'likes'),
  metric('dislikes', 'dislikes'),
  metric('shares', 'shares'),
  metric('watch_time_minutes', 'estimatedMinutesWatched'),
  metric('average_view_duration_seconds', 'averageViewDuration'),
  metric('subscribers_gained', 'subscribersGained'),
  metric('subscribers_lost', 'subscribersLost'),
];
const DEVICES = [
  ...KEY_COLUMNS,
  BY_DEVICE,
  metric('views', 'views'),
  metric('watch_time_minutes', 'estimatedMinutesWatched'),
  metric('average_view_duration_seconds', 'averageViewDuration'),
];
const REVENUE = [
  ...KEY_COLUMNS,
  BY_COUNTRY,
  metric('views', 'views'),
  column('estimated_partner_revenue', (cell) => cell.sums.revenueUsd.toFixed(6)),
];

export const REPORT_TYPES: readonly ReportType[] = [
  {
    id: 'channel_basic_a2',
    name: 'User activity',
    owner: 'channel',
    systemManaged: false,
    split: 'country',
    columns: ACTIVITY,
  },
  {
    id: 'channel_device_os_a2',
    name: 'Device type and operating system',
    owner: 'channel',
    systemManaged: false,
    split: 'device',
    columns: DEVICES,
  },
  {
    id: 'content_owner_basic_a3',
    name: 'User activity',
    owner: 'contentOwner',
    systemManaged: false,
    split: 'country',
    columns: ACTIVITY,
  },
  {
    id: 'content_owner_device_os_a2',
    name: 'Device type and operating system',
    owner: 'contentOwner',
    systemManaged: false,
    split: 'device',
    columns: DEVICES,
  },
  {
    id: 'content_owner_estimated_revenue_a1',
    name: 'Estimated revenue',
    owner: 'contentOwner',
    systemManaged: true,
    split: 'country',
    columns: REVENUE,
  },
];

export function findReportType(id: string): ReportType | undefined {
  return REPORT_TYPES.find((type) => type.id === id);
}
