import { DAILY_METRICS, type DailyMetric } from './audience-model.ts';

/*
 * The analytics metrics the emulator answers, each computed from sums over the cells of a row:
 * the daily metrics themselves, and averages and revenue derived from them.
 */

/** What a row adds up: the daily metrics, seconds of video offered, and revenue in dollars. */
export type Sums = Record<DailyMetric | 'offeredSeconds' | 'revenueUsd', number>;

export function emptySums(): Sums {
  return Object.fromEntries(
    [...DAILY_METRICS, 'offeredSeconds', 'revenueUsd'].map((name) => [name, 0]),
  ) as Sums;
}

export function addSums(into: Sums, from: Sums): void {
  for (const name of Object.keys(into) as (keyof Sums)[]) into[name] += from[name];
}

interface MetricDefinition {
  dataType: 'INTEGER' | 'FLOAT';
  /** The metric's value for a row; `rate` converts dollars into the query's currency. */
  value(sums: Sums, rate: number): number;
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

const sumOf = (name: DailyMetric): MetricDefinition => ({
  dataType: 'INTEGER',
  value: (sums) => sums[name],
});

/** Every metric a query may ask for, by its analytics name. */
export const METRICS: Readonly<Record<string, MetricDefinition>> = {
  ...Object.fromEntries(DAILY_METRICS.map((name) => [name, sumOf(name)])),
  averageViewDuration: {
    dataType: 'INTEGER',
    value: (sums) =>
      sums.views === 0 ? 0 : Math.round((sums.estimatedMinutesWatched * 60) / sums.views),
  },
  averageViewPercentage: {
    dataType: 'FLOAT',
    value: (sums) =>
      sums.offeredSeconds === 0
        ? 0
        : round((sums.estimatedMinutesWatched * 6000) / sums.offeredSeconds, 2),
  },
  estimatedRevenue: {
    dataType: 'FLOAT',
    value: (sums, rate) => round(sums.revenueUsd * rate, 3),
  },
};
