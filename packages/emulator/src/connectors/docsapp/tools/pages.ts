import { randomUUID } from 'node:crypto';
import type { ToolParams } from '@plugboard/schema';
import type { ToolData } from '../../simulator.ts';
import { archivedError, objectNotFound, parseBody, validationError } from '../errors.ts';
import { columnValue, renderProperties, writeProperties } from '../properties/property-values.ts';
import { plainText } from '../properties/rich-text.ts';
import {
  type Column,
  coverSchema,
  type Database,
  type DocsappWorkspace,
  iconSchema,
  type Page,
} from '../store.ts';
import { insertBlocks, parseChildBlock } from './blocks.ts';

/** A page outside a database has one property, its title, named `title`. */
const PAGE_TITLE: Column = { id: 'title', name: 'title', type: 'title' };

/** A web address on a reserved domain, in the service's `<title>-<id without hyphens>` form. */
export function webUrl(title: string, id: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const compact = id.replaceAll('-', '');
  return `https://docs.example.com/${slug === '' ? compact : `${slug}-${compact}`}`;
}

function columnsOf(database: Database | undefined): readonly Column[] {
  return database?.columns ?? [PAGE_TITLE];
}

/** The plain text of a page's title. */
export function pageTitle(page: Page, database: Database | undefined): string {
  const title = columnsOf(database).find((column) => column.type === 'title') ?? PAGE_TITLE;
  const value = columnValue(title, page.values);
  return value.type === 'title' ? plainText(value.title) : '';
}

/** docs/tool-results.md Page: the stored page with its properties by column name and its URL. */
export function renderPage(page: Page, database: Database | undefined): ToolData {
  const { values, ...fields } = page;
  return {
    object: 'page',
    ...fields,
    properties: renderProperties(columnsOf(database), values),
    url: webUrl(pageTitle(page, database), page.id),
    public_url: null,
  };
}

/** The database a page is a row of, if it is one. */
function databaseOf(workspace: DocsappWorkspace, page: Page): Promise<Database | undefined> {
  if (page.parent.type !== 'database_id') return Promise.resolve(undefined);
  return workspace.databases.get(page.parent.database_id);
}

async function findPage(workspace: DocsappWorkspace, id: string): Promise<Page> {
  const page = await workspace.pages.get(id);
  if (page === undefined) throw objectNotFound('page', id);
  return page;
}

async function findLiveDatabase(workspace: DocsappWorkspace, id: string): Promise<Database> {
  const database = await workspace.databases.get(id);
  if (database === undefined) throw objectNotFound('database', id);
  if (database.archived) throw archivedError('database');
  return database;
}

interface NewPage {
  properties: Record<string, unknown>;
  child_blocks?: Record<string, unknown>[] | undefined;
  icon?: Record<string, unknown> | undefined;
  cover?: Record<string, unknown> | undefined;
}

async function insertPage(
  workspace: DocsappWorkspace,
  parent: Page['parent'],
  database: Database | undefined,
  request: NewPage,
): Promise<ToolData> {
  const { now, actor } = workspace;
  const users = await workspace.users.all();
  const { values, columns } = writeProperties(columnsOf(database), request.properties, {}, users);
  const children = (request.child_blocks ?? []).map((block, index) =>
    parseChildBlock(block, `child_blocks[${index}]`),
  );
  const page = await workspace.pages.insert({
    id: randomUUID(),
    created_time: now,
    last_edited_time: now,
    created_by: actor,
    last_edited_by: actor,
    cover: request.cover === undefined ? null : parseBody(coverSchema, request.cover, 'cover'),
    icon: request.icon === undefined ? null : parseBody(iconSchema, request.icon, 'icon'),
    parent,
    archived: false,
    in_trash: false,
    values,
  });
  await insertBlocks(workspace, { type: 'page_id', page_id: page.id }, children);
  const saved = database === undefined ? undefined : { ...database, columns };
  // A value may have named a select option for the first time, which adds it to the column.
  if (saved !== undefined) await workspace.databases.update(saved);
  return renderPage(page, saved);
}

/** docsapp_page_get */
export async function getPage(
  params: ToolParams<'docsapp_page_get'>,
  workspace: DocsappWorkspace,
): Promise<ToolData> {
  const page = await findPage(workspace, params.page_id);
  return renderPage(page, await databaseOf(workspace, page));
}

/**
 * docsapp_page_create: a row of a database (`database_id`, with its properties) or a page under
 * a page (`parent_page_id`, whose only property is `title`).
 */
export async function createPage(
  params: ToolParams<'docsapp_page_create'>,
  workspace: DocsappWorkspace,
): Promise<ToolData> {
  const request = { ...params, properties: params.properties ?? {} };
  if (params.database_id !== undefined) {
    const database = await findLiveDatabase(workspace, params.database_id);
    return insertPage(
      workspace,
      { type: 'database_id', database_id: database.id },
      database,
      request,
    );
  }
  if (params.parent_page_id !== undefined) {
    const parent = await findPage(workspace, params.parent_page_id);
    if (parent.archived) throw archivedError('page');
    return insertPage(workspace, { type: 'page_id', page_id: parent.id }, undefined, request);
  }
  throw validationError('Give exactly one of database_id or parent_page_id.');
}

/** docsapp_database_insert_row: a new page in the database, with its property values. */
export async function insertRow(
  params: ToolParams<'docsapp_database_insert_row'>,
  workspace: DocsappWorkspace,
): Promise<ToolData> {
  const database = await findLiveDatabase(workspace, params.database_id);
  return insertPage(workspace, { type: 'database_id', database_id: database.id }, database, params);
}

/**
 * docsapp_page_update: property values, icon and cover; `archived` archives (true) or restores
 * (false). An archived page takes no other change unless the same call restores it.
 */
export async function updatePage(
  params: ToolParams<'docsapp_page_update'>,
  workspace: DocsappWorkspace,
): Promise<ToolData> {
  const page = await findPage(workspace, params.page_id);
  const edits =
    params.properties !== undefined || params.icon !== undefined || params.cover !== undefined;
  if (page.archived && params.archived !== false && edits) throw archivedError('page');
  const database = await databaseOf(workspace, page);
  const users = await workspace.users.all();
  const { values, columns } = writeProperties(
    columnsOf(database),
    params.properties ?? {},
    page.values,
    users,
  );
  const archived = params.archived ?? page.archived;
  const updated = await workspace.pages.update({
    ...page,
    values,
    icon: params.icon === undefined ? page.icon : parseBody(iconSchema, params.icon, 'icon'),
    cover: params.cover === undefined ? page.cover : parseBody(coverSchema, params.cover, 'cover'),
    archived,
    in_trash: archived,
    last_edited_time: workspace.now,
    last_edited_by: workspace.actor,
  });
  const saved = database === undefined ? undefined : { ...database, columns };
  if (saved !== undefined) await workspace.databases.update(saved);
  return renderPage(updated, saved);
}
