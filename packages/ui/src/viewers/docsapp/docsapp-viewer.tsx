import type { ToolResult } from '@plugboard/schema/results';
import type { ReactNode } from 'react';
import { EmptyResult } from '../common/empty-result.tsx';
import { isNumber, isRecord, isString } from '../common/guards.ts';
import { MoreResults } from '../common/more-results.tsx';
import { ResultError } from '../common/result-error.tsx';
import type { DocsappColumn, DocsappError, DocsappList } from '../common/result-parts.ts';
import type { ToolResultViewProps } from '../common/tool-result-view-props.ts';
import {
  type ConnectorToolName,
  ConnectorView,
  expectShape,
  type ToolViews,
} from '../common/tool-views.tsx';
import { BlockList } from './block-list.tsx';
import { CommentList } from './comment-list.tsx';
import { type DatabaseColumns, DatabaseSchema } from './database-schema.tsx';
import { DatabaseTable } from './database-table.tsx';
import { PageCard } from './page-card.tsx';
import { SearchResults } from './search-results.tsx';
import { UserList } from './user-list.tsx';

type DocsappToolName = ConnectorToolName<'docsapp'>;

/** The service's error body: `object: "error"`, which no tool's answer carries. */
function isDocsappError(data: unknown): data is DocsappError {
  return (
    isRecord(data) &&
    data.object === 'error' &&
    isNumber(data.status) &&
    isString(data.code) &&
    isString(data.message)
  );
}

/*
 * Everything the service answers names its kind in `object` (`page`, `block`, `list` …). A view
 * checks it, so a body of another kind shows as JSON instead of, say, users read as blocks.
 */
function objectOf(value: unknown): unknown {
  return isRecord(value) ? value.object : undefined;
}

function single<Item>(item: Item, ...kinds: string[]): Item {
  expectShape(kinds.includes(objectOf(item) as string), `a ${kinds.join(' or ')}`);
  return item;
}

/** A list's items, "No results." for none, and a note with the cursor when there are more. */
function list<Item>(
  data: DocsappList<Item>,
  kinds: readonly string[],
  render: (items: readonly Item[]) => ReactNode,
) {
  expectShape(
    data.object === 'list' &&
      Array.isArray(data.results) &&
      data.results.every((item) => kinds.includes(objectOf(item) as string)),
    `a list of ${kinds.join(' or ')} objects`,
  );
  return (
    <div className="pb-viewer-stack" data-connector="docsapp">
      {data.results.length === 0 ? <EmptyResult /> : render(data.results)}
      {data.has_more && <MoreResults cursor={data.next_cursor} />}
    </div>
  );
}

/** docsapp_database_property_retrieve's answer with a property id: one column, no `properties`. */
function isColumn(data: ToolResult<'docsapp_database_property_retrieve'>): data is DocsappColumn {
  return !isRecord(data.properties);
}

const page = (data: ToolResult<'docsapp_page_get'>) => <PageCard page={single(data, 'page')} />;
const database = (data: DatabaseColumns) => <DatabaseSchema database={single(data, 'database')} />;
const blocks = (data: ToolResult<'docsapp_page_content_get'>) =>
  list(data, ['block'], (items) => <BlockList blocks={items} />);

/** The view of each docsapp tool's result (docs/connectors.md §4.1). */
const DOCSAPP_VIEWS = {
  docsapp_page_get: page,
  docsapp_page_create: page,
  docsapp_page_update: page,
  docsapp_database_insert_row: page,
  docsapp_page_content_get: blocks,
  docsapp_page_content_append: blocks,
  docsapp_block_update: (data) => <BlockList blocks={[single(data, 'block')]} />,
  docsapp_block_delete: (data) => <BlockList blocks={[single(data, 'block')]} />,
  docsapp_database_query: (data) =>
    list(data, ['page'], (pages) => <DatabaseTable pages={pages} />),
  docsapp_database_fetch: database,
  docsapp_database_create: database,
  docsapp_database_update: database,
  // With a property id, the column alone: shown as the one row of the columns table.
  docsapp_database_property_retrieve: (data) =>
    isColumn(data) ? (
      <DatabaseSchema database={{ properties: { [data.name]: data } }} />
    ) : (
      database(data)
    ),
  docsapp_comments_fetch: (data) =>
    list(data, ['comment'], (comments) => <CommentList comments={comments} />),
  docsapp_comment_create: (data) => <CommentList comments={[single(data, 'comment')]} />,
  docsapp_comment_retrieve: (data) => <CommentList comments={[single(data, 'comment')]} />,
  docsapp_user_list: (data) => list(data, ['user'], (users) => <UserList users={users} />),
  docsapp_data_fetch: (data) =>
    list(data, ['page', 'database'], (items) => <SearchResults items={items} />),
} satisfies ToolViews<DocsappToolName>;

/**
 * Any docsapp tool's result (docs/connectors.md §4.1) in the view for its tool
 * (docs/tool-results.md §"docsapp"): pages as cards, page content as a document, database rows as a
 * table, databases as their columns, comments, users, search results; error bodies show as an
 * alert. A tool the viewer does not know, or a body its view cannot show, shows as JSON.
 *
 * @example
 * ```tsx
 * import { DocsappViewer } from '@plugboard/ui/viewers/docsapp';
 *
 * <DocsappViewer tool="docsapp_database_query" data={response.data} />
 * ```
 */
export function DocsappViewer({ tool, data }: ToolResultViewProps) {
  if (isDocsappError(data)) {
    return <ResultError message={data.message} code={data.code} status={data.status} />;
  }
  return <ConnectorView views={DOCSAPP_VIEWS} tool={tool} data={data} />;
}
