import type { Clock } from '../../../clock.ts';
import type { Store } from '../../../store/memory-store.ts';
import { workspaceStore } from '../../workspace-store.ts';
import type { VideoLinks } from '../api/links.ts';
import { notFound, unauthorized } from '../errors.ts';
import { videoCollections } from '../store.ts';
import { reportsOf } from '../tools/reports.ts';
import { reportCsv } from './report-csv.ts';
import { findReportType } from './report-types.ts';

/** A report file: its name and CSV text. */
export interface ReportFile {
  name: string;
  csv: string;
}

/** The report files the video platform of one emulator serves. */
export interface ReportFiles {
  /** The report a download URL's token grants, or 401 (forged, expired) or 404 (gone). */
  reportFile(token: string): Promise<ReportFile>;
}

/**
 * The report files behind the download URLs of `links`, signed with a key of this emulator
 * (docs/connectors.md §8: valid about an hour).
 */
export function createReportFiles(deps: {
  store: Store;
  clock: Clock;
  links: VideoLinks;
}): ReportFiles {
  const { store, clock, links } = deps;
  return {
    async reportFile(token) {
      const now = clock.now();
      const grant = links.verifyReportDownload(token, now);
      if (grant === 'expired') {
        throw unauthorized('The report download URL has expired; list the reports again.');
      }
      if (grant === 'invalid') throw unauthorized('The report download URL is not valid.');
      const gone = notFound('global', 'notFound', 'The report of this download URL is gone.');
      return store.transaction(async (tx) => {
        const collections = videoCollections(workspaceStore(tx, grant.accountId));
        const job = await collections.jobs.get(grant.jobId);
        const platform = await collections.platform.get('platform');
        const type = job && findReportType(job.reportTypeId);
        if (job === undefined || platform === undefined || type === undefined) throw gone;
        if (!reportsOf(job, platform, now).some((report) => report.day === grant.day)) throw gone;
        return {
          name: `${type.id}_${grant.day.replaceAll('-', '')}.csv`,
          csv: await reportCsv(collections, type, grant.day),
        };
      });
    },
  };
}
