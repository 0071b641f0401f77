import { describe, expect, it } from 'vitest';
import { exactly, videoError } from '../../../test/exact-answers.ts';
import {
  reportJobListSchema,
  reportJobSchema,
  reportListSchema,
  reportTypeListSchema,
  videoEmptySchema,
  videoResultTableSchema,
} from '../../../test/result-parts.ts';
import { setupVideoHarness } from '../../../test/video-harness.ts';
import { addDays } from '../analytics/calendar.ts';
import { VIDEO_SEED } from '../seed/build-ids.ts';

const t = setupVideoHarness();
const types = reportTypeListSchema;
const jobs = reportJobListSchema;
const reports = reportListSchema;
const obo = { on_behalf_of_content_owner: VIDEO_SEED.contentOwner };
const dailyActivity = VIDEO_SEED.jobs.dailyActivity;

async function reportList(account: string, params: Record<string, unknown>) {
  const answer = await t.run(account, 'video_reporting_list_reports', {
    job_id: dailyActivity,
    ...params,
  });
  return exactly.video(reports, answer).reports ?? [];
}

describe('video_reporting_list_report_types', () => {
  it('lists the channel’s report types, or its content owner’s with the system-managed on request', async () => {
    const account = await t.account();
    const ids = async (params: Record<string, unknown>) =>
      (
        exactly.video(types, await t.run(account, 'video_reporting_list_report_types', params))
          .reportTypes ?? []
      ).map((type) => type.id);
    expect(await ids({})).toEqual(['channel_basic_a2', 'channel_device_os_a2']);
    expect(await ids(obo)).toEqual(['content_owner_basic_a3', 'content_owner_device_os_a2']);
    const all = exactly.video(
      types,
      await t.run(account, 'video_reporting_list_report_types', {
        ...obo,
        include_system_managed: true,
      }),
    );
    expect(all.reportTypes?.at(-1)).toEqual({
      id: 'content_owner_estimated_revenue_a1',
      name: 'Estimated revenue',
      systemManaged: true,
    });
    const paged = exactly.video(
      types,
      await t.run(account, 'video_reporting_list_report_types', { page_size: 1 }),
    );
    expect(paged.reportTypes).toHaveLength(1);
    const rest = exactly.video(
      types,
      await t.run(account, 'video_reporting_list_report_types', {
        page_size: 1,
        page_token: paged.nextPageToken,
      }),
    );
    expect(rest).toEqual({
      reportTypes: [{ id: 'channel_device_os_a2', name: 'Device type and operating system' }],
    });
  });
});

describe('video_reporting_create_job, video_reporting_list_jobs, video_reporting_jobs_delete', () => {
  it('creates a job that is listed, one per report type, and deletes it', async () => {
    const account = await t.account();
    const created = exactly.video(
      reportJobSchema,
      await t.run(account, 'video_reporting_create_job', {
        name: 'Devices',
        report_type_id: 'channel_device_os_a2',
      }),
    );
    expect(created).toMatchObject({ reportTypeId: 'channel_device_os_a2', name: 'Devices' });
    const listed = exactly.video(jobs, await t.run(account, 'video_reporting_list_jobs', {})).jobs;
    expect(listed?.map((job) => job.id)).toEqual([dailyActivity, created.id]);
    const duplicate = await t.fail(
      account,
      'video_reporting_create_job',
      { name: 'Again', report_type_id: 'channel_device_os_a2' },
      409,
    );
    expect(videoError(duplicate).reason).toBe('alreadyExists');
    expect(
      exactly.video(
        videoEmptySchema,
        await t.run(account, 'video_reporting_jobs_delete', { job_id: created.id }),
      ),
    ).toEqual({});
    const after = exactly.video(jobs, await t.run(account, 'video_reporting_list_jobs', {})).jobs;
    expect(after?.map((job) => job.id)).toEqual([dailyActivity]);
    const reportsOfDeleted = await t.fail(
      account,
      'video_reporting_list_reports',
      { job_id: created.id },
      404,
    );
    expect(videoError(reportsOfDeleted).reason).toBe('notFound');
  });

  it('keeps the content owner’s jobs apart, system-managed ones listed on request and never deleted', async () => {
    const account = await t.account();
    const names = async (params: Record<string, unknown>) =>
      (
        exactly.video(jobs, await t.run(account, 'video_reporting_list_jobs', params)).jobs ?? []
      ).map((job) => job.name);
    expect(await names(obo)).toEqual(['Network devices']);
    expect(await names({ ...obo, include_system_managed: true })).toEqual([
      'System-Managed Job',
      'Network devices',
    ]);
    const system = await t.fail(
      account,
      'video_reporting_jobs_delete',
      { job_id: VIDEO_SEED.jobs.revenue, ...obo },
      400,
    );
    expect(videoError(system).reason).toBe('invalidArgument');
    // Without on_behalf_of_content_owner the channel does not see its content owner's jobs.
    await t.fail(
      account,
      'video_reporting_jobs_delete',
      { job_id: VIDEO_SEED.jobs.networkDevices },
      404,
    );
  });

  it('refuses a report type the caller does not have, or one the platform schedules itself', async () => {
    const account = await t.account();
    const create = async (report_type_id: string, extra: Record<string, unknown> = {}) =>
      videoError(
        await t.fail(
          account,
          'video_reporting_create_job',
          { name: 'x', report_type_id, ...extra },
          400,
        ),
      ).message;
    expect(await create('channel_magic_a1')).toContain('Unknown report type');
    expect(await create('content_owner_basic_a3')).toContain('Unknown report type');
    expect(await create('content_owner_estimated_revenue_a1', obo)).toContain('system-managed');
  });
});

