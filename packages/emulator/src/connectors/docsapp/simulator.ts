import { type ConnectorSimulator, defineSimulator } from '../simulator.ts';
import { seedDocsapp } from './seed/seed.ts';
import { type DocsappWorkspace, openDocsappWorkspace } from './store.ts';
import { appendPageContent, deleteBlock, getPageContent, updateBlock } from './tools/blocks.ts';
import { createComment, fetchComments, retrieveComment } from './tools/comments.ts';
import {
  createDatabase,
  fetchDatabase,
  queryDatabase,
  retrieveDatabaseProperty,
  updateDatabase,
} from './tools/databases.ts';
import { createPage, getPage, insertRow, updatePage } from './tools/pages.ts';
import { searchWorkspace } from './tools/search.ts';
import { listUsers } from './tools/users.ts';

/** The simulated document workspace (docs/connectors.md §4.1): all 18 docsapp tools. */
const docsappSimulator = defineSimulator<'docsapp', DocsappWorkspace>({
  open: openDocsappWorkspace,
  seed: seedDocsapp,
  handlers: {
    docsapp_block_delete: deleteBlock,
    docsapp_block_update: updateBlock,
    docsapp_comment_create: createComment,
    docsapp_comment_retrieve: retrieveComment,
    docsapp_comments_fetch: fetchComments,
    docsapp_data_fetch: searchWorkspace,
    docsapp_database_create: createDatabase,
    docsapp_database_fetch: fetchDatabase,
    docsapp_database_insert_row: insertRow,
    docsapp_database_property_retrieve: retrieveDatabaseProperty,
    docsapp_database_query: queryDatabase,
    docsapp_database_update: updateDatabase,
    docsapp_page_content_append: appendPageContent,
    docsapp_page_content_get: getPageContent,
    docsapp_page_create: createPage,
    docsapp_page_get: getPage,
    docsapp_page_update: updatePage,
    docsapp_user_list: listUsers,
  },
});

/** The simulated document workspace keeps everything in the workspace store, so every emulator
 * shares one. */
export function createDocsappSimulator(): ConnectorSimulator {
  return docsappSimulator;
}
