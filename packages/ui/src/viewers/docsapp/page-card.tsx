'use client';

import { formatDateTime } from '../common/format.ts';
import type { DocsappPage } from '../common/result-parts.ts';
import { safeHref } from '../common/safe-href.ts';
import { useViewerStrings } from '../common/viewer-strings.ts';
import { DOCSAPP_VIEWER_STRINGS } from './docsapp-strings.ts';
import { pageTitle, titleProperty } from './page-title.ts';
import { PropertyValueView } from './property-value.tsx';

/**
 * A page (docsapp_page_get, _create, _update, _database_insert_row): icon, title linking to the
 * page, its properties by type, archived state and when it was last edited.
 */
export function PageCard({ page }: { page: DocsappPage }) {
  const strings = useViewerStrings('docsapp', DOCSAPP_VIEWER_STRINGS);
  const title = pageTitle(page, strings.untitled);
  const titleKey = titleProperty(page)?.[0];
  const href = safeHref(page.url);
  const archived = page.archived === true || page.in_trash === true;
  const properties = Object.entries(page.properties).filter(([name]) => name !== titleKey);
  return (
    <article
      className="pb-viewer pb-card"
      data-viewer="docsapp-page"
      data-archived={archived || undefined}
    >
      <h3 className="pb-card__title">
        {page.icon?.type === 'emoji' && (
          <span className="pb-card__icon" aria-hidden="true">
            {page.icon.emoji}
          </span>
        )}
        {href === undefined ? title : <a href={href}>{title}</a>}
      </h3>
      {archived && (
        <p className="pb-tag" data-color="gray">
          {strings.archived}
        </p>
      )}
      {properties.length > 0 && (
        <dl className="pb-facts">
          {properties.map(([name, value]) => (
            <div key={name} className="pb-facts__item">
              <dt>{name}</dt>
              <dd>
                <PropertyValueView value={value} />
              </dd>
            </div>
          ))}
        </dl>
      )}
      {page.last_edited_time && (
        <p className="pb-card__meta">
          {strings.edited}{' '}
          <time dateTime={page.last_edited_time}>{formatDateTime(page.last_edited_time)}</time>
        </p>
      )}
    </article>
  );
}
