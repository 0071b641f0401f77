import type { ToolParams } from '@plugboard/schema';
import type { ToolData } from '../../simulator.ts';
import { actingOwner } from '../access/content-owner.ts';
import { jobId } from '../api/ids.ts';
import { pageOf } from '../api/pagination.ts';
import { alreadyExists, badRequest, notFound } from '../errors.ts';
import { findReportType, REPORT_TYPES, type ReportType } from '../reporting/report-types.ts';
import { type Job, type VideoWorkspace, videoTime } from '../store.ts';

/** The reporting service's page size when `page_size` is left out. */
const REPORTING_PAGE_SIZE = 100;

/**
 * A reporting list body: `{<name>: […], nextPageToken}`. The service leaves out an empty list
 * (an answer with nothing is `{}`) and a `false` systemManaged, as its JSON omits defaults.
 */
export function reportingList(
  name: string,
  items: readonly unknown[],
  request: { page_size?: number | undefined; page_token?: string | undefined },
): ToolData {
  const page = pageOf(items, {
    maxResults: request.page_size ?? REPORTING_PAGE_SIZE,
    pageToken: request.page_token,
  });
  return {
    ...(page.items.length > 0 && { [name]: page.items }),
    ...(page.nextPageToken !== undefined && { nextPageToken: page.nextPageToken }),
  };
}

function renderType(type: ReportType): Record<string, unknown> {
  return { id: type.id, name: type.name, ...(type.systemManaged && { systemManaged: true }) };
}

function renderJob(job: Job): Record<string, unknown> {
  return {
    id: job.id,
    reportTypeId: job.reportTypeId,
    name: job.name,
    createTime: job.createTime,
    ...(job.systemManaged && { systemManaged: true }),
  };
}

/**
 * video_reporting_list_report_types: the channel's report types, or its content owner's with
 * on_behalf_of_content_owner; system-managed ones only with include_system_managed.
 */
export async function listReportTypes(
  params: ToolParams<'video_reporting_list_report_types'>,
  workspace: VideoWorkspace,
): Promise<ToolData> {
  const { contentOwner } = await actingOwner(workspace, params.on_behalf_of_content_owner);
  const types = REPORT_TYPES.filter(
    (type) =>
      (type.owner === 'contentOwner') === contentOwner &&
      (!type.systemManaged || params.include_system_managed === true),
  );
  return reportingList('reportTypes', types.map(renderType), params);
}

/**
 * video_reporting_create_job: schedules daily reports of a report type the caller has (one job
 * per type: a second is 409). Reports for the 30 days before the job come with it (see
 * reports.ts).
 */
export async function createJob(
  params: ToolParams<'video_reporting_create_job'>,
  workspace: VideoWorkspace,
): Promise<ToolData> {
  const { ownerId, contentOwner } = await actingOwner(workspace, params.on_behalf_of_content_owner);
  const type = findReportType(params.report_type_id);
  if (type === undefined || (type.owner === 'contentOwner') !== contentOwner) {
    throw badRequest(
      'global',
      'invalidArgument',
      `Unknown report type ${params.report_type_id} for this ${contentOwner ? 'content owner' : 'channel'}; list them with video_reporting_list_report_types.`,
      { location: 'reportTypeId' },
    );
  }
  if (type.systemManaged) {
    throw badRequest(
      'global',
      'invalidArgument',
      `${type.id} is system-managed: the platform schedules its reports itself.`,
      { location: 'reportTypeId' },
    );
  }
  const existing = (await workspace.jobs.all()).find(
    (job) => job.ownerId === ownerId && job.reportTypeId === type.id,
  );
  if (existing !== undefined) {
    throw alreadyExists(`Job ${existing.id} already generates ${type.id} reports.`);
  }
  const job: Job = {
    id: jobId(),
    ownerId,
    reportTypeId: type.id,
    name: params.name,
    createTime: videoTime(workspace.now),
    systemManaged: false,
  };
  await workspace.jobs.insert(job);
  return renderJob(job);
}

/** The caller's job `id`, or 404. */
export async function ownJob(
  workspace: VideoWorkspace,
  id: string,
  onBehalfOf: string | undefined,
): Promise<Job> {
  const { ownerId } = await actingOwner(workspace, onBehalfOf);
  const job = await workspace.jobs.get(id);
  if (job === undefined || job.ownerId !== ownerId) {
    throw notFound(
      'global',
      'notFound',
      `Requested entity was not found: no reporting job ${id} belongs to the caller.`,
      { location: 'jobId' },
    );
  }
  return job;
}

/**
 * video_reporting_list_jobs: the caller's jobs, oldest first; system-managed ones only with
 * include_system_managed.
 */
export async function listJobs(
  params: ToolParams<'video_reporting_list_jobs'>,
  workspace: VideoWorkspace,
): Promise<ToolData> {
  const { ownerId } = await actingOwner(workspace, params.on_behalf_of_content_owner);
  const jobs = (await workspace.jobs.all()).filter(
    (job) =>
      job.ownerId === ownerId && (!job.systemManaged || params.include_system_managed === true),
  );
  return reportingList('jobs', jobs.map(renderJob), params);
}

/**
 * video_reporting_jobs_delete: deletes one of the caller's jobs, which stops its reports. The
 * platform's own (system-managed) jobs cannot be deleted. The service answers `{}`.
 */
export async function deleteJob(
  params: ToolParams<'video_reporting_jobs_delete'>,
  workspace: VideoWorkspace,
): Promise<ToolData> {
  const job = await ownJob(workspace, params.job_id, params.on_behalf_of_content_owner);
  if (job.systemManaged) {
    throw badRequest(
      'global',
      'invalidArgument',
      `Job ${job.id} is system-managed; the platform runs it and it cannot be deleted.`,
      { location: 'jobId' },
    );
  }
  await workspace.jobs.delete(job.id);
  return {};
}
