import { randomUUID } from 'node:crypto';
import type { ToolParams } from '@plugboard/schema';
import type { ToolData } from '../../simulator.ts';
import { archivedError, objectNotFound, validationError } from '../errors.ts';
import {
  findColumn,
  newColumns,
  renderColumn,
  renderColumns,
  updateColumns,
} from '../properties/columns.ts';
import { columnValue, sortKey } from '../properties/property-values.ts';
import { parseRichText, plainText } from '../properties/rich-text.ts';
import type { Database, DocsappWorkspace, Page } from '../store.ts';
import { renderPage, webUrl } from './pages.ts';
import { listPage } from './pagination.ts';

/** docs/tool-results.md Database: the stored database with its columns as `properties`. */
export function renderDatabase(database: Database): ToolData {
  const { columns, ...fields } = database;
  return {
    object: 'database',
    ...fields,
    properties: renderColumns(columns),
    url: webUrl(plainText(database.title), database.id),
    public_url: null,
  };
}

async function findDatabase(workspace: DocsappWorkspace, id: string): Promise<Database> {
  const database = await workspace.databases.get(id);
  if (database === undefined) throw objectNotFound('database', id);
  return database;
}

/** docsapp_database_create: a database under a page, with its columns and title. */
export async function createDatabase(
  params: ToolParams<'docsapp_database_create'>,
  workspace: DocsappWorkspace,
): Promise<ToolData> {
  const parent = await workspace.pages.get(params.parent.page_id);
  if (parent === undefined) throw objectNotFound('page', params.parent.page_id);
  if (parent.archived) throw archivedError('page');
  const { now, actor } = workspace;
  const database = await workspace.databases.insert({
    id: randomUUID(),
    created_time: now,
    last_edited_time: now,
    created_by: actor,
    last_edited_by: actor,
    title: parseRichText(params.title, 'title'),
    description: [],
    icon: null,
    cover: null,
    parent: { type: 'page_id', page_id: parent.id },
    archived: false,
    in_trash: false,
    is_inline: false,
    columns: newColumns(params.properties),
  });
  return renderDatabase(database);
}

/** docsapp_database_fetch */
export async function fetchDatabase(
  params: ToolParams<'docsapp_database_fetch'>,
  workspace: DocsappWorkspace,
): Promise<ToolData> {
  return renderDatabase(await findDatabase(workspace, params.database_id));
}

/** docsapp_database_update: title, description, and columns added, renamed, changed or removed. */
export async function updateDatabase(
  params: ToolParams<'docsapp_database_update'>,
  workspace: DocsappWorkspace,
): Promise<ToolData> {
  const database = await findDatabase(workspace, params.database_id);
  if (database.archived) throw archivedError('database');
  const updated = await workspace.databases.update({
    ...database,
    title: params.title === undefined ? database.title : parseRichText(params.title, 'title'),
    description:
      params.description === undefined
        ? database.description
        : parseRichText(params.description, 'description'),
    columns:
      params.properties === undefined
        ? database.columns
        : updateColumns(database.columns, params.properties),
    last_edited_time: workspace.now,
    last_edited_by: workspace.actor,
  });
  return renderDatabase(updated);
}

type Sort = NonNullable<ToolParams<'docsapp_database_query'>['sorts']>[number];
type SortValue = string | number | null;

/** Empty values sort last whichever the direction, as the service orders them. */
function compareValues(a: SortValue, b: SortValue, descending: boolean): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  const order = a < b ? -1 : 1;
  return descending ? -order : order;
}

function sortValue(database: Database, sort: Sort): (page: Page) => SortValue {
  if (sort.timestamp !== undefined) {
    const timestamp = sort.timestamp;
    return (page) => page[timestamp];
  }
  const name = sort.property ?? '';
  const column = findColumn(database.columns, name);
  if (column === undefined) {
    throw validationError(`Could not find sort property with name or id: ${name}.`);
  }
  return (page) => sortKey(columnValue(column, page.values));
}

/**
 * docsapp_database_query: the live rows of a database, in the order of `sorts` (newest first
 * without any), one page at a time.
 */
export async function queryDatabase(
  params: ToolParams<'docsapp_database_query'>,
  workspace: DocsappWorkspace,
): Promise<ToolData> {
  const database = await findDatabase(workspace, params.database_id);
  const sorts = params.sorts ?? [{ timestamp: 'created_time', direction: 'descending' }];
  const keys = sorts.map((sort) => ({
    value: sortValue(database, sort),
    descending: sort.direction === 'descending',
  }));
  const rows = (await workspace.pages.all())
    .filter((page) => page.parent.type === 'database_id' && page.parent.database_id === database.id)
    .filter((page) => !page.archived)
    .sort((a, b) => {
      for (const key of keys) {
        const order = compareValues(key.value(a), key.value(b), key.descending);
        if (order !== 0) return order;
      }
      return 0;
    });
  return listPage(rows, params, 'page_or_database', (page) => renderPage(page, database));
}

/**
 * docsapp_database_property_retrieve: one column, named by id (as shown or decoded) or by name;
 * the whole column schema when no property_id is given.
 */
export async function retrieveDatabaseProperty(
  params: ToolParams<'docsapp_database_property_retrieve'>,
  workspace: DocsappWorkspace,
): Promise<ToolData> {
  const database = await findDatabase(workspace, params.database_id);
  const id = params.property_id;
  if (id === undefined) {
    return { object: 'database', id: database.id, properties: renderColumns(database.columns) };
  }
  const column =
    database.columns.find((candidate) => candidate.id === id) ?? findColumn(database.columns, id);
  if (column === undefined) throw objectNotFound('property', id);
  return renderColumn(column);
}
