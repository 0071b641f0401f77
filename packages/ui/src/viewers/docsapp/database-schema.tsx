'use client';

import { DataTable } from '../common/data-table.tsx';
import { arrayOf, isString, shape } from '../common/guards.ts';
import type { DocsappColumn, DocsappDatabase } from '../common/result-parts.ts';
import { safeHref } from '../common/safe-href.ts';
import { useViewerStrings } from '../common/viewer-strings.ts';
import { DOCSAPP_VIEWER_STRINGS } from './docsapp-strings.ts';
import { plainText, RichTextView } from './rich-text.tsx';

const isOptions = shape({ options: arrayOf(shape({ name: isString })) });

/** The choices of a select, multi-select or status column. */
function options(column: DocsappColumn): string {
  const config = column[column.type];
  return isOptions(config) ? config.options.map((option) => option.name).join(', ') : '';
}

/**
 * What the view shows of a database: its columns, and its title, description and link when the
 * answer has them (docsapp_database_property_retrieve answers the columns alone).
 */
export type DatabaseColumns = Pick<DocsappDatabase, 'properties'> &
  Partial<Pick<DocsappDatabase, 'title' | 'description' | 'url'>>;

/**
 * A database (docsapp_database_fetch, _create, _update, _property_retrieve): its title,
 * description and columns with their types and options.
 */
export function DatabaseSchema({ database }: { database: DatabaseColumns }) {
  const strings = useViewerStrings('docsapp', DOCSAPP_VIEWER_STRINGS);
  const title = plainText(database.title);
  const href = safeHref(database.url);
  // Without property_id, _property_retrieve answers the columns alone, with no title.
  const name =
    title !== '' ? title : database.title ? strings.untitledDatabase : strings.databaseColumns;
  return (
    <article className="pb-viewer pb-card" data-viewer="docsapp-database">
      <h3 className="pb-card__title">{href === undefined ? name : <a href={href}>{name}</a>}</h3>
      {database.description && database.description.length > 0 && (
        <p className="pb-card__text">
          <RichTextView items={database.description} />
        </p>
      )}
      <DataTable
        label={strings.columnsOf(name)}
        columns={[
          { key: 'name', header: strings.columnColumn, cell: (column) => column.name },
          { key: 'type', header: strings.typeColumn, cell: (column) => <code>{column.type}</code> },
          { key: 'options', header: strings.optionsColumn, cell: options },
        ]}
        rows={Object.values(database.properties)}
        rowKey={(column) => column.id}
      />
    </article>
  );
}
