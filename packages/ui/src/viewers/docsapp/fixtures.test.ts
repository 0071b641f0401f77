import { serviceErrorSchemas, toolResultSchemas } from '@plugboard/schema/results';
import { expect, test } from 'vitest';
import {
  docsappArchivedPage,
  docsappBlocks,
  docsappComments,
  docsappDatabase,
  docsappDeletedBlock,
  docsappNotFound,
  docsappPage,
  docsappQueryResult,
  docsappSearch,
  docsappUsers,
} from './fixtures.ts';

// The viewer trusts the tool's name for the shape of its result: its fixtures must be that shape.
test.each([
  ['docsapp_page_get', docsappPage, toolResultSchemas.docsapp_page_get],
  ['docsapp_page_update', docsappArchivedPage, toolResultSchemas.docsapp_page_update],
  ['docsapp_database_query', docsappQueryResult, toolResultSchemas.docsapp_database_query],
  ['docsapp_page_content_get', docsappBlocks, toolResultSchemas.docsapp_page_content_get],
  ['docsapp_block_delete', docsappDeletedBlock, toolResultSchemas.docsapp_block_delete],
  ['docsapp_database_fetch', docsappDatabase, toolResultSchemas.docsapp_database_fetch],
  ['docsapp_comments_fetch', docsappComments, toolResultSchemas.docsapp_comments_fetch],
  ['docsapp_user_list', docsappUsers, toolResultSchemas.docsapp_user_list],
  ['docsapp_data_fetch', docsappSearch, toolResultSchemas.docsapp_data_fetch],
  ['an error body', docsappNotFound, serviceErrorSchemas.docsapp],
] as const)('the fixture of %s parses with its schema', (_tool, fixture, schema) => {
  expect(schema.safeParse(fixture).error?.issues).toBeUndefined();
});
