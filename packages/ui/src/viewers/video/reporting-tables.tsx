'use client';

import type { ReactNode } from 'react';
import { DataTable } from '../common/data-table.tsx';
import { formatDate, formatDateTime } from '../common/format.ts';
import type { Report, ReportJob, ReportType } from '../common/result-parts.ts';
import { safeHref } from '../common/safe-href.ts';
import { useViewerStrings } from '../common/viewer-strings.ts';
import { VIDEO_VIEWER_STRINGS } from './video-strings.ts';

/*
 * The reporting API's lists (video_reporting_list_report_types, _list_jobs, _list_reports), each
 * a table: they have no titles or thumbnails to make cards of.
 */

function Reporting({ children }: { children: ReactNode }) {
  return (
    <div className="pb-viewer" data-viewer="video-reporting">
      {children}
    </div>
  );
}

const when = (iso: string | undefined) => (iso ? formatDateTime(iso) : '');

export function ReportTypeTable({ types }: { types: readonly ReportType[] }) {
  const strings = useViewerStrings('video', VIDEO_VIEWER_STRINGS);
  return (
    <Reporting>
      <DataTable
        label={strings.reportTypes}
        rows={types}
        rowKey={(type) => type.id}
        columns={[
          { key: 'name', header: strings.reportType, cell: (type) => type.name },
          { key: 'id', header: strings.id, cell: (type) => <code>{type.id}</code> },
        ]}
      />
    </Reporting>
  );
}

export function ReportJobTable({ jobs }: { jobs: readonly ReportJob[] }) {
  const strings = useViewerStrings('video', VIDEO_VIEWER_STRINGS);
  return (
    <Reporting>
      <DataTable
        label={strings.reportingJobs}
        rows={jobs}
        rowKey={(job) => job.id}
        columns={[
          { key: 'name', header: strings.job, cell: (job) => job.name ?? job.id },
          {
            key: 'type',
            header: strings.reportType,
            cell: (job) => <code>{job.reportTypeId}</code>,
          },
          { key: 'created', header: strings.created, cell: (job) => when(job.createTime) },
        ]}
      />
    </Reporting>
  );
}

/** A report covers whole UTC days: its period shows as dates. */
export function ReportTable({ reports }: { reports: readonly Report[] }) {
  const strings = useViewerStrings('video', VIDEO_VIEWER_STRINGS);
  const day = (iso: string) => formatDate(iso.slice(0, 10));
  return (
    <Reporting>
      <DataTable
        label={strings.reports}
        rows={reports}
        rowKey={(report) => report.id}
        columns={[
          {
            key: 'period',
            header: strings.period,
            cell: (report) => strings.dateRange(day(report.startTime), day(report.endTime)),
          },
          { key: 'created', header: strings.created, cell: (report) => when(report.createTime) },
          {
            key: 'file',
            header: strings.file,
            cell: (report) => {
              const href = safeHref(report.downloadUrl);
              return href ? <a href={href}>{strings.downloadReport(report.id)}</a> : null;
            },
          },
        ]}
      />
    </Reporting>
  );
}
