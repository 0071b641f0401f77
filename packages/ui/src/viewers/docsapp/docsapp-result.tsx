import { EmptyResult } from '../shared/empty-result.tsx';
import { arrayOf, oneOf } from '../shared/guards.ts';
import { JsonFallback } from '../shared/json-fallback.tsx';
import { MoreResults } from '../shared/more-results.tsx';
import { ResultError } from '../shared/result-error.tsx';
import type { ToolViewerProps } from '../shared/tool-viewer-props.ts';
import { BlockList } from './block-list.tsx';
import { CommentList } from './comment-list.tsx';
import { DatabaseSchema } from './database-schema.tsx';
import { DatabaseTable } from './database-table.tsx';
import {
  isBlock,
  isComment,
  isDatabase,
  isDocsappError,
  isList,
  isPage,
  isUser,
  type List,
} from './docsapp-shapes.ts';
import { PageCard } from './page-card.tsx';
import { SearchResults } from './search-results.tsx';
import { UserList } from './user-list.tsx';

const areBlocks = arrayOf(isBlock);
const areComments = arrayOf(isComment);
const areUsers = arrayOf(isUser);
const arePages = arrayOf(isPage);
const areSearchResults = arrayOf(oneOf(isPage, isDatabase));

/** A list's items by what they are; the tool tells rows of a query from search results. */
function ListView({ tool, list }: { tool: string; list: List }) {
  const { results } = list;
  if (results.length === 0) return <EmptyResult />;
  if (tool === 'docsapp_database_query' && arePages(results)) {
    return <DatabaseTable pages={results} />;
  }
  if (areBlocks(results)) return <BlockList blocks={results} />;
  if (areComments(results)) return <CommentList comments={results} />;
  if (areUsers(results)) return <UserList users={results} />;
  if (areSearchResults(results)) return <SearchResults items={results} />;
  return <JsonFallback data={list} />;
}

/**
 * Any docsapp tool's result (docs/connectors.md §4.1) in the viewer for its shape
 * (docs/result-shapes.md, docsapp): pages as cards, page content as a document, database rows as a
 * table, databases as their columns, comments, users, search results and error bodies. Anything
 * else shows as JSON.
 *
 * @example
 * ```tsx
 * import { DocsappResult } from '@plugboard/ui/viewers/docsapp';
 *
 * <DocsappResult tool="docsapp_database_query" data={response.data} />
 * ```
 */
export function DocsappResult({ tool, data }: ToolViewerProps) {
  if (isDocsappError(data)) {
    return <ResultError message={data.message} code={data.code} status={data.status} />;
  }
  if (isPage(data)) return <PageCard page={data} />;
  if (isDatabase(data)) return <DatabaseSchema database={data} />;
  if (isBlock(data)) return <BlockList blocks={[data]} />;
  if (isComment(data)) return <CommentList comments={[data]} />;
  if (isList(data)) {
    return (
      <div className="pb-viewer-stack" data-connector="docsapp">
        <ListView tool={tool} list={data} />
        {data.has_more && <MoreResults cursor={data.next_cursor} />}
      </div>
    );
  }
  return <JsonFallback data={data} />;
}
