'use client';

import { type DataColumn, DataTable } from '../common/data-table.tsx';
import type { DocsappPage } from '../common/result-parts.ts';
import { safeHref } from '../common/safe-href.ts';
import { useViewerStrings } from '../common/viewer-strings.ts';
import { DOCSAPP_VIEWER_STRINGS } from './docsapp-strings.ts';
import { pageTitle } from './page-title.ts';
import { PropertyValueView } from './property-value.tsx';

/** The columns of a set of rows: every property name, the title first, in first-seen order. */
function columnNames(pages: readonly DocsappPage[]): string[] {
  const names = new Set<string>();
  for (const page of pages) for (const name of Object.keys(page.properties)) names.add(name);
  const isTitle = (name: string) => pages.some((page) => page.properties[name]?.type === 'title');
  return [...names].sort((a, b) => Number(isTitle(b)) - Number(isTitle(a)));
}

/**
 * Database rows (docsapp_database_query) as a table: one column per property, each cell typed
 * by its property type, the title linking to the row's page.
 */
export function DatabaseTable({ pages }: { pages: readonly DocsappPage[] }) {
  const strings = useViewerStrings('docsapp', DOCSAPP_VIEWER_STRINGS);
  const columns: Array<DataColumn<DocsappPage>> = columnNames(pages).map((name) => ({
    key: name,
    header: name,
    align: pages.some((page) => page.properties[name]?.type === 'number') ? 'end' : 'start',
    cell: (page) => {
      const value = page.properties[name];
      if (value === undefined) return null;
      const href = safeHref(page.url);
      if (value.type === 'title' && href !== undefined) {
        return <a href={href}>{pageTitle(page, strings.untitled)}</a>;
      }
      return <PropertyValueView value={value} />;
    },
  }));
  return (
    <div className="pb-viewer" data-viewer="docsapp-rows">
      <DataTable
        label={strings.rowCount(pages.length)}
        columns={columns}
        rows={pages}
        rowKey={(page) => page.id}
      />
    </div>
  );
}
