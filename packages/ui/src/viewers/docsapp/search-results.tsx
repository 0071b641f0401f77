'use client';

import { formatDateTime } from '../common/format.ts';
import type { DocsappDatabase, DocsappPage } from '../common/result-parts.ts';
import { safeHref } from '../common/safe-href.ts';
import { useViewerStrings } from '../common/viewer-strings.ts';
import { DOCSAPP_VIEWER_STRINGS } from './docsapp-strings.ts';
import { pageTitle } from './page-title.ts';
import { plainText } from './rich-text.tsx';

function Result({ item }: { item: DocsappPage | DocsappDatabase }) {
  const strings = useViewerStrings('docsapp', DOCSAPP_VIEWER_STRINGS);
  const isPage = item.object === 'page';
  const title = isPage
    ? pageTitle(item, strings.untitled)
    : plainText(item.title) || strings.untitledDatabase;
  const href = safeHref(item.url);
  return (
    <li className="pb-list__item">
      <span className="pb-list__title">
        {isPage && item.icon?.type === 'emoji' && (
          <span aria-hidden="true">{item.icon.emoji} </span>
        )}
        {href === undefined ? title : <a href={href}>{title}</a>}
      </span>
      <span className="pb-list__meta">
        {isPage ? strings.page : strings.database}
        {item.last_edited_time && (
          <>
            {strings.searchEdited}{' '}
            <time dateTime={item.last_edited_time}>{formatDateTime(item.last_edited_time)}</time>
          </>
        )}
      </span>
    </li>
  );
}

/** Workspace search results (docsapp_data_fetch): pages and databases, each a link. */
export function SearchResults({ items }: { items: ReadonlyArray<DocsappPage | DocsappDatabase> }) {
  const strings = useViewerStrings('docsapp', DOCSAPP_VIEWER_STRINGS);
  return (
    <ul
      className="pb-viewer pb-list"
      data-viewer="docsapp-search"
      aria-label={strings.searchResults}
    >
      {items.map((item) => (
        <Result key={item.id} item={item} />
      ))}
    </ul>
  );
}
