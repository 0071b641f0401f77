import type { VideoMetrics } from '../store.ts';

/** How many recent days the popular chart ranks by. */
const CHART_DAYS = 7;

/** A region's share of a video's views, from its audience weights (0 when none watch there). */
function regionShare(metrics: VideoMetrics, region: string): number {
  const total = Object.values(metrics.countries).reduce((sum, weight) => sum + weight, 0);
  return (metrics.countries[region] ?? 0) / total;
}

/** The video's views in `region` over the last days of its metrics: what the chart ranks by. */
export function recentViews(metrics: VideoMetrics, region: string): number {
  const recent = metrics.views.slice(-CHART_DAYS).reduce((sum, views) => sum + views, 0);
  return recent * regionShare(metrics, region);
}
