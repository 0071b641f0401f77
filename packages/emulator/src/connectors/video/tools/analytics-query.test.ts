import type { ToolParamsInput } from '@plugboard/schema';
import { describe, expect, it } from 'vitest';
import { exactly, videoError } from '../../../test/exact-answers.ts';
import { videoResultTableSchema } from '../../../test/result-parts.ts';
import { setupVideoHarness } from '../../../test/video-harness.ts';
import { addDays } from '../analytics/calendar.ts';
import { VIDEO_SEED } from '../seed/build-ids.ts';
import { METRICS_DAYS } from '../seed/seed.ts';

const t = setupVideoHarness();
const v = VIDEO_SEED.videos;
type Query = Partial<ToolParamsInput<'video_analytics_query'>>;

/** An account and a query runner over its whole metrics window unless told otherwise. */
async function analytics() {
  const account = await t.account();
  const today = await t.seedDay(account);
  const query = async (params: Query) =>
    exactly.video(
      videoResultTableSchema,
      await t.run(account, 'video_analytics_query', {
        ids: 'channel==MINE',
        metrics: 'views',
        start_date: addDays(today, -METRICS_DAYS),
        end_date: addDays(today, -1),
        ...params,
      }),
    );
  const fail = async (params: Query, status: number) =>
    videoError(
      await t.fail(
        account,
        'video_analytics_query',
        {
          ids: 'channel==MINE',
          metrics: 'views',
          start_date: addDays(today, -30),
          end_date: addDays(today, -1),
          ...params,
        },
        status,
      ),
    );
  return { account, today, query, fail };
}

const total = (rows: readonly (string | number)[][] | undefined, column: number) =>
  (rows ?? []).reduce((sum, row) => sum + Number(row[column]), 0);