describe('video_reporting_list_reports', () => {
  it('lists a day’s report for each day since the backfill, newest first, two days behind', async () => {
    const account = await t.account();
    const today = await t.seedDay(account);
    const all = await reportList(account, {});
    // The job is 60 days old and backfilled 30 days: days -90 … -2.
    expect(all).toHaveLength(89);
    expect(all[0]).toMatchObject({
      jobId: dailyActivity,
      startTime: `${addDays(today, -2)}T00:00:00Z`,
      endTime: `${addDays(today, -1)}T00:00:00Z`,
      createTime: `${today}T00:00:00Z`,
    });
    expect(all.at(-1)?.startTime).toBe(`${addDays(today, -90)}T00:00:00Z`);
    const window = await reportList(account, {
      start_time_at_or_after: `${addDays(today, -10)}T00:00:00Z`,
      start_time_before: `${addDays(today, -7)}T00:00:00Z`,
    });
    expect(window.map((report) => report.startTime.slice(0, 10))).toEqual([
      addDays(today, -8),
      addDays(today, -9),
      addDays(today, -10),
    ]);
    const created = await reportList(account, { created_after: `${addDays(today, -2)}T00:00:00Z` });
    expect(created.map((report) => report.startTime.slice(0, 10))).toEqual([
      addDays(today, -2),
      addDays(today, -3),
    ]);
    const page = exactly.video(
      reports,
      await t.run(account, 'video_reporting_list_reports', { job_id: dailyActivity, page_size: 5 }),
    );
    expect(page.reports).toEqual(
      all.slice(0, 5).map((report) => ({ ...report, downloadUrl: expect.any(String) })),
    );
    expect(page.nextPageToken).toBeDefined();
  });

  it('gives a new job the reports of the last 30 days at once', async () => {
    const account = await t.account();
    const job = exactly.video(
      reportJobSchema,
      await t.run(account, 'video_reporting_create_job', {
        name: 'Devices',
        report_type_id: 'channel_device_os_a2',
      }),
    );
    const backfill = await reportList(account, { job_id: job.id });
    expect(backfill).toHaveLength(29);
    expect(backfill.every((report) => report.createTime === job.createTime)).toBe(true);
  });
});

describe('report downloads', () => {
  it('serves a report as CSV computed from the same metrics as the analytics', async () => {
    const account = await t.account();
    const today = await t.seedDay(account);
    const [report] = await reportList(account, {
      start_time_at_or_after: `${addDays(today, -5)}T00:00:00Z`,
      start_time_before: `${addDays(today, -4)}T00:00:00Z`,
    });
    const response = await t.download(report?.downloadUrl ?? '');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain('channel_basic_a2_');
    const [header = '', ...lines] = (await response.text()).trimEnd().split('\r\n');
    const columns = header.split(',');
    expect(columns.slice(0, 5)).toEqual([
      'date',
      'channel_id',
      'video_id',
      'country_code',
      'views',
    ]);
    const cells = lines.map((line) => line.split(','));
    const day = addDays(today, -5);
    expect(new Set(cells.map((cell) => cell[0]))).toEqual(new Set([day.replaceAll('-', '')]));
    const views = cells.reduce((sum, cell) => sum + Number(cell[4]), 0);
    const analytics = exactly.video(
      videoResultTableSchema,
      await t.run(account, 'video_analytics_query', {
        ids: 'channel==MINE',
        metrics: 'views',
        start_date: day,
        end_date: day,
      }),
    );
    expect(analytics.rows).toEqual([[views]]);
  });

  it('refuses a forged URL (401), a report of a deleted job (404), and an expired URL (401)', async () => {
    const account = await t.account();
    const [report] = await reportList(account, { page_size: 1 });
    const url = report?.downloadUrl ?? '';
    const forged = await t.download(`${url.slice(0, -3)}abc`);
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({
      error: { code: 401, errors: [{ reason: 'authError' }] },
    });

    const other = await t.account();
    const job = exactly.video(
      reportJobSchema,
      await t.run(other, 'video_reporting_create_job', {
        name: 'x',
        report_type_id: 'channel_device_os_a2',
      }),
    );
    const [own] = await reportList(other, { job_id: job.id, page_size: 1 });
    await t.run(other, 'video_reporting_jobs_delete', { job_id: job.id });
    const gone = await t.download(own?.downloadUrl ?? '');
    expect(gone.status).toBe(404);
    expect(await gone.json()).toMatchObject({ error: { code: 404 } });

    // Last, as it moves the emulator clock for this file: the URL lasts an hour.
    await t.harness.emulator.control.advanceClock(3601);
    const expired = await t.download(url);
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({
      error: { message: expect.stringContaining('expired') },
    });
  });
});
