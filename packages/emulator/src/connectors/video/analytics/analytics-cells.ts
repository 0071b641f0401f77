import type { VideoMetrics } from '../store.ts';
import { emptySums, type Sums } from './analytics-metrics.ts';
import { apportion } from './apportion.ts';
import { DAILY_METRICS } from './audience-model.ts';
import { addDays, daysBetween } from './calendar.ts';

/*
 * The smallest pieces an analytics answer is added up from: one video's metrics on one day,
 * split by country and device type when the query looks at them. Splits are whole numbers that
 * add back up exactly (apportion.ts).
 */

/** What a cell is about: the values a dimension or filter reads. */
export interface CellKey {
  day: string;
  video: string;
  channel: string;
  country?: string;
  deviceType?: string;
}

export interface Cell {
  key: CellKey;
  sums: Sums;
}

/** Which splits a query needs, and which values of each it keeps (undefined: all). */
export interface CellRequest {
  from: string;
  to: string;
  byCountry: boolean;
  byDevice: boolean;
  countries?: ReadonlySet<string>;
  deviceTypes?: ReadonlySet<string>;
}

/** A video's sums for one day, split by `weights` (the split keeps each metric whole). */
function split(sums: Sums, weights: Record<string, number>, metrics: VideoMetrics) {
  const parts = DAILY_METRICS.map((name) => apportion(sums[name], weights));
  return Object.keys(weights).map((key) => {
    const part = emptySums();
    DAILY_METRICS.forEach((name, index) => {
      part[name] = parts[index]?.[key] ?? 0;
    });
    part.offeredSeconds = part.views * metrics.durationSeconds;
    part.revenueUsd = (part.views * metrics.rpmUsd) / 1000;
    return { key, sums: part };
  });
}

/** The cells of one video between `request.from` and `request.to` (days with metrics only). */
export function videoCells(metrics: VideoMetrics, request: CellRequest): Cell[] {
  const cells: Cell[] = [];
  const start = Math.max(0, daysBetween(metrics.firstDay, request.from));
  const end = Math.min(metrics.views.length - 1, daysBetween(metrics.firstDay, request.to));
  for (let index = start; index <= end; index += 1) {
    const day = addDays(metrics.firstDay, index);
    const sums = emptySums();
    for (const name of DAILY_METRICS) sums[name] = metrics[name][index] ?? 0;
    sums.offeredSeconds = sums.views * metrics.durationSeconds;
    sums.revenueUsd = (sums.views * metrics.rpmUsd) / 1000;
    const base: CellKey = { day, video: metrics.id, channel: metrics.channelId };
    const byCountry = request.byCountry
      ? split(sums, metrics.countries, metrics).map((part) => ({
          key: { ...base, country: part.key },
          sums: part.sums,
        }))
      : [{ key: base, sums }];
    for (const cell of byCountry) {
      if (cell.key.country !== undefined && request.countries?.has(cell.key.country) === false) {
        continue;
      }
      if (!request.byDevice) {
        cells.push(cell);
        continue;
      }
      for (const part of split(cell.sums, metrics.devices, metrics)) {
        if (request.deviceTypes?.has(part.key) === false) continue;
        cells.push({ key: { ...cell.key, deviceType: part.key }, sums: part.sums });
      }
    }
  }
  return cells;
}
