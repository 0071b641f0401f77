import type { ToolParams } from '@plugboard/schema';
import type { ToolData } from '../../simulator.ts';
import { addDays, atHour, dayOf, daysBetween, eachDay } from '../analytics/calendar.ts';
import { reportId } from '../api/ids.ts';
import { type Job, type Platform, type VideoWorkspace, videoTime } from '../store.ts';
import { ownJob, reportingList } from './reporting.ts';

/** How many days before a job's creation its first reports cover (the service backfills). */
const BACKFILL_DAYS = 30;
/** A day's report is made once the day's data is complete: two days after it starts. */
const REPORT_DELAY_DAYS = 2;

/** A report of a job: one day's file. */
export interface Report {
  day: string;
  createTime: Date;
}

/**
 * The reports `job` has at `now`: one per day from the backfill on, each made two days after its
 * day (backfilled ones at the job's creation), for the days the platform has metrics for.
 */
export function reportsOf(job: Job, platform: Platform, now: Date): Report[] {
  const created = new Date(job.createTime);
  const backfill = addDays(dayOf(created), -BACKFILL_DAYS);
  const from = daysBetween(platform.metricsFrom, backfill) > 0 ? backfill : platform.metricsFrom;
  return eachDay(from, platform.metricsTo)
    .map((day) => {
      const ready = atHour(addDays(day, REPORT_DELAY_DAYS), 0);
      return { day, createTime: ready > created ? ready : created };
    })
    .filter((report) => report.createTime <= now);
}

/**
 * video_reporting_list_reports: the reports of one of the caller's jobs, newest day first, each
 * with a `downloadUrl` to its CSV file (signed, valid an hour). `created_after`,
 * `start_time_at_or_after` and `start_time_before` narrow them.
 */
export async function listReports(
  params: ToolParams<'video_reporting_list_reports'>,
  workspace: VideoWorkspace,
): Promise<ToolData> {
  const job = await ownJob(workspace, params.job_id, params.on_behalf_of_content_owner);
  const platform = await workspace.platform.get('platform');
  if (platform === undefined) throw new Error('The video workspace has no platform document.');
  const time = (value: string | undefined, fallback: number) =>
    value === undefined ? fallback : Date.parse(value);
  const createdAfter = time(params.created_after, -Infinity);
  const from = time(params.start_time_at_or_after, -Infinity);
  const before = time(params.start_time_before, Infinity);
  const reports = reportsOf(job, platform, workspace.now)
    .filter((report) => {
      const start = Date.parse(`${report.day}T00:00:00Z`);
      return report.createTime.getTime() > createdAfter && start >= from && start < before;
    })
    .reverse()
    .map((report) => ({
      id: reportId(job.id, report.day),
      jobId: job.id,
      startTime: `${report.day}T00:00:00Z`,
      endTime: `${addDays(report.day, 1)}T00:00:00Z`,
      createTime: videoTime(report.createTime),
      downloadUrl: workspace.links.reportDownload(
        workspace.account.id,
        job.id,
        report.day,
        workspace.now,
      ),
    }));
  return reportingList('reports', reports, params);
}