describe('video_analytics_query', () => {
  it('answers a result table: dimensions as strings, metrics typed, one row per day in order', async () => {
    const { today, query } = await analytics();
    const table = await query({
      metrics: 'views,estimatedMinutesWatched,averageViewDuration,averageViewPercentage',
      dimensions: 'day',
      start_date: addDays(today, -7),
      end_date: addDays(today, -1),
    });
    expect(table.columnHeaders).toEqual([
      { name: 'day', columnType: 'DIMENSION', dataType: 'STRING' },
      { name: 'views', columnType: 'METRIC', dataType: 'INTEGER' },
      { name: 'estimatedMinutesWatched', columnType: 'METRIC', dataType: 'INTEGER' },
      { name: 'averageViewDuration', columnType: 'METRIC', dataType: 'INTEGER' },
      { name: 'averageViewPercentage', columnType: 'METRIC', dataType: 'FLOAT' },
    ]);
    expect(table.rows?.map((row) => row[0])).toEqual(
      Array.from({ length: 7 }, (_, index) => addDays(today, index - 7)),
    );
    for (const [, views, minutes, average] of table.rows ?? []) {
      expect(average).toBe(Math.round((Number(minutes) * 60) / Number(views)));
    }
    const totals = await query({
      metrics: 'views,estimatedMinutesWatched',
      start_date: addDays(today, -7),
      end_date: addDays(today, -1),
    });
    expect(totals.rows).toEqual([[total(table.rows, 1), total(table.rows, 2)]]);
  });

  it('splits by country and device type into whole numbers that add back up exactly', async () => {
    const { query } = await analytics();
    const [[views = 0] = []] = (await query({})).rows ?? [];
    const byCountry = await query({ dimensions: 'country', sort: '-views' });
    expect(total(byCountry.rows, 1)).toBe(views);
    expect(byCountry.rows?.[0]?.[0]).toBe('US');
    const byDevice = await query({ dimensions: 'deviceType' });
    expect(total(byDevice.rows, 1)).toBe(views);
    expect(byDevice.rows?.map((row) => row[0])).toEqual(['DESKTOP', 'MOBILE', 'TABLET', 'TV']);
  });

  it('filters by video and country together, and by analytics group', async () => {
    const { query } = await analytics();
    const table = await query({ dimensions: 'video,country' });
    const row = table.rows?.find(([video, country]) => video === v.joinery && country === 'GB');
    const filtered = await query({ filters: `video==${v.joinery};country==GB` });
    expect(filtered.rows).toEqual([[row?.[2]]]);
    const grouped = await query({ filters: `group==${VIDEO_SEED.groups.joineryDeepDives}` });
    const listed = await query({ filters: `video==${v.joinery},${v.sharpening}` });
    expect(grouped.rows).toEqual(listed.rows);
  });

  it('sorts with -, and slices rows with start_index (1-based) and max_results', async () => {
    const { query } = await analytics();
    const top = await query({ dimensions: 'video', metrics: 'views,likes', sort: '-views' });
    const views = (top.rows ?? []).map((row) => Number(row[1]));
    expect(views).toEqual([...views].sort((a, b) => b - a));
    // The channel's eight videos; Workbench Shorts' are its content owner's, not the channel's.
    expect(top.rows).toHaveLength(8);
    const slice = await query({
      dimensions: 'video',
      metrics: 'views,likes',
      sort: '-views',
      start_index: 2,
      max_results: 3,
    });
    expect(slice.rows).toEqual(top.rows?.slice(1, 4));
    const byLikes = await query({ dimensions: 'video', metrics: 'views,likes', sort: 'likes' });
    const likes = (byLikes.rows ?? []).map((row) => Number(row[2]));
    expect(likes).toEqual([...likes].sort((a, b) => a - b));
  });

  it('covers every channel of the content owner, by month, with revenue in the currency asked', async () => {
    const { query } = await analytics();
    const owner = `contentOwner==${VIDEO_SEED.contentOwner}`;
    const channels = await query({ ids: owner, dimensions: 'channel' });
    expect(channels.rows?.map((row) => row[0]).sort()).toEqual(
      [VIDEO_SEED.channels.mine, VIDEO_SEED.channels.shorts].sort(),
    );
    const usd = await query({ ids: owner, metrics: 'estimatedRevenue', dimensions: 'month' });
    const eur = await query({
      ids: owner,
      metrics: 'estimatedRevenue',
      dimensions: 'month',
      currency: 'EUR',
    });
    expect(usd.columnHeaders[1]).toEqual({
      name: 'estimatedRevenue',
      columnType: 'METRIC',
      dataType: 'FLOAT',
    });
    expect(usd.rows?.every((row) => /^\d{4}-\d{2}$/.test(String(row[0])))).toBe(true);
    usd.rows?.forEach((row, index) => {
      expect(Number(eur.rows?.[index]?.[1])).toBeCloseTo(Number(row[1]) * 0.92, 1);
    });
  });

  it('keeps a deleted video’s history, as the service does', async () => {
    const { account, query } = await analytics();
    const before = await query({ filters: `video==${v.riverTable}` });
    await t.run(account, 'video_videos_delete', { video_id: v.riverTable });
    expect(await query({ filters: `video==${v.riverTable}` })).toEqual(before);
    expect(before.rows?.[0]?.[0]).toBeGreaterThan(0);
  });

  it('leaves rows out when nothing matched', async () => {
    const { today, query } = await analytics();
    const before = await query({
      dimensions: 'day',
      start_date: addDays(today, -400),
      end_date: addDays(today, -300),
    });
    expect(before).not.toHaveProperty('rows');
  });

  it('refuses unknown identifiers (400), other channels and content owners (403), bad ranges', async () => {
    const { today, fail } = await analytics();
    expect(await fail({ metrics: 'views,happiness' }, 400)).toMatchObject({
      reason: 'badRequest',
      message: 'Unknown identifier (happiness) given in field parameters.metrics.',
    });
    expect((await fail({ dimensions: 'weather' }, 400)).message).toContain('parameters.dimensions');
    expect((await fail({ filters: 'mood==happy' }, 400)).message).toContain('parameters.filters');
    expect((await fail({ filters: 'video' }, 400)).message).toContain('Invalid filter expression');
    expect((await fail({ sort: '-likes' }, 400)).message).toContain('sort');
    expect((await fail({ dimensions: 'day,month' }, 400)).message).toContain('day and month');
    expect((await fail({ dimensions: 'channel' }, 400)).message).toContain('content owner');
    expect((await fail({ currency: 'XYZ' }, 400)).message).toContain('parameters.currency');
    expect(
      (await fail({ start_date: addDays(today, -1), end_date: addDays(today, -2) }, 400)).message,
    ).toContain('before the start date');
    expect(await fail({ ids: `channel==${VIDEO_SEED.channels.timber}` }, 403)).toMatchObject({
      reason: 'forbidden',
    });
    expect(await fail({ ids: 'contentOwner==someoneElse' }, 403)).toMatchObject({
      reason: 'forbidden',
    });
  });
});
