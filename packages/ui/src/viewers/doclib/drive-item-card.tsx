'use client';

import { formatDateTime } from '../common/format.ts';
import type { DownloadUrlKey, DriveItem } from '../common/result-parts.ts';
import { safeHref } from '../common/safe-href.ts';
import { useViewerStrings } from '../common/viewer-strings.ts';
import { DOCLIB_VIEWER_STRINGS } from './doclib-strings.ts';
import { formatBytes } from './format-bytes.ts';

/** The vendor-prefixed member holding the pre-signed download URL; the schema names the same. */
const DOWNLOAD_URL: DownloadUrlKey = '@microsoft.graph.downloadUrl';

export interface DriveItemCardProps {
  item: DriveItem;
  /** The item is the answer to an upload: says so. */
  uploaded?: boolean;
}

/** `/drive/root:/reports` → `/reports`; the drive root itself reads as `/`. */
function folderPath(path: string): string {
  return path.replace(/^\/drive\/root:?/, '') || '/';
}

/**
 * A file or folder's metadata (`GET …/drive/root:/{filename}`, or an upload's answer): name,
 * size, type, where it is, who changed it last, a link to open it in the library and, for a file,
 * its download link. docs/connectors.md §4.6: that link is pre-signed and expires after about an
 * hour, so the card says so; the file downloads from it directly, not through the proxy.
 */
export function DriveItemCard({ item, uploaded = false }: DriveItemCardProps) {
  const strings = useViewerStrings('doclib', DOCLIB_VIEWER_STRINGS);
  const open = safeHref(item.webUrl);
  const download = safeHref(item[DOWNLOAD_URL]);
  const editor = item.lastModifiedBy?.user?.displayName ?? item.createdBy?.user?.displayName;
  const childCount = item.folder?.childCount;
  return (
    <article
      className="pb-viewer pb-card"
      data-viewer="doclib-item"
      data-kind={item.folder ? 'folder' : 'file'}
    >
      <h3 className="pb-card__title">
        <span aria-hidden="true">{item.folder ? '📁' : '📄'}</span>
        {item.name}
      </h3>
      {uploaded && (
        <p className="pb-tag" data-tone="success">
          {strings.uploaded}
        </p>
      )}
      <dl className="pb-facts">
        {item.size !== undefined && (
          <div className="pb-facts__item">
            <dt>{strings.size}</dt>
            <dd>{formatBytes(item.size, strings)}</dd>
          </div>
        )}
        {item.file?.mimeType && (
          <div className="pb-facts__item">
            <dt>{strings.type}</dt>
            <dd>{item.file.mimeType}</dd>
          </div>
        )}
        {childCount !== undefined && (
          <div className="pb-facts__item">
            <dt>{strings.contains}</dt>
            <dd>{strings.itemCount(childCount)}</dd>
          </div>
        )}
        {item.parentReference?.path && (
          <div className="pb-facts__item">
            <dt>{strings.folder}</dt>
            <dd>{folderPath(item.parentReference.path)}</dd>
          </div>
        )}
        {item.lastModifiedDateTime && (
          <div className="pb-facts__item">
            <dt>{strings.changed}</dt>
            <dd>
              <time dateTime={item.lastModifiedDateTime}>
                {formatDateTime(item.lastModifiedDateTime)}
              </time>
              {editor && ` ${strings.changedBy(editor)}`}
            </dd>
          </div>
        )}
      </dl>
      {(open || download) && (
        <p className="pb-card__actions">
          {download && (
            <a className="pb-button pb-button--primary" href={download} download={item.name}>
              {strings.download}
            </a>
          )}
          {open && (
            <a className="pb-button pb-button--secondary" href={open}>
              {strings.openInLibrary}
            </a>
          )}
        </p>
      )}
      {download && <p className="pb-card__meta">{strings.downloadExpiry}</p>}
    </article>
  );
}
