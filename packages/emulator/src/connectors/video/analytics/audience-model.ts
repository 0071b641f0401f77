import { createHash } from 'node:crypto';
import { weekday } from './calendar.ts';

/*
 * How the seed makes a video's daily metrics: views peak on release and decay to a long tail,
 * with a weekend lift and day-to-day noise; the other metrics follow from views at rates of the
 * video's own. A pseudo-random stream seeded by the video id makes them the same every time.
 */

/** The metrics every video has a daily value of (the analytics service's own names). */
export const DAILY_METRICS = [
  'views',
  'estimatedMinutesWatched',
  'likes',
  'dislikes',
  'comments',
  'shares',
  'subscribersGained',
  'subscribersLost',
] as const;
export type DailyMetric = (typeof DAILY_METRICS)[number];
export type DailySeries = Record<DailyMetric, number[]>;

/** What shapes a video's audience. */
export interface AudienceModel {
  /** Views on release day. */
  peakViews: number;
  /** Days for daily views to halve, down to the long tail. */
  halfLifeDays: number;
  /** Likes per view. */
  likeRate: number;
  /** The share of the video a view watches on average. */
  retention: number;
}

/** The long tail: the share of the peak a video keeps drawing for good. */
const TAIL = 0.06;

/** A deterministic stream of numbers in [0, 1) for `seed` (mulberry32). */
function randomStream(seed: string): () => number {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const WEEKDAY_LIFT = [1.15, 0.95, 0.93, 0.95, 0.97, 1.05, 1.18];

/**
 * The daily metrics of a video published on `days[0]`, one value per day of `days`
 * (consecutive days). Fractions round up or down at random, so small rates still add up.
 */
export function simulateAudience(
  videoId: string,
  durationSeconds: number,
  model: AudienceModel,
  days: readonly string[],
): DailySeries {
  const random = randomStream(`video/metrics/${videoId}`);
  const noisy = (value: number, spread: number) => value * (1 - spread + 2 * spread * random());
  const round = (value: number) => Math.floor(value + random());
  const series: DailySeries = {
    views: [],
    estimatedMinutesWatched: [],
    likes: [],
    dislikes: [],
    comments: [],
    shares: [],
    subscribersGained: [],
    subscribersLost: [],
  };
  days.forEach((day, age) => {
    const decay = TAIL + (1 - TAIL) * 0.5 ** (age / model.halfLifeDays);
    const views = round(noisy(model.peakViews * decay * (WEEKDAY_LIFT[weekday(day)] ?? 1), 0.2));
    const gained = noisy(views * 0.006, 0.3);
    series.views.push(views);
    series.estimatedMinutesWatched.push(
      round(noisy((views * durationSeconds * model.retention) / 60, 0.1)),
    );
    series.likes.push(round(noisy(views * model.likeRate, 0.2)));
    series.dislikes.push(round(noisy(views * model.likeRate * 0.04, 0.5)));
    series.comments.push(round(noisy(views * 0.0035, 0.4)));
    series.shares.push(round(noisy(views * 0.006, 0.4)));
    series.subscribersGained.push(round(gained));
    series.subscribersLost.push(round(noisy(gained * 0.22, 0.5)));
  });
  return series;
}
