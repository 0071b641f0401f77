import { DownloadLinks } from '../../download-links.ts';

/** A thumbnail: where it is and its size. */
export interface Thumbnail {
  url: string;
  width: number;
  height: number;
}
export type Thumbnails = Record<string, Thumbnail>;

/** The sizes the service offers, by resource (videos 4:3 and 16:9 frames, channels squares). */
const SIZES = {
  video: { default: [120, 90], medium: [320, 180], high: [480, 360], standard: [640, 480] },
  channel: { default: [88, 88], medium: [240, 240], high: [800, 800] },
} as const;

/** The URLs the emulator serves for the video platform: thumbnails and report downloads. */
export interface VideoLinks {
  /** The thumbnails of a video (playlists show their first video's) or a channel. */
  thumbnails(kind: keyof typeof SIZES, id: string): Thumbnails;
  /** The download URL of a report, valid an hour from `now` (docs/connectors.md §8). */
  reportDownload(accountId: string, jobId: string, day: string, now: Date): string;
  /** The job and day a report download token grants, or why it is refused. */
  verifyReportDownload(
    token: string,
    now: Date,
  ): { accountId: string; jobId: string; day: string } | 'invalid' | 'expired';
}

/** The path of a thumbnail image: the id it stands for and its size. */
export const THUMBNAIL_PATH = /^\/video\/thumbnails\/([A-Za-z0-9_-]+)-(\d{1,4})x(\d{1,4})\.svg$/;

/**
 * The links of one emulator at `baseUrl`. Thumbnails are served by the emulator so pages that
 * show results work offline; report URLs are signed like the document library's downloads.
 */
export function createVideoLinks(baseUrl: string): VideoLinks {
  const downloads = new DownloadLinks(`${baseUrl}/video/reporting`);
  return {
    thumbnails(kind, id) {
      return Object.fromEntries(
        Object.entries(SIZES[kind]).map(([name, [width, height]]) => [
          name,
          { url: `${baseUrl}/video/thumbnails/${id}-${width}x${height}.svg`, width, height },
        ]),
      );
    },
    reportDownload(accountId, jobId, day, now) {
      return downloads.create(accountId, `${jobId}/${day}`, now);
    },
    verifyReportDownload(token, now) {
      const grant = downloads.verify(token, now);
      if (typeof grant === 'string') return grant;
      const [jobId = '', day = ''] = grant.file.split('/');
      return { accountId: grant.account, jobId, day };
    },
  };
}
