import { byId } from '../access/access.ts';
import { videoCells } from '../analytics/analytics-cells.ts';
import type { VideoCollections } from '../store.ts';
import type { ReportType } from './report-types.ts';

/** A CSV field, quoted when it has to be (RFC 4180). */
function field(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * The CSV of a report of `type` for `day`: a header, then one row per video and country (or
 * device type) with views that day, from the daily metrics of the videos of the channel (and,
 * for a content owner's report, of the channels it manages).
 */
export async function reportCsv(
  collections: VideoCollections,
  type: ReportType,
  day: string,
): Promise<string> {
  const channels = await byId(collections.channels);
  const covered = (channelId: string) => {
    const role = channels.get(channelId)?.role;
    return role === 'mine' || (type.owner === 'contentOwner' && role === 'managed');
  };
  const lines = [type.columns.map((column) => column.name).join(',')];
  const videos = (await collections.metrics.all())
    .filter((metrics) => covered(metrics.channelId))
    .sort((a, b) => a.id.localeCompare(b.id));
  for (const metrics of videos) {
    const cells = videoCells(metrics, {
      from: day,
      to: day,
      byCountry: type.split === 'country',
      byDevice: type.split === 'device',
    });
    for (const cell of cells) {
      if (cell.sums.views === 0) continue;
      lines.push(type.columns.map((column) => field(column.value(cell))).join(','));
    }
  }
  return `${lines.join('\r\n')}\r\n`;
}
