import type { ReactNode } from 'react';
import { DataTable } from '../shared/data-table.tsx';
import { formatDate, formatDateTime } from '../shared/format.ts';
import { safeHref } from '../shared/safe-href.ts';
import type { Report, ReportJob, ReportType } from './video-shapes.ts';

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
  return (
    <Reporting>
      <DataTable
        label="Report types"
        rows={types}
        rowKey={(type) => type.id}
        columns={[
          { key: 'name', header: 'Report type', cell: (type) => type.name },
          { key: 'id', header: 'ID', cell: (type) => <code>{type.id}</code> },
        ]}
      />
    </Reporting>
  );
}

export function ReportJobTable({ jobs }: { jobs: readonly ReportJob[] }) {
  return (
    <Reporting>
      <DataTable
        label="Reporting jobs"
        rows={jobs}
        rowKey={(job) => job.id}
        columns={[
          { key: 'name', header: 'Job', cell: (job) => job.name ?? job.id },
          { key: 'type', header: 'Report type', cell: (job) => <code>{job.reportTypeId}</code> },
          { key: 'created', header: 'Created', cell: (job) => when(job.createTime) },
        ]}
      />
    </Reporting>
  );
}

/** A report covers whole UTC days: its period shows as dates. */
export function ReportTable({ reports }: { reports: readonly Report[] }) {
  const day = (iso: string) => formatDate(iso.slice(0, 10));
  return (
    <Reporting>
      <DataTable
        label="Reports"
        rows={reports}
        rowKey={(report) => report.id}
        columns={[
          {
            key: 'period',
            header: 'Period',
            cell: (report) => `${day(report.startTime)} – ${day(report.endTime)}`,
          },
          { key: 'created', header: 'Created', cell: (report) => when(report.createTime) },
          {
            key: 'file',
            header: 'File',
            cell: (report) => {
              const href = safeHref(report.downloadUrl);
              return href ? <a href={href}>Download report {report.id}</a> : null;
            },
          },
        ]}
      />
    </Reporting>
  );
}
