import type { ToolParams } from '@plugboard/schema';
import type { ToolData } from '../../simulator.ts';
import { plainText } from '../properties/rich-text.ts';
import type { DocsappWorkspace } from '../store.ts';
import { renderDatabase } from './databases.ts';
import { pageTitle, renderPage } from './pages.ts';
import { listPage } from './pagination.ts';

interface Found {
  id: string;
  title: string;
  last_edited_time: string;
  render(): ToolData;
}

/**
 * docsapp_data_fetch: the live pages and databases whose title contains `query` (any case),
 * most recently edited first; all of them without a query.
 */
export async function searchWorkspace(
  params: ToolParams<'docsapp_data_fetch'>,
  workspace: DocsappWorkspace,
): Promise<ToolData> {
  const databases = (await workspace.databases.all()).filter((database) => !database.archived);
  const byId = new Map(databases.map((database) => [database.id, database]));
  const pages = (await workspace.pages.all()).filter((page) => !page.archived);
  const found: Found[] = [
    ...pages.map((page) => {
      const database =
        page.parent.type === 'database_id' ? byId.get(page.parent.database_id) : undefined;
      return {
        id: page.id,
        title: pageTitle(page, database),
        last_edited_time: page.last_edited_time,
        render: () => renderPage(page, database),
      };
    }),
    ...databases.map((database) => ({
      id: database.id,
      title: plainText(database.title),
      last_edited_time: database.last_edited_time,
      render: () => renderDatabase(database),
    })),
  ];
  const query = params.query?.toLowerCase();
  const matches = found
    .filter((item) => query === undefined || item.title.toLowerCase().includes(query))
    .sort((a, b) => b.last_edited_time.localeCompare(a.last_edited_time));
  return listPage(matches, params, 'page_or_database', (item) => item.render());
}
