'use client';

import { formatDateTime } from '../common/format.ts';
import type { DoclibSite } from '../common/result-parts.ts';
import { safeHref } from '../common/safe-href.ts';
import { useViewerStrings } from '../common/viewer-strings.ts';
import { DOCLIB_VIEWER_STRINGS } from './doclib-strings.ts';

/**
 * Document library sites (`GET /v1.0/me/sites`, `/v1.0/sites/root`): name linking to the site,
 * description, last change, and the site id that file requests take.
 */
export function SiteList({ sites }: { sites: readonly DoclibSite[] }) {
  const strings = useViewerStrings('doclib', DOCLIB_VIEWER_STRINGS);
  return (
    <ul className="pb-viewer pb-list" data-viewer="doclib-sites" aria-label={strings.sites}>
      {sites.map((site) => {
        const href = safeHref(site.webUrl);
        return (
          <li key={site.id} className="pb-list__item">
            <span className="pb-list__title">
              {href ? <a href={href}>{site.displayName}</a> : site.displayName}
            </span>
            {site.lastModifiedDateTime && (
              <span className="pb-list__meta">
                {strings.changed}{' '}
                <time dateTime={site.lastModifiedDateTime}>
                  {formatDateTime(site.lastModifiedDateTime)}
                </time>
              </span>
            )}
            {site.description && <p className="pb-list__text">{site.description}</p>}
            <p className="pb-list__text pb-list__meta">
              {strings.siteId} <code>{site.id}</code>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
